import type { MeaningOf } from '../../meaning';
import type { TuffaAction } from './actions';
import type { TuffaOptions } from './options';
import type { TuffaView } from './view';

/**
 * What a Tuffa Viktor move means to the people at the table (worded by TUFFA_WORDS.moves). Groups
 * are counted from 1 as the table shows them; an Arrestering without a target is the answer to Vivan.
 */
export const tuffaMeaning: MeaningOf<TuffaAction, TuffaView, TuffaOptions> = (a, { view }) => {
  switch (a.type) {
    case 'glass':
      return a.group === null
        ? { kind: 'glass-new', cards: a.cards }
        : { kind: 'glass-add', cards: a.cards, group: a.group + 1 };
    case 'viktor':
      return { kind: 'viktor', group: a.group + 1 };
    case 'vivan':
      return {
        kind: a.into === null ? 'vivan-new' : 'vivan-into',
        target: a.target,
        group: a.group + 1,
        ...(a.into === null ? {} : { into: a.into + 1 }),
        ...(a.add.length ? { add: a.add } : {}),
      };
    case 'arrest':
      return view?.phase === 'answer' || a.target === undefined || a.group === undefined
        ? { kind: 'arrest-answer' }
        : { kind: 'arrest', target: a.target, group: a.group + 1 };
    case 'indrivaren':
    case 'smockan':
    case 'yield':
      return { kind: a.type };
    case 'discard':
      return { kind: 'discard', cards: [a.card] };
  }
};
