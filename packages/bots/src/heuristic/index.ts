import type { Action, GameId, Rng } from '@kortbord/engine';
import type { BotInput } from '../bot';
import { idiotHeuristic } from './idiot';
import { presidentHeuristic } from './president';
import { tuffaHeuristic } from './tuffa-viktor';
import { viggoHeuristic } from './viggo';
import { vriHeuristic } from './vri-atter';

/** A game's heuristic: the tactics its players use, read from the seat's view alone. */
export type Heuristic = (input: BotInput, rng: Rng) => Action;

const HEURISTICS: Partial<Record<GameId, Heuristic>> = {
  viggo: viggoHeuristic,
  president: presidentHeuristic,
  idiot: idiotHeuristic,
  'vri-atter': vriHeuristic,
  'tuffa-viktor': tuffaHeuristic,
};

/** The game's heuristic, or null while the game has none. */
export const heuristicFor = (game: GameId): Heuristic | null => HEURISTICS[game] ?? null;
