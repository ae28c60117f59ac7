/**
 * Information Set Monte Carlo Tree Search (single observer, Cowling, Powley & Whitehouse 2012) over the
 * Game contract. Each iteration deals the unseen cards anew with `determinize(view)`, the only bridge
 * from what the seat knows to a full state, and walks one tree of action keys shared by all the deals:
 * a child counts as available only in the deals where it is legal, and UCB uses that count.
 *
 * Chance steps are sampled with the search's own random source and stay out of the tree. Where several
 * seats may act (Idiot's arrange, Vri åtter's knock), a seat that may act out of turn goes first (a
 * knock is never bad for the knocker), then the seats in toAct in order. Rewards come from the round's
 * result: placings and points in [0, 1] per seat (outcome.ts).
 */
import { rngFromSeed, type Action, type AnyGame, type GameView, type Rng, type Seat } from '@kortbord/engine';
import type { BotInput, Budget } from './bot';
import { roundReward, type Reward } from './outcome';

/** Picks a rollout action for `seat` in a determinized state. Must return one of `legal`. */
export type RolloutPolicy = (
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  rng: Rng,
) => Action;

export interface SearchOptions {
  /** UCB exploration constant. */
  readonly exploration?: number;
  /** Rollout policy; uniform random when absent. */
  readonly rollout?: RolloutPolicy;
  /** A rollout stops after this many actions and the position is scored by `evaluate`. */
  readonly maxRolloutActions?: number;
  /**
   * Rewards in [0, 1] per seat for a position whose rollout was cut short; `rng` is the rollout's
   * own random source, so that an evaluation which plays on is reproducible per deal.
   */
  readonly evaluate?: Evaluate;
  /** Tree depth: below it, actions come from the rollout policy (1: only the root's actions). */
  readonly maxDepth?: number;
  /**
   * "tree" (default): UCB over a tree of action keys. "sweep": every determinization plays out every
   * root action with the same random numbers (common random numbers), so actions are compared on the
   * same deals; no tree below the root.
   */
  readonly root?: 'tree' | 'sweep';
  /**
   * Sweep: the action to keep unless another does better on the same deals by more than `margin`
   * standard errors of the paired difference (the heuristic's choice: search only overrules it when
   * it is fairly sure).
   */
  readonly prior?: Action;
  readonly margin?: number;
  /** How a finished round is rewarded; by default the match's ranking with no bonus for first place. */
  readonly reward?: Reward;
  /** Milliseconds clock (tests pass a fake one). */
  readonly now?: () => number;
}

export type Evaluate = (game: AnyGame, state: unknown, players: number, rng?: Rng) => number[];

/**
 * Hard's thinking per decision. The aim is a median under 100 ms on the 2-core machine; 90 ms keeps a
 * margin over the clock's overshoot (p95 was 0.3 ms over the budget). More time buys no measurable
 * strength: up to 250 ms for the close calls won 33.1% against 33.7% (Vri åtter) and 35.9% against
 * 36.1% (Tuffa Viktor) on the same rounds (packages/bots/README.md).
 */
export const DEFAULT_BUDGET: Required<Budget> = { iterations: 4000, timeMs: 90 };

interface Node {
  visits: number;
  avail: number;
  readonly reward: Float64Array;
  readonly children: Map<string, Node>;
}

const node = (players: number): Node => ({
  visits: 0,
  avail: 0,
  reward: new Float64Array(players),
  children: new Map(),
});

export interface SearchStats {
  readonly iterations: number;
  readonly ms: number;
  /** Visits and mean reward of each root action, by action key. */
  readonly root: { readonly key: string; readonly visits: number; readonly mean: number }[];
}

/** The seat to move in a state, and its legal actions; null when nobody can act. */
export function actor(game: AnyGame, s: unknown, players: number): { seat: Seat; legal: Action[] } | null {
  const acting = game.toAct(s) as readonly Seat[];
  if (game.outOfTurn)
    for (let seat = 0; seat < players; seat++) {
      if (acting.includes(seat)) continue;
      const legal = game.legalActions(s, seat) as Action[];
      if (legal.length) return { seat, legal };
    }
  for (const seat of acting) {
    const legal = game.legalActions(s, seat) as Action[];
    if (legal.length) return { seat, legal };
  }
  return null;
}

