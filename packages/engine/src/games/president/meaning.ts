import { LAST_CARD_CALL, playMeaning, type MeaningOf } from '../../meaning';
import type { PresidentOptions } from './options';
import type { PresidentAction } from './state';
import type { PresidentView } from './view';

/** What a President move means to the people at the table (worded by PRESIDENT_WORDS.moves). */
export const presidentMeaning: MeaningOf<PresidentAction, PresidentView, PresidentOptions> = (a) => {
  switch (a.type) {
    case 'play':
      return playMeaning(a, LAST_CARD_CALL);
    case 'pass':
      return { kind: 'pass' };
    case 'give':
      return { kind: 'give', cards: a.cards };
  }
};
