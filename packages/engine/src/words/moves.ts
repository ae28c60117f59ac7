import type { Text } from './lang';

/**
 * The kinds of move several games share, and the parts any move may add to its sentence (a suit
 * named, a call said, cards laid with it). Each game's own kinds are in its folder (GameWords.moves).
 */
export const SHARED_MOVE_WORDS = {
  play: { nb: 'Spill {cards}', sv: 'Spela {cards}', en: 'Play {cards}' },
  'play/short': { nb: 'Spill', sv: 'Spela', en: 'Play' },
  pass: { nb: 'Pass', sv: 'Passa', en: 'Pass' },
} as const satisfies Record<string, Text>;

/** Added to a move's sentence for what it carries besides its kind. */
export const MOVE_PARTS = {
  suit: { nb: 'og velg {suit}', sv: 'och välj {suit}', en: 'and name {suit}' },
  word: { nb: 'og si «{word}»', sv: 'och säg «{word}»', en: 'and say “{word}”' },
  add: { nb: 'og legg til {add}', sv: 'och lägg till {add}', en: 'and add {add}' },
} as const satisfies Record<string, Text>;
