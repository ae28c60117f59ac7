import { cardCode, cardCodes, type Card } from '../../cards';
import type { GameView, Seat } from '../../game';
import type { Json } from '../../json';
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
};
/** The viewing seat itself: its hand, but still not its face-down cards. */
export type OwnSeatView = {
  readonly hand: readonly string[];
  readonly known: readonly string[];
  readonly faceUp: readonly string[];
  readonly faceDownCount: number;
  readonly faceDownSlots: readonly number[];
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
