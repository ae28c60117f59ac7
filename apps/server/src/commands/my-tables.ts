/** "My tables" (issue 33): each table a profile holds a seat at, as the front page lists it. */
import { isRoundOver } from '@kortbord/engine';
import type { MyTable } from '@kortbord/protocol';
import { timedSeats } from './deadline';
import { status, type Table } from '../table';

/** The seats to act at `t` now: none while it waits, between rounds or once over. */
export function actingSeats(t: Table): number[] {
  const m = t.match;
  if (!m || status(t) !== 'playing' || isRoundOver(m)) return [];
  return [...(m.game.toAct(m.state) as readonly number[])];
}

/** `seat` null: a group's table where the profile holds no seat yet (every seat is another's). */
/** The current decision's deadline (ISO) while a clock runs for it; null: none. */
export function deadlineOf(t: Table): string | null {
  const d = t.deadline;
  return d && d.version === t.version && timedSeats(t).length ? new Date(d.at).toISOString() : null;
}

export function myTable(t: Table, seat: number | null): MyTable {
  const toAct = actingSeats(t);
  return {
    id: t.id,
    game: t.game,
    status: status(t),
    seat,
    others: t.seats.filter((s) => s.seat !== seat).map((s) => s.name),
    toAct,
    yourTurn: seat !== null && toAct.includes(seat),
    ...(t.slow ? { slow: { moveMs: t.turnClockMs } } : {}),
    deadline: deadlineOf(t),
    createdAt: t.createdAt,
  };
}

const RANK: Record<MyTable['status'], number> = { playing: 0, waiting: 1, over: 2 };

/** Mine to act first, then the ones being played, then waiting, then finished; newest first within. */
export const sortMyTables = (list: readonly MyTable[]): MyTable[] =>
  [...list].sort(
    (a, b) =>
      Number(b.yourTurn) - Number(a.yourTurn) ||
      RANK[a.status] - RANK[b.status] ||
      b.createdAt.localeCompare(a.createdAt) ||
      a.id.localeCompare(b.id),
  );
