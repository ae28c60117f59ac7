import { getGame, type Action, type Rng } from '@kortbord/engine';
import type { Bot, BotInput, Budget, Level } from './bot';
import type { HardSearch } from './game-bots';
import { GAME_BOTS } from './games';
import type { Heuristic } from './heuristic-kit';
import { DEFAULT_BUDGET, ismctsSearch, type RolloutPolicy, type SearchOptions } from './ismcts';
import { roundReward } from './outcome';
import { randomBot } from './random';

/** How often the easy level plays a random legal action instead of the heuristic's. */
export const EASY_MISTAKES = 0.25;

const randomChoice: Heuristic = (input, rng) => randomBot.choose(input, rng);
const heuristicOf = (input: BotInput): Heuristic => GAME_BOTS[input.game].heuristic;

export const easyBot: Bot = {
  level: 'easy',
  choose: (input, rng) =>
    (rng.int(1000) < EASY_MISTAKES * 1000 ? randomChoice : heuristicOf(input))(input, rng),
};

export const mediumBot: Bot = {
  level: 'medium',
  choose: (input, rng) => heuristicOf(input)(input, rng),
};

/**
 * A rollout in which every seat plays its game's heuristic on its own view of the determinized state,
 * with a random action one time in `1 / epsilon`: the opponents the search expects play like people.
 */
export function heuristicRollout(
  input: BotInput,
  heuristic: Heuristic,
  epsilon: number,
  onState: RolloutPolicy | undefined = GAME_BOTS[input.game].stateRollout,
): RolloutPolicy {
  const oneIn = epsilon > 0 ? Math.max(1, Math.round(1 / epsilon)) : 0;
  return (game, s, seat, legal, rng) => {
    if (legal.length === 1) return legal[0] as Action;
    if (oneIn && rng.int(oneIn) === 0) return legal[rng.int(legal.length)] as Action;
    if (onState) return onState(game, s, seat, legal, rng);
    return heuristic(
      { game: input.game, seat, options: input.options, view: game.view(s, seat), legal },
      rng,
    );
  };
}

/** How the hard level searches; the defaults of `ismctsSearch` where a field is absent. */
export const HARD_SEARCH = {
  root: 'sweep',
  rolloutEpsilon: 0.05,
  margin: 1,
} as const;

/**
 * Hard: ISMCTS from the seat's view. Measured at about 100 ms per decision, the flat "sweep" (every
 * root action played out on the same deals, the worse half dropped as it goes) with the heuristic as
 * rollout policy beats the full tree, whose first plies spend the few iterations on opponents'
 * untried moves. The heuristic's own choice stands unless the search finds one clearly better.
 */
export const hardBot: Bot = {
  level: 'hard',
  choose: (input, rng, budget = DEFAULT_BUDGET) => {
    const game = getGame(input.game);
    if (!game) throw new Error(`unknown game ${input.game}`);
    const settings = GAME_BOTS[input.game].hard?.(input.seat);
    const prior = (settings?.ownPlay ?? heuristicOf(input))(input, rng);
    return ismctsSearch(game, input, rng, budget, { ...searchFrom(input, settings), prior }).action;
  },
};

/**
 * The hard level's search settings for the input's game, with its rollout policy (HARD_SEARCH and
 * the game's own changes): what the hard bot plays out, and what the coach judges by (analyse.ts).
 */
export const hardSearchFor = (input: BotInput): SearchOptions =>
  searchFrom(input, GAME_BOTS[input.game].hard?.(input.seat));

function searchFrom(input: BotInput, settings: HardSearch | undefined): SearchOptions {
  const {
    rolloutEpsilon,
    stateRollout,
    ownPlay: _ownPlay,
    ...search
  } = {
    ...HARD_SEARCH,
    stateRollout: undefined,
    ...settings,
  };
  // An absent stateRollout leaves heuristicRollout's default: the game's own stateRollout.
  return {
    ...search,
    rollout: heuristicRollout(input, heuristicOf(input), rolloutEpsilon, stateRollout),
    reward: roundReward(input.game, input.options, GAME_BOTS[input.game].firstBonus),
  };
}

/** Expert's thinking when the caller sets none: about a second (hard's is DEFAULT_BUDGET, 90 ms). */
export const EXPERT_BUDGET: Required<Budget> = { iterations: 100_000, timeMs: 1000 };

/**
 * Expert: hard's search with a longer budget, about one second a decision (the coach's hints use it).
 * A caller's budget (the server's pacing) still bounds it.
 */
export const expertBot: Bot = {
  level: 'expert',
  choose: (input, rng, budget = EXPERT_BUDGET) => hardBot.choose(input, rng, budget),
};

export const BOTS: Readonly<Record<Level, Bot>> = {
  random: randomBot,
  easy: easyBot,
  medium: mediumBot,
  hard: hardBot,
  expert: expertBot,
};

/** The level's choice for the input: always one of `input.legal` (the very object). */
export function chooseAction(level: Level, input: BotInput, rng: Rng, budget?: Budget): Action {
  if (input.legal.length === 1) return input.legal[0] as Action;
  return BOTS[level].choose(input, rng, budget);
}
