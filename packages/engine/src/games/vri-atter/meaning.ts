import { playMeaning, type MeaningOf } from '../../meaning';
import type { VriAction } from './moves';
import type { VriOptions } from './options';
import type { VriView } from './view';

/**
 * What a Vri åtter move means to the people at the table (worded by VRI_WORDS.moves): a draw under a
 * penalty says how many cards it takes, a call says the table's own word.
 */
export const vriMeaning: MeaningOf<VriAction, VriView, VriOptions> = (a, { view, options }) => {
  switch (a.type) {
    case 'play':
      return playMeaning(a, options.callWord);
    case 'draw':
      return view && view.penalty > 0 ? { kind: 'draw-penalty', n: view.penalty } : { kind: 'draw' };
    case 'pass':
      return { kind: 'pass' };
    case 'knock':
      return { kind: 'knock', target: a.target };
    case 'suit':
      return { kind: 'suit', suit: a.suit };
  }
};
