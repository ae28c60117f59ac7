/**
 * Bot thinking off the main thread: a pool of worker threads, each running the bots' TypeScript
 * through tsx (worker.js). `choose` asks for one decision (the server's use); `playMatch` plays a whole
 * match in one worker (simulate's use: no message per decision); `analyse` values every legal action
 * (the hint's and the coach's use). Idle workers do not keep the process
 * alive; `close` ends them. Urgent decisions (the server: tables with people) go before queued
 * background ones, and `reserve` workers wait for them only.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Action } from '@kortbord/engine';
import type { Analysis, AnalyseOptions } from './analyse';
import type { ArenaResult, ArenaSpec } from './arena';
import type { BotInput, Budget, Level } from './bot';

export type PoolTask =
  | {
      readonly kind: 'choose';
      readonly id: number;
      readonly level: Level;
      readonly input: BotInput;
      readonly budget?: Budget;
      readonly seed: string;
    }
  | { readonly kind: 'match'; readonly id: number; readonly spec: ArenaSpec }
  | {
      readonly kind: 'analyse';
      readonly id: number;
      readonly input: BotInput;
      readonly opts: AnalyseOptions;
    };

export type PoolReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

export interface Decision {
  readonly action: Action;
  /** Thinking time inside the worker. */
  readonly ms: number;
}

/**
 * Whom a decision keeps waiting: `urgent` ones (a table with people) start before every queued
 * background one (bots that only play each other), and `reserve` workers are kept for them.
 */
export interface Ask {
  readonly urgent?: boolean;
  /**
   * A hint a person asked for (issue 38): a lane of its own, after every urgent decision (a bot's
   * move never waits behind a hint) and before background ones, never in the reserved workers.
   */
  readonly hint?: boolean;
  /** Names the decision to an observer (the server: its table). */
  readonly tag?: string;
  /**
   * When the answer is due (epoch ms, Date.now's clock; issue 38: a bot answers at its pause's end). A
   * decision started before then has its time budget cut to end by then (it waited in the queue: its
   * budget was counted from when it was asked); one still queued then is rejected with `Overdue`, and
   * the caller answers without the pool.
   */
  readonly due?: number;
}

/** A decision still waiting for a worker when its answer was due (Ask.due): nothing was searched. */
export class Overdue extends Error {
  constructor() {
    super('the decision was still queued when its answer was due');
  }
}

/**
 * A time budget cut to end by `due` as a worker starts it, `now` then: a margin (up to 50 ms, a tenth
 * of what is left) for the answer's way back; at least 1 ms, so the search makes its first move.
 */
export function budgetBy(budget: Budget | undefined, due: number, now: number): Budget | undefined {
  if (budget?.timeMs === undefined) return budget;
  const left = due - now;
  const margin = Math.min(50, Math.ceil(Math.max(0, left) / 10));
  return { ...budget, timeMs: Math.max(1, Math.min(budget.timeMs, left - margin)) };
}

export interface PoolOptions {
  /**
   * Workers background decisions may not use, kept free for urgent ones (at most size - 1): an
   * urgent decision then starts at once instead of after a background one's search.
   */
  readonly reserve?: number;
  /**
   * Told when a decision is queued, when a worker starts it, or when it leaves the queue unstarted
   * at its due time (benches, tests of the order).
   */
  readonly observe?: (
    e: { readonly event: 'queued' | 'started' | 'overdue'; readonly id: number } & Ask,
  ) => void;
}

export interface PoolStats {
  readonly running: { readonly urgent: number; readonly background: number };
  readonly queued: { readonly urgent: number; readonly background: number };
}

export interface BotPool {
  readonly size: number;
  /** The level's action for the input, thought out in a worker. */
  choose(level: Level, input: BotInput, budget?: Budget, seed?: string, ask?: Ask): Promise<Action>;
  /** As `choose`, with the thinking time. */
  decide(level: Level, input: BotInput, budget?: Budget, seed?: string, ask?: Ask): Promise<Decision>;
  /** What runs and what waits, by kind. */
  stats(): PoolStats;
  /** Plays a whole match in one worker. */
  playMatch(spec: ArenaSpec): Promise<ArenaResult>;
  /** Every legal action of the input valued (analyse.ts), in a worker: the hint's and the coach's. */
  analyse(input: BotInput, opts: AnalyseOptions, ask?: Ask): Promise<Analysis>;
  /** Resolves when every worker has loaded the bots. */
  ready(): Promise<void>;
  /** Ends the workers; pending tasks are rejected. */
  close(): Promise<void>;
}

interface Job {
  task: PoolTask;
  readonly ask: Ask;
  readonly resolve: (v: unknown) => void;
  readonly reject: (e: Error) => void;
  /** Rejects the job with Overdue if it is still queued when due. */
  overdue?: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  loaded: Promise<void>;
  /**
   * The bots are loaded in it: only then is it given work (issue 38), so a decision waits in the
   * queue, where its due time can still answer it, not inside a worker still loading (seconds on a
   * busy machine).
   */
  ready: boolean;
}

const WORKER_URL = new URL('./worker.js', import.meta.url);

