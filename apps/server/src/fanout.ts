import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** What a node tells the others about a table. */
export interface TableNews {
  readonly table: string;
  /** The table's version after the change. */
  readonly version: number;
  /** Seats or presence changed (not only the record). */
  readonly seats: boolean;
  /** A chat line was stored with this seq (the record did not change). */
  readonly chat?: number;
}

/**
 * How nodes learn that a table moved elsewhere, and which seats are connected on any node. Without
 * REDIS_URL both are local to the process.
 */
export interface Fanout {
  readonly kind: 'redis' | 'local';
  publish(news: TableNews): void;
  onNews(handler: (news: TableNews) => void): void;
  /** A seat got its first connection on this node (true) or lost its last one (false). */
  setPresent(table: string, seat: number, present: boolean): Promise<void>;
  /** Whether the seat has a connection on any node. */
  isPresent(table: string, seat: number): Promise<boolean>;
  /** Exactly one node gets true per key within `ms`: used so one node only runs a bot's turn. */
  claim(key: string, ms: number): Promise<boolean>;
  close(): Promise<void>;
}

const CHANNEL = 'kortbord:tables';
const PRESENCE_TTL_MS = 30_000;

export function localFanout(): Fanout {
  const present = new Map<string, number>();
  return {
    kind: 'local',
    publish: () => {},
    onNews: () => {},
    setPresent: async (table, seat, on) => {
      const k = `${table}:${seat}`;
      if (on) present.set(k, 1);
      else present.delete(k);
    },
    isPresent: async (table, seat) => present.has(`${table}:${seat}`),
    claim: async () => true,
    close: async () => {},
  };
}

export async function redisFanout(url: string, node: string, log: Logger): Promise<Fanout> {
  const opts = { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true };
  const pub = new Redis(url, opts);
  const sub = new Redis(url, opts);
  for (const [name, c] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const)
    c.on('error', (e: Error) => log.warn({ err: e.message }, `redis ${name} error`));
  await pub.connect();
  await sub.connect();
  const handlers: ((n: TableNews) => void)[] = [];
  sub.on('message', (_channel: string, text: string) => {
    let msg: { node?: string } & Partial<TableNews>;
    try {
      msg = JSON.parse(text) as typeof msg;
    } catch {
      return;
    }
    if (msg.node === node || typeof msg.table !== 'string' || typeof msg.version !== 'number') return;
    const news: TableNews = {
      table: msg.table,
      version: msg.version,
      seats: !!msg.seats,
      ...(typeof msg.chat === 'number' ? { chat: msg.chat } : {}),
    };
    for (const h of handlers) h(news);
  });
  await sub.subscribe(CHANNEL);

  // Presence: a sorted set per seat of the nodes holding a connection, scored by expiry; refreshed.
  const mine = new Set<string>();
  const key = (table: string, seat: number) => `kortbord:presence:${table}:${seat}`;
  const refresh = setInterval(() => {
    const until = Date.now() + PRESENCE_TTL_MS;
    for (const k of mine) void pub.zadd(k, until, node).catch(() => {});
  }, PRESENCE_TTL_MS / 3);
  refresh.unref();

  return {
    kind: 'redis',
    publish: (news) => {
      void pub
        .publish(CHANNEL, JSON.stringify({ node, ...news }))
        .catch((e: Error) => log.warn({ err: e.message }, 'redis publish failed'));
    },
    onNews: (h) => {
      handlers.push(h);
    },
    setPresent: async (table, seat, on) => {
      const k = key(table, seat);
      if (on) {
        mine.add(k);
        await pub.zadd(k, Date.now() + PRESENCE_TTL_MS, node);
        await pub.pexpire(k, PRESENCE_TTL_MS * 2);
      } else {
        mine.delete(k);
        await pub.zrem(k, node);
      }
    },
    isPresent: async (table, seat) => (await pub.zcount(key(table, seat), Date.now(), '+inf')) > 0,
    claim: async (k, ms) => (await pub.set(`kortbord:claim:${k}`, node, 'PX', ms, 'NX')) === 'OK',
    close: async () => {
      clearInterval(refresh);
      await Promise.all([...mine].map((k) => pub.zrem(k, node).catch(() => 0)));
      sub.disconnect();
      await pub.quit().catch(() => pub.disconnect());
    },
  };
}