function settleChance(game: AnyGame, s: unknown, rng: Rng): unknown {
  const chance = game.chance;
  if (!chance) return s;
  let guard = 0;
  while (chance.due(s) && guard++ < 1000) s = chance.apply(s, chance.sample(s, rng));
  return s;
}

/**
 * A playout's end: the reward per seat, and the round's placings when the round was played to its
 * end (null when the rollout was cut short and the position scored by `evaluate`).
 */
export interface Playout {
  readonly rewards: number[];
  readonly placings: readonly Seat[] | null;
}

/** Plays a determinized state to the end of the round (or `maxActions` actions); see `Playout`. */
export function playOut(
  game: AnyGame,
  s: unknown,
  players: number,
  rng: Rng,
  policy: RolloutPolicy | undefined,
  maxActions: number,
  evaluate: Evaluate,
  reward: Reward,
): Playout {
  for (let n = 0; n <= maxActions; n++) {
    s = settleChance(game, s, rng);
    const result = game.roundResult(s);
    if (result) return { rewards: reward(result, players), placings: result.placings };
    const next = actor(game, s, players);
    if (!next) break;
    const a = policy
      ? policy(game, s, next.seat, next.legal, rng)
      : (next.legal[rng.int(next.legal.length)] as Action);
    s = game.apply(s, next.seat, a);
  }
  return { rewards: evaluate(game, s, players, rng), placings: null };
}

/** Plays a determinized state to the end of the round; returns the reward per seat. */
const rollout = (
  game: AnyGame,
  s: unknown,
  players: number,
  rng: Rng,
  policy: RolloutPolicy | undefined,
  maxActions: number,
  evaluate: Evaluate,
  reward: Reward,
): number[] => playOut(game, s, players, rng, policy, maxActions, evaluate, reward).rewards;

/**
 * The default score of an unfinished position. Where seats secure glasses (Tuffa Viktor), by glasses
 * relative to the table. Otherwise, for shedding games: seats already out first, in their order, then
 * the fewest cards left (hand, face-up and face-down) best; ties share.
 */
export function cardsLeftEvaluation(game: AnyGame, s: unknown, players: number): number[] {
  const v = game.fullView(s) as GameView;
  if (v.seats.every((seat) => typeof seat['glasses'] === 'number')) {
    const g = v.seats.map((seat) => seat['glasses'] as number);
    const lo = Math.min(...g);
    const hi = Math.max(...g);
    return g.map((x) => (hi === lo ? 0.5 : (x - lo) / (hi - lo)));
  }
  const left = v.seats.map((seat) => {
    let n = 0;
    for (const key of ['hand', 'faceUp', 'faceDown'] as const) {
      const cs = seat[key];
      if (Array.isArray(cs)) n += cs.length;
    }
    return n;
  });
  const out = new Array<number>(players).fill(0.5);
  const last = Math.max(1, players - 1);
  const placed = v.placings;
  placed.forEach((seat, i) => (out[seat] = (players - 1 - i) / last));
  const rest = [...Array(players).keys()].filter((seat) => !placed.includes(seat));
  for (const seat of rest) {
    const fewer = rest.filter((o) => (left[o] ?? 0) < (left[seat] ?? 0)).length;
    const same = rest.filter((o) => o !== seat && (left[o] ?? 0) === (left[seat] ?? 0)).length;
    const place = placed.length + fewer + same / 2;
    out[seat] = (players - 1 - place) / last;
  }
  return out;
}

/**
 * Searches from the seat's view and returns the most visited of `input.legal` (the very object from
 * that list), with the search's statistics.
 */
