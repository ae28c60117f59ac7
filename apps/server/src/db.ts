import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';

export interface TablesRow {
  id: string;
  game: string;
  players: number;
  options: string;
  status: string;
  version: number;
  match_no: number;
  stand_in_ms: number | null;
  public: number;
  invite_hash: string;
  creator: string;
  created_at: string;
  /** Time per decision (ms), null: no clock (003). */
  turn_clock_ms?: number | null;
  /** The current decision's deadline: the version it belongs to, its seats ("0,2") and when (ISO). */
  deadline_version?: number | null;
  deadline_seats?: string | null;
  deadline_at?: string | null;
  spectator_chat?: number;
  /** The seat that created the table, which hosts it while seated. */
  creator_seat?: number | null;
  /** Seated players may ask for hints (007). */
  hints?: number;
  /** The table's finished matches count for the ratings (009). */
  rated?: number;
  /** When its last event was written, else its creation (010): what the reaper reads. */
  last_at?: string | null;
  /** A slow table (012): its clock is its move time (null: no limit); `on_deadline` 'bot' or 'wait'. */
  slow?: number;
  on_deadline?: string | null;
  /** A table of today's deal (013): its day ('YYYY-MM-DD', Europe/Oslo); null: an ordinary table. */
  daily?: string | null;
}

export interface SeatsRow {
  table_id: string;
  seat: number;
  kind: string;
  name: string | null;
  level: string | null;
  token_hash: string | null;
  invite_hash: string | null;
  stand_in: number;
  /** The seat's clock ran out and its player has not acted since (003). */
  away?: number;
  /** The match after which this seat asked for a rematch (003). */
  ready_match?: number | null;
  /** The match number this seat's person asked to end (every seated person must: README). */
  end_vote: number | null;
  /** The version of the finished round after which this seat's person said "Klar" (005). */
  ready_version?: number | null;
  /** The profile that holds this seat (008): its devices take the seat without the browser's token. */
  profile_id?: string | null;
  /** The version this seat's person last saw at a slow table (012): "since you were here". */
  seen_version?: number | null;
}

export interface MatchesRow {
  table_id: string;
  match_no: number;
  seed: string;
  seed_hash: string;
  started_at: string;
}

/** One entry of the table's history: a record entry, or a match start or end. */
export interface EventsRow {
  table_id: string;
  seq: number;
  match_no: number;
  entry: string;
  at: string;
}

/** A chat line of a table: kept beside the table, never in the events (the game record). */
export interface ChatRow {
  table_id: string;
  seq: number;
  seat: number | null;
  name: string | null;
  kind: string;
  body: string;
  at: string;
}

/** The coach's marks of a finished match (issue 17), computed once and kept (006). */
export interface CoachRow {
  table_id: string;
  match_no: number;
  /** The seats judged, "0,2": the seats with people when it was computed. */
  seats: string;
  /** The CoachReport as JSON. */
  report: string;
  at: string;
}

/** Hints a seat asked for in one round of a match (007): the limit per round, the total per match. */
export interface HintCountsRow {
  table_id: string;
  match_no: number;
  round: number;
  seat: number;
  used: number;
}

/** A person who is someone (issue 33): a name, nothing more; no e-mail, no password. */
export interface ProfilesRow {
  id: string;
  name: string;
  created_at: string;
  /** Its name shows beside a day's best result of today's deal (013); 0 by default: not shown. */
  daily_name?: number;
}

/**
 * A signed-in device (008). `id` is the public handle (devices are listed and signed out by it); the
 * cookie's secret is stored only as its SHA-256, so a read of the database signs nobody in.
 */
export interface SessionsRow {
  id: string;
  secret_hash: string;
  profile_id: string;
  /** The device as its browser describes itself ("Chrome on Android"), for the list of devices. */
  device: string;
  created_at: string;
  last_seen: string;
}

/** A WebAuthn credential of a profile (008): its public key and signature counter, nothing secret. */
export interface PasskeysRow {
  /** The credential id, base64url. */
  id: string;
  profile_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** The authenticator's transports, comma separated ("internal,hybrid"). */
  transports: string;
  device: string;
  created_at: string;
  last_used: string | null;
}

/**
 * A one-time code that signs a second device in (008): `id` is the code's first half, said aloud and
 * looked up; the second half is kept only as a hash. Wrong second halves count in `tries`.
 */
export interface LinkCodesRow {
  id: string;
  secret_hash: string;
  profile_id: string;
  expires_at: string;
  tries: number;
  used: number;
  created_at: string;
}

