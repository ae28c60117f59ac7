import { playMeaning, type MeaningOf } from '../../meaning';
import type { HjerterfriAction } from './actions';
import type { HjerterfriOptions } from './options';
import type { HjerterfriView } from './view';

/** What a Hjerterfri move means to the people at the table (worded by HJERTERFRI_WORDS.moves). */
export const hjerterfriMeaning: MeaningOf<HjerterfriAction, HjerterfriView, HjerterfriOptions> = (a) =>
  a.type === 'pass' ? { kind: 'pass-cards', cards: a.cards } : playMeaning(a, undefined);