export function ismctsSearch(
  game: AnyGame,
  input: BotInput,
  rng: Rng,
  budget: Budget = DEFAULT_BUDGET,
  opts: SearchOptions = {},
): { action: Action; stats: SearchStats } {
  const now = opts.now ?? (() => performance.now());
  const t0 = now();
  const legalKeys = new Map<string, Action>();
  for (const a of input.legal) legalKeys.set(game.actionKey(a) as string, a);
  const only = input.legal[0];
  if (!only) throw new Error('ismcts was asked with no legal action');
  if (legalKeys.size === 1) return { action: only, stats: { iterations: 0, ms: now() - t0, root: [] } };

  const players = input.view.seats.length;
  const c = opts.exploration ?? 0.7;
  const maxRollout = opts.maxRolloutActions ?? 400;
  const evaluate = opts.evaluate ?? cardsLeftEvaluation;
  const reward = opts.reward ?? roundReward(input.game, input.options);
  const maxDepth = opts.maxDepth ?? Infinity;
  const maxIter = budget.iterations ?? (budget.timeMs === undefined ? DEFAULT_BUDGET.iterations : Infinity);
  const deadline = budget.timeMs === undefined ? Infinity : t0 + budget.timeMs;
  if (opts.root === 'sweep')
    return sweep(game, input, rng, [...legalKeys.entries()], {
      maxIter,
      deadline,
      now,
      t0,
      players,
      maxRollout,
      evaluate,
      reward,
      ...(opts.rollout ? { rollout: opts.rollout } : {}),
      prior: opts.prior ? game.actionKey(opts.prior) : null,
      margin: opts.margin ?? 1,
    });

  const root = node(players);

  let it = 0;
  for (; it < maxIter; it++) {
    if (it > 0 && now() >= deadline) break;
    let s: unknown = game.determinize(input.view, input.seat, rng);
    let at = root;
    const path: Node[] = [root];
    let rewards: number[] | null = null;
    for (let depth = 0; ; depth++) {
      s = settleChance(game, s, rng);
      const result = game.roundResult(s);
      if (result) {
        rewards = reward(result, players);
        break;
      }
      if (depth >= maxDepth) break;
      let seat: Seat;
      let legal: Action[];
      if (depth === 0) {
        seat = input.seat;
        legal = [...legalKeys.values()];
      } else {
        const next = actor(game, s, players);
        if (!next) break;
        seat = next.seat;
        legal = next.legal;
      }
      // Availability: every legal child in this deal; the untried ones are candidates to expand.
      let untried: { key: string; action: Action }[] | null = null;
      let best: Node | null = null;
      let bestScore = -Infinity;
      const candidates: Node[] = [];
      for (const a of legal) {
        const key = depth === 0 ? (game.actionKey(a) as string) : `${seat}|${game.actionKey(a) as string}`;
        const child = at.children.get(key);
        if (!child) (untried ??= []).push({ key, action: a });
        else candidates.push(child);
      }
      for (const child of candidates) child.avail++;
      if (untried) {
        const pick = untried[rng.int(untried.length)] as { key: string; action: Action };
        const child = node(players);
        child.avail = 1;
        at.children.set(pick.key, child);
        path.push(child);
        s = game.apply(s, seat, pick.action);
        break;
      }
      // Every legal action has a child here, so candidates[i] is the child of legal[i].
      let bestIndex = 0;
      for (let i = 0; i < candidates.length; i++) {
        const child = candidates[i] as Node;
        const mean = (child.reward[seat] ?? 0) / child.visits;
        const score = mean + c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
          bestIndex = i;
        }
      }
      if (!best) break;
      at = best;
      path.push(best);
      s = game.apply(s, seat, legal[bestIndex] as Action);
    }
    rewards ??= rollout(game, s, players, rng, opts.rollout, maxRollout, evaluate, reward);
    for (const n of path) {
      n.visits++;
      for (let p = 0; p < players; p++) n.reward[p] = (n.reward[p] ?? 0) + (rewards[p] ?? 0.5);
    }
  }

  let bestKey = '';
  let bestVisits = -1;
  let bestMean = -Infinity;
  const stats: { key: string; visits: number; mean: number }[] = [];
  for (const [key, child] of root.children) {
    const mean = child.visits ? (child.reward[input.seat] ?? 0) / child.visits : 0;
    stats.push({ key, visits: child.visits, mean });
    if (child.visits > bestVisits || (child.visits === bestVisits && mean > bestMean)) {
      bestKey = key;
      bestVisits = child.visits;
      bestMean = mean;
    }
  }
  const action = legalKeys.get(bestKey) ?? only;
  return { action, stats: { iterations: it, ms: now() - t0, root: stats } };
}

interface SweepConfig {
  readonly maxIter: number;
  readonly deadline: number;
  readonly now: () => number;
  readonly t0: number;
  readonly players: number;
  readonly maxRollout: number;
  readonly evaluate: Evaluate;
  readonly reward: Reward;
  readonly rollout?: RolloutPolicy;
  readonly prior: string | null;
  readonly margin: number;
}

/** How many halvings bring `n` candidates down to the prior and one challenger. */
export function halvingsFor(n: number): number {
  let challengers = n - 1;
  let h = 0;
  while (challengers > 1) {
    challengers = Math.ceil(challengers / 2);
    h++;
  }
  return h;
}

