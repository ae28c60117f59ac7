import { HINT_TIME_MS, LEVELS, type BotInput, type Level } from '@kortbord/bots';
import type { BotAnswer, BotAsk } from './bot-worker';
import type { HintAnswer } from './hint-answer';

/** Asks a bot level for its choice: the index of the chosen action in `input.legal`. */
export type BotChooser = (level: Level, input: BotInput) => Promise<number>;

/** Asks for a hint: the analysis of the seat's input, actions named by their index in `input.legal`. */
export type HintAsker = (input: BotInput) => Promise<HintAnswer>;

export const isLevel = (v: unknown): v is Level => (LEVELS as readonly unknown[]).includes(v);

type Question = BotAsk extends infer A ? (A extends { id: number } ? Omit<A, 'id'> : never) : never;

/** The page's one bot worker, shared by the offline table's bots and its hints; null without workers. */
let shared: ((q: Question) => Promise<BotAnswer>) | null | undefined;
function pageWorker(): ((q: Question) => Promise<BotAnswer>) | null {
  if (shared !== undefined) return shared;
  if (typeof Worker === 'undefined') return (shared = null);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (shared = null);
  }
  let next = 1;
  const waiting = new Map<number, (a: BotAnswer) => void>();
  worker.onmessage = (e: MessageEvent<BotAnswer>) => {
    waiting.get(e.data.id)?.(e.data);
    waiting.delete(e.data.id);
  };
  return (shared = (q) =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      worker.postMessage({ ...q, id } as BotAsk);
    }));
}

/**
 * The real bots (random, easy, medium, hard, expert) in a Web Worker, one for the page. Null where the
 * browser has no module workers: the offline table then uses its simple bot.
 */
export function workerBots(timeMs = 250): BotChooser | null {
  const ask = pageWorker();
  if (!ask) return null;
  return async (level, input) => {
    const a = await ask({ kind: 'choose', level, input, seed: `local-${Math.random()}`, timeMs });
    return 'index' in a ? a.index : -1;
  };
}

/** Hints at the offline table, searched in the page's bot worker (the server's budget). */
export function workerHints(timeMs: number = HINT_TIME_MS): HintAsker | null {
  const ask = pageWorker();
  if (!ask) return null;
  return async (input) => {
    const a = await ask({ kind: 'analyse', input, seed: `hint-${Math.random()}`, timeMs });
    if (!('hint' in a)) throw new Error('error' in a ? a.error : 'the hint failed');
    return a.hint;
  };
}
