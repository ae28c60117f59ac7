import { GAME_SETUP_WORDS, isLang, LANGS, langOfLocales, type GameId, type Lang } from '@kortbord/engine';

// The languages of the engine's catalogue (shared with the terminal); the words a page reads are
// its own import (i18n/front-words.ts, i18n/table-words.ts), so that no page carries all of them.
export { isLang, LANGS, langOfLocales, type Lang };

export const LANG_NAMES: Record<Lang, string> = { nb: 'Norsk', sv: 'Svenska', en: 'English' };

/** A game's name: from its setup words, which the front page's scripts carry (not all its words). */
export const gameName = (id: GameId, lang: Lang): string => GAME_SETUP_WORDS[id].name[lang];
