import type { Seat } from '@kortbord/engine';
import type { Heuristic } from './heuristic-kit';
import type { RolloutPolicy, SearchOptions } from './ismcts';

/** How a game's hard search differs from the hard level's defaults (levels.ts HARD_SEARCH). */
export type HardSearch = Pick<
  SearchOptions,
  'root' | 'margin' | 'maxRolloutActions' | 'evaluate' | 'maxDepth'
> & {
  readonly rolloutEpsilon?: number;
  /**
   * The hard level's own play where it differs from medium's: the choice its search keeps unless it
   * finds a better one (its prior). Its own seat plays it in the rollouts through `stateRollout`.
   */
  readonly ownPlay?: Heuristic;
  /** The rollouts' play read from the state, where the searching seat plays otherwise than medium. */
  readonly stateRollout?: RolloutPolicy;
};

/**
 * Everything the bots know of one game, in the game's own folder (games/<id>/): one record per game
 * in games/index.ts, so a game without it fails the build. Who wins and which way points lean come
 * from the engine's ranking (outcome.ts), never from here.
 */
export interface GameBots {
  /** The tactics its players use, from the seat's view: easy's and medium's play, and the search's opponents'. */
  readonly heuristic: Heuristic;
  /**
   * The rollouts' play read from the determinized state the search plays out, where building each
   * seat's view per step costs more than the heuristic's choice is worth. Inside the search the state
   * is one sampled world, not the table's: reading it shows the bot nothing hidden.
   */
  readonly stateRollout: RolloutPolicy;
  /** What its hard search does otherwise than the defaults, for the searching seat `hero` (measured with bench-bots). */
  readonly hard: ((hero: Seat) => HardSearch) | null;
  /**
   * Where only placings count, the share of the search's reward that goes to first place alone (the
   * rest is linear in the place): going out first is what President and Idiot players play for.
   */
  readonly firstBonus: number;
  /**
   * How many rounds a match between bots (arena.ts) plays where the game has no end of its own
   * (President's matchOver never says over); null: to the game's own end.
   */
  readonly arenaRounds: number | null;
}