/** A WebAuthn challenge between its options and its answer (008), in the database so any node can check it. */
export interface ChallengesRow {
  id: string;
  challenge: string;
  /** Adding a passkey: the profile it is for; signing in: null. */
  profile_id: string | null;
  expires_at: string;
}

/**
 * A group (011): a family or a circle of friends. Its invite is kept as it is (not hashed): every
 * member may show the link again, and it opens nothing but the group's membership.
 */
export interface GroupsRow {
  id: string;
  name: string;
  invite: string;
  created_at: string;
}

export interface GroupMembersRow {
  group_id: string;
  profile_id: string;
  joined_at: string;
}

/** A table made for a group (011), with its invite so that every member can take a seat. */
export interface GroupTablesRow {
  table_id: string;
  group_id: string;
  invite: string;
  created_at: string;
}

/**
 * One seat's result of one finished match (009), written in the transaction that stores the match's
 * end: the history, statistics and ratings read these, never the replay. Kept when a profile goes,
 * under the neutral name and held by nobody.
 */
export interface ResultsRow {
  table_id: string;
  match_no: number;
  game: string;
  finished_at: string;
  seat: number;
  /** The seat's name when the match ended. */
  name: string | null;
  profile_id: string | null;
  /** The bot's level for a bot's seat. */
  bot_level: string | null;
  /** 1 is first; shared on a tie. */
  place: number;
  /** The match total where the game keeps a score (a real number: no game's points are cut to whole ones). */
  score: number | null;
  /** The match counted for the ratings. */
  rated: number;
  /** The seat's rating after this match (a rated match's profile seats): the chart's points. */
  mu: number | null;
  sigma: number | null;
}

/** A profile's rating in one game (009): Weng–Lin (Plackett–Luce), bots are fixed anchors and have none. */
export interface RatingsRow {
  profile_id: string;
  game: string;
  mu: number;
  sigma: number;
  matches: number;
  updated_at: string;
}

/**
 * The outbox (012): one message to one push subscription, written in the transaction of the move
 * that causes it, sent after the commit by whichever node claims it first.
 */
export interface NotificationsRow {
  /** `<subscription>:<table>:<version>`: a move tells each subscription once. */
  id: string;
  subscription_id: string;
  profile_id: string;
  table_id: string;
  kind: string;
  created_at: string;
  /** Not before (ISO): the next try after a failure. */
  next_at: string;
  tries: number;
  /** A claimer holds it until then (ISO); another may take it after (its sender died). */
  claimed_until: string | null;
  sent_at: string | null;
  /** Given up after the limit of tries (ISO). */
  failed_at: string | null;
  /** 'push' (subscription_id is the subscription) or 'email' (subscription_id is the profile) (014). */
  channel?: string;
  /** The table's version the notice is about (014): a reminder is dropped once it moved on. */
  version?: number | null;
  /** The chat line's writer, for "your name in the chat" (014). */
  data?: string | null;
}

/** A browser's Web Push subscription for a profile (012), with the language its messages are in. */
export interface PushSubscriptionsRow {
  id: string;
  profile_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  created_at: string;
}

/**
 * One attempt at a day's deal (013): written when it starts, its place and score in the transaction
 * that stores the match's end. `player` is who played it: `p:<profile>` or `g:<sha256 of the guest
 * browser's id>`; a deleted profile's rows keep their result under `x:<table>` (held by nobody).
 * `sort` is the score turned so that smaller is better (0 where only the place counts): the field
 * orders by place, then sort.
 */
export interface DailyAttemptsRow {
  table_id: string;
  game: string;
  day: string;
  ranked: number;
  player: string;
  profile_id: string | null;
  started_at: string;
  finished_at: string | null;
  match_no: number | null;
  place: number | null;
  score: number | null;
  sort: number | null;
}

/**
 * The field of a day's deal as counts (013): how many finished ranked attempts share each result,
 * kept in the transaction that finishes an attempt. The field page reads these few hundred rows
 * instead of counting a hundred thousand attempts.
 */
export interface DailyBucketsRow {
  game: string;
  day: string;
  place: number;
  sort: number;
  score: number | null;
  n: number;
}

/** Keys the server makes itself at first start (012): the VAPID key pair, as JSON. */
export interface ServerKeysRow {
  name: string;
  value: string;
}

/**
 * How a profile wants to be told (014): which events, quiet hours in its time zone, one reminder
 * before a deadline, and an e-mail address (its only personal datum here), confirmed or not.
 */
