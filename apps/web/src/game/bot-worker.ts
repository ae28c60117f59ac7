/// <reference lib="webworker" />
import { analyse, chooseAction, coachRecord, EXPERT_BUDGET, type BotInput, type Level } from '@kortbord/bots';
import { rngFromSeed, type Json } from '@kortbord/engine';
import { hintAnswer, type HintAnswer } from './hint-answer';

/**
 * A question to the bots: the seat's input (its own view and legal actions only) and, for a move,
 * its level; for a hint, the analysis of every legal action (analyse.ts) under the same budget.
 */
export type BotAsk =
  | {
      readonly id: number;
      readonly kind?: 'choose';
      readonly level: Level;
      readonly input: BotInput;
      readonly seed: string;
      readonly timeMs: number;
    }
  | {
      readonly id: number;
      readonly kind: 'analyse';
      readonly input: BotInput;
      readonly seed: string;
      readonly timeMs: number;
    };

/** A record for the coach (an offline table's review): the seats to judge. */
export interface CoachAsk {
  readonly kind: 'coach';
  readonly id: number;
  readonly doc: Json;
  readonly seats?: readonly number[];
}

export type BotAnswer =
  | { readonly id: number; readonly index: number; readonly error?: string }
  | { readonly id: number; readonly hint: HintAnswer }
  | { readonly id: number; readonly error: string };

// The offline table's bots think here, off the page's main thread: the hard level searches for a
// few hundred milliseconds, which would freeze the page. The coach of a record kept in the browser
// runs here too, telling its progress as it goes.
self.onmessage = (e: MessageEvent<BotAsk | CoachAsk>) => {
  const ask = e.data;
  if (ask.kind === 'coach') {
    const r = coachRecord(ask.doc, ask.seats ? { seats: ask.seats } : {}, (done, total, mark) =>
      self.postMessage({ id: ask.id, progress: { done, total, ...(mark ? { mark } : {}) } }),
    );
    self.postMessage(r.ok ? { id: ask.id, report: r.report } : { id: ask.id, error: r.error.code });
    return;
  }
  const { id, input, seed, timeMs } = ask;
  try {
    if (ask.kind === 'analyse') {
      const hint = hintAnswer(input, analyse(input, { seed, timeMs, halving: true }));
      self.postMessage({ id, hint } satisfies BotAnswer);
      return;
    }
    // Expert is hard with a longer think: the page's budget is hard's, so expert takes its own.
    const level = ask.level;
    const budget = { timeMs: level === 'expert' ? Math.max(timeMs, EXPERT_BUDGET.timeMs) : timeMs };
    const action = chooseAction(level, input, rngFromSeed(seed), budget);
    self.postMessage({ id, index: input.legal.indexOf(action) } satisfies BotAnswer);
  } catch (err) {
    self.postMessage({ id, index: -1, error: (err as Error).message } satisfies BotAnswer);
  }
};
