import type { Seat } from './game';

/**
 * What an action means to a person, as data: the game's own kind of move with its cards, the suit
 * it names, its call, its group and its target. Each game says what its actions mean in its own
 * folder (meaning.ts), as it says what happened in its events; the catalogue words both (sayMove),
 * so the web's buttons and hints and the terminal's menu read the same sentence.
 */
export interface Meaning {
  /** A key of the game's move words (GameWords.moves) or the shared ones (words/moves.ts). */
  readonly kind: string;
  readonly cards?: readonly string[];
  /** A suit named with the play (Vri åtter's eight). */
  readonly suit?: string;
  /** The last-card call said with the play: the table's word for it. */
  readonly word?: string;
  readonly target?: Seat;
  /** Groups counted from 1, as the table shows them. */
  readonly group?: number;
  readonly into?: number;
  /** Cards laid with the move besides its own (Vivan's additions). */
  readonly add?: readonly string[];
  /** A number the move is about: a face-down card's place, the penalty to draw. */
  readonly n?: number;
}

/**
 * What a game's meaning reads besides the action: the table's rules and, where the words depend on
 * the moment, the view of the position the action is taken in (null where none is at hand).
 */
export interface MeaningAt<V, O> {
  readonly view: V | null;
  readonly options: O;
}

export type MeaningOf<A, V, O> = (a: A, at: MeaningAt<V, O>) => Meaning;

/** The last-card call where a table has no word of its own (President's tough rules). */
export const LAST_CARD_CALL = 'ett kort igjen';

/** The fields every play may carry (PlayMarks), as its meaning has them. */
export const playMeaning = (
  a: { readonly cards: readonly string[]; readonly suit?: string; readonly call?: boolean },
  word: string | undefined,
): Meaning => ({
  kind: 'play',
  cards: a.cards,
  ...(a.suit ? { suit: a.suit } : {}),
  // Options read from JSON may lack the word; the call is then the one families say.
  ...(a.call === true ? { word: word ?? LAST_CARD_CALL } : {}),
});