export interface NotifyPrefsRow {
  profile_id: string;
  /** The events told, "turn,invited,ended,chat". */
  events: string;
  /** Quiet hours as minutes after local midnight (22:00 is 1320); both null: none. */
  quiet_from: number | null;
  quiet_to: number | null;
  /** The profile's IANA time zone ("Europe/Oslo"), from its browser. */
  time_zone: string;
  /** 1: one reminder when a quarter of the move time is left. */
  reminder: number;
  /** The language of its e-mail. */
  lang: string;
  email: string | null;
  email_confirmed_at: string | null;
  /** 1: no e-mail at all (the "unsubscribe from all" link). */
  mail_off: number;
  updated_at: string;
}

/** A table whose e-mail a profile turned off by its link (014). */
export interface MailMutesRow {
  profile_id: string;
  table_id: string;
}

export interface Schema {
  notify_prefs: NotifyPrefsRow;
  mail_mutes: MailMutesRow;
  notifications: NotificationsRow;
  push_subscriptions: PushSubscriptionsRow;
  server_keys: ServerKeysRow;
  daily_attempts: DailyAttemptsRow;
  daily_buckets: DailyBucketsRow;
  tables: TablesRow;
  seats: SeatsRow;
  matches: MatchesRow;
  events: EventsRow;
  chat: ChatRow;
  coach: CoachRow;
  hint_counts: HintCountsRow;
  profiles: ProfilesRow;
  sessions: SessionsRow;
  passkeys: PasskeysRow;
  link_codes: LinkCodesRow;
  challenges: ChallengesRow;
  groups: GroupsRow;
  group_members: GroupMembersRow;
  group_tables: GroupTablesRow;
  results: ResultsRow;
  ratings: RatingsRow;
}

export type Db = Kysely<Schema>;
export type DbKind = 'sqlite' | 'postgres';

