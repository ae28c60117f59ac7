import type { GameId } from '@kortbord/engine';
import type { GameBots } from '../game-bots';
import { IDIOT_BOTS } from './idiot/bots';
import { PRESIDENT_BOTS } from './president/bots';
import { TUFFA_BOTS } from './tuffa-viktor/bots';
import { VIGGO_BOTS } from './viggo/bots';
import { VRI_BOTS } from './vri-atter/bots';
import { HJERTERFRI_BOTS } from './hjerterfri/bots';

/** Each game's bots (games/<id>/bots.ts): a game missing here fails the build. */
export const GAME_BOTS: Readonly<Record<GameId, GameBots>> = {
  viggo: VIGGO_BOTS,
  president: PRESIDENT_BOTS,
  'vri-atter': VRI_BOTS,
  idiot: IDIOT_BOTS,
  'tuffa-viktor': TUFFA_BOTS,
  hjerterfri: HJERTERFRI_BOTS,
};

/** The game's heuristic: the tactics its players use, read from the seat's view alone. */
export const heuristicFor = (game: GameId) => GAME_BOTS[game].heuristic;
