import type { Params, Text } from './lang';

/** Why an action is refused: a code from the game's (or the match's) reasons, and its parameters. */
export interface Reason<C extends string = string> {
  readonly code: C;
  readonly params?: Params;
}

export const reason = <C extends string>(code: C, params?: Params): Reason<C> =>
  params ? { code, params } : { code };

/** An option's words: a short label for the control and a sentence saying what it does. */
export interface OptionWords {
  readonly label: Text;
  readonly describe: Text;
}

/** Value names: required for a choice among words, optional for numbers (they read as themselves). */
type ValueWords<V> = [V] extends [boolean]
  ? unknown
  : [V] extends [number]
    ? { readonly values?: Readonly<Partial<Record<`${V}`, Text>>> }
    : [V] extends [string | number]
      ? { readonly values: Readonly<Record<`${V}`, Text>> }
      : unknown;

export type OptionsWords<O> = { readonly [K in keyof O]-?: OptionWords & ValueWords<O[K]> };

/**
 * What a game says before a table is made (its name, how-to, house rules, presets and the refusals of
 * its option checks): the front page's share of its words, in the game's own `setup-words.ts`.
 */
export interface GameSetupWords<
  O = Record<string, unknown>,
  P extends string = string,
  C extends string = string,
> {
  readonly name: Text;
  /** The front page's short how-to for the default rules. */
  readonly howTo: Text;
  readonly options: OptionsWords<O>;
  readonly presets: Readonly<Record<P, Text>>;
  /** The refusals `checkOptions` gives (a subset of `reasons`), said as the options are chosen. */
  readonly checks: Readonly<Record<C, Text>>;
}

/**
 * Everything a game says to the people at the table, in its own folder: typed against its options,
 * presets and refusal codes, so a missing word fails the build.
 */
export interface GameWords<
  O = Record<string, unknown>,
  P extends string = string,
  R extends string = string,
> extends GameSetupWords<O, P> {
  readonly reasons: Readonly<Record<R, Text>>;
  /** The log's sentences for the game's own event kinds (the kinds several games share are shared). */
  readonly events: Readonly<Record<string, Text>>;
  /** The titles its standings give (Game.titles: president, boms, idiot), as a result reads them. */
  readonly titles: Readonly<Record<string, Text>>;
  /**
   * What its own kinds of move are (meaning.ts gives the kind), as a button, a hint and the terminal's
   * menu say them; `kind/short` is the button beside the cards the player selected, where it differs.
   */
  readonly moves: Readonly<Record<string, Text>>;
  /**
   * The table's own words for this game, for the web's and the terminal's renderers of its middle and
   * seats (Hjerterfri's passing and trick); empty where the shared table words say everything.
   * Typed by name through gameWords(id).
   */
  readonly table: Readonly<Record<string, Text>>;
}

/** The setup catalogue's view of any game's setup words. */
export interface AnySetupWords {
  readonly name: Text;
  readonly howTo: Text;
  readonly options: Readonly<
    Record<string, OptionWords & { readonly values?: Readonly<Partial<Record<string, Text>>> }>
  >;
  readonly presets: Readonly<Record<string, Text>>;
  readonly checks: Readonly<Record<string, Text>>;
}

/** The catalogue's view of any game's words. */
export interface AnyGameWords extends AnySetupWords {
  readonly reasons: Readonly<Record<string, Text>>;
  readonly events: Readonly<Record<string, Text>>;
  readonly titles: Readonly<Record<string, Text>>;
  readonly moves: Readonly<Record<string, Text>>;
  readonly table: Readonly<Record<string, Text>>;
}

/**
 * When a card's rule is in force: the option it needs and the values it needs (`is`) or may not
 * have (`not`). Typed against the game's options, so a renamed option or value fails the build.
 */
export type CardRuleWhen<O> = {
  readonly [K in keyof O & string]: {
    readonly option: K;
    readonly is?: readonly O[K][];
    readonly not?: readonly O[K][];
  };
}[keyof O & string];

/**
 * What a special card does, with one example, for the rules page; in each game's folder
 * (games/<id>/card-rules.ts), typed against its options. `when` names the option (and value) the
 * card's rule needs, so the page lists only the rules in force at the table.
 */
export interface CardRuleOf<O> {
  readonly what: Text;
  readonly does: Text;
  readonly example: Text;
  readonly when?: CardRuleWhen<O>;
}

/** Any game's card rule, as the rules page reads it. */
export interface CardRule {
  readonly what: Text;
  readonly does: Text;
  readonly example: Text;
  readonly when?: {
    readonly option: string;
    readonly is?: readonly unknown[];
    readonly not?: readonly unknown[];
  };
}
