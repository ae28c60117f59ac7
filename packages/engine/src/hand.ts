/**
 * How a hand is held, as each game's players hold it: a sort key per card code. The kits here are
 * shared; each game's folder says which it uses and with what order (games/<id>/hand.ts).
 */
import { FIGURES, parseCard, SUIT_CODES } from './words/cards';

/** A card's place in a held hand: lower to the left. */
export type HandKey = (code: string) => number;

const LAST = 100_000;

/** By rank in `order` (a string of rank codes, low to high), then suit; `top` sits apart at the right. */
export const byRank =
  (order: string, top?: string): HandKey =>
  (code) => {
    const c = parseCard(code);
    if (c.kind !== 'french') return LAST;
    if (code === top) return LAST - 1;
    return order.indexOf(c.rank) * 10 + SUIT_CODES.indexOf(c.suit);
  };

/** By suit, then rank in `order`; cards of the rank `apart` (the eights) together at the right. */
export const bySuit =
  (order: string, apart?: string): HandKey =>
  (code) => {
    const c = parseCard(code);
    if (c.kind !== 'french') return LAST;
    const suit = c.rank === apart ? SUIT_CODES.length : SUIT_CODES.indexOf(c.suit);
    return suit * 100 + order.indexOf(c.rank);
  };

/** Glasses by their value, then the figure cards in the rules' order. */
export const glassesThenFigures: HandKey = (code) => {
  const c = parseCard(code);
  if (c.kind === 'glass') return c.value;
  if (c.kind === 'figure') return 100 + FIGURES.indexOf(c.figure);
  return LAST;
};
