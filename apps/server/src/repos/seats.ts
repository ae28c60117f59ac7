/** The seats table: SQL only (which seat change is allowed is the commands' to say). */
import type { Db } from '../db';
import type { Seat, SeatKind } from '../table';
import { seatColumns, seatFromRow, type SeatFields } from './rows';

/** The state a seat must be in for a change to apply; a change that finds it otherwise changes nothing. */
export interface SeatGuard {
  readonly kind?: SeatKind;
  readonly away?: boolean;
  readonly standIn?: boolean;
}

export function seatsRepo(db: Db) {
  return {
    async load(table: string): Promise<Seat[]> {
      const rows = await db
        .selectFrom('seats')
        .selectAll()
        .where('table_id', '=', table)
        .orderBy('seat')
        .execute();
      return rows.map(seatFromRow);
    },

    /** Sets `fields` of one seat when it is as `guard` says (one statement); true when it was. */
    async update(table: string, seat: number, fields: SeatFields, guard: SeatGuard = {}): Promise<boolean> {
      let q = db
        .updateTable('seats')
        .set(seatColumns(fields))
        .where('table_id', '=', table)
        .where('seat', '=', seat);
      if (guard.kind !== undefined) q = q.where('kind', '=', guard.kind);
      if (guard.away !== undefined) q = q.where('away', '=', guard.away ? 1 : 0);
      if (guard.standIn !== undefined) q = q.where('stand_in', '=', guard.standIn ? 1 : 0);
      const res = await q.executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /**
     * Gives `profile` the seats these tokens open (a guest who makes a profile keeps the seats of that
     * browser): only people's seats still held by that token and by no other profile. The seats moved.
     */
    async claim(profile: string, held: readonly { table: string; tokenHash: string }[]) {
      const moved: { table: string; seat: number }[] = [];
      for (const h of held) {
        const rows = await db
          .updateTable('seats')
          .set({ profile_id: profile })
          .where('table_id', '=', h.table)
          .where('token_hash', '=', h.tokenHash)
          .where('kind', '=', 'human')
          .where((eb) => eb.or([eb('profile_id', 'is', null), eb('profile_id', '=', profile)]))
          .returning(['table_id', 'seat'])
          .execute();
        moved.push(...rows.map((r) => ({ table: r.table_id, seat: r.seat })));
      }
      return moved;
    },

    /** Every seat the profile holds, by table. */
    async ofProfile(profile: string): Promise<{ table: string; seat: number }[]> {
      const rows = await db
        .selectFrom('seats')
        .select(['table_id', 'seat'])
        .where('profile_id', '=', profile)
        .where('kind', '=', 'human')
        .orderBy('table_id')
        .execute();
      return rows.map((r) => ({ table: r.table_id, seat: r.seat }));
    },
  };
}

export type SeatsRepo = ReturnType<typeof seatsRepo>;
