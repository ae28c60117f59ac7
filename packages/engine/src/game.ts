import type { Json } from './json';
import type { OptionSpecs } from './options';
import type { Result } from './result';
import type { Rng } from './rng';
import type { Seat } from './seat';
import type { Text } from './text';
import type { Reason } from './words/game-words';
import type { GameEvent } from './events';

// The one list of game ids (the wire's schemas use it too).
import { GAME_IDS, type GameId } from '@kortbord/protocol/games';
export { GAME_IDS, type GameId };
export type { Seat };

/** Actions are plain JSON, exactly as written in a game record (RECORD.md). */
export interface Action {
  readonly type: string;
}

export const PHASES = ['play', 'draft', 'exchange', 'arrange', 'answer', 'round-over'] as const;
export type Phase = (typeof PHASES)[number];

/** What a round needs to know to be dealt: the table, and how the previous round went. */
export interface RoundSetup<O> {
  readonly players: number;
  readonly options: O;
  readonly dealer: Seat;
  /** 1 for the first round. */
  readonly round: number;
  /** The previous round's result; null in the first round. */
  readonly previous: RoundResult | null;
  /** Match totals before this round. */
  readonly scores: readonly number[];
}

export interface RoundResult {
  /** Every seat once, best first; `placings[0]` is the round's winner (RECORD.md's `placings`). */
  readonly placings: readonly Seat[];
  /** Added to the match totals (`scores`). */
  readonly points: readonly number[];
  /** Game-specific facts the next round needs (President's roles), plain JSON. */
  readonly carry?: Json;
}

/**
 * How a game ranks a match (RULES.md): by the fewest total penalty points, by the most total
 * glasses, or by the last round's placings where no score decides (President, Idiot, Vri åtter
 * without `scoring`). standing.ts reads results with it.
 */
export type Ranking = 'fewest' | 'most' | 'placings';

/** Game-specific fields of a state or view: the common fields are added by the match layer. */
export interface GameView {
  readonly phase: Phase;
  readonly toAct: readonly Seat[];
  /** Seats in finishing order so far this round. */
  readonly placings: readonly Seat[];
  /** Per seat: `hand` (codes) where visible, `handCount` where hidden, plus game fields. */
  readonly seats: readonly { readonly [key: string]: Json }[];
  readonly [key: string]: Json;
}

/** Random events: the round waits in a chance node until an outcome is applied. */
export interface ChanceRules<S, C> {
  /** True when the state waits for a random outcome (then `toAct` is empty). */
  due(s: S): boolean;
  /** Reads a record's chance entry; `malformed` or `illegal` when it cannot happen here. */
  parse(raw: unknown, s: S): Result<C>;
  sample(s: S, rng: Rng): C;
  apply(s: S, c: C): S;
  toJson(c: C): Json;
}

/**
 * What setting up a table needs of a game: its names, table sizes, house rules and presets, in each
 * game's options.ts without its rules, so that the front page's pickers load these alone (a few KB
 * instead of every game's rules). The game itself (below) is built from the same object.
 */
export interface GameSetup<O> {
  readonly id: GameId;
  readonly name: Text;
  /** The card on the game's tile on the front page (a card code): its most telling card. */
  readonly icon: string;
  readonly minPlayers: number;
  maxPlayers(options: O): number;
  readonly options: OptionSpecs<O>;
  readonly presets: Readonly<Record<string, Partial<O>>>;
  /** Presets whose values depend on the table size (crazy-eights' hand size). */
  presetFor?(preset: string, players: number): Partial<O>;
  /** Checks between options, or between options and the table size: the reason when wrong. */
  checkOptions?(options: O, players: number): Reason | null;
}

/**
 * The contract every game implements, in its own folder under games/<id>/.
 * S: the round's state (plain data, never mutated: `apply` returns a new one).
 * A: actions, plain JSON as in the record. O: options. D: a deal layout. C: chance outcomes.
 * V: a seat's (or a spectator's) view, plain JSON and everything `determinize` needs.
 */
export interface Game<
  S,
  A extends Action,
  O,
  D,
  C = never,
  V extends GameView = GameView,
> extends GameSetup<O> {
  /** Reads a record's deal: `bad-deal` when it is not a full, duplicate-free deck. */
  parseDeal(raw: unknown, setup: RoundSetup<O>): Result<D>;
  randomDeal(setup: RoundSetup<O>, rng: Rng): D;
  dealToJson(deal: D): Json;
  setup(setup: RoundSetup<O>, deal: D): S;

  /** Seats that act now (several at once in Idiot's arrange step). Empty while chance is due. */
  toAct(s: S): readonly Seat[];
  /** Every legal action of the seat, in a stable order; knocks included for a seat not in toAct. */
  legalActions(s: S, seat: Seat): readonly A[];
  /** Actions that may be taken by a seat not in toAct (Vri åtter's knock). */
  outOfTurn?(a: A): boolean;
  /**
   * Reads an action from JSON: `malformed` for a bad shape, an unknown type or card, or a card the
   * seat does not hold. Says nothing about legality.
   */
  parseAction(raw: unknown, s: S, seat: Seat): Result<A>;
  /** A canonical string per action: equal actions, equal keys (cards sorted where order is free). */
  actionKey(a: A): string;
  /**
   * Why an action that is not among the legal ones is refused: a code of the game's words (or the
   * shared reasons) with its parameters, for the catalogue to put in the player's language.
   */
  explain(s: S, seat: Seat, a: A): Reason;
  /** Unchecked: trusts that the action is legal. Returns a new state; never mutates `s`. */
  apply(s: S, seat: Seat, a: A): S;
  readonly chance?: ChanceRules<S, C>;

  /**
   * What an applied entry meant at the table: public events, with the cards only some seats may
   * see marked as theirs (an exchange, a draw, Indrivaren's take). `seat` is null for a chance outcome.
   */
  events(before: S, seat: Seat | null, entry: A | C, after: S): GameEvent[];
  /** Events of a fresh deal (President's automatic exchange). */
  dealt?(s: S): GameEvent[];
  /** The finished round's result, or null while it goes on. */
  roundResult(s: S): RoundResult | null;
  /** True when the match is over after these totals and this many finished rounds. */
  matchOver(scores: readonly number[], rounds: number, options: O): boolean;
  /** How the match ranks the seats (standing.ts). */
  ranking(options: O): Ranking;
  /**
   * The titles a finished round gives, per seat (null: none), from its complete placings: President's
   * president, vice-president, vice-boms and boms, Idiot's idiot. Codes the catalogue names.
   */
  titles?(placings: readonly Seat[], options: O): readonly (string | null)[];

  /**
   * Why `best` is a good move, in card terms (the hint's and the coach's reason): codes of the
   * catalogue's WHY_WORDS with their parameters, strongest first, found by comparing it with the
   * `others` legal moves of the same search in the seat's own view. Empty when no reason the game
   * knows applies; the figures then speak alone.
   */
  why(view: V, seat: Seat, best: A, others: readonly A[]): readonly Reason[];

  /** What `seat` may see (null: a spectator). Never holds a card the seat may not see. */
  view(s: S, seat: Seat | null): V;
  /** Everything, nothing hidden: `kortbord replay` without --seat. */
  fullView(s: S): GameView;
  /**
   * A full state consistent with everything `seat` knows (its view, which carries what it has
   * seen), with the unseen cards dealt at random. For ISMCTS.
   */
  determinize(view: V, seat: Seat, rng: Rng): S;
  /** Every card in the state, as codes, for the conservation property. */
  cards(s: S): string[];
}

// The registry holds games of different type parameters side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameSetup = GameSetup<any>;
