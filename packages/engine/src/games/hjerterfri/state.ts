import type { Card } from '../../cards';
import type { Seat } from '../../game';
import type { HjerterfriOptions } from './options';

/** A card laid to the trick on the table, in the order laid. */
export interface Laid {
  readonly seat: Seat;
  readonly card: Card;
}

/**
 * A round of Hjerterfri. Hands are kept sorted by card number. While passing (`phase` 'exchange'),
 * a seat's chosen cards stay in its hand and are listed in `chosen` until every seat has chosen; then
 * they move at once. `turn` is the seat to play (-1 while passing and once the round is over).
 */
export interface HjerterfriState {
  readonly players: number;
  readonly dealer: Seat;
  readonly options: HjerterfriOptions;
  readonly phase: 'exchange' | 'play' | 'round-over';
  /** How far the cards go this round: 1 left, n-1 right, 2 across, 0 no passing. */
  readonly passBy: number;
  /** Per seat, the cards chosen to pass (null: not chosen yet). */
  readonly chosen: readonly (readonly Card[] | null)[];
  /** Per seat, the cards it passed once the exchange is done (its receiver holds them). */
  readonly gave: readonly (readonly Card[])[];
  readonly hands: readonly (readonly Card[])[];
  readonly turn: Seat;
  /** The trick being played, in the order laid. */
  readonly trick: readonly Laid[];
  /** The last finished trick and its winner, for the table to show (null before the first). */
  readonly lastTrick: { readonly winner: Seat; readonly cards: readonly Laid[] } | null;
  /** How many tricks are finished this round. */
  readonly tricksDone: number;
  /** Per seat, every card of the tricks it took. */
  readonly taken: readonly (readonly Card[])[];
  readonly broken: boolean;
  /** Per seat, a bit per suit (C D H S) it has shown it lacks by not following. Public. */
  readonly voids: readonly number[];
  /** Set aside unseen at 3, 5 and 6 players (RULES.md): out of play. */
  readonly removed: readonly Card[];
}

export const EMPTY: readonly Card[] = [];

/** A sorted copy of the sorted `xs` with the cards of `add` inserted. */
export function insertSorted(xs: readonly Card[], add: readonly Card[]): Card[] {
  return xs.concat(add).sort((a, b) => a - b);
}

/** `xs` without the cards of `take`. */
export const without = (xs: readonly Card[], take: readonly Card[]): Card[] =>
  xs.filter((c) => !take.includes(c));

export const replaceAt = <T>(xs: readonly T[], i: number, x: T): T[] => {
  const out = xs.slice();
  out[i] = x;
  return out;
};
