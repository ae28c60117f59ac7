/**
 * The outbox (issue 34): notifications written in the transaction of the move that causes them
 * (append.ts), sent after the commit. A sender claims due rows for a lease (on PostgreSQL with
 * `FOR UPDATE SKIP LOCKED`, so two nodes never take the same row), sends each, and marks it sent;
 * a failure is tried again after a back-off that doubles, and given up after `maxTries`. A node that
 * dies holding a claim leaves it to be taken again when the lease runs out; a node that dies between
 * the commit and the claim leaves the row due, sent after its restart (or by another node).
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { yourTurnText } from '@kortbord/engine';
import type { Db, DbKind, NotificationsRow } from './db';
import type { PushSend } from './push';

export interface OutboxSettings {
  /** How often due rows are looked for besides the wake after each commit that wrote some (5 s). */
  readonly pollMs: number;
  /** How long a claim holds a row before another sender may take it (60 s). */
  readonly leaseMs: number;
  readonly maxTries: number;
  /** The first retry's wait; each further one doubles, up to an hour. */
  readonly backoffMs: number;
  /** Rows claimed at once. */
  readonly batch: number;
}

export const DEFAULT_OUTBOX: OutboxSettings = {
  pollMs: 5_000,
  leaseMs: 60_000,
  maxTries: 8,
  backoffMs: 30_000,
  batch: 20,
};

export interface Outbox {
  /** Looks for due rows now (after a commit that wrote some). */
  wake(): void;
  /** One pass: claims and sends what is due; how many were sent. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();
export const backoff = (tries: number, first: number): number =>
  Math.min(3_600_000, first * 2 ** Math.max(0, tries - 1));

/** Claims up to `batch` due rows for this sender's lease. */
export async function claim(
  db: Db,
  kind: DbKind,
  at: number,
  s: OutboxSettings,
): Promise<NotificationsRow[]> {
  return db.transaction().execute(async (trx) => {
    let q = trx
      .selectFrom('notifications')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_at', '<=', iso(at))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', iso(at))]))
      .orderBy('next_at')
      .limit(s.batch);
    if (kind === 'postgres') q = q.forUpdate().skipLocked();
    const rows = await q.execute();
    if (!rows.length) return [];
    const until = iso(at + s.leaseMs);
    await trx
      .updateTable('notifications')
      .set((eb) => ({ claimed_until: until, tries: eb('tries', '+', 1) }))
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((r) => ({ ...r, claimed_until: until, tries: r.tries + 1 }));
  });
}

export function createOutbox(deps: {
  db: Db;
  kind: DbKind;
  send: PushSend;
  log: Logger;
  settings?: Partial<OutboxSettings>;
  now?: () => number;
}): Outbox {
  const { db, kind, send, log } = deps;
  const s = { ...DEFAULT_OUTBOX, ...deps.settings };
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function text(row: NotificationsRow, lang: string): Promise<string> {
    const t = await db.selectFrom('tables').select('game').where('id', '=', row.table_id).executeTakeFirst();
    const g = await db
      .selectFrom('group_tables')
      .innerJoin('groups', 'groups.id', 'group_tables.group_id')
      .select('groups.name')
      .where('group_tables.table_id', '=', row.table_id)
      .executeTakeFirst();
    return yourTurnText(lang, t?.game ?? '', g?.name ?? null);
  }

  async function one(row: NotificationsRow): Promise<boolean> {
    const sub = await db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('id', '=', row.subscription_id)
      .executeTakeFirst();
    const done = (set: Partial<NotificationsRow>) =>
      db
        .updateTable('notifications')
        .set(set)
        .where('id', '=', row.id)
        .where('sent_at', 'is', null)
        .execute();
    if (!sub) {
      await done({ failed_at: iso(now()), claimed_until: null });
      return false;
    }
    // No card and no secret: whose turn it is, where, and the table's address to open.
    const body = { title: await text(row, sub.lang), url: `/t/${row.table_id}`, table: row.table_id };
    const topic = createHash('sha256').update(row.id).digest('base64url').slice(0, 32);
    const outcome = await send(sub, body, topic);
    if (outcome === 'sent') {
      await done({ sent_at: iso(now()), claimed_until: null });
      return true;
    }
    if (outcome === 'gone') await db.deleteFrom('push_subscriptions').where('id', '=', sub.id).execute();
    if (outcome !== 'failed' || row.tries >= s.maxTries) {
      log.info({ notification: row.id, outcome, tries: row.tries }, 'a notification was given up');
      await done({ failed_at: iso(now()), claimed_until: null });
      return false;
    }
    await done({ next_at: iso(now() + backoff(row.tries, s.backoffMs)), claimed_until: null });
    return false;
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim(db, kind, now(), s);
      for (const row of rows) if (await one(row)) sent++;
      if (rows.length < s.batch || stopped) return sent;
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((e: Error) => {
        log.error({ err: e.message }, 'the outbox failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void drain();
        }
      });
    return running;
  }

  return {
    wake: () => void drain(),
    drain: async () => {
      await running;
      return drain();
    },
    start() {
      stopped = false;
      void drain();
      timer = setInterval(() => void drain(), s.pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
