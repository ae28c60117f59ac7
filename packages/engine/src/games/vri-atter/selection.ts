import { type Asked, type SelectionRules } from '../../selection';
import type { VriAction } from './moves';

/**
 * Vri åtter's moves at the table: cards played from the hand; drawing, passing, knocking and naming
 * a suit are buttons. Eights ask for a suit: the one named, else clubs, so that the reason read is
 * about the eights and not a missing suit.
 */
export const vriSelection: SelectionRules<VriAction> = {
  picks: { play: { cards: 'cards' }, draw: {}, pass: {}, knock: {}, suit: {} },
  asks: (sel): Asked => {
    const eights = sel.cards.every((c) => c[0] === '8');
    return {
      type: sel.type && sel.type !== 'play' ? sel.type : 'play',
      cards: [...sel.cards],
      ...(eights ? { suit: sel.suit ?? 'C' } : {}),
      ...(sel.call ? { call: true } : {}),
    };
  },
};
