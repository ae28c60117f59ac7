import { GAME_WORDS, isLang, LANGS, langOfLocales, type GameId, type Lang } from '@kortbord/engine';

// The languages of the engine's catalogue (shared with the terminal); the words a page reads are
// its own import (i18n/front-words.ts, i18n/table-words.ts), so that no page carries all of them.
export { isLang, LANGS, langOfLocales, type Lang };

export const LANG_NAMES: Record<Lang, string> = { nb: 'Norsk', sv: 'Svenska', en: 'English' };

export const GAME_TEXT = GAME_WORDS;

export const gameName = (id: GameId, lang: Lang): string => GAME_WORDS[id].name[lang];
