/**
 * The move path's SQL: appending a change's events (with the match it starts, if any) and moving the
 * table's version, as data, written either through Kysely (PostgreSQL) or (SQLite) by prepared
 * statements run synchronously, a batch of appends in one transaction. Kysely built and compiled
 * the same three statements for every move, a fifth of the server's time on a move.
 */
import type SQLite from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import { settle, type Finish } from './commands/results';
import { sqliteOf, type Db, type EventsRow, type MatchesRow, type RatingsRow, type Schema } from './db';
import { MAIL_SQL, mailParams, PUSH_SQL, pushParams, writeNotices, type Notify } from './notices';
import { batched, failed, groupCommit, type GroupCommit, type Outcome, type RunBatch } from './group-commit';

export interface Append {
  readonly events: readonly EventsRow[];
  readonly match?: MatchesRow;
  readonly table: {
    readonly id: string;
    readonly version: number;
    readonly matchNo: number;
    readonly status: string;
    /** When: the table's last activity (the reaper reads it). */
    readonly at: string;
  };
  /** The change ends a match: its results (and ratings), in the same transaction (issue 33). */
  readonly finish?: Finish | null;
  /** The change makes it these profiles' turn, or ends their match: outbox rows (issue 34, notices.ts). */
  readonly notify?: readonly Notify[];
}

/**
 * A finished ranked daily attempt counted in its result's bucket (the field's chart and ranks), in
 * the transaction that finishes it (as finishViaKysely writes it). `?` is the table's id.
 */
const BUCKET_SQL =
  'insert into "daily_buckets" ("game", "day", "place", "sort", "score", "n") ' +
  'select "game", "day", "place", "sort", "score", 1 from "daily_attempts" ' +
  'where "table_id" = ? and "ranked" = 1 and "place" is not null and "sort" is not null ' +
  'on conflict ("game", "day", "place", "sort") do update set "n" = "daily_buckets"."n" + 1';

type Held = ReadonlyMap<string, { mu: number; sigma: number; matches: number }>;

/**
 * A finished match's results and ratings through Kysely. On PostgreSQL the profiles' rating rows are
 * made (if new) and locked in a fixed order first, so two tables ending at once with the same
 * person each read the other's committed rating, never the same old one.
 */
async function finishViaKysely(trx: Transaction<Schema>, f: Finish, lock: boolean): Promise<void> {
  const game = f.results[0]?.game ?? '';
  const ids = [...f.rated].sort();
  const held = new Map<string, { mu: number; sigma: number; matches: number }>();
  if (ids.length) {
    if (lock) {
      for (const id of ids)
        await trx
          .insertInto('ratings')
          .values({ profile_id: id, game, mu: 0, sigma: 0, matches: 0, updated_at: '' })
          .onConflict((oc) => oc.columns(['profile_id', 'game']).doNothing())
          .execute();
    }
    let q = trx
      .selectFrom('ratings')
      .selectAll()
      .where('game', '=', game)
      .where('profile_id', 'in', ids)
      .orderBy('profile_id');
    if (lock) q = q.forUpdate();
    for (const r of await q.execute())
      if (r.matches > 0) held.set(r.profile_id, { mu: r.mu, sigma: r.sigma, matches: r.matches });
  }
  const out = settle(f, held);
  await trx.insertInto('results').values(out.results).execute();
  const d = f.daily;
  if (d) {
    const done = await trx
      .updateTable('daily_attempts')
      .set({
        finished_at: d.at,
        match_no: d.match,
        place: d.place,
        score: d.score,
        sort: d.sort,
        ...(d.late ? { ranked: 0 } : {}),
      })
      .where('table_id', '=', d.table)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1)
      await sql`insert into "daily_buckets" ("game", "day", "place", "sort", "score", "n")
        select "game", "day", "place", "sort", "score", 1 from "daily_attempts"
        where "table_id" = ${d.table} and "ranked" = 1 and "place" is not null and "sort" is not null
        on conflict ("game", "day", "place", "sort") do update set "n" = "daily_buckets"."n" + 1`.execute(
        trx,
      );
  }
  for (const r of out.ratings)
    await trx
      .insertInto('ratings')
      .values(r)
      .onConflict((oc) =>
        oc.columns(['profile_id', 'game']).doUpdateSet({
          mu: r.mu,
          sigma: r.sigma,
          matches: r.matches,
          updated_at: r.updated_at,
        }),
      )
      .execute();
}

function viaKysely(db: Db, grouped: boolean): GroupCommit<Append> {
  const writes = groupCommit(db, grouped);
  const lock = !sqliteOf(db);
  return {
    write: (a) =>
      writes.write(async (trx) => {
        await trx
          .insertInto('events')
          .values([...a.events])
          .execute();
        if (a.match) await trx.insertInto('matches').values(a.match).execute();
        if (a.finish) await finishViaKysely(trx, a.finish, lock);
        if (a.notify?.length) await writeNotices(trx, a.notify, lock);
        await trx
          .updateTable('tables')
          .set({
            version: a.table.version,
            match_no: a.table.matchNo,
            status: a.table.status,
            last_at: a.table.at,
          })
          .where('id', '=', a.table.id)
          .execute();
      }),
  };
}

