import type { GameBots } from '../../game-bots';
import { presidentHeuristic } from './heuristic';
import { presidentRollout } from './rollout';

/** President's bots: the hard search as the defaults say; going out first (president) is worth a bonus. */
export const PRESIDENT_BOTS: GameBots = {
  heuristic: presidentHeuristic,
  stateRollout: presidentRollout,
  hard: null,
  firstBonus: 0.5,
  // No end of its own: five rounds make a bots' match.
  arenaRounds: 5,
};
