import type { Table } from '../table';
import type { SeatChange } from './change';

/**
 * Before the match: the seat opens again, or, when it was reserved, is reserved again for its own
 * invite (under the name its holder gave). During it: a bot takes the seat for good, at the medium
 * level (people-like play), so the others' match stays worth finishing. Null: no such seat.
 */
export function planLeave(t: Table, seat: number): SeatChange | null {
  const s = t.seats[seat];
  if (!s) return null;
  // The seat is no longer the profile's: it leaves their tables with the token.
  const cleared = { tokenHash: null, profile: null, standIn: false, away: false } as const;
  if (!t.match && s.inviteHash) return { seat, set: { kind: 'reserved', ...cleared, endVote: null } };
  if (!t.match) return { seat, set: { kind: 'open', name: null, level: null, ...cleared, endVote: null } };
  return {
    seat,
    set: { kind: 'bot', level: 'medium', name: `${s.name ?? `Seat ${seat}`} (bot)`, ...cleared },
  };
}
