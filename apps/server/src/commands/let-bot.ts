/**
 * At a slow table that waits (issue 34): once a seat's deadline has passed, another seated person may
 * let a bot take that seat. The bot stands in (the seat stays its person's, who takes it back by
 * coming to the table), so the others need not wait for days.
 */
import { reason } from '@kortbord/engine';
import { timedSeats } from './deadline';
import { Refused, type Table } from '../table';
import type { Planned, SeatChange } from './change';
import { planSeatFlag } from './seat-flags';

/** `by`: the asker's seat (null: not seated); `seat`: the one a bot is to take; `now`: epoch ms. */
export function planLetBot(t: Table, by: number | null, seat: number, now: number): Planned<SeatChange> {
  if (by === null || t.seats[by]?.kind !== 'human')
    return new Refused('not-seated', 'Only a seated player may let a bot take a seat.');
  const d = t.deadline;
  const waited =
    !!t.slow &&
    t.slow.onDeadline === 'wait' &&
    by !== seat &&
    !!d &&
    d.version === t.version &&
    d.seats.includes(seat) &&
    timedSeats(t).includes(seat);
  if (!waited || !d)
    return new Refused(
      'deadline-ahead',
      `The table is not waiting for seat ${seat}.`,
      reason('not-waiting-for-seat', { n: seat + 1 }),
    );
  if (d.at > now)
    return new Refused(
      'deadline-ahead',
      `Seat ${seat} has until ${new Date(d.at).toISOString()} to move.`,
      reason('deadline-not-passed', { n: seat + 1 }),
    );
  return planSeatFlag(seat, 'standIn', true);
}
