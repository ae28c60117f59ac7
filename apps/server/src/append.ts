/**
 * The move path's SQL: appending a change's events (with the match it starts, if any) and moving the
 * table's version, as data, written either through Kysely (PostgreSQL) or (SQLite) by prepared
 * statements run synchronously, a batch of appends in one transaction. Kysely built and compiled
 * the same three statements for every move, a fifth of the server's time on a move.
 */
import type SQLite from 'better-sqlite3';
import { sqliteOf, type Db, type EventsRow, type MatchesRow } from './db';
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
}

function viaKysely(db: Db, grouped: boolean): GroupCommit<Append> {
  const writes = groupCommit(db, grouped);
  return {
    write: (a) =>
      writes.write(async (trx) => {
        await trx
          .insertInto('events')
          .values([...a.events])
          .execute();
        if (a.match) await trx.insertInto('matches').values(a.match).execute();
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
  const one = raw.transaction((a: Append) => {
    for (const e of a.events) insertEvent.run(e.table_id, e.seq, e.match_no, e.entry, e.at);
    const m = a.match;
    if (m) insertMatch.run(m.table_id, m.match_no, m.seed, m.seed_hash, m.started_at);
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
