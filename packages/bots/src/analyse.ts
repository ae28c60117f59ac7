/**
 * The judgement core of the hint and the coach: how good is each legal action of a seat, as far as
 * the seat can tell. Every root action is played out on the same deals (common random numbers, as
 * the hard bot's sweep, but with no halving: each action gets every sample, so the values of any two
 * are compared on the same deals), with the hard level's rollout policy. It reads only the input
 * (the seat's view and its legal actions), never a state: a hint or a coach mark cannot reveal a card
 * the seat could not see, because none reaches it.
 */
import { getGame, rngFromSeed, type Action, type Seat } from '@kortbord/engine';
import type { BotInput } from './bot';
import { cardsLeftEvaluation, playOut } from './ismcts';
import { hardSearchFor } from './levels';

export interface AnalyseOptions {
  /** The search's seed: the same seed, input and `iterations` give the same Analysis. */
  readonly seed: string;
  /**
   * Samples (deals) at most; each plays out every legal action once. The coach gives only this, so
   * that its marks do not depend on the machine's speed.
   */
  readonly iterations?: number;
  /** Thinking time at most, in milliseconds (whole samples only; at least one is always taken). */
  readonly timeMs?: number;
  /**
   * Whose rollout policy judges. 'expert' uses the hard policy too until an expert level of its own
   * exists; it is named so that callers need not change when it does.
   */
  readonly level?: 'hard' | 'expert';
}

export interface ActionValue {
  /** The engine's key of the action (game.actionKey). */
  readonly key: string;
  /** The action itself: the very object from `input.legal`. */
  readonly action: Action;
  /** Mean reward of the seat over the samples, 0..1 (outcome.ts: place and points). */
  readonly value: number;
  /** Share of the samples in which the seat won the round (or placed best where it was cut short). */
  readonly wins: number;
  readonly samples: number;
}

export interface Analysis {
  /** Deals played; every action was played out on each of them. */
  readonly samples: number;
  /** One per distinct legal action, best first (value, then wins, then the engine's order). */
  readonly actions: ActionValue[];
}

/** Samples when neither a budget of samples nor of time is given. */
export const DEFAULT_SAMPLES = 200;

/** Whether the seat won the playout: first placed, or (cut short) the best reward, ties counting. */
function won(placings: readonly Seat[] | null, rewards: readonly number[], seat: Seat): boolean {
  if (placings) return placings[0] === seat;
  const mine = rewards[seat] ?? 0;
  return rewards.every((r, s) => s === seat || r <= mine);
}

export function analyse(input: BotInput, opts: AnalyseOptions): Analysis {
  const game = getGame(input.game);
  if (!game) throw new Error(`unknown game ${input.game}`);
  const acts = new Map<string, Action>();
  for (const a of input.legal) {
    const key = game.actionKey(a) as string;
    if (!acts.has(key)) acts.set(key, a);
  }
  if (acts.size === 0) throw new Error('analyse was asked with no legal action');
  const entries = [...acts.entries()];
  const n = entries.length;
  const search = hardSearchFor(input);
  const players = input.view.seats.length;
  const maxRollout = search.maxRolloutActions ?? 400;
  const evaluate = search.evaluate ?? cardsLeftEvaluation;
  const maxSamples = opts.iterations ?? (opts.timeMs === undefined ? DEFAULT_SAMPLES : Infinity);
  const deadline = opts.timeMs === undefined ? Infinity : performance.now() + opts.timeMs;
  const rng = rngFromSeed(`analyse/${opts.seed}`);

  const sums = new Float64Array(n);
  const winCount = new Int32Array(n);
  const scratch = new Float64Array(n);
  const scratchWin = new Uint8Array(n);
  let samples = 0;
  // A single legal action is played out too: its value and wins still tell the seat how it stands.
  sampling: while (samples < maxSamples && (samples === 0 || performance.now() < deadline)) {
    const s0 = game.determinize(input.view, input.seat, rng);
    const seed = rngFromSeed(rng.int(0x40000000));
    for (let i = 0; i < n; i++) {
      // A sample is kept only whole, so that every action is compared on the same deals.
      if (samples > 0 && performance.now() >= deadline) break sampling;
      const s1 = game.apply(s0, input.seat, (entries[i] as [string, Action])[1]);
      const out = playOut(game, s1, players, seed.clone(), search.rollout, maxRollout, evaluate);
      scratch[i] = out.rewards[input.seat] ?? 0.5;
      scratchWin[i] = won(out.placings, out.rewards, input.seat) ? 1 : 0;
    }
    for (let i = 0; i < n; i++) {
      sums[i] = (sums[i] ?? 0) + (scratch[i] ?? 0);
      winCount[i] = (winCount[i] ?? 0) + (scratchWin[i] ?? 0);
    }
    samples++;
  }
  const actions = entries.map(([key, action], i) => ({
    key,
    action,
    value: samples ? (sums[i] ?? 0) / samples : 0.5,
    wins: samples ? (winCount[i] ?? 0) / samples : 0,
    samples,
    order: i,
  }));
  actions.sort((a, b) => b.value - a.value || b.wins - a.wins || a.order - b.order);
  return { samples, actions: actions.map(({ order: _, ...a }) => a) };
}
