import { cardCode, cardCodes, type Card } from '../../cards';
import type { GameView, Seat } from '../../game';
import type { Json } from '../../json';
import type { Lack } from '../../lacks';
import { toAct } from './moves';
import type { IdiotOptions } from './options';
import { EMPTY, NONE, type IdiotState } from './state';

/** A seat as another seat or a spectator sees it. Type aliases, so they fit the JSON view. */
export type HiddenSeatView = {
  readonly handCount: number;
  readonly known: readonly string[];
  readonly faceUp: readonly string[];
  readonly faceDownCount: number;
  readonly faceDownSlots: readonly number[];
  readonly lacks: readonly IdiotLack[];
};
/**
 * A pick-up the table saw, oldest first: `held` of the seat's hidden hand cards were in its hand then
 * (and not at the pick-up before), and were probably of none of `ranks` (rank letters: those that beat
 * the top then) — it took the pile instead of laying one.
 */
export type IdiotLack = { readonly ranks: string; readonly held: number };
/** The viewing seat itself: its hand, but still not its face-down cards. */
export type OwnSeatView = {
  readonly hand: readonly string[];
  readonly known: readonly string[];
  readonly faceUp: readonly string[];
  readonly faceDownCount: number;
  readonly faceDownSlots: readonly number[];
  readonly lacks: readonly IdiotLack[];
};

export interface IdiotView extends GameView {
  readonly players: number;
  readonly dealer: Seat;
  readonly options: IdiotOptions;
  /** Bottom first. */
  readonly pile: readonly string[];
  readonly stockCount: number;
  /** In the order they were burned. */
  readonly burned: readonly string[];
  readonly seats: readonly (HiddenSeatView | OwnSeatView)[];
}

const RANK_LETTERS = '23456789TJQKA';
const NO_FACTS: readonly IdiotLack[] = [];

function lackView(l: Lack): IdiotLack {
  let ranks = '';
  for (let r = 0; r < RANK_LETTERS.length; r++) if ((l.ranks >> r) & 1) ranks += RANK_LETTERS.charAt(r);
  return { ranks, held: l.held };
}

/** The view's facts back as masks (determinize). */
export function lackOf(l: IdiotLack): Lack {
  let ranks = 0;
  for (const ch of l.ranks) {
    const r = RANK_LETTERS.indexOf(ch);
    if (r >= 0) ranks |= 1 << r;
  }
  return { suits: 0, ranks, held: l.held };
}

/** Positions (0–2) still holding a face-down card. */
function slotsOf(slots: readonly Card[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < slots.length; i++) if (slots[i] !== NONE) out.push(i);
  return out;
}

function common(s: IdiotState) {
  return {
    phase: s.phase,
    toAct: toAct(s),
    placings: s.placings,
    players: s.players,
    dealer: s.dealer,
    options: s.options,
    pile: cardCodes(s.pile),
    stockCount: s.stock.length,
    burned: cardCodes(s.burned),
  };
}

export function view(s: IdiotState, seat: Seat | null): IdiotView {
  const seats = s.faceDown.map((slots, i) => {
    const faceDownSlots = slotsOf(slots);
    const rest = {
      known: cardCodes(s.known[i] ?? EMPTY),
      faceUp: cardCodes(s.faceUp[i] ?? EMPTY),
      faceDownCount: faceDownSlots.length,
      faceDownSlots,
      lacks: (s.lacks[i] ?? []).length ? (s.lacks[i] ?? []).map(lackView) : NO_FACTS,
    };
    const hand = s.hands[i] ?? EMPTY;
    return i === seat ? { hand: cardCodes(hand), ...rest } : { handCount: hand.length, ...rest };
  });
  return { ...common(s), seats };
}

/** Nothing hidden: every hand and every face-down card, the latter in position order. */
export function fullView(s: IdiotState): GameView {
  const seats = s.faceDown.map((slots, i) => ({
    hand: cardCodes(s.hands[i] ?? EMPTY),
    known: cardCodes(s.known[i] ?? EMPTY),
    faceUp: cardCodes(s.faceUp[i] ?? EMPTY),
    faceDown: slots.filter((c) => c !== NONE).map(cardCode),
    faceDownSlots: slotsOf(slots),
    lacks: (s.lacks[i] ?? []).length ? (s.lacks[i] ?? []).map(lackView) : NO_FACTS,
  }));
  return { ...common(s), stock: cardCodes(s.stock) as Json, seats };
}

/** Every card of the round, wherever it is. */
export function cards(s: IdiotState): string[] {
  const out: string[] = [];
  const add = (cs: readonly Card[]) => {
    for (const c of cs) if (c !== NONE) out.push(cardCode(c));
  };
  for (let i = 0; i < s.players; i++) {
    add(s.hands[i] ?? EMPTY);
    add(s.faceUp[i] ?? EMPTY);
    add(s.faceDown[i] ?? EMPTY);
  }
  add(s.pile);
  add(s.stock);
  add(s.burned);
  return out;
}
