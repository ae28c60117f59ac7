/// <reference lib="webworker" />
import { chooseAction, EXPERT_BUDGET, type BotInput, type Level } from '@kortbord/bots';
import { rngFromSeed } from '@kortbord/engine';

/** A question to the bots: the seat's input (its own view and legal actions only) and its level. */
export interface BotAsk {
  readonly id: number;
  readonly level: Level;
  readonly input: BotInput;
  readonly seed: string;
  readonly timeMs: number;
}

// The offline table's bots think here, off the page's main thread: the hard level searches for a
// few hundred milliseconds, which would freeze the page.
self.onmessage = (e: MessageEvent<BotAsk>) => {
  const { id, level, input, seed, timeMs } = e.data;
  try {
    // Expert is hard with a longer think: the page's budget is hard's, so expert takes its own.
    const budget = { timeMs: level === 'expert' ? Math.max(timeMs, EXPERT_BUDGET.timeMs) : timeMs };
    const action = chooseAction(level, input, rngFromSeed(seed), budget);
    self.postMessage({ id, index: input.legal.indexOf(action) });
  } catch (err) {
    self.postMessage({ id, index: -1, error: (err as Error).message });
  }
};