/**
 * SQLite, directly. The batch runs while it holds Kysely's one connection (so never inside a
 * transaction Kysely has open for another write), all of it synchronous: begin, each append in its
 * own savepoint (a lost race rolls back alone), commit.
 */
function viaSqlite(db: Db, raw: SQLite.Database): GroupCommit<Append> {
  const insertEvent = raw.prepare(
    'insert into "events" ("table_id", "seq", "match_no", "entry", "at") values (?, ?, ?, ?, ?)',
  );
  const insertMatch = raw.prepare(
    'insert into "matches" ("table_id", "match_no", "seed", "seed_hash", "started_at") values (?, ?, ?, ?, ?)',
  );
  const updateTable = raw.prepare(
    'update "tables" set "version" = ?, "match_no" = ?, "status" = ?, "last_at" = ? where "id" = ?',
  );
  const insertResult = raw.prepare(
    'insert into "results" ("table_id", "match_no", "game", "finished_at", "seat", "name", "profile_id", ' +
      '"bot_level", "place", "score", "rated", "mu", "sigma") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const readRating = raw.prepare<[string, string], RatingsRow>(
    'select * from "ratings" where "profile_id" = ? and "game" = ?',
  );
  const upsertRating = raw.prepare(
    'insert into "ratings" ("profile_id", "game", "mu", "sigma", "matches", "updated_at") values (?, ?, ?, ?, ?, ?) ' +
      'on conflict ("profile_id", "game") do update set "mu" = excluded."mu", "sigma" = excluded."sigma", ' +
      '"matches" = excluded."matches", "updated_at" = excluded."updated_at"',
  );
  const insertPush = raw.prepare(PUSH_SQL);
  const insertMail = raw.prepare(MAIL_SQL);
  const finishDaily = raw.prepare(
    'update "daily_attempts" set "finished_at" = ?, "match_no" = ?, "place" = ?, "score" = ?, "sort" = ?, ' +
      '"ranked" = "ranked" * ? where "table_id" = ? and "finished_at" is null',
  );
  const countDaily = raw.prepare(BUCKET_SQL);
  const finish = (f: Finish) => {
    const game = f.results[0]?.game ?? '';
    const held: Held = new Map(
      f.rated.flatMap((id) => {
        const r = readRating.get(id, game);
        return r && r.matches > 0 ? [[id, { mu: r.mu, sigma: r.sigma, matches: r.matches }] as const] : [];
      }),
    );
    const out = settle(f, held);
    for (const r of out.results)
      insertResult.run(
        r.table_id,
        r.match_no,
        r.game,
        r.finished_at,
        r.seat,
        r.name,
        r.profile_id,
        r.bot_level,
        r.place,
        r.score,
        r.rated,
        r.mu,
        r.sigma,
      );
    for (const r of out.ratings)
      upsertRating.run(r.profile_id, r.game, r.mu, r.sigma, r.matches, r.updated_at);
    const d = f.daily;
    if (d && finishDaily.run(d.at, d.match, d.place, d.score, d.sort, d.late ? 0 : 1, d.table).changes === 1)
      countDaily.run(d.table);
  };
  const one = raw.transaction((a: Append) => {
    for (const e of a.events) insertEvent.run(e.table_id, e.seq, e.match_no, e.entry, e.at);
    const m = a.match;
    if (m) insertMatch.run(m.table_id, m.match_no, m.seed, m.seed_hash, m.started_at);
    if (a.finish) finish(a.finish);
    for (const n of a.notify ?? []) {
      insertPush.run(...pushParams(n));
      if (n.mail) insertMail.run(...mailParams(n));
    }
    updateTable.run(a.table.version, a.table.matchNo, a.table.status, a.table.at, a.table.id);
  });
  // Nested in `all`, better-sqlite3 runs `one` as a savepoint, rolled back alone when it throws.
  const all = raw.transaction((batch: readonly Append[]): Outcome[] =>
    batch.map((a) => {
      try {
        one(a);
        return { stored: true };
      } catch (e) {
        return failed(e);
      }
    }),
  );
  const run: RunBatch<Append> = (batch) =>
    db.connection().execute(async () => {
      if (raw.inTransaction) throw new Error('the SQLite connection is inside another transaction');
      return all(batch);
    });
  return batched(run);
}

/** The appends of this database: SQLite's grouped and direct; PostgreSQL's each its own transaction. */
export function appends(db: Db, grouped: boolean): GroupCommit<Append> {
  const raw = sqliteOf(db);
  return raw && grouped ? viaSqlite(db, raw) : viaKysely(db, grouped);
}
