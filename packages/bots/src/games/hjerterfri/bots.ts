import type { GameBots } from '../../game-bots';
import { hjerterfriHeuristic } from './heuristic';
import { hjerterfriRollout } from './rollout';

/** Hjerterfri's bots: the hard search as the defaults say; penalty points make first place no bonus. */
export const HJERTERFRI_BOTS: GameBots = {
  heuristic: hjerterfriHeuristic,
  stateRollout: hjerterfriRollout,
  hard: null,
  firstBonus: 0,
  arenaRounds: null,
};
