import type { GameBots } from '../../game-bots';
import { tuffaHardHeuristic, tuffaHeuristic } from './heuristic';
import { tuffaRolloutFor, tuffaStateRollout } from './rollout';

/**
 * Tuffa Viktor's bots. Hard plays its own style (tuffaHardHeuristic), lets its search overrule that
 * on any measured gain (margin 0), and plays no random moves in the rollouts.
 */
export const TUFFA_BOTS: GameBots = {
  heuristic: tuffaHeuristic,
  stateRollout: tuffaStateRollout,
  hard: (hero) => ({
    margin: 0,
    rolloutEpsilon: 0,
    ownPlay: tuffaHardHeuristic,
    stateRollout: tuffaRolloutFor(hero),
  }),
  firstBonus: 0,
  arenaRounds: null,
};