/**
 * Flat Monte Carlo over the root actions with common random numbers and successive halving: each
 * deal (a determinization and a rollout seed) plays out every candidate still in; the budget (time or
 * rollouts, whichever runs out first) is cut into equal shares, one per halving and one after, and at
 * the end of each share the worse half of the challengers leaves (never the prior). The best mean wins
 * if it beats the prior clearly on the deals both played.
 *
 * Equal shares, not a fixed number of deals: halving every six deals (as before) kept one challenger
 * after twelve deals whatever the budget, chosen on a dozen wins and losses, so a longer think (expert)
 * only measured that one challenger better and chose no better.
 */
function sweep(
  game: AnyGame,
  input: BotInput,
  rng: Rng,
  acts: readonly [string, Action][],
  c: SweepConfig,
): { action: Action; stats: SearchStats } {
  const n = acts.length;
  const sums = new Float64Array(n);
  const counts = new Int32Array(n);
  const priorIndex = Math.max(
    0,
    acts.findIndex(([k]) => k === c.prior),
  );
  // Paired differences against the prior, per candidate.
  const diffSum = new Float64Array(n);
  const diffSq = new Float64Array(n);
  let active = [...Array(n).keys()];
  let it = 0;
  let deals = 0;
  const halvings = halvingsFor(n);
  let halved = 0;
  // How much of the budget is spent: of the time or of the rollouts, whichever is further on.
  const spent = (): number =>
    Math.max(
      Number.isFinite(c.deadline) ? (c.now() - c.t0) / (c.deadline - c.t0) : 0,
      Number.isFinite(c.maxIter) ? it / c.maxIter : 0,
    );
  const scratch = new Float64Array(n);
  while (deals === 0 || (it + active.length <= c.maxIter && c.now() < c.deadline)) {
    const s0 = game.determinize(input.view, input.seat, rng);
    const seed = rngFromSeed(rng.int(0x40000000));
    let cut = false;
    for (const i of active) {
      // A deal is kept only whole, so that every candidate is compared on the same deals.
      if (deals > 0 && c.now() >= c.deadline) {
        cut = true;
        break;
      }
      const s1 = game.apply(s0, input.seat, (acts[i] as [string, Action])[1]);
      const rewards = rollout(
        game,
        s1,
        c.players,
        seed.clone(),
        c.rollout,
        c.maxRollout,
        c.evaluate,
        c.reward,
      );
      scratch[i] = rewards[input.seat] ?? 0.5;
      it++;
    }
    if (cut) break;
    for (const i of active) {
      const r = scratch[i] ?? 0.5;
      sums[i] = (sums[i] ?? 0) + r;
      counts[i] = (counts[i] ?? 0) + 1;
      const d = r - (scratch[priorIndex] ?? 0);
      diffSum[i] = (diffSum[i] ?? 0) + d;
      diffSq[i] = (diffSq[i] ?? 0) + d * d;
    }
    deals++;
    if (active.length > 2 && halved < halvings && spent() >= (halved + 1) / (halvings + 1)) {
      halved++;
      const mean = (i: number) => (sums[i] ?? 0) / Math.max(1, counts[i] ?? 0);
      const ranked = active.filter((i) => i !== priorIndex).sort((a, b) => mean(b) - mean(a));
      active = [priorIndex, ...ranked.slice(0, Math.max(1, Math.ceil(ranked.length / 2)))];
    }
  }
  let pick = priorIndex;
  let bestZ = c.prior === null ? 0 : c.margin;
  for (const i of active) {
    if (i === priorIndex) continue;
    const k = counts[i] ?? 0;
    if (k < 2) continue;
    const mean = (diffSum[i] ?? 0) / k;
    const variance = Math.max(1e-9, ((diffSq[i] ?? 0) - k * mean * mean) / (k - 1));
    const z = c.prior === null ? mean : mean / Math.sqrt(variance / k);
    if (z > bestZ) {
      bestZ = z;
      pick = i;
    }
  }
  return {
    action: (acts[pick] as [string, Action])[1],
    stats: {
      iterations: it,
      ms: c.now() - c.t0,
      root: acts.map(([key], i) => ({
        key,
        visits: counts[i] ?? 0,
        mean: (sums[i] ?? 0) / Math.max(1, counts[i] ?? 0),
      })),
    },
  };
}
