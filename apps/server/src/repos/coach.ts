/** The coach table: a finished match's marks, computed once and kept. */
import { isUniqueViolation, now, type Db } from '../db';

export interface StoredReport<R> {
  readonly seats: number[];
  readonly report: R;
}

export function coachRepo(db: Db) {
  return {
    async get<R>(table: string, matchNo: number): Promise<StoredReport<R> | null> {
      const row = await db
        .selectFrom('coach')
        .selectAll()
        .where('table_id', '=', table)
        .where('match_no', '=', matchNo)
        .executeTakeFirst();
      if (!row) return null;
      return {
        seats: row.seats ? row.seats.split(',').map(Number) : [],
        report: JSON.parse(row.report) as R,
      };
    },

    /** Keeps the report; another node's kept first for the same match is the same, and stays. */
    async keep(table: string, matchNo: number, seats: readonly number[], report: unknown): Promise<void> {
      try {
        await db
          .insertInto('coach')
          .values({
            table_id: table,
            match_no: matchNo,
            seats: seats.join(','),
            report: JSON.stringify(report),
            at: now(),
          })
          .execute();
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
      }
    },
  };
}

export type CoachRepo = ReturnType<typeof coachRepo>;
