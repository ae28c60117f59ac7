import { rankOf, type Card } from '../../cards';
import type { Lack } from '../../lacks';
import type { Seat } from '../../game';
import type { IdiotOptions } from './options';

/** An empty face-down position: the card there has been turned. */
export const NONE = -1;

/**
 * A round of Idiot. Hands, `known` and `faceUp` are kept sorted by card number; `faceDown` keeps its
 * three positions (NONE where turned) so a flip's index never shifts. `turn` is the seat to play (-1
 * in the arrange step and once the round is over).
 */
export interface IdiotState {
  readonly players: number;
  readonly dealer: Seat;
  readonly options: IdiotOptions;
  readonly phase: 'arrange' | 'play' | 'round-over';
  readonly turn: Seat;
  readonly arranged: readonly boolean[];
  readonly hands: readonly (readonly Card[])[];
  /** Per seat, the cards of its hand every seat has seen go there (pick-ups, swapped face-up cards). */
  readonly known: readonly (readonly Card[])[];
  readonly faceUp: readonly (readonly Card[])[];
  readonly faceDown: readonly (readonly Card[])[];
  /** Bottom first. */
  readonly pile: readonly Card[];
  /** Top first. */
  readonly stock: readonly Card[];
  /** Burned cards, out of play, in the order they were burned. */
  readonly burned: readonly Card[];
  readonly placings: readonly Seat[];
  /**
   * Per seat, what its pick-ups showed (lacks.ts): it took the pile instead of laying, so the hidden
   * hand cards it held then were probably of no rank that beat the top. Public: the pile was face up.
   */
  readonly lacks: readonly (readonly Lack[])[];
}

/** Idiot's lack sets are sets of ranks. */
export const idiotMember = (_suits: number, ranks: number, c: Card): boolean =>
  ((ranks >> rankOf(c)) & 1) === 1;

export const EMPTY: readonly Card[] = [];

/** A copy of `xs` with position `i` replaced. */
export function replaceAt<T>(xs: readonly T[], i: number, x: T): T[] {
  const out = xs.slice();
  out[i] = x;
  return out;
}

/** A sorted copy of the sorted `xs` with the cards of `add` (any order) inserted. */
export function insertSorted(xs: readonly Card[], add: readonly Card[]): Card[] {
  const out = xs.slice();
  for (const c of add) {
    let i = out.length;
    out.push(c);
    while (i > 0 && (out[i - 1] as Card) > c) {
      out[i] = out[i - 1] as Card;
      i--;
    }
    out[i] = c;
  }
  return out;
}

/** `xs` without the cards of `take` that it holds. */
export function removeCards(xs: readonly Card[], take: readonly Card[]): readonly Card[] {
  let out: Card[] | null = null;
  for (const c of take) {
    const i = (out ?? xs).indexOf(c);
    if (i < 0) continue;
    out ??= xs.slice();
    out.splice(i, 1);
  }
  return out ?? xs;
}

export const faceDownCount = (slots: readonly Card[]): number => {
  let n = 0;
  for (const c of slots) if (c !== NONE) n++;
  return n;
};

export const cardsLeft = (s: IdiotState, seat: Seat): number =>
  (s.hands[seat]?.length ?? 0) + (s.faceUp[seat]?.length ?? 0) + faceDownCount(s.faceDown[seat] ?? EMPTY);
