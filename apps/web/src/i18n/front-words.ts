import type { Params } from '@kortbord/engine';
import { FRONT_PAGE_WORDS, type FrontKey } from '@kortbord/words';
import { sayIn, useWords } from './lang';
import type { Lang } from './strings';

/**
 * The front page's words (FRONT_PAGE_WORDS) and the frame's around every page: all that the front
 * page's code and the first script read, so their chunks carry these and not the whole catalogue
 * (issue 36). A key the front's code asks for that is not here is a type error.
 */
export const useFrontWords = () => useWords(FRONT_PAGE_WORDS);

export const sayFront = (lang: Lang, key: FrontKey, params: Params = {}): string =>
  sayIn(FRONT_PAGE_WORDS, lang, key, params);

/** The `t` of useFrontWords, for helpers that are handed it. */
export type FrontSay = ReturnType<typeof useFrontWords>['t'];
