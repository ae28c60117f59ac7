import { playOf, type SelectionRules } from '../../selection';
import type { PresidentAction } from './state';

/** President's moves at the table: cards played, or given in the exchange; a pass is a button. */
export const presidentSelection: SelectionRules<PresidentAction> = {
  picks: { play: { cards: 'cards' }, give: { cards: 'cards' }, pass: {} },
  asks: (sel) => (sel.phase === 'exchange' ? { type: 'give', cards: [...sel.cards] } : playOf(sel)),
};
