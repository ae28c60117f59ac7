import { matchOver, Refused, type Table } from '../table';
import type { Change, Planned } from './change';

/** Starts match `expectMatch + 1` (the first once every seat is taken, or a rematch after the end). */
export function planStartMatch(t: Table, expectMatch: number, seed: string): Planned<Change> {
  if (t.matchNo !== expectMatch) return new Refused('stale-version', 'That match has already started.');
  if (t.match && !matchOver(t)) return new Refused('illegal', 'The match is still being played.');
  if (t.seats.some((s) => s.kind === 'open' || s.kind === 'reserved'))
    return new Refused('not-started', 'The table waits for players.');
  return {
    entries: [{ start: { match: t.matchNo + 1 } }],
    status: 'playing',
    matchNo: t.matchNo + 1,
    seed,
  };
}
