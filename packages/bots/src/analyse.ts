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
import { roundReward } from './outcome';
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
  /**
   * Successive halving (the hint's, issue 37): the budget (time or samples, whichever runs out first)
   * is cut into equal shares, and after each the worse half of the actions still in leaves, down to
   * the two best, which play every remaining sample. Where many moves are legal the budget goes where
   * the top moves are close. The actions that left keep their values from the samples they played
   * (their own `samples`); the coach, which needs the played action's value, does not halve.
   */
  readonly halving?: boolean;
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
  /**
   * Deals played; every action was played out on each of them (with `halving`, those of the actions
   * that stayed to the end: the others' own `samples` say how many they played).
   */
  readonly samples: number;
  /**
   * One per distinct legal action, best first: by samples played (with `halving` the actions that
   * stayed in come before those that left, later leavers first), then value, wins, the engine's order.
   */
  readonly actions: ActionValue[];
}

/** How many halvings bring `n` actions down to the two best. */
export function halvingsToTwo(n: number): number {
  let h = 0;
  for (let k = n; k > 2; k = Math.ceil(k / 2)) h++;
  return h;
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
  const reward = search.reward ?? roundReward(input.game, input.options);
  const maxSamples = opts.iterations ?? (opts.timeMs === undefined ? DEFAULT_SAMPLES : Infinity);
  const deadline = opts.timeMs === undefined ? Infinity : performance.now() + opts.timeMs;
  const rng = rngFromSeed(`analyse/${opts.seed}`);

  const sums = new Float64Array(n);
  const winCount = new Int32Array(n);
  const counts = new Int32Array(n);
  const scratch = new Float64Array(n);
  const scratchWin = new Uint8Array(n);
  let samples = 0;
  let active = [...Array(n).keys()];
  const halvings = opts.halving ? halvingsToTwo(n) : 0;
  let halved = 0;
  const t0 = performance.now();
  // How much of the budget is spent: of the time or of the samples, whichever is further on.
  const spent = (): number =>
    Math.max(
      Number.isFinite(deadline) ? (performance.now() - t0) / (deadline - t0) : 0,
      Number.isFinite(maxSamples) ? samples / maxSamples : 0,
    );
  // A single legal action is played out too: its value and wins still tell the seat how it stands.
  sampling: while (samples < maxSamples && (samples === 0 || performance.now() < deadline)) {
    const s0 = game.determinize(input.view, input.seat, rng);
    const seed = rngFromSeed(rng.int(0x40000000));
    for (const i of active) {
      // A sample is kept only whole, so that every action is compared on the same deals.
      if (samples > 0 && performance.now() >= deadline) break sampling;
      const s1 = game.apply(s0, input.seat, (entries[i] as [string, Action])[1]);
      const out = playOut(game, s1, players, seed.clone(), search.rollout, maxRollout, evaluate, reward);
      scratch[i] = out.rewards[input.seat] ?? 0.5;
      scratchWin[i] = won(out.placings, out.rewards, input.seat) ? 1 : 0;
    }
    for (const i of active) {
      sums[i] = (sums[i] ?? 0) + (scratch[i] ?? 0);
      winCount[i] = (winCount[i] ?? 0) + (scratchWin[i] ?? 0);
      counts[i] = (counts[i] ?? 0) + 1;
    }
    samples++;
    if (halved < halvings && active.length > 2 && spent() >= (halved + 1) / (halvings + 1)) {
      halved++;
      const mean = (i: number) => (sums[i] ?? 0) / Math.max(1, counts[i] ?? 0);
      active = [...active]
        .sort((a, b) => mean(b) - mean(a) || a - b)
        .slice(0, Math.max(2, Math.ceil(active.length / 2)));
    }
  }
  const actions = entries.map(([key, action], i) => {
    const k = counts[i] ?? 0;
    return {
      key,
      action,
      value: k ? (sums[i] ?? 0) / k : 0.5,
      wins: k ? (winCount[i] ?? 0) / k : 0,
      samples: k,
      order: i,
    };
  });
  actions.sort((a, b) => b.samples - a.samples || b.value - a.value || b.wins - a.wins || a.order - b.order);
  return { samples, actions: actions.map(({ order: _, ...a }) => a) };
}
