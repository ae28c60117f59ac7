import { playOf, type SelectionRules } from '../../selection';
import type { IdiotAction } from './actions';

/**
 * Idiot's moves at the table: cards played from the hand or the face-up cards, the three to lay face
 * up chosen in the arrange step, a face-up card taken with the pile; a flip and the chance are buttons.
 */
export const idiotSelection: SelectionRules<IdiotAction> = {
  picks: {
    arrange: { cards: 'faceUp' },
    play: { cards: 'cards' },
    pickup: { cards: 'faceUp' },
    flip: {},
    chance: {},
  },
  asks: (sel) => (sel.phase === 'arrange' ? { type: 'arrange', faceUp: [...sel.cards] } : playOf(sel)),
};
