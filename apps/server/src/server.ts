import { isUtf8 } from 'node:buffer';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { pino, type Logger } from 'pino';
import { GAME_WORDS, GAMES, matchView, isRoundOver, type Json } from '@kortbord/engine';
import { botInput, type Budget, type Level } from '@kortbord/bots';
import {
  DEFAULT_LIMITS,
  PROTOCOL_VERSION,
  createTable,
  joinTable,
  leaveTable,
  parseClientMessage,
  type ClientMessage,
  type ErrorCode,
  type Reason,
  type ServerMessage,
} from '@kortbord/protocol';
import { openDb, type DbKind, type OpenDb, type SqliteSync } from './db';
import { createBotDriver, inProcessDriver, type BotDriver } from './bots';
import { localFanout, redisFanout, type Fanout, type TableNews } from './fanout';
import { randomId } from './ids';
import { matchOver, Refused, status, tableInfo, TableStore, type Table } from './tables';
import { logFor, roundTail } from './log/index';

export interface Limits {
  maxMessageBytes: number;
  messagesPerSecond: number;
  burst: number;
  tablesPerAddress: number;
}

export interface ServerOptions {
  /** 8080 by default; 0 picks a free port. */
  port?: number;
  /** 0.0.0.0 by default. */
  host?: string;
  /** SQLite's folder when there is no databaseUrl: ./data by default. */
  dataDir?: string;
  /** SQLite's sync: 'normal' (default) survives a killed process; 'full' a lost machine too. */
  sqliteSync?: SqliteSync;
  /** PostgreSQL, e.g. postgres://user@host:5432/kortbord. */
  databaseUrl?: string | undefined;
  /** Redis for several nodes, e.g. redis://127.0.0.1:6379. */
  redisUrl?: string | undefined;
  /** The web client's build; apps/web/dist by default when it exists; null: API only. */
  webDir?: string | null;
  logger?: Logger;
  logLevel?: string;
  limits?: Partial<Limits>;
  /** A bot's pause before its move, in ms: a random value in [min, max] (less its thinking time). */
  botDelayMs?: readonly [number, number];
  botBudget?: Budget;
  /** Worker threads for the bots (0: think in-process). */
  botWorkers?: number;
  /** With a human at the table, the next round is dealt by itself after this long. */
  nextRoundAfterMs?: number;
  /** Pings every connection this often; one that missed the previous ping is dropped. */
  keepAliveMs?: number;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  nodeId?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly nodeId: string;
  readonly db: DbKind;
  readonly fanout: 'redis' | 'local';
  readonly bots: 'pool' | 'in-process';
  readonly app: FastifyInstance;
  /** Graceful stop: refuse new work, finish what is being written, close sockets, pools and the database. */
  close(): Promise<void>;
}

interface Conn {
  readonly ws: WebSocket;
  readonly ip: string;
  readonly subs: Map<string, number | null>;
  tokens: number;
  last: number;
  warned: number;
  /** Answered the last keep-alive ping. */
  alive: boolean;
}

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  'bad-token': 403,
  'bad-invite': 403,
  'not-found': 404,
  'seat-taken': 409,
  'table-full': 409,
  'not-over': 409,
  'not-started': 409,
  'stale-version': 409,
  'too-large': 413,
  'too-many-tables': 429,
  'rate-limited': 429,
  'shutting-down': 503,
  internal: 500,
};

/** How well a bot plays a dropped player's seat. */
const STAND_IN_LEVEL: Level = 'easy';

