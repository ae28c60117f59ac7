import { playOf, type SelectionRules } from '../../selection';
import type { HjerterfriAction } from './actions';

/** Hjerterfri's moves at the table: the cards passed on before the first trick, and a card played. */
export const hjerterfriSelection: SelectionRules<HjerterfriAction> = {
  picks: { pass: { cards: 'cards' }, play: { cards: 'cards' } },
  asks: (sel) => (sel.phase === 'exchange' ? { type: 'pass', cards: [...sel.cards] } : playOf(sel)),
};
