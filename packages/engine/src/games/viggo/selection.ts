import { playOf, type SelectionRules } from '../../selection';
import type { ViggoAction } from './state';

/** Viggo's moves at the table: cards are played from the hand; a pass, the draft's keep or reject and
 * the take of a shown card are buttons. */
export const viggoSelection: SelectionRules<ViggoAction> = {
  picks: { play: { cards: 'cards' }, pass: {}, keep: {}, reject: {}, take: {} },
  asks: playOf,
};