/** Log lines carried by every view: the whole current round (from its deal), up to this many. */
const LOG_TAIL = 200;

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const nodeId = opts.nodeId ?? randomId(6);
  const log =
    opts.logger ??
    pino({ level: opts.logLevel ?? process.env['LOG_LEVEL'] ?? 'info', base: { node: nodeId } });
  const [delayMin, delayMax] = opts.botDelayMs ?? [500, 1200];
  const budget: Budget = opts.botBudget ?? { timeMs: 1000 };
  const nextRoundAfterMs = opts.nextRoundAfterMs ?? 20_000;

  const database: OpenDb = await openDb({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir ?? './data',
    ...(opts.sqliteSync ? { sqliteSync: opts.sqliteSync } : {}),
  });
  const store = new TableStore(database.db, limits);
  let fanout: Fanout;
  try {
    fanout = opts.redisUrl ? await redisFanout(opts.redisUrl, nodeId, log) : localFanout();
  } catch (e) {
    await database.db.destroy();
    throw e;
  }
  let driver: BotDriver;
  try {
    driver = createBotDriver({ workers: opts.botWorkers ?? 2 });
  } catch (e) {
    log.warn({ err: (e as Error).message }, 'bot workers unavailable: bots think in-process');
    driver = inProcessDriver();
  }

  // ------------------------------------------------------------------------------------------
  // Per-table serial work on this node (other nodes are serialised by the events' unique key).
  const queues = new Map<string, Promise<unknown>>();
  function serial<T>(id: string, f: () => Promise<T>): Promise<T> {
    const prev = queues.get(id) ?? Promise.resolve();
    const run = prev.then(f, f);
    const tail = run.catch(() => {});
    queues.set(id, tail);
    void tail.then(() => {
      if (queues.get(id) === tail) queues.delete(id);
    });
    return run;
  }

  let closing = false;
  const conns = new Set<Conn>();
  const watchers = new Map<string, Set<Conn>>();
  const localSeat = new Map<string, number>();
  const botTimers = new Map<string, { version: number; cancel: () => void }>();
  const standInTimers = new Map<string, NodeJS.Timeout>();
  const presentCache = new Map<string, boolean>();

  const send = (c: Conn, m: ServerMessage | string): void => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  };

  const connectedFn = (t: Table) => (seat: number) => presentCache.get(`${t.id}:${seat}`) ?? false;
  async function updatePresence(t: Table): Promise<void> {
    await Promise.all(
      t.seats
        .filter((s) => s.kind === 'human')
        .map(async (s) => {
          const k = `${t.id}:${s.seat}`;
          presentCache.set(
            k,
            (localSeat.get(k) ?? 0) > 0 || (await fanout.isPresent(t.id, s.seat).catch(() => false)),
          );
        }),
    );
  }

  function viewMessage(t: Table, seat: number | null): string | null {
    const m = t.match;
    if (!m) return null;
    const legal =
      seat === null || matchOver(t) || isRoundOver(m) ? [] : (m.game.legalActions(m.state, seat) as Json[]);
    return JSON.stringify({
      type: 'view',
      table: t.id,
      version: t.version,
      match: t.matchNo,
      seat,
      view: matchView(m, seat),
      legal,
      log: logFor(roundTail(t.log, LOG_TAIL), seat),
    });
  }

  const pushed = new Map<string, { version: number; status: string }>();

  function pushViews(t: Table): void {
    pushed.set(t.id, { version: t.version, status: status(t) });
    const subs = watchers.get(t.id);
    if (!subs?.size) return;
    const made = new Map<number | null, string | null>();
    for (const c of subs) {
      const seat = c.subs.get(t.id) ?? null;
      if (!made.has(seat)) made.set(seat, viewMessage(t, seat));
      const msg = made.get(seat);
      if (msg) send(c, msg);
    }
  }

  async function pushTable(t: Table): Promise<void> {
    const subs = watchers.get(t.id);
    if (!subs?.size) return;
    await updatePresence(t);
    const msg = JSON.stringify({ type: 'table', table: tableInfo(t, connectedFn(t)) });
    for (const c of subs) send(c, msg);
  }

  /** After this node changed a table: tell the other nodes, push to watchers, let the bots move. */
  async function changed(
    t: Table,
    seats: boolean,
    before: { version: number; status: string },
  ): Promise<void> {
    fanout.publish({ table: t.id, version: t.version, seats });
    if (status(t) === 'playing' && before.status !== 'playing')
      for (const s of t.seats) if (s.kind === 'human') scheduleStandIn(t, s.seat);
    if (seats || status(t) !== before.status) await pushTable(t);
    if (t.version !== before.version) pushViews(t);
    kick(t);
  }

  /**
   * After the table was brought up to date from the database (another writer moved it): push what
   * this node's watchers have not seen yet.
   */
  async function catchUp(t: Table, seats: boolean): Promise<void> {
    const last = pushed.get(t.id);
    if (seats || (last && last.status !== status(t))) await pushTable(t);
    if (!last || t.version > last.version) pushViews(t);
    kick(t);
  }

  async function onNews(news: TableNews): Promise<void> {
    const t = store.cached(news.table);
    if (!t || closing) return;
    await serial(t.id, async () => {
      if (news.version > t.version || news.seats)
        await store.refresh(t, news.seats || news.version > t.version);
      // A seat left through another node: its connections here become spectators, as on that node.
      if (news.seats)
        for (const c of watchers.get(t.id) ?? []) {
          const seat = c.subs.get(t.id);
          if (seat === undefined || seat === null || t.seats[seat]?.kind === 'human') continue;
          c.subs.set(t.id, null);
          await seatLeaves(t, seat);
        }
      await catchUp(t, news.seats);
      for (const s of t.seats) if (s.kind === 'human') scheduleStandIn(t, s.seat);
    });
  }
  fanout.onNews(
    (n) =>
      void onNews(n).catch((e: Error) => log.error({ err: e.message, table: n.table }, 'refresh failed')),
  );

  // ------------------------------------------------------------------------------------------
  // Bots: a bot seat (or a dropped player's seat while a bot stands in) moves after a short pause.
  const botLevel = (t: Table, seat: number): Level | null => {
    const s = t.seats[seat];
    if (!s) return null;
    if (s.kind === 'bot') return s.level ?? 'random';
    if (s.kind === 'human' && s.standIn) return STAND_IN_LEVEL;
    return null;
  };

  function kick(t: Table): void {
    if (closing) return;
    const m = t.match;
    const pending = botTimers.get(t.id);
    if (pending && pending.version === t.version) return;
    pending?.cancel();
    botTimers.delete(t.id);
    if (!m || matchOver(t)) return;
    const version = t.version;
    const pause = delayMin + Math.random() * Math.max(0, delayMax - delayMin);
    if (isRoundOver(m)) {
      const humans = t.seats.some((s) => s.kind === 'human' && !s.standIn);
      const timer = setTimeout(() => void nextRoundByItself(t, version), humans ? nextRoundAfterMs : pause);
      botTimers.set(t.id, { version, cancel: () => clearTimeout(timer) });
      return;
    }
    const acting = m.game.toAct(m.state) as readonly number[];
    const order = [...acting, ...t.seats.map((s) => s.seat).filter((s) => !acting.includes(s))];
    for (const seat of order) {
      const level = botLevel(t, seat);
      if (!level) continue;
      const legal = m.game.legalActions(m.state, seat) as Json[];
      if (!legal.length) continue;
      const started = Date.now();
      const run = setImmediate(() => void botMove(t, version, seat, level, pause, started));
      botTimers.set(t.id, { version, cancel: () => clearImmediate(run) });
      return;
    }
  }

  async function nextRoundByItself(t: Table, version: number): Promise<void> {
    if (closing || t.version !== version) return;
    if (!(await fanout.claim(`${t.id}:${version}:deal`, 30_000).catch(() => false))) return;
    await serial(t.id, async () => {
      if (t.version !== version) return;
      const before = { version: t.version, status: status(t) };
      try {
        await store.nextRound(t);
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
      }
      await changed(t, false, before);
    }).catch((e: Error) => log.error({ err: e.message, table: t.id }, 'dealing the next round failed'));
  }

  async function botMove(
    t: Table,
    version: number,
    seat: number,
    level: Level,
    pause: number,
    started: number,
  ): Promise<void> {
    if (closing || t.version !== version) return;
    const m = t.match;
    if (!m) return;
    if (!(await fanout.claim(`${t.id}:${version}:${seat}`, 30_000).catch(() => false))) {
      // Another node thinks for this turn; look again later in case it went away.
      const timer = setTimeout(() => {
        botTimers.delete(t.id);
        if (t.version === version) kick(t);
      }, 31_000);
      timer.unref();
      botTimers.set(t.id, { version, cancel: () => clearTimeout(timer) });
      return;
    }
    let action: Json;
    try {
      action = (await driver.choose(level, botInput(m, seat), budget)) as unknown as Json;
    } catch (e) {
      if (closing) return;
      log.error(
        { err: (e as Error).message, table: t.id, seat },
        'bot failed to choose: playing a random legal action',
      );
      const legal = m.game.legalActions(m.state, seat) as Json[];
      action = legal[Math.floor(Math.random() * legal.length)] ?? null;
    }
    const wait = pause - (Date.now() - started);
    if (wait >= 1) await new Promise((r) => setTimeout(r, wait));
    if (closing) return;
    await serial(t.id, async () => {
      if (t.version !== version) return;
      const before = { version: t.version, status: status(t) };
      try {
        await store.act(t, seat, action, version);
      } catch (e) {
        if (!(e instanceof Refused)) throw e;
        if (e.code !== 'stale-version')
          log.warn({ table: t.id, seat, code: e.code, msg: e.message }, 'bot action refused');
      }
      await changed(t, false, before);
    }).catch((e: Error) => log.error({ err: e.message, table: t.id }, 'bot move failed'));
  }

  // ------------------------------------------------------------------------------------------
  // Presence and stand-ins.
  function scheduleStandIn(t: Table, seat: number): void {
    const k = `${t.id}:${seat}`;
    const s = t.seats[seat];
    if (closing || standInTimers.has(k) || !s || s.kind !== 'human' || s.standIn || t.standInAfterMs === null)
      return;
    if ((localSeat.get(k) ?? 0) > 0 || status(t) !== 'playing') return;
    const timer = setTimeout(() => {
      standInTimers.delete(k);
      void serial(t.id, async () => {
        if (closing || (localSeat.get(k) ?? 0) > 0 || status(t) !== 'playing') return;
        if (await fanout.isPresent(t.id, seat)) return;
        const before = { version: t.version, status: status(t) };
        if (await store.setStandIn(t, seat, true)) {
          log.info({ table: t.id, seat }, 'a bot stands in for a dropped player');
          await changed(t, true, before);
        }
      }).catch((e: Error) => log.error({ err: e.message }, 'stand-in failed'));
    }, t.standInAfterMs);
    timer.unref();
    standInTimers.set(k, timer);
  }

  async function seatArrives(t: Table, seat: number): Promise<void> {
    const k = `${t.id}:${seat}`;
    const n = (localSeat.get(k) ?? 0) + 1;
    localSeat.set(k, n);
    const timer = standInTimers.get(k);
    if (timer) clearTimeout(timer);
    standInTimers.delete(k);
    if (n > 1) return;
    await fanout.setPresent(t.id, seat, true).catch(() => {});
    const before = { version: t.version, status: status(t) };
    if (t.seats[seat]?.standIn) await store.setStandIn(t, seat, false);
    await changed(t, true, before);
  }

  async function seatLeaves(t: Table, seat: number): Promise<void> {
    const k = `${t.id}:${seat}`;
    const n = (localSeat.get(k) ?? 1) - 1;
    if (n > 0) return void localSeat.set(k, n);
    localSeat.delete(k);
    await fanout.setPresent(t.id, seat, false).catch(() => {});
    if (closing) return;
    await changed(t, true, { version: t.version, status: status(t) });
    scheduleStandIn(t, seat);
  }

  // ------------------------------------------------------------------------------------------
  // The live connection.
  const errorMsg = (
    id: string | number | null,
    table: string | null,
    code: ErrorCode,
    message: string,
    reason?: Reason,
  ): ServerMessage => ({
    type: 'error',
    id,
    table,
    code,
    message,
    ...(reason ? { reason } : {}),
  });

  async function handle(c: Conn, msg: ClientMessage): Promise<void> {
    if (msg.type === 'ping') return send(c, { type: 'pong', id: msg.id ?? null });
    const id = 'id' in msg ? (msg.id ?? null) : null;
    if (closing)
      return send(
        c,
        errorMsg(id, msg.table, 'shutting-down', 'The server is stopping; reconnect in a moment.'),
      );
    const t = await store.get(msg.table);
    if (!t) return send(c, errorMsg(id, msg.table, 'not-found', 'There is no such table.'));
    await serial(t.id, async () => {
      const seat = c.subs.get(t.id);
      switch (msg.type) {
        case 'subscribe': {
          await store.refresh(t);
          await catchUp(t, false);
          const s = store.seatOf(t, msg.token);
          if (msg.token && s === null)
            return send(
              c,
              errorMsg(null, t.id, 'bad-token', 'This seat token does not belong to this table.'),
            );
          const old = c.subs.get(t.id);
          c.subs.set(t.id, s);
          let set = watchers.get(t.id);
          if (!set) watchers.set(t.id, (set = new Set()));
          set.add(c);
          if (old !== undefined && old !== null && old !== s) await seatLeaves(t, old);
          if (s !== null && old !== s) await seatArrives(t, s);
          await updatePresence(t);
          send(c, JSON.stringify({ type: 'table', table: tableInfo(t, connectedFn(t)) }));
          const v = viewMessage(t, s);
          if (v) send(c, v);
          kick(t);
          return;
        }
        case 'unsubscribe': {
          if (seat === undefined) return;
          c.subs.delete(t.id);
          watchers.get(t.id)?.delete(c);
          if (seat !== null) await seatLeaves(t, seat);
          return;
        }
        case 'sync': {
          if (seat === undefined)
            return send(c, errorMsg(null, t.id, 'not-seated', 'Subscribe to the table first.'));
          await store.refresh(t);
          await catchUp(t, false);
          const v = viewMessage(t, seat);
          if (v) send(c, v);
          else
            send(
              c,
              errorMsg(null, t.id, 'not-started', 'The match has not started: the table waits for players.'),
            );
          return;
        }
        default: {
          if (seat === undefined || seat === null)
            return send(
              c,
              errorMsg(
                id,
                t.id,
                'not-seated',
                'Only a seated player can do that: subscribe with your seat token.',
              ),
            );
          const before = { version: t.version, status: status(t) };
          try {
            if (msg.type === 'act') await store.act(t, seat, msg.action as Json, msg.version);
            else if (msg.type === 'next-round') await store.nextRound(t);
            else if (msg.type === 'end-match') await store.endMatch(t, `ended by seat ${seat}`);
            else if (msg.type === 'rematch') await store.startMatch(t, t.matchNo);
          } catch (e) {
            if (!(e instanceof Refused)) throw e;
            send(c, errorMsg(id, t.id, e.code, e.message, e.reason));
            // A lost race brought the table up to date: the watchers here get the new position.
            if (t.version !== before.version) await catchUp(t, false);
            else if (e.code === 'stale-version') {
              const v = viewMessage(t, seat);
              if (v) send(c, v);
            }
            return;
          }
          send(c, { type: 'ack', id, table: t.id, version: t.version });
          await changed(t, false, before);
        }
      }
    });
  }

  const bytesOf = (data: Buffer | ArrayBuffer | Buffer[]): Buffer =>
    Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);

  /** A message's `id` and `table` where it has readable ones, for an error about a message not handled. */
  function refsOf(data: Buffer | ArrayBuffer | Buffer[]): {
    id: string | number | null;
    table: string | null;
  } {
    try {
      const o = JSON.parse(bytesOf(data).toString('utf8')) as { id?: unknown; table?: unknown } | null;
      const id = o?.id;
      const table = o?.table;
      return {
        id:
          (typeof id === 'string' && id.length <= 64) || (typeof id === 'number' && Number.isInteger(id))
            ? id
            : null,
        table: typeof table === 'string' && table.length <= 64 ? table : null,
      };
    } catch {
      return { id: null, table: null };
    }
  }

  function onSocket(ws: WebSocket, req: FastifyRequest): void {
    const c: Conn = {
      ws,
      ip: req.ip,
      subs: new Map(),
      tokens: limits.burst,
      last: Date.now(),
      warned: 0,
      alive: true,
    };
    ws.on('pong', () => (c.alive = true));
    if (closing) {
      send(c, errorMsg(null, null, 'shutting-down', 'The server is stopping; reconnect in a moment.'));
      ws.close(1001, 'shutting down');
      return;
    }
    conns.add(c);
    send(c, { type: 'welcome', protocol: PROTOCOL_VERSION, limits });
    ws.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
      if (size > limits.maxMessageBytes) {
        send(
          c,
          errorMsg(null, null, 'too-large', `Messages may be at most ${limits.maxMessageBytes} bytes.`),
        );
        ws.close(1009, 'message too large');
        return;
      }
      const t = Date.now();
      c.tokens = Math.min(limits.burst, c.tokens + ((t - c.last) / 1000) * limits.messagesPerSecond);
      c.last = t;
      if (c.tokens < 1) {
        if (c.warned && t - c.warned < 10_000) {
          ws.close(1008, 'rate limit');
          return;
        }
        c.warned = t;
        // Name the dropped message (once per warning, so reading it costs nothing that matters):
        // the client can tell which of its moves to send again after slowing down.
        const ref = refsOf(data);
        send(
          c,
          errorMsg(
            ref.id,
            ref.table,
            'rate-limited',
            `Too many messages: at most ${limits.messagesPerSecond} a second. Going on closes the connection.`,
          ),
        );
        return;
      }
      c.tokens -= 1;
      if (isBinary) return send(c, errorMsg(null, null, 'bad-message', 'Messages are JSON text.'));
      const bytes = bytesOf(data);
      // ws is told not to check UTF-8 itself (it would cut the connection without a word): say why.
      if (!isUtf8(bytes)) {
        send(c, errorMsg(null, null, 'bad-message', 'Messages are UTF-8 text.'));
        ws.close(1007, 'invalid UTF-8');
        return;
      }
      const text = bytes.toString('utf8');
      let parsed: ReturnType<typeof parseClientMessage>;
      try {
        parsed = parseClientMessage(text);
      } catch {
        parsed = { ok: false, code: 'bad-message', message: 'A message the server cannot read.' };
      }
      if (!parsed.ok) return send(c, errorMsg(null, null, parsed.code, parsed.message));
      handle(c, parsed.message).catch((e: Error) => {
        log.error({ err: e.message, stack: e.stack }, 'message failed');
        const m = parsed.message;
        send(
          c,
          errorMsg(
            'id' in m ? (m.id ?? null) : null,
            'table' in m ? m.table : null,
            'internal',
            'The server failed; nothing was changed.',
          ),
        );
      });
    });
    ws.on('error', (e: Error) => log.debug({ err: e.message }, 'socket error'));
    ws.on('close', () => {
      conns.delete(c);
      for (const [table, seat] of c.subs) {
        watchers.get(table)?.delete(c);
        if (watchers.get(table)?.size === 0) watchers.delete(table);
        const t = store.cached(table);
        if (t && seat !== null)
          void serial(table, () => seatLeaves(t, seat)).catch((e: Error) =>
            log.error({ err: e.message }, 'leave failed'),
          );
      }
      c.subs.clear();
    });
  }

  // ------------------------------------------------------------------------------------------
  // HTTP.
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: limits.maxMessageBytes,
    trustProxy: opts.trustProxy ?? false,
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: limits.maxMessageBytes * 4, skipUTF8Validation: true },
  });

  const fail = (reply: FastifyReply, code: ErrorCode, message: string, reason?: Reason) =>
    reply.code(HTTP_STATUS[code] ?? 400).send({ error: { code, message, ...(reason ? { reason } : {}) } });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, _req, reply) => {
    if (err instanceof Refused) return fail(reply, err.code, err.message, err.reason);
    if (err.statusCode === 413)
      return fail(reply, 'too-large', `Requests may be at most ${limits.maxMessageBytes} bytes.`);
    if (err.statusCode && err.statusCode < 500) return fail(reply, 'bad-message', err.message);
    log.error({ err: err.message, stack: err.stack }, 'request failed');
    return fail(reply, 'internal', 'The server failed; nothing was changed.');
  });

  const parse = <T>(
    schema: {
      safeParse(
        v: unknown,
      ):
        | { success: true; data: T }
        | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
    },
    body: unknown,
  ): T => {
    const r = schema.safeParse(body ?? {});
    if (r.success) return r.data;
    const issue = r.error.issues[0];
    throw new Refused(
      'bad-message',
      `Bad request${issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : ''}: ${issue?.message ?? 'invalid'}.`,
    );
  };

  const tableOr404 = async (id: string): Promise<Table> => {
    const t = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await store.get(id) : null;
    if (!t) throw new Refused('not-found', 'There is no such table.');
    return t;
  };

  const info = async (t: Table) => {
    await updatePresence(t);
    return tableInfo(t, connectedFn(t));
  };

  const index = {
    name: 'kortbord',
    protocol: PROTOCOL_VERSION,
    limits,
    routes: [
      'GET /api',
      'GET /api/games',
      'GET /api/tables',
      'POST /api/tables',
      'GET /api/tables/:id',
      'POST /api/tables/:id/join',
      'POST /api/tables/:id/leave',
      'GET /api/tables/:id/record?match=N&form=full|seed',
      'GET /ws (WebSocket)',
    ],
  };
  app.get('/api', async () => index);
  app.get<{ Querystring: { gc?: string } }>('/api/health', async (req) => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (req.query.gc === '1' && gc) gc();
    const mem = process.memoryUsage();
    return {
      ok: true,
      node: nodeId,
      db: database.kind,
      fanout: fanout.kind,
      bots: driver.kind,
      connections: conns.size,
      tables: store.loadedIds().length,
      memory: { rss: mem.rss, heapUsed: mem.heapUsed, external: mem.external },
    };
  });

  app.get('/api/games', async () => ({
    games: Object.values(GAMES).flatMap((g) => {
      try {
        return [
          {
            id: g.id,
            name: g.name,
            minPlayers: g.minPlayers,
            presets: Object.keys(g.presets),
            options: g.options as unknown as Json,
            /** Labels of the options, their values and the presets, in every language. */
            words: GAME_WORDS[g.id] as unknown as Json,
          },
        ];
      } catch {
        return [];
      }
    }),
  }));

  app.get('/api/tables', async () => {
    const open = await store.listOpen();
    return { tables: await Promise.all(open.map(info)) };
  });

  app.post('/api/tables', async (req, reply) => {
    if (closing) throw new Refused('shutting-down', 'The server is stopping.');
    const body = parse(createTable, req.body);
    const made = await store.create({ ...body, creator: req.ip });
    const t = made.table;
    await serial(t.id, async () => {
      if (t.seats.every((s) => s.kind === 'bot' || s.kind === 'human')) {
        const before = { version: t.version, status: status(t) };
        await store.startMatch(t, 0);
        await changed(t, true, before);
      }
    });
    if (made.joined) serial(t.id, async () => scheduleStandIn(t, made.joined?.seat ?? 0)).catch(() => {});
    reply.code(201);
    return {
      table: await info(t),
      invite: made.invite,
      reserved: made.reserved,
      ...(made.joined ? { joined: made.joined } : {}),
    };
  });

  app.get<{ Params: { id: string } }>('/api/tables/:id', async (req) => {
    const t = await tableOr404(req.params.id);
    // Read from the database so that a write through another node is seen at once.
    await serial(t.id, async () => {
      await store.refresh(t);
      await catchUp(t, false);
    });
    return info(t);
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/join', async (req) => {
    if (closing) throw new Refused('shutting-down', 'The server is stopping.');
    const body = parse(joinTable, req.body);
    const t = await tableOr404(req.params.id);
    const joined = await serial(t.id, async () => {
      await store.refresh(t);
      const before = { version: t.version, status: status(t) };
      const j = await store.join(t, body.invite, body.name, body.seat);
      if (!t.match && t.seats.every((s) => s.kind === 'bot' || s.kind === 'human')) {
        try {
          await store.startMatch(t, 0);
        } catch (e) {
          if (!(e instanceof Refused)) throw e;
        }
      }
      await changed(t, true, before);
      scheduleStandIn(t, j.seat);
      return j;
    });
    return { ...joined, table: await info(t) };
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/leave', async (req) => {
    const body = parse(leaveTable, req.body);
    const t = await tableOr404(req.params.id);
    await serial(t.id, async () => {
      await store.refresh(t);
      const seat = store.seatOf(t, body.token);
      if (seat === null) throw new Refused('bad-token', 'This seat token does not belong to this table.');
      const before = { version: t.version, status: status(t) };
      await store.leave(t, seat);
      await changed(t, true, before);
      // Its connections stay, as spectators.
      for (const c of watchers.get(t.id) ?? [])
        if (c.subs.get(t.id) === seat) {
          c.subs.set(t.id, null);
          await seatLeaves(t, seat);
        }
    });
    return { ok: true };
  });

  app.get<{ Params: { id: string }; Querystring: { match?: string; form?: string } }>(
    '/api/tables/:id/record',
    async (req, reply) => {
      const t = await tableOr404(req.params.id);
      const n = req.query.match === undefined ? undefined : Number(req.query.match);
      if (n !== undefined && !Number.isInteger(n))
        throw new Refused('bad-message', 'match must be a whole number.');
      const form = req.query.form === 'seed' ? 'seed' : 'full';
      const rec = await serial(t.id, async () => {
        await store.refresh(t);
        return store.record(t, n, form);
      });
      reply.header(
        'content-disposition',
        `attachment; filename="kortbord-${t.game}-${t.id}-${n ?? t.matchNo}.json"`,
      );
      return rec;
    },
  );

  app.get('/ws', { websocket: true }, (socket, req) => onSocket(socket, req));

  const webDir =
    opts.webDir === undefined ? (existsSync(DEFAULT_WEB_DIR) ? DEFAULT_WEB_DIR : null) : opts.webDir;
  if (webDir && existsSync(webDir)) {
    await app.register(fastifyStatic, { root: webDir, wildcard: false });
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/api') && !req.url.startsWith('/ws'))
        return reply.sendFile('index.html');
      return fail(reply, 'not-found', 'No such route.');
    });
  } else {
    app.get('/', async () => ({
      ...index,
      web: 'The web client is not built: this server offers the API only.',
    }));
    app.setNotFoundHandler((_req, reply) => fail(reply, 'not-found', 'No such route. GET /api lists them.'));
  }

  await app.listen({ port: opts.port ?? 8080, host: opts.host ?? '0.0.0.0' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 8080);
  const host = opts.host && opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  // Tables being played when the server stopped: bots play on, dropped players get stand-ins.
  for (const id of await store.playingIds()) {
    const t = await store.get(id).catch((e: Error) => {
      log.error({ err: e.message, table: id }, 'table could not be rebuilt');
      return null;
    });
    if (!t) continue;
    kick(t);
    for (const s of t.seats) if (s.kind === 'human') scheduleStandIn(t, s.seat);
  }
  log.info(
    { url, db: database.where, dbKind: database.kind, fanout: fanout.kind, bots: driver.kind, web: webDir },
    'kortbord server listening',
  );

  // Keep-alive: a connection that does not answer a ping within the interval is dropped, so that a
  // vanished player counts as gone (and gets a stand-in) even when no close ever arrives.
  const keepAlive = setInterval(() => {
    for (const c of conns) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
  }, opts.keepAliveMs ?? 30_000);
  keepAlive.unref();

  // Tables nobody watches and nothing waits on leave the cache; the database has them.
  const sweeper = setInterval(() => {
    for (const id of store.loadedIds()) {
      if (watchers.get(id)?.size || queues.has(id) || botTimers.has(id)) continue;
      if ([...standInTimers.keys()].some((k) => k.startsWith(`${id}:`))) continue;
      store.forget(id);
      pushed.delete(id);
      for (const k of [...presentCache.keys()]) if (k.startsWith(`${id}:`)) presentCache.delete(k);
    }
  }, 60_000);
  sweeper.unref();

  let closed: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closed ??= (async () => {
      closing = true;
      clearInterval(sweeper);
      clearInterval(keepAlive);
      for (const { cancel } of botTimers.values()) cancel();
      for (const timer of standInTimers.values()) clearTimeout(timer);
      botTimers.clear();
      standInTimers.clear();
      await Promise.allSettled([...queues.values()]);
      for (const c of conns) {
        send(c, errorMsg(null, null, 'shutting-down', 'The server is stopping; reconnect in a moment.'));
        c.ws.close(1001, 'server shutting down');
      }
      await app.close();
      await Promise.allSettled([...queues.values()]);
      await driver.close().catch(() => {});
      await fanout.close().catch(() => {});
      await database.db.destroy();
      log.info('kortbord server stopped');
    })());

  return {
    url,
    port,
    nodeId,
    db: database.kind,
    fanout: fanout.kind,
    bots: driver.kind,
    app: app as unknown as FastifyInstance,
    close,
  };
}
