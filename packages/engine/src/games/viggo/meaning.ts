import { playMeaning, type MeaningOf } from '../../meaning';
import type { ViggoOptions } from './options';
import type { ViggoAction } from './state';
import type { ViggoView } from './view';

/** What a Viggo move means to the people at the table (worded by VIGGO_WORDS.moves). */
export const viggoMeaning: MeaningOf<ViggoAction, ViggoView, ViggoOptions> = (a) => {
  switch (a.type) {
    case 'play':
      return playMeaning(a, undefined);
    case 'pass':
    case 'keep':
    case 'reject':
      return { kind: a.type };
    case 'take':
      return { kind: 'take', cards: [a.card] };
  }
};
