import { RANK, rankOf, type Card, type Rank } from '../../cards';
import type { Seat } from '../../game';
import type { IdiotState } from './state';

/** 2 goes on anything and resets the pile; T goes on anything and burns it. */
export const isSpecial = (r: Rank): boolean => r === RANK.TWO || r === RANK.TEN;

/**
 * Whether cards of rank `r` may go on the pile. Card numbers already order 3 < … < 9 < J < … < A;
 * a T never stays on top (it burns at once), so the plain comparison is the game's order.
 */
export function beats(r: Rank, pile: readonly Card[]): boolean {
  if (pile.length === 0 || isSpecial(r)) return true;
  const top = rankOf(pile[pile.length - 1] as Card);
  return top === RANK.TWO || r >= top;
}

/** A T on top, or four of one rank on top from however many plays. */
export function burns(pile: readonly Card[]): boolean {
  const n = pile.length;
  if (n === 0) return false;
  const r = rankOf(pile[n - 1] as Card);
  if (r === RANK.TEN) return true;
  if (n < 4) return false;
  for (let i = n - 4; i < n - 1; i++) if (rankOf(pile[i] as Card) !== r) return false;
  return true;
}

/** The zone a seat plays from: its hand while it has cards, then face-up, then face-down. */
export const HAND = 0;
export const FACE_UP = 1;
export const FACE_DOWN = 2;
export type Zone = typeof HAND | typeof FACE_UP | typeof FACE_DOWN;

export const zoneOf = (s: IdiotState, seat: Seat): Zone =>
  (s.hands[seat]?.length ?? 0) > 0 ? HAND : (s.faceUp[seat]?.length ?? 0) > 0 ? FACE_UP : FACE_DOWN;

const isOut = (s: IdiotState, seat: Seat): boolean => s.placings.includes(seat);

/** The next seat clockwise that still has cards. */
export function nextActive(s: IdiotState, seat: Seat): Seat {
  for (let k = 1; k < s.players; k++) {
    const t = (seat + k) % s.players;
    if (!isOut(s, t)) return t;
  }
  return seat;
}

/** The previous seat (counter-clockwise) that still has cards. */
export function previousActive(s: IdiotState, seat: Seat): Seat {
  for (let k = 1; k < s.players; k++) {
    const t = (seat - k + s.players) % s.players;
    if (!isOut(s, t)) return t;
  }
  return seat;
}

/**
 * The seat holding the lowest ordinary card in hand; on a tie the most of that rank, then the first
 * such seat clockwise from the dealer's left. With no ordinary card anywhere, the dealer's left.
 */
export function starter(s: IdiotState): Seat {
  let best = (s.dealer + 1) % s.players;
  let bestRank = 99;
  let bestCount = 0;
  for (let k = 0; k < s.players; k++) {
    const seat = (s.dealer + 1 + k) % s.players;
    let low = 99;
    let count = 0;
    for (const c of s.hands[seat] ?? []) {
      const r = rankOf(c);
      if (isSpecial(r)) continue;
      if (r < low) {
        low = r;
        count = 1;
      } else if (r === low) count++;
    }
    if (low < bestRank || (low === bestRank && count > bestCount)) {
      best = seat;
      bestRank = low;
      bestCount = count;
    }
  }
  return best;
}
