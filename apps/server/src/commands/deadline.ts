/**
 * Which seats the turn clock times, and the deadline a decision gets: pure rules of the table, read by
 * the clock (clock.ts) that waits for them and by the plans that show or use them (my tables, letting
 * a bot take a seat that let its time pass), without those needing the clock.
 */
import { isRoundOver } from '@kortbord/engine';
import { status, type Deadline, type Table } from '../table';
import { legalOf } from '../views';

/** An away seat's decisions get this part of the clock. */
export const AWAY_PART = 4;

/** The seats whose decision the clock times now: people (not stood in for) with something to do. */
export function timedSeats(t: Table): number[] {
  const m = t.match;
  if (!t.turnClockMs || !m || status(t) !== 'playing' || isRoundOver(m)) return [];
  const acting = m.game.toAct(m.state) as readonly number[];
  return acting.filter((seat) => {
    const s = t.seats[seat];
    return s?.kind === 'human' && !s.standIn && legalOf(t, seat).length > 0;
  });
}

const strictPart = (a: readonly number[], b: readonly number[]): boolean =>
  a.length < b.length && a.every((x) => b.includes(x));

/** The deadline the decision at the table's version gets, given the last one stored. */
export function nextDeadline(t: Table, seats: number[], now: number): Deadline {
  const last = t.deadline;
  // The rest of a simultaneous choice keeps the time it had (the others' choices give none back).
  if (last && last.version < t.version && last.at > now && strictPart(seats, last.seats))
    return { version: t.version, seats, at: last.at };
  const full = t.turnClockMs ?? 0;
  const away = !t.slow && seats.every((s) => t.seats[s]?.away);
  return { version: t.version, seats, at: now + (away ? Math.ceil(full / AWAY_PART) : full) };
}