const migrations: Record<string, Migration> = {
  '001-tables': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('players', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('match_no', 'integer', (c) => c.notNull())
        .addColumn('stand_in_ms', 'integer')
        .addColumn('public', 'integer', (c) => c.notNull())
        .addColumn('invite_hash', 'text', (c) => c.notNull())
        .addColumn('creator', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tables_status').on('tables').columns(['status', 'public']).execute();
      await db.schema.createIndex('tables_creator').on('tables').columns(['creator', 'status']).execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('level', 'text')
        .addColumn('token_hash', 'text')
        .addColumn('invite_hash', 'text')
        .addColumn('stand_in', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema.createIndex('seats_token').on('seats').column('token_hash').execute();
      await db.schema
        .createTable('matches')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('match_no', 'integer', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('seed_hash', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('matches_pk', ['table_id', 'match_no'])
        .execute();
      // The unique key (table_id, seq) serialises concurrent writers on one node or many.
      await db.schema
        .createTable('events')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('match_no', 'integer', (c) => c.notNull())
        .addColumn('entry', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('events_pk', ['table_id', 'seq'])
        .execute();
    },
  },
  // Issue 15: the turn clock, spectators' chat, the host, and the chat itself.
  '003-friends15': {
    async up(db: Kysely<unknown>) {
      for (const [col, type] of [
        ['turn_clock_ms', 'integer'],
        ['deadline_version', 'integer'],
        ['deadline_seats', 'text'],
        ['deadline_at', 'text'],
        ['creator_seat', 'integer'],
      ] as const)
        await db.schema.alterTable('tables').addColumn(col, type).execute();
      await db.schema
        .alterTable('tables')
        .addColumn('spectator_chat', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('seats')
        .addColumn('away', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('seats').addColumn('ready_match', 'integer').execute();
      await db.schema
        .createTable('chat')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('name', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_pk', ['table_id', 'seq'])
        .execute();
    },
  },
  '004-end-votes': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('seats').addColumn('end_vote', 'integer').execute();
    },
  },
  // Issue 15: "Klar" between rounds is a vote, stored per seat for the finished round's version.
  '005-friends15b': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('seats').addColumn('ready_version', 'integer').execute();
    },
  },
  // Issue 17: the coach's marks per finished match, so a review does not search again.
  '006-coach17': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('coach')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('match_no', 'integer', (c) => c.notNull())
        .addColumn('seats', 'text', (c) => c.notNull())
        .addColumn('report', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('coach_pk', ['table_id', 'match_no'])
        .execute();
    },
  },
  // Issue 17: the table's hints option, and the hints each seat used per round.
  '007-hint17': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tables')
        .addColumn('hints', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('hint_counts')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('match_no', 'integer', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('hint_counts_pk', ['table_id', 'match_no', 'round', 'seat'])
        .execute();
    },
  },
  // Issue 33: profiles, their signed-in devices, passkeys and link codes; a seat belongs to a profile.
  '008-profiles': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('profiles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id'))
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_profile').on('sessions').column('profile_id').execute();
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id'))
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used', 'text')
        .execute();
      await db.schema.createIndex('passkeys_profile').on('passkeys').column('profile_id').execute();
      await db.schema
        .createTable('link_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('profile_id', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable('seats')
        .addColumn('profile_id', 'text', (c) => c.references('profiles.id'))
        .execute();
      await db.schema.createIndex('seats_profile').on('seats').column('profile_id').execute();
    },
  },
  // Issue 33: each seat's result of a finished match, the profiles' ratings, and the table's option.
  '009-results': {
    async up(db: Kysely<unknown>) {
      // Tables made before the option were never offered it: their matches stay unrated.
      await db.schema
        .alterTable('tables')
        .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // No reference to tables: a finished table's records go after a month (reaper.ts), its results stay.
      await db.schema
        .createTable('results')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('match_no', 'integer', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('profile_id', 'text', (c) => c.references('profiles.id'))
        .addColumn('bot_level', 'text')
        .addColumn('place', 'integer', (c) => c.notNull())
        .addColumn('score', 'double precision')
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('mu', 'double precision')
        .addColumn('sigma', 'double precision')
        .addPrimaryKeyConstraint('results_pk', ['table_id', 'match_no', 'seat'])
        .execute();
      await db.schema
        .createIndex('results_profile')
        .on('results')
        .columns(['profile_id', 'finished_at'])
        .execute();
      await db.schema
        .createTable('ratings')
        .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('matches', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['profile_id', 'game'])
        .execute();
    },
  },
  // Issue 38: the table's last activity on its row, so the reaper's sweep reads no events.
  '010-activity': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('tables').addColumn('last_at', 'text').execute();
      await sql`update tables set last_at = coalesce((select max(e.at) from events e where e.table_id = tables.id), created_at)`.execute(
        db,
      );
    },
  },
  // Issue 33: groups (a family), their members and the tables made for them.
  '011-groups': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('groups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('invite', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('group_members')
        .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id'))
        .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id'))
        .addColumn('joined_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'profile_id'])
        .execute();
      await db.schema.createIndex('group_members_profile').on('group_members').column('profile_id').execute();
      await db.schema
        .createTable('group_tables')
        .addColumn('table_id', 'text', (c) => c.primaryKey().references('tables.id'))
        .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id'))
        .addColumn('invite', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('group_tables_group').on('group_tables').column('group_id').execute();
    },
  },
  // Issue 34: slow tables, what each seat last saw, and the outbox of push messages.
  '012-slow': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tables')
        .addColumn('slow', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('tables').addColumn('on_deadline', 'text').execute();
      await db.schema.alterTable('seats').addColumn('seen_version', 'integer').execute();
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_profile')
        .on('push_subscriptions')
        .column('profile_id')
        .execute();
      // No references: a subscription or table that goes leaves its pending messages to fail or be sent.
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('subscription_id', 'text', (c) => c.notNull())
        .addColumn('profile_id', 'text', (c) => c.notNull())
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('next_at', 'text', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('failed_at', 'text')
        .execute();
      await db.schema
        .createIndex('notifications_due')
        .on('notifications')
        .columns(['sent_at', 'failed_at', 'next_at'])
        .execute();
      await db.schema
        .createTable('server_keys')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  // Issue 35: today's deal, its attempts, and whether a profile's name shows beside the day's best.
  '013-daily': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('tables').addColumn('daily', 'text').execute();
      await db.schema
        .alterTable('profiles')
        .addColumn('daily_name', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // No reference to tables: a finished table goes after a month (reaper.ts), its attempt stays.
      await db.schema
        .createTable('daily_attempts')
        .addColumn('table_id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('ranked', 'integer', (c) => c.notNull())
        .addColumn('player', 'text', (c) => c.notNull())
        .addColumn('profile_id', 'text', (c) => c.references('profiles.id'))
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('match_no', 'integer')
        .addColumn('place', 'integer')
        .addColumn('score', 'double precision')
        .addColumn('sort', 'double precision')
        .execute();
      // One ranked attempt per player, game and day: the database refuses the second, whatever races.
      await db.schema
        .createIndex('daily_attempts_ranked_once')
        .on('daily_attempts')
        .columns(['game', 'day', 'player'])
        .unique()
        .where(sql.ref('ranked'), '=', 1)
        .execute();
      // The field in order: the best (the first to reach it) and RANK() read from the index.
      await db.schema
        .createIndex('daily_attempts_field')
        .on('daily_attempts')
        .columns(['game', 'day', 'ranked', 'place', 'sort', 'finished_at'])
        .execute();
      await db.schema
        .createTable('daily_buckets')
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('place', 'integer', (c) => c.notNull())
        .addColumn('sort', 'double precision', (c) => c.notNull())
        .addColumn('score', 'double precision')
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_buckets_pk', ['game', 'day', 'place', 'sort'])
        .execute();
      await db.schema.createIndex('daily_buckets_day').on('daily_buckets').column('day').execute();
      // A player's attempts (today's page, the streak) and a profile's (its data, its deletion).
      await db.schema
        .createIndex('daily_attempts_player')
        .on('daily_attempts')
        .columns(['player', 'day'])
        .execute();
      await db.schema
        .createIndex('daily_attempts_profile')
        .on('daily_attempts')
        .column('profile_id')
        .execute();
    },
  },
  // Issue 34: being told by e-mail too, and how a profile wants to be told.
  '014-notify': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('notifications')
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo('push'))
        .execute();
      await db.schema.alterTable('notifications').addColumn('version', 'integer').execute();
      // Who wrote the chat line a "your name in the chat" is about.
      await db.schema.alterTable('notifications').addColumn('data', 'text').execute();
      await db.schema
        .createTable('notify_prefs')
        .addColumn('profile_id', 'text', (c) => c.primaryKey().references('profiles.id'))
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('quiet_from', 'integer')
        .addColumn('quiet_to', 'integer')
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('reminder', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('email_confirmed_at', 'text')
        .addColumn('mail_off', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('mail_mutes')
        .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id'))
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_mutes_pk', ['profile_id', 'table_id'])
        .execute();
    },
  },
  // Issue 38: the reaper reads the finished tables whose records have expired through an index, not
  // every finished table's row each minute.
  '015-sweep': {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('tables_status_last').on('tables').columns(['status', 'last_at']).execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Kysely prepares every query anew; a move runs the same four statements each time, and preparing
 * them was a tenth of a move's cost. The cache is keyed by SQL text and bounded (an `in (...)` list or
 * a many-row insert makes new text), and only ever used by Kysely's one SQLite connection, which
 * runs one statement at a time.
 */
export function withStatementCache(database: SQLite.Database, max = 200): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (text: string) => {
      let stmt = cache.get(text);
      if (!stmt) {
        if (cache.size >= max) cache.clear();
        stmt = database.prepare(text);
        cache.set(text, stmt);
      }
      return stmt;
    },
  };
}

