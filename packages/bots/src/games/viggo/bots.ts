import type { GameBots } from '../../game-bots';
import { viggoHeuristic } from './heuristic';
import { viggoRollout } from './rollout';

/** Viggo's bots: the hard search as the defaults say; penalty points make first place no bonus. */
export const VIGGO_BOTS: GameBots = {
  heuristic: viggoHeuristic,
  stateRollout: viggoRollout,
  hard: null,
  firstBonus: 0,
  arenaRounds: null,
};
