import type { GameId } from '@kortbord/engine';
import type { WordKey } from './words';

/** How a game's cards are typed at the prompt: the prompt's line and help's line on cards. */
export interface CardTyping {
  readonly prompt: WordKey;
  readonly help: WordKey;
}

/** Playing cards by rank and suit ("5h 5s", "8s hearts"). */
const FRENCH: CardTyping = { prompt: 'prompt', help: 'helpCards' };
/** Glass cards by value and figure cards by name ("g3 g4", "vivan"). */
const GLASS: CardTyping = { prompt: 'promptTuffa', help: 'helpTuffaCards' };

/** Each game's way of typing its cards: a game without its line fails the build. */
export const CARD_TYPING: Readonly<Record<GameId, CardTyping>> = {
  viggo: FRENCH,
  president: FRENCH,
  'vri-atter': FRENCH,
  idiot: FRENCH,
  'tuffa-viktor': GLASS,
  hjerterfri: FRENCH,
};
