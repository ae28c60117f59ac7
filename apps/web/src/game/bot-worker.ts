/// <reference lib="webworker" />
import { chooseAction, coachRecord, type BotInput, type Level } from '@kortbord/bots';
import { rngFromSeed, type Json } from '@kortbord/engine';

/** A question to the bots: the seat's input (its own view and legal actions only) and its level. */
export interface BotAsk {
  readonly id: number;
  readonly level: Level;
  readonly input: BotInput;
  readonly seed: string;
  readonly timeMs: number;
}

/** A record for the coach (an offline table's review): the seats to judge. */
export interface CoachAsk {
  readonly kind: 'coach';
  readonly id: number;
  readonly doc: Json;
  readonly seats?: readonly number[];
}

// The offline table's bots think here, off the page's main thread: the hard level searches for a
// few hundred milliseconds, which would freeze the page. The coach of a record kept in the browser
// runs here too, telling its progress as it goes.
self.onmessage = (e: MessageEvent<BotAsk | CoachAsk>) => {
  const ask = e.data;
  if ('kind' in ask) {
    const r = coachRecord(ask.doc, ask.seats ? { seats: ask.seats } : {}, (done, total) =>
      self.postMessage({ id: ask.id, progress: { done, total } }),
    );
    self.postMessage(r.ok ? { id: ask.id, report: r.report } : { id: ask.id, error: r.error.code });
    return;
  }
  const { id, level, input, seed, timeMs } = ask;
  try {
    const action = chooseAction(level, input, rngFromSeed(seed), { timeMs });
    self.postMessage({ id, index: input.legal.indexOf(action) });
  } catch (err) {
    self.postMessage({ id, index: -1, error: (err as Error).message });
  }
};
