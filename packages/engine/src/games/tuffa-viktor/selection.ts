import type { Seat } from '../../game';
import type { Asked, SelectionRules } from '../../selection';
import type { TuffaAction } from './actions';

/** A figure card selected alone asks for its own action; a target asked for is the next seat. */
const FIGURES: Readonly<Record<string, (me: Seat, n: number) => Asked>> = {
  VIKTOR: () => ({ type: 'viktor', group: 0 }),
  VIVAN: (me, n) => ({ type: 'vivan', target: (me + 1) % n, group: 0, into: null, add: [] }),
  ARREST: (me, n) => ({ type: 'arrest', target: (me + 1) % n, group: 0 }),
  INDRIVAREN: () => ({ type: 'indrivaren' }),
  SMOCKAN: () => ({ type: 'smockan' }),
};

/**
 * Tuffa Viktor's moves at the table: glass cards laid (and added by Vivan) from the hand, a card
 * discarded; the figure cards' actions spend their card without naming it; yielding is a button.
 */
export const tuffaSelection: SelectionRules<TuffaAction> = {
  picks: {
    glass: { cards: 'cards' },
    viktor: { spends: 'VIKTOR' },
    vivan: { cards: 'add', spends: 'VIVAN' },
    arrest: { spends: 'ARREST' },
    indrivaren: { spends: 'INDRIVAREN' },
    smockan: { spends: 'SMOCKAN' },
    yield: {},
    discard: { cards: 'card' },
  },
  asks: (sel) => {
    const figure = sel.cards.length === 1 ? FIGURES[sel.cards[0] as string] : undefined;
    return figure ? figure(sel.me, sel.players) : { type: 'glass', cards: [...sel.cards], group: null };
  },
};
