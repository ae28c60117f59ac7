import { matchOver, Refused, type Table } from '../table';
import type { Change, Planned, SeatChange } from './change';

const checkPlayed = (t: Table): Refused | null =>
  !t.match
    ? new Refused('not-started', 'The match has not started.')
    : matchOver(t)
      ? new Refused('game-over', 'The match is already over.')
      : null;

/** Ends the match being played (the reaper, the bots' round cap, everyone's ask). */
export function planEndMatch(t: Table, reason: string): Planned<Change> {
  return checkPlayed(t) ?? { entries: [{ end: { reason } }], status: 'over' };
}

/** A seated person's ask to end the match, kept with their seat for this match. */
export function planAskEnd(t: Table, seat: number): Planned<SeatChange> {
  return checkPlayed(t) ?? { seat, set: { endVote: t.matchNo }, guard: { kind: 'human' } };
}

/**
 * The seats still to ask before the match ends: every person seated and present (no bot standing
 * in) must have asked during this match. One person among bots ends it at once.
 */
export const endWaiting = (t: Table): number[] =>
  t.seats.filter((s) => s.kind === 'human' && !s.standIn && s.endVote !== t.matchNo).map((s) => s.seat);
