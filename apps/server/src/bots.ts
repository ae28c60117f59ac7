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
import { createBotPool, type Ask, type PoolOptions } from '@kortbord/bots/pool';
import { randomId } from './ids';

/** How the server asks a bot: one decision at a time; `ask.urgent` when people wait for it. */
export interface BotDriver {
  readonly kind: 'pool' | 'in-process';
  choose(level: Level, input: BotInput, budget: Budget, ask?: Ask): Promise<Action>;
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
    choose: (level, input, budget, ask) =>
      pool.choose(level, input, budget, undefined, fair ? ask : { ...ask, urgent: false }),
    analyse: (input, analyseOpts, ask) =>
      pool.analyse(input, analyseOpts, fair ? ask : { ...ask, urgent: false }),
    close: () => pool.close(),
  };
}

export function inProcessDriver(): BotDriver {
  return {
    kind: 'in-process',
    choose: async (level, input, budget) => chooseAction(level, input, rngFromSeed(randomId(8)), budget),
    analyse: async (input, opts) => analyse(input, opts),
    close: async () => {},
  };
}
