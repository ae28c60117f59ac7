/**
 * The terminal's handle on the one catalogue of words: its own words (TERMINAL_WORDS) and the table's
 * (TABLE_WORDS) from packages/words, the games' and the codes' from the engine, in bokmål, Swedish and
 * English.
 */
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
import { TABLE_WORDS, TERMINAL_WORDS, type TableKey, type TerminalKey } from '@kortbord/words';

export { isLang, LANGS, type Lang };

export type WordKey = TerminalKey;

/** The terminal's words for `key` in `lang`, with `{name}` placeholders filled from `params`. */
export const t = (lang: Lang, key: WordKey, params: Params = {}): string =>
  fill(TERMINAL_WORDS[key][lang], params);

/** The table's words (shared with the web) for `key` in `lang`. */
export const tt = (lang: Lang, key: TableKey, params: Params = {}): string =>
  fill(TABLE_WORDS[key][lang], params);

/**
 * The language from the environment's locale, as a terminal program reads it: LC_ALL, then
 * LC_MESSAGES, then LANG; Norwegian (nb, nn, no) and Swedish are recognised, anything else is English.
 */
export function langFromEnv(env: NodeJS.ProcessEnv): Lang {
  return langOfLocales([env['LC_ALL'] || env['LC_MESSAGES'] || env['LANG'] || '']);
}

/** A game's name in the language, from the catalogue. */
export const gameName = (id: GameId, lang: Lang): string => GAME_WORDS[id].name[lang];
