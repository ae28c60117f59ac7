import type { Action, GameId, GameView, Json, Rng, Seat } from '@kortbord/engine';

/**
 * Everything a bot may know: its seat's view (which carries what the seat has seen) and the legal
 * actions. There is deliberately no state here: a bot cannot see a hidden card, because none reaches it.
 */
export interface BotInput<V extends GameView = GameView, A extends Action = Action> {
  readonly game: GameId;
  readonly seat: Seat;
  readonly options: Json;
  readonly view: V;
  /** The seat's legal actions, as the engine lists them. Never empty when a bot is asked. */
  readonly legal: readonly A[];
  /** The match around the round, all public: how many seats, which round, totals before it. */
  readonly match?: MatchContext;
}

export interface MatchContext {
  readonly players: number;
  readonly round: number;
  readonly dealer: Seat;
  readonly scores: readonly number[];
}

export const LEVELS = ['random', 'easy', 'medium', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export interface Budget {
  /** ISMCTS iterations at most. */
  readonly iterations?: number;
  /** Thinking time at most, in milliseconds. */
  readonly timeMs?: number;
}

export interface Bot {
  readonly level: Level;
  choose(input: BotInput, rng: Rng, budget?: Budget): Action;
}
