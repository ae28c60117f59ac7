import {
  fill,
  GAME_WORDS,
  isLang,
  LANGS,
  langOfLocales,
  type GameId,
  type Lang,
  type Params,
} from '@kortbord/engine';
import { TABLE_WORDS, type TableKey } from '@kortbord/words';

// The words live in the engine's catalogue (shared with the terminal); this is the web's handle on it.
export { isLang, LANGS, langOfLocales, type Lang };

export const LANG_NAMES: Record<Lang, string> = { nb: 'Norsk', sv: 'Svenska', en: 'English' };

export type Key = TableKey;

export const ALL_KEYS = Object.keys(TABLE_WORDS) as Key[];

/** The string for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export const translate = (lang: Lang, key: Key, params: Params = {}): string =>
  fill(TABLE_WORDS[key][lang], params);

export const hasKey = (key: string): key is Key => Object.prototype.hasOwnProperty.call(TABLE_WORDS, key);

export const GAME_TEXT = GAME_WORDS;

export const gameName = (id: GameId, lang: Lang): string => GAME_WORDS[id].name[lang];
