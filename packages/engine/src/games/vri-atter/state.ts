import { RANK, rankOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import type { Lack } from '../../lacks';
import type { VriOptions } from './options';

/**
 * A round of Vri åtter. Cards are small ints (cards.ts); hands are kept sorted so a rank's cards lie
 * together. The stock has its top card last so a draw is a pop; the discard pile likewise.
 *
 * Knowledge: every card whose place is not public belongs to a pool by where it was last drawn
 * from: the deal and the first stock, then each restock. `held[e][seat]` counts the cards of pool e
 * in that seat's hand (public: draws are seen, and a card laid is seen to come from some pool). The
 * first pool's cards are not listed (`pools[0]` is empty): they are the hidden cards no later pool
 * lists. Cards whose holder is public (an eight seen going under the stock, then drawn) are in
 * `known`. The stock is the last pool's cards that nobody holds, over `bottomKnown` public cards.
 */
export interface VriState {
  readonly players: number;
  readonly options: VriOptions;
  readonly dealer: Seat;
  /** 'suit': the dealer names the suit of a turned eight (firstEight "dealer-chooses"). */
  readonly phase: 'suit' | 'play' | 'over';
  /** The seat whose turn it is (also while a restock is due). */
  readonly turn: Seat;
  readonly dir: 1 | -1;
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
  /** How many of the stock's bottom cards are public (turned eights put under). */
  readonly bottomKnown: number;
  readonly discard: readonly Card[];
  /** The suit in force; -1 while the dealer has still to name it. */
  readonly suit: number;
  /** Cards drawn this turn, and whether drawing is over for this turn. */
  readonly drawn: number;
  readonly drawDone: boolean;
  /** Cards the seat to act must take (twos, or an ace with "next-draws"). */
  readonly penalty: number;
  readonly penaltyAce: boolean;
  /** Bit per seat: that seat's first turn of the round is over. */
  readonly firstDone: number;
  /** Seats out, in order. */
  readonly out: readonly Seat[];
  /** The seat that may be knocked on (left with one card without the call), or -1. */
  readonly knock: Seat;
  /** Turns in a row that ended with no card laid or drawn: the round is blocked at every seat still in. */
  readonly idle: number;
  /** Cards still to be dealt out, one per entry, once the stock is restocked. */
  readonly owed: readonly Seat[];
  readonly known: readonly (readonly Card[])[];
  readonly pools: readonly (readonly Card[])[];
  readonly held: readonly (readonly number[])[];
  /**
   * Per seat, what its draws and passes showed (lacks.ts): it drew or passed on a top and suit, so
   * the hidden cards it held then were probably no card it could have laid (eights aside: players
   * keep those). Public: everyone saw the top, the suit and the draw.
   */
  readonly lacks: readonly (readonly Lack[])[];
  /**
   * Whether `apply` keeps `lacks` up to date. Off in the states `determinize` samples for a search:
   * nobody reads the record there (it is carried over from the view as it stands) and keeping it
   * costs about a fifth of a playout.
   */
  readonly record: boolean;
}

export const EIGHT = RANK.EIGHT;

/** A card is in a Vri åtter lack set by suit or by rank, eights never (holding one back is play). */
export const vriMember = (suits: number, ranks: number, c: Card): boolean =>
  rankOf(c) !== RANK.EIGHT && (((suits >> (c & 3)) & 1) === 1 || ((ranks >> rankOf(c)) & 1) === 1);

export const topOf = (s: VriState): Card => s.discard[s.discard.length - 1] as Card;

/** A restock is due the moment the stock is empty while the discard pile holds more than its top. */
export const restockDue = (s: VriState): boolean =>
  s.phase === 'play' && s.stock.length === 0 && s.discard.length > 1;

export const isFirstTurn = (s: VriState, seat: Seat): boolean => ((s.firstDone >> seat) & 1) === 0;

export function activeCount(hands: readonly (readonly Card[])[]): number {
  let n = 0;
  for (const h of hands) if (h.length > 0) n++;
  return n;
}

/** The seat `steps` turns on from `from` in direction `dir`, passing over seats that are out. */
export function stepSeat(hands: readonly (readonly Card[])[], dir: 1 | -1, from: Seat, steps: number): Seat {
  const n = hands.length;
  let seat = from;
  for (let k = 0; k < steps; k++) {
    do seat = (seat + dir + n) % n;
    while ((hands[seat] as readonly Card[]).length === 0 && seat !== from);
  }
  return seat;
}

/** Crazy Eights' penalty points: eight 50, J Q K 10, ace 1, others face value. */
export function cardPoints(c: Card): number {
  const r = rankOf(c);
  if (r === RANK.EIGHT) return 50;
  if (r === RANK.ACE) return 1;
  if (r >= RANK.TEN) return 10;
  return r + 2;
}

export const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export const suitName = (s: number): string => SUIT_NAMES[s & 3] ?? 'clubs';

/** Inserts `c` into a sorted hand, returning a new array. Built by a loop: splice allocates too. */
export function insertSorted(hand: readonly Card[], c: Card): Card[] {
  const n = hand.length;
  const out: Card[] = [];
  let i = 0;
  for (; i < n && (hand[i] as Card) <= c; i++) out.push(hand[i] as Card);
  out.push(c);
  for (; i < n; i++) out.push(hand[i] as Card);
  return out;
}
