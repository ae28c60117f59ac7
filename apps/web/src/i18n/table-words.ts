import type { Params } from '@kortbord/engine';
import { TABLE_WORDS, type TableKey } from '@kortbord/words';
import { sayIn, useWords } from './lang';
import type { Lang } from './strings';

/**
 * The whole catalogue of the apps' words (TABLE_WORDS): what the table, the review, the rules, the
 * history and today's deal read. Never imported by the front page's code (front-words.test.ts): its
 * chunk would carry every page's words.
 */
export type Key = TableKey;

export const ALL_KEYS = Object.keys(TABLE_WORDS) as Key[];

/** The string for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export const translate = (lang: Lang, key: Key, params: Params = {}): string =>
  sayIn(TABLE_WORDS, lang, key, params);

export const hasKey = (key: string): key is Key => Object.prototype.hasOwnProperty.call(TABLE_WORDS, key);

/** The language and `t` over the whole catalogue. */
export const useTableWords = () => useWords(TABLE_WORDS);

/** The `t` of useTableWords, for helpers that are handed it. */
export type TableSay = ReturnType<typeof useTableWords>['t'];
