/** A person's marks on their seat: a rematch asked for, "Klar" said, away, a bot standing in. */
import type { SeatChange } from './change';

/** The seat asks for a rematch after match `matchNo`. */
export const planAskRematch = (seat: number, matchNo: number): SeatChange => ({
  seat,
  set: { readyMatch: matchNo },
});

/** The seat's person said "Klar" after the finished round at `version` (ready.ts). */
export const planMarkReady = (seat: number, version: number): SeatChange => ({
  seat,
  set: { readyVersion: version },
  guard: { kind: 'human' },
});

/** A person's seat marked away (its clock ran out) or back, or a bot standing in or not: only a change counts. */
export const planSeatFlag = (seat: number, flag: 'away' | 'standIn', on: boolean): SeatChange => ({
  seat,
  set: { [flag]: on },
  guard: { kind: 'human', [flag]: !on },
});
