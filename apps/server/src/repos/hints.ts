/** The hint_counts table: hints each seat used, per round of a match. */
import { sql, type Db } from '../db';

export interface HintKey {
  readonly table: string;
  readonly matchNo: number;
  readonly round: number;
  readonly seat: number;
}

export function hintsRepo(db: Db) {
  return {
    /**
     * Counts one hint unless the seat has `perRound` in this round already, in one statement (two
     * nodes cannot both take the last one). Whether it was counted, and the seat's count after it.
     */
    async count(k: HintKey, perRound: number): Promise<{ counted: boolean; round: number }> {
      const key = { table_id: k.table, match_no: k.matchNo, round: k.round, seat: k.seat };
      const res = await db
        .insertInto('hint_counts')
        .values({ ...key, used: 1 })
        .onConflict((oc) =>
          oc
            .columns(['table_id', 'match_no', 'round', 'seat'])
            .doUpdateSet({ used: sql<number>`hint_counts.used + 1` })
            .where('hint_counts.used', '<', perRound),
        )
        .executeTakeFirst();
      const row = await db
        .selectFrom('hint_counts')
        .select('used')
        .where('table_id', '=', k.table)
        .where('match_no', '=', k.matchNo)
        .where('round', '=', k.round)
        .where('seat', '=', k.seat)
        .executeTakeFirst();
      return { counted: Number(res.numInsertedOrUpdatedRows ?? 0) > 0, round: Number(row?.used ?? 0) };
    },

    /** Hints each of `players` seats used in match `matchNo`, by seat. */
    async used(table: string, matchNo: number, players: number): Promise<number[]> {
      const out = new Array<number>(players).fill(0);
      if (matchNo < 1) return out;
      const rows = await db
        .selectFrom('hint_counts')
        .select(['seat', 'used'])
        .where('table_id', '=', table)
        .where('match_no', '=', matchNo)
        .execute();
      for (const r of rows) out[r.seat] = (out[r.seat] ?? 0) + Number(r.used);
      return out;
    },
  };
}

export type HintsRepo = ReturnType<typeof hintsRepo>;
