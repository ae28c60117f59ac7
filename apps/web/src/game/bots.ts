import { LEVELS, type BotInput, type Level } from '@kortbord/bots';
import type { BotAsk } from './bot-worker';

/** Asks a bot level for its choice: the index of the chosen action in `input.legal`. */
export type BotChooser = (level: Level, input: BotInput) => Promise<number>;

export const isLevel = (v: unknown): v is Level => (LEVELS as readonly unknown[]).includes(v);

/**
 * The real bots (random, easy, medium, hard, expert) in a Web Worker, one for the page. Null where the
 * browser has no module workers: the offline table then uses its simple bot.
 */
export function workerBots(timeMs = 250): BotChooser | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  let next = 1;
  const waiting = new Map<number, (index: number) => void>();
  worker.onmessage = (e: MessageEvent<{ id: number; index: number }>) => {
    waiting.get(e.data.id)?.(e.data.index);
    waiting.delete(e.data.id);
  };
  return (level, input) =>
    new Promise((resolve) => {
      const id = next++;
      waiting.set(id, resolve);
      const ask: BotAsk = { id, level, input, seed: `local-${id}-${Math.random()}`, timeMs };
      worker.postMessage(ask);
    });
}
