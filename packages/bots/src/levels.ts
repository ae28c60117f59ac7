import { getGame, type Action, type Rng } from '@kortbord/engine';
import type { Bot, BotInput, Budget, Level } from './bot';
import { heuristicFor, type Heuristic } from './heuristic';
import { idiotRollout } from './heuristic/idiot';
import { DEFAULT_BUDGET, ismctsSearch, type RolloutPolicy } from './ismcts';
import { randomBot } from './random';

/** How often the easy level plays a random legal action instead of the heuristic's. */
export const EASY_MISTAKES = 0.25;

const randomChoice: Heuristic = (input, rng) => randomBot.choose(input, rng);
const heuristicOf = (input: BotInput): Heuristic => heuristicFor(input.game) ?? randomChoice;

export const easyBot: Bot = {
  level: 'easy',
  choose: (input, rng) => (rng.int(1000) < EASY_MISTAKES * 1000 ? randomChoice : heuristicOf(input))(input, rng),
};

export const mediumBot: Bot = {
  level: 'medium',
  choose: (input, rng) => heuristicOf(input)(input, rng),
};

/**
 * Rollout policies per game where one plays better than uniform random for the time it costs. They
 * read only the legal actions (what the acting seat knows of its own options), never the state.
 */
const ROLLOUTS: Partial<Record<string, RolloutPolicy>> = {
  // Random Idiot rounds last thousands of actions (pick-ups); a sane policy ends them in a few hundred.
  // Some randomness keeps a rollout from cycling through the same pick-ups.
  idiot: (_game, _s, _seat, legal, rng) =>
    rng.int(8) === 0 ? (legal[rng.int(legal.length)] as Action) : idiotRollout(legal, 0),
};

/**
 * A rollout in which every seat plays its game's heuristic on its own view of the determinized state,
 * with a random action one time in `1 / epsilon`: the opponents the search expects play like people.
 */
export function heuristicRollout(input: BotInput, heuristic: Heuristic, epsilon: number): RolloutPolicy {
  const oneIn = epsilon > 0 ? Math.max(1, Math.round(1 / epsilon)) : 0;
  return (game, s, seat, legal, rng) => {
    if (legal.length === 1) return legal[0] as Action;
    if (oneIn && rng.int(oneIn) === 0) return legal[rng.int(legal.length)] as Action;
    return heuristic({ game: input.game, seat, options: input.options, view: game.view(s, seat), legal }, rng);
  };
}

const ROLLOUT_MODE = (process.env['KORTBORD_ROLLOUT'] ?? 'heuristic') as 'heuristic' | 'random';

export const hardBot: Bot = {
  level: 'hard',
  choose: (input, rng, budget = DEFAULT_BUDGET) => {
    const game = getGame(input.game);
    if (!game) throw new Error(`unknown game ${input.game}`);
    const h = heuristicFor(input.game);
    const rollout = ROLLOUT_MODE === 'heuristic' && h ? heuristicRollout(input, h, 0.1) : ROLLOUTS[input.game];
    const maxDepth = Number(process.env['KORTBORD_DEPTH'] ?? Infinity);
    return ismctsSearch(game, input, rng, budget, { ...(rollout ? { rollout } : {}), maxDepth }).action;
  },
};

export const BOTS: Readonly<Record<Level, Bot>> = { random: randomBot, easy: easyBot, medium: mediumBot, hard: hardBot };

/** The level's choice for the input: always one of `input.legal` (the very object). */
export function chooseAction(level: Level, input: BotInput, rng: Rng, budget?: Budget): Action {
  if (input.legal.length === 1) return input.legal[0] as Action;
  return BOTS[level].choose(input, rng, budget);
}
