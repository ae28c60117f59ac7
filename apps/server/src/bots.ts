import { rngFromSeed, type Action } from '@kortbord/engine';
import { chooseAction, type BotInput, type Budget, type Level } from '@kortbord/bots';
import { createBotPool } from '@kortbord/bots/pool';
import { randomId } from './ids';

/** How the server asks a bot: one decision at a time. */
export interface BotDriver {
  readonly kind: 'pool' | 'in-process';
  choose(level: Level, input: BotInput, budget: Budget): Promise<Action>;
  close(): Promise<void>;
}

/** The bots' worker pool (thinking off the event loop), or in-process play with `workers` 0. */
export function createBotDriver(opts: { workers: number }): BotDriver {
  if (opts.workers <= 0) return inProcessDriver();
  const pool = createBotPool(opts.workers);
  return {
    kind: 'pool',
    choose: (level, input, budget) => pool.choose(level, input, budget),
    close: () => pool.close(),
  };
}

export function inProcessDriver(): BotDriver {
  return {
    kind: 'in-process',
    choose: async (level, input, budget) => chooseAction(level, input, rngFromSeed(randomId(8)), budget),
    close: async () => {},
  };
}
