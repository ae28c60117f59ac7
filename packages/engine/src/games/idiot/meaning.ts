import { playMeaning, type MeaningOf } from '../../meaning';
import type { IdiotAction } from './actions';
import type { IdiotOptions } from './options';
import type { IdiotView } from './view';

/** What an Idiot move means to the people at the table (worded by IDIOT_WORDS.moves). */
export const idiotMeaning: MeaningOf<IdiotAction, IdiotView, IdiotOptions> = (a) => {
  switch (a.type) {
    case 'arrange':
      return { kind: 'arrange', cards: a.faceUp };
    case 'play':
      return playMeaning(a, undefined);
    case 'flip':
      return { kind: 'flip', n: a.index + 1 };
    case 'pickup':
      return a.faceUp === undefined ? { kind: 'pickup' } : { kind: 'pickup-face-up', cards: [a.faceUp] };
    case 'chance':
      return { kind: 'chance' };
  }
};
