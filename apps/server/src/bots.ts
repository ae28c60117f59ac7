import { rngFromSeed, type Action } from '@kortbord/engine';
import {
  analyse,
  chooseAction,
  type Analysis,
  type AnalyseOptions,
  type BotInput,
  type Budget,
  type Level,
} from '@kortbord/bots';
import { createBotPool, Overdue, type Ask, type PoolOptions } from '@kortbord/bots/pool';
import { sha256 } from './ids';

/**
 * A bot decision's seed: a function of the match's secret seed (which fixes the deal), the version it
 * answers (the moves so far) and the seat. Two tables dealt alike where the same moves were made meet
 * the same bot (by rollouts; a time budget still depends on the machine). The match seed never leaves
 * the server before the match ends, so nobody can foresee a bot's draw.
 */
export const decisionSeed = (matchSeed: string | null, version: number, seat: number): string =>
  sha256(`bot:${matchSeed ?? ''}:${version}:${seat}`);

/**
 * How the server asks a bot: one decision at a time; `ask.urgent` when people wait for it. `seed`
 * keys the bot's randomness (decisionSeed): with a budget of rollouts rather than time, the same
 * position and seed give the same move.
 */
export interface BotDriver {
  readonly kind: 'pool' | 'in-process';
  choose(level: Level, input: BotInput, budget: Budget, seed: string, ask?: Ask): Promise<Action>;
  /** Every legal action of the input valued (the hint's and the coach's search). */
  analyse(input: BotInput, opts: AnalyseOptions, ask?: Ask): Promise<Analysis>;
  close(): Promise<void>;
}

/**
 * The bots' worker pool (thinking off the event loop), or in-process play with `workers` 0. With
 * `fair` (the default) decisions people wait for go first, and with two workers or more one is kept
 * for them: ten busy tables of bots alone cannot make a person wait for a bot.
 */
export function createBotDriver(opts: {
  workers: number;
  fair?: boolean;
  observe?: PoolOptions['observe'];
}): BotDriver {
  if (opts.workers <= 0) return inProcessDriver();
  const fair = opts.fair ?? true;
  const pool = createBotPool(opts.workers, {
    reserve: fair && opts.workers >= 2 ? 1 : 0,
    ...(opts.observe ? { observe: opts.observe } : {}),
  });
  return {
    kind: 'pool',
    choose: (level, input, budget, seed, ask) =>
      pool
        .choose(level, input, budget, seed, fair ? ask : { ...ask, urgent: false, hint: false })
        .catch((e) => {
          // Still waiting for a worker when the answer was due (issue 38): the game's heuristic, at once.
          if (e instanceof Overdue) return chooseAction(unsearched(level), input, rngFromSeed(seed));
          throw e;
        }),
    analyse: (input, analyseOpts, ask) =>
      pool.analyse(input, analyseOpts, fair ? ask : { ...ask, urgent: false, hint: false }),
    close: () => pool.close(),
  };
}

/** What a level plays without a search: its own choice when it does not search, else the heuristic. */
export const unsearched = (level: Level): Level =>
  level === 'hard' || level === 'expert' ? 'medium' : level;

export function inProcessDriver(): BotDriver {
  return {
    kind: 'in-process',
    choose: async (level, input, budget, seed) => chooseAction(level, input, rngFromSeed(seed), budget),
    analyse: async (input, opts) => analyse(input, opts),
    close: async () => {},
  };
}
