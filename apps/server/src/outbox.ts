/**
 * The outbox (issue 34): notifications written in the transaction of what causes them (a move,
 * append.ts; a chat line; a group's table; notices.ts), one row per channel (a push subscription,
 * or the profile's confirmed e-mail address), sent after the commit as the profile wants it
 * (notify-prefs.ts: a kind it does not want or a reminder the table moved past is dropped; in quiet
 * hours a row waits until they end). A sender claims due rows for a lease (on PostgreSQL with
 * `FOR UPDATE SKIP LOCKED`, so two nodes never take the same row), sends each, and marks it sent;
 * a failure is tried again after a back-off that doubles, and given up after `maxTries`. A node that
 * dies holding a claim leaves it to be taken again when the lease runs out; a node that dies between
 * the commit and the claim leaves the row due, sent after its restart (or by another node).
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { noticeText } from '@kortbord/words';
import type { Db, DbKind, NotificationsRow, NotifyPrefsRow } from './db';
import { confirmLink, confirmMail, noticeMail, stopLink, type MailOutcome, type MailSend } from './mail';
import { prefsOf, quietUntil, wants, type OutboxKind } from './notify-prefs';
import type { PushOutcome, PushSend } from './push';

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
  /** E-mail (SMTP_URL set): its sender, the links' key and the site's address. */
  mail?: { send: MailSend; key: Buffer; publicUrl: string } | null;
  log: Logger;
  settings?: Partial<OutboxSettings>;
  now?: () => number;
}): Outbox {
  const { db, kind, send, log } = deps;
  const mail = deps.mail ?? null;
  const s = { ...DEFAULT_OUTBOX, ...deps.settings };
  const now = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  /** The table a notice is about: its game, its group's name, and the address that opens it. */
  async function about(row: NotificationsRow) {
    const t = await db
      .selectFrom('tables')
      .select(['game', 'version'])
      .where('id', '=', row.table_id)
      .executeTakeFirst();
    const g = await db
      .selectFrom('group_tables')
      .innerJoin('groups', 'groups.id', 'group_tables.group_id')
      .select(['groups.name', 'group_tables.invite'])
      .where('group_tables.table_id', '=', row.table_id)
      .executeTakeFirst();
    // An invited member holds no seat yet: the table's invite opens it.
    const url =
      row.kind === 'invited' && g
        ? `/t/${row.table_id}?invite=${encodeURIComponent(g.invite)}`
        : `/t/${row.table_id}`;
    return { game: t?.game ?? '', version: t?.version ?? null, group: g?.name ?? null, url };
  }

  const done = (row: NotificationsRow, set: Partial<NotificationsRow>) =>
    db.updateTable('notifications').set(set).where('id', '=', row.id).where('sent_at', 'is', null).execute();
  /** Not sent and not to be: the profile does not want it, or it no longer holds. */
  const drop = async (row: NotificationsRow, why: string) => {
    log.info({ notification: row.id, why }, 'a notification was dropped');
    await done(row, { failed_at: iso(now()), claimed_until: null });
    return false;
  };

  async function one(row: NotificationsRow): Promise<boolean> {
    const kind = row.kind as OutboxKind;
    const prefsRow = await db
      .selectFrom('notify_prefs')
      .selectAll()
      .where('profile_id', '=', row.profile_id)
      .executeTakeFirst();
    const prefs = prefsOf(prefsRow);
    if (!wants(prefs, kind)) return drop(row, 'not wanted');
    const where = kind === 'confirm' ? null : await about(row);
    // A reminder is for a move not made yet: once the table moved on, it has nothing to say.
    if (kind === 'reminder' && where?.version !== row.version) return drop(row, 'moved on');
    // In quiet hours it waits until they end, this claim not counted as a try.
    const quiet = kind === 'confirm' ? null : quietUntil(prefs, now());
    if (quiet !== null) {
      await done(row, { next_at: iso(quiet), claimed_until: null, tries: row.tries - 1 });
      return false;
    }
    const outcome =
      row.channel === 'email' ? await byMail(row, kind, prefsRow, where) : await byPush(row, kind, where);
    if (outcome === 'dropped') return drop(row, 'no longer deliverable');
    if (outcome === 'sent') {
      await done(row, { sent_at: iso(now()), claimed_until: null });
      return true;
    }
    if (outcome !== 'failed' || row.tries >= s.maxTries) {
      log.info({ notification: row.id, outcome, tries: row.tries }, 'a notification was given up');
      await done(row, { failed_at: iso(now()), claimed_until: null });
      return false;
    }
    await done(row, { next_at: iso(now() + backoff(row.tries, s.backoffMs)), claimed_until: null });
    return false;
  }

  type Where = Awaited<ReturnType<typeof about>> | null;
  const titleOf = (row: NotificationsRow, kind: OutboxKind, where: Where, lang: string) =>
    noticeText(
      kind === 'confirm' ? 'turn' : kind,
      lang,
      where?.game ?? '',
      where?.group ?? null,
      row.data ?? '',
    );

  async function byPush(
    row: NotificationsRow,
    kind: OutboxKind,
    where: Where,
  ): Promise<PushOutcome | 'dropped'> {
    const sub = await db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('id', '=', row.subscription_id)
      .executeTakeFirst();
    if (!sub || !where) return 'dropped';
    // No card and no secret: what happened, where, and the table's address to open.
    const body = { title: titleOf(row, kind, where, sub.lang), url: where.url, table: row.table_id };
    const topic = createHash('sha256').update(row.id).digest('base64url').slice(0, 32);
    const outcome = await send(sub, body, topic);
    if (outcome === 'gone') await db.deleteFrom('push_subscriptions').where('id', '=', sub.id).execute();
    return outcome;
  }

  async function byMail(
    row: NotificationsRow,
    kind: OutboxKind,
    prefsRow: NotifyPrefsRow | undefined,
    where: Where,
  ): Promise<MailOutcome | 'dropped'> {
    const to = prefsRow?.email;
    if (!mail || !prefsRow || !to) return 'dropped';
    const lang = prefsRow.lang;
    if (kind === 'confirm')
      return mail.send(
        confirmMail({ to, lang, link: confirmLink(mail.publicUrl, mail.key, row.profile_id, to, lang) }),
      );
    const muted = await db
      .selectFrom('mail_mutes')
      .select('table_id')
      .where('profile_id', '=', row.profile_id)
      .where('table_id', '=', row.table_id)
      .executeTakeFirst();
    if (!where || !prefsRow.email_confirmed_at || prefsRow.mail_off || muted) return 'dropped';
    return mail.send(
      noticeMail({
        to,
        lang,
        title: titleOf(row, kind, where, lang),
        open: `${mail.publicUrl}${where.url}`,
        stopTable: stopLink(mail.publicUrl, mail.key, row.profile_id, row.table_id, lang),
        stopAll: stopLink(mail.publicUrl, mail.key, row.profile_id, null, lang),
      }),
    );
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