/** The SQLite database under a Kysely instance opened here (the move path writes it directly). */
const rawOf = new WeakMap<Db, SQLite.Database>();
export const sqliteOf = (db: Db): SQLite.Database | undefined => rawOf.get(db);

export interface OpenDb {
  db: Db;
  kind: DbKind;
  /** Where it is: the SQLite file, or the PostgreSQL URL without its password. */
  where: string;
}

/**
 * How SQLite commits. In WAL mode 'normal' writes each commit to the log before the move is
 * acknowledged, so a killed process loses nothing, but does not wait for the disk: a power cut can lose
 * the last moments. 'full' waits for the disk on every commit (measured here: 41 µs vs 2.6 ms per
 * commit, so a few hundred moves a second at most).
 */
export type SqliteSync = 'normal' | 'full';

/** Opens the database (PostgreSQL when `databaseUrl` is set, else SQLite under `dataDir`) and migrates it. */
export async function openDb(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  sqliteSync?: SqliteSync;
}): Promise<OpenDb> {
  let out: OpenDb;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    out = {
      db: new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      where: opts.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@'),
    };
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    const file = join(opts.dataDir, 'kortbord.sqlite');
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    database.pragma(`synchronous = ${opts.sqliteSync === 'full' ? 'FULL' : 'NORMAL'}`);
    database.pragma('busy_timeout = 5000');
    database.pragma('foreign_keys = ON');
    out = {
      db: new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
      kind: 'sqlite',
      where: file,
    };
    rawOf.set(out.db, database);
  }
  // Each migration only adds (tables, columns, indexes) and none reads another's: a database that
  // ran a later one first (work landing in another order) takes the earlier one when it arrives.
  const { error, results } = await new Migrator({
    db: out.db,
    provider,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await out.db.destroy();
    throw new Error(
      `database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
  return out;
}

/** True when an error is a unique-key violation (another writer took that seq first). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  if (!err) return false;
  if (err.code === '23505') return true; // PostgreSQL
  return (
    typeof err.code === 'string' &&
    err.code.startsWith('SQLITE_CONSTRAINT') &&
    /UNIQUE|PRIMARY KEY/.test(String(err.message))
  );
}

export const now = (): string => new Date().toISOString();
export { sql };
