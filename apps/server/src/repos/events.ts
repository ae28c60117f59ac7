/**
 * The events and matches tables: a table's history (record entries and match markers) and each
 * match's seed. Appends go through append.ts (grouped on SQLite): the seq taken decides races.
 */
import type { Db, EventsRow } from '../db';
import { appends } from '../append';
import type { Notify } from '../notices';
import { sha256 } from '../ids';
import type { Finish } from '../commands/results';
import type { StoredEntry, TableStatus } from '../table';

/** A change to append after `version`: its entries, and the match's seed when it starts one. */
export interface Appended {
  readonly table: string;
  readonly version: number;
  readonly entries: readonly StoredEntry[];
  readonly matchNo: number;
  readonly status: TableStatus;
  readonly at: string;
  readonly seed?: string | undefined;
  /** The match it ends, with its results: stored in the same transaction. */
  readonly finish?: Finish | null;
  /** Profiles told it is their turn (issue 34): the outbox rows, in the same transaction. */
  readonly notify?: readonly Notify[];
}

export function eventsRepo(db: Db, groupWrites: boolean) {
  const writes = appends(db, groupWrites);
  const ordered = (table: string) =>
    db.selectFrom('events').selectAll().where('table_id', '=', table).orderBy('seq');
  return {
    /**
     * Appends at seq = version + 1… with the table's new version, in one transaction; false when
     * another writer took that seq first. True only once it is committed.
     */
    append(a: Appended): Promise<boolean> {
      return writes.write({
        events: a.entries.map((entry, i) => ({
          table_id: a.table,
          seq: a.version + 1 + i,
          match_no: a.matchNo,
          entry: JSON.stringify(entry),
          at: a.at,
        })),
        ...(a.seed !== undefined
          ? {
              match: {
                table_id: a.table,
                match_no: a.matchNo,
                seed: a.seed,
                seed_hash: sha256(a.seed),
                started_at: a.at,
              },
            }
          : {}),
        table: {
          id: a.table,
          version: a.version + a.entries.length,
          matchNo: a.matchNo,
          status: a.status,
          at: a.at,
        },
        ...(a.finish ? { finish: a.finish } : {}),
        ...(a.notify?.length ? { notify: a.notify } : {}),
      });
    },

    after(table: string, seq: number): Promise<EventsRow[]> {
      return ordered(table).where('seq', '>', seq).execute();
    },

    /** From match `matchNo`'s start on. */
    fromMatch(table: string, matchNo: number): Promise<EventsRow[]> {
      return ordered(table).where('match_no', '>=', matchNo).execute();
    },

    ofMatch(table: string, matchNo: number): Promise<EventsRow[]> {
      return ordered(table).where('match_no', '=', matchNo).execute();
    },

    async seeds(table: string, matchNos: readonly number[]): Promise<Map<number, string>> {
      const out = new Map<number, string>();
      if (!matchNos.length) return out;
      const rows = await db
        .selectFrom('matches')
        .select(['match_no', 'seed'])
        .where('table_id', '=', table)
        .where('match_no', 'in', [...matchNos])
        .execute();
      for (const r of rows) out.set(r.match_no, r.seed);
      return out;
    },
  };
}

export type EventsRepo = ReturnType<typeof eventsRepo>;
