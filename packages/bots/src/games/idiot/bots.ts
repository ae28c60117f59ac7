import type { GameBots } from '../../game-bots';
import { idiotHeuristic } from './heuristic';
import { idiotStateRollout } from './rollout';

/** Idiot's bots: the hard search as the defaults say; going out first is worth a bonus. */
export const IDIOT_BOTS: GameBots = {
  heuristic: idiotHeuristic,
  stateRollout: idiotStateRollout,
  hard: null,
  firstBonus: 0.5,
  arenaRounds: null,
};