export function createBotPool(size = availableParallelism(), opts: PoolOptions = {}): BotPool {
  const n = Math.max(1, Math.floor(size));
  const reserve = Math.max(0, Math.min(n - 1, Math.floor(opts.reserve ?? 0)));
  // Three lanes, each first come first served: urgent decisions overtake every hint, hints every
  // background decision.
  const urgent: Job[] = [];
  const hints: Job[] = [];
  const background: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    let loadedResolve: () => void = () => {};
    const slot: Slot = {
      worker,
      job: null,
      loaded: new Promise<void>((r) => (loadedResolve = r)),
      ready: false,
    };
    worker.on('message', (msg: PoolReply | { ready: true }) => {
      if ('ready' in msg) {
        slot.ready = true;
        loadedResolve();
        return pump();
      }
      const job = slot.job;
      if (!job || job.task.id !== msg.id) return;
      slot.job = null;
      if (msg.ok) job.resolve(msg.value);
      else job.reject(new Error(msg.error));
      pump();
    });
    const lost = (why: Error) => {
      const job = slot.job;
      slot.job = null;
      loadedResolve();
      if (job) job.reject(why);
      if (closed) return;
      const i = slots.indexOf(slot);
      if (i >= 0) slots[i] = spawn();
      pump();
    };
    worker.on('error', (e) => lost(e));
    worker.on('exit', (code) => {
      if (slots.includes(slot)) lost(new Error(`bot worker exited with code ${code}`));
    });
    worker.unref();
    return slot;
  }

  const runningBackground = () => slots.filter((s) => s.job && !s.job.ask.urgent).length;

  function pump(): void {
    const waiting = urgent.length + hints.length + background.length > 0;
    for (const slot of slots) {
      if (slot.job) continue;
      if (!slot.ready) {
        // Work waits for it: the process stays up while it loads.
        if (waiting) slot.worker.ref();
        continue;
      }
      const job =
        urgent.shift() ??
        (runningBackground() < n - reserve ? (hints.shift() ?? background.shift()) : undefined);
      if (!job) {
        slot.worker.unref();
        continue;
      }
      clearTimeout(job.overdue);
      const due = job.ask.due;
      if (due !== undefined && job.task.kind === 'choose') {
        // Its timer may not have run yet on a busy event loop: past due, nothing is started.
        if (Date.now() >= due) {
          opts.observe?.({ event: 'overdue', id: job.task.id, ...job.ask });
          job.reject(new Overdue());
          pump();
          return;
        }
        const budget = budgetBy(job.task.budget, due, Date.now());
        if (budget) job.task = { ...job.task, budget };
      }
      slot.job = job;
      slot.worker.ref();
      opts.observe?.({ event: 'started', id: job.task.id, ...job.ask });
      slot.worker.postMessage(job.task);
    }
  }

  function submit<T>(task: PoolTask, ask: Ask = {}): Promise<T> {
    if (closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise<T>((resolve, reject) => {
      const lane = ask.urgent ? urgent : ask.hint ? hints : background;
      const job: Job = { task, ask, resolve: resolve as (v: unknown) => void, reject };
      lane.push(job);
      if (ask.due !== undefined && task.kind === 'choose') {
        job.overdue = setTimeout(
          () => {
            const i = lane.indexOf(job);
            if (i < 0) return;
            lane.splice(i, 1);
            opts.observe?.({ event: 'overdue', id: task.id, ...ask });
            reject(new Overdue());
          },
          Math.max(0, ask.due - Date.now()),
        );
        job.overdue.unref();
      }
      opts.observe?.({ event: 'queued', id: task.id, ...ask });
      pump();
    });
  }

  for (let i = 0; i < n; i++) slots.push(spawn());

  const randomSeed = (): string => `pool-${Date.now()}-${Math.random()}`;
  const decide = (
    level: Level,
    input: BotInput,
    budget?: Budget,
    seed?: string,
    ask?: Ask,
  ): Promise<Decision> =>
    submit<Decision>(
      {
        kind: 'choose',
        id: nextId++,
        level,
        input,
        ...(budget ? { budget } : {}),
        seed: seed ?? randomSeed(),
      },
      ask,
    );

  return {
    size: n,
    decide,
    choose: async (level, input, budget, seed, ask) => (await decide(level, input, budget, seed, ask)).action,
    stats: () => {
      const busy = slots.filter((s) => s.job).length;
      const bg = runningBackground();
      return {
        running: { urgent: busy - bg, background: bg },
        queued: { urgent: urgent.length, background: hints.length + background.length },
      };
    },
    playMatch: (spec) => submit<ArenaResult>({ kind: 'match', id: nextId++, spec }),
    analyse: (input, analyseOpts, ask) =>
      submit<Analysis>({ kind: 'analyse', id: nextId++, input, opts: analyseOpts }, ask),
    ready: async () => {
      await Promise.all(slots.map((s) => s.loaded));
    },
    close: async () => {
      closed = true;
      for (const job of [...urgent.splice(0), ...hints.splice(0), ...background.splice(0)])
        job.reject(new Error('the bot pool was closed'));
      const all = slots.splice(0);
      for (const s of all) {
        s.job?.reject(new Error('the bot pool was closed'));
        s.job = null;
      }
      await Promise.all(all.map((s) => s.worker.terminate()));
    },
  };
}
