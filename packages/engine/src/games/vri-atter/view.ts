import { NOBODY, onlySeat } from '../../acting';
import { cardCode, cardCodes, suitCode, type Suit } from '../../cards';
import type { Seat } from '../../game';
import type { Lack } from '../../lacks';
import type { VriOptions } from './options';
import { isFirstTurn, restockDue, topOf, type VriState } from './state';

export type VriSeatView = {
  readonly hand?: readonly string[];
  readonly handCount?: number;
  /** Cards the whole table knows this seat holds (a turned eight drawn from under the stock). */
  readonly known: readonly string[];
  readonly firstTurnDone: boolean;
  /**
   * What the table saw this seat draw or pass on, oldest first: `held` of its hidden cards were in
   * its hand then (and not at the fact before), and were probably none of `suits` (suit letters, eights
   * excluded) or `ranks` (rank letters) — it chose not to lay one.
   */
  readonly lacks: readonly VriLack[];
};

export type VriLack = { readonly suits: string; readonly ranks: string; readonly held: number };

/**
 * Where the cards whose place is not public came from: the deal, then each restock. The first
 * source lists no cards: it holds every such card that no later source lists.
 */
export type VriSource = {
  /** Those cards (in hands, or the last source's in the stock), sorted. */
  readonly cards?: readonly string[];
  /** Per seat, how many of them that seat holds. */
  readonly held: readonly number[];
};

export type VriView = {
  readonly phase: 'play' | 'round-over';
  readonly toAct: readonly Seat[];
  readonly placings: readonly Seat[];
  readonly seats: readonly VriSeatView[];
  readonly options: VriOptions;
  readonly dealer: Seat;
  readonly turn: Seat;
  readonly direction: 1 | -1;
  readonly top: string;
  /** The suit in force; null while the dealer has still to name it. */
  readonly suit: Suit | null;
  readonly stockCount: number;
  readonly discardCount: number;
  /** The discard pile, bottom first: every card in it was laid face up. */
  readonly discard: readonly string[];
  /** Turned eights seen going under the stock and not yet drawn, bottom first. */
  readonly stockBottom: readonly string[];
  readonly drawn: number;
  readonly drawDone: boolean;
  readonly penalty: number;
  readonly penaltyFrom: 'two' | 'ace' | null;
  /** The seat any other may knock on now, or null. */
  readonly knock: Seat | null;
  readonly idleTurns: number;
  /** Seats owed a card each once the stock is restocked. */
  readonly owed: readonly Seat[];
  readonly sources: readonly VriSource[];
  readonly stock?: readonly string[];
};

export const toAct = (s: VriState): readonly Seat[] =>
  s.phase === 'over' || restockDue(s) ? NOBODY : onlySeat(s.turn);

const NONE: readonly never[] = [];
const codesOf = (cs: readonly number[]): readonly string[] => (cs.length === 0 ? NONE : cardCodes(cs));

const SUIT_LETTERS = 'CDHS';
const RANK_LETTERS = '23456789TJQKA';

function letters(mask: number, from: string): string {
  let out = '';
  for (let i = 0; i < from.length; i++) if ((mask >> i) & 1) out += from.charAt(i);
  return out;
}

const lackView = (l: Lack): VriLack => ({
  suits: letters(l.suits, SUIT_LETTERS),
  ranks: letters(l.ranks, RANK_LETTERS),
  held: l.held,
});

/** The view's lack facts back as masks (determinize). */
export const lackOf = (l: VriLack): Lack => ({
  suits: maskOf(l.suits, SUIT_LETTERS),
  ranks: maskOf(l.ranks, RANK_LETTERS),
  held: l.held,
});

function maskOf(s: string, from: string): number {
  let m = 0;
  for (const ch of s) {
    const i = from.indexOf(ch);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

function seatView(s: VriState, i: Seat, shown: boolean): VriSeatView {
  const h = s.hands[i] ?? NONE;
  const known = codesOf(s.known[i] ?? NONE);
  const firstTurnDone = !isFirstTurn(s, i);
  const ls = s.lacks[i] ?? NONE;
  const lacks = ls.length === 0 ? NONE : ls.map(lackView);
  return shown
    ? { hand: cardCodes(h), known, firstTurnDone, lacks }
    : { handCount: h.length, known, firstTurnDone, lacks };
}

function build(s: VriState, seat: Seat | null | 'all'): VriView {
  const seats: VriSeatView[] = [];
  for (let i = 0; i < s.players; i++) seats.push(seatView(s, i, seat === 'all' || seat === i));
  const sources: VriSource[] = [];
  for (let e = 0; e < s.pools.length; e++) {
    const held = s.held[e] ?? NONE;
    sources.push(e === 0 ? { held } : { cards: cardCodes(s.pools[e] ?? NONE), held });
  }
  return {
    phase: s.phase === 'over' ? 'round-over' : 'play',
    toAct: toAct(s),
    placings: s.out,
    seats,
    options: s.options,
    dealer: s.dealer,
    turn: s.turn,
    direction: s.dir,
    top: cardCode(topOf(s)),
    suit: s.suit < 0 ? null : suitCode(s.suit),
    stockCount: s.stock.length,
    discardCount: s.discard.length,
    discard: cardCodes(s.discard),
    stockBottom: codesOf(s.stock.slice(0, s.bottomKnown)),
    drawn: s.drawn,
    drawDone: s.drawDone,
    penalty: s.penalty,
    penaltyFrom: s.penalty === 0 ? null : s.penaltyAce ? 'ace' : 'two',
    knock: s.knock < 0 ? null : s.knock,
    idleTurns: s.idle,
    owed: s.owed,
    sources,
  };
}

/** What `seat` may see; null: a spectator, who sees no hand. */
export const view = (s: VriState, seat: Seat | null): VriView => build(s, seat);

/** Nothing hidden: every hand, and the stock top card first. */
export const fullView = (s: VriState): VriView => ({
  ...build(s, 'all'),
  stock: cardCodes(s.stock.slice().reverse()),
});
