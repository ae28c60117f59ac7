import type { GameBots } from '../../game-bots';
import { vriHardHeuristic, vriHeuristic } from './heuristic';
import { vriRollout, vriRolloutFor, vriWinPlayoutFor } from './rollout';

/**
 * Vri åtter's bots. Hard plays its own style (vriHardHeuristic) and judges a position by playing it
 * out to the win from the first move on (no cut-off rollouts), with no random moves in the rollouts.
 */
export const VRI_BOTS: GameBots = {
  heuristic: vriHeuristic,
  stateRollout: vriRollout,
  hard: (hero) => ({
    maxRolloutActions: 0,
    evaluate: vriWinPlayoutFor(hero),
    rolloutEpsilon: 0,
    ownPlay: vriHardHeuristic,
    stateRollout: vriRolloutFor(hero),
  }),
  firstBonus: 0,
  arenaRounds: null,
};
