/**
 * Writing the outbox (issue 34): a notice becomes one row per channel, in the transaction of what
 * causes it: one per push subscription of the profile, and (when the server sends e-mail) one for
 * its confirmed address unless it turned e-mail off. The row's id says channel, table, kind and
 * version, so writing a notice twice keeps one.
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Schema } from './db';
import type { OutboxKind } from './notify-prefs';

export interface Notify {
  readonly profile: string;
  readonly table: string;
  /** The table's version it is about (a chat line's seq for "your name in the chat"). */
  readonly version: number;
  readonly kind: OutboxKind;
  readonly at: string;
  /** Not before (ISO): a reminder's time; else `at`. */
  readonly due?: string;
  /** The chat line's writer. */
  readonly data?: string | null;
  /** By e-mail too (the server has SMTP_URL). */
  readonly mail?: boolean;
}

/** "your turn" keeps the id it had before e-mail and the other kinds came (012). */
const suffix = (n: Notify) =>
  n.kind === 'turn' ? `:${n.table}:${n.version}` : `:${n.table}:${n.kind}:${n.version}`;

const COLUMNS =
  '"id", "subscription_id", "profile_id", "table_id", "kind", "created_at", "next_at", "tries", "channel", ' +
  '"version", "data"';
const VALUES =
  'cast(? as text), cast(? as text), cast(? as text), cast(? as text), 0, cast(? as text), ' +
  'cast(? as integer), cast(? as text)';

/** The push rows of a notice: one per subscription the profile has. */
export const PUSH_SQL =
  `insert into "notifications" (${COLUMNS}) select "id" || cast(? as text), "id", "profile_id", ${VALUES} ` +
  'from "push_subscriptions" where "profile_id" = ? on conflict ("id") do nothing';

/** The e-mail row of a notice: for a confirmed address whose profile has not turned e-mail off. */
export const MAIL_SQL =
  `insert into "notifications" (${COLUMNS}) select 'mail:' || "profile_id" || cast(? as text), "profile_id", ` +
  `"profile_id", ${VALUES} from "notify_prefs" where "profile_id" = ? and "email" is not null ` +
  'and "email_confirmed_at" is not null and "mail_off" = 0 ' +
  'and not exists (select 1 from "mail_mutes" m where m."profile_id" = "notify_prefs"."profile_id" ' +
  'and m."table_id" = cast(? as text)) on conflict ("id") do nothing';

const common = (n: Notify, channel: string) => [
  n.table,
  n.kind,
  n.at,
  n.due ?? n.at,
  channel,
  n.version,
  n.data ?? null,
];
export const pushParams = (n: Notify): unknown[] => [suffix(n), ...common(n, 'push'), n.profile];
export const mailParams = (n: Notify): unknown[] => [suffix(n), ...common(n, 'email'), n.profile, n.table];

/** `?` to PostgreSQL's `$1`, `$2`, … (no `?` is inside a string literal here). */
const dollars = (text: string) => {
  let i = 0;
  return text.replace(/\?/g, () => `$${++i}`);
};

/** Writes the notices' rows in `trx` (Kysely: PostgreSQL, or SQLite off the move path). */
export async function writeNotices(
  trx: Kysely<Schema> | Transaction<Schema>,
  notices: readonly Notify[],
  pg: boolean,
): Promise<void> {
  const run = (text: string, params: unknown[]) =>
    trx.executeQuery(CompiledQuery.raw(pg ? dollars(text) : text, params));
  for (const n of notices) {
    await run(PUSH_SQL, pushParams(n));
    if (n.mail) await run(MAIL_SQL, mailParams(n));
  }
}
