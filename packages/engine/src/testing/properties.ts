/**
 * Property checks every game must pass, over many seeded random matches. Used by each game's tests;
 * a failure names the seed so the game can be replayed.
 */
import type { Action, AnyGame, Seat } from '../game';
import { jsonEqual, type Json } from '../json';
import {
  chanceDue,
  isRoundOver,
  matchView,
  newMatch,
  resolveChance,
  toAct,
  writeRecord,
  type Match,
} from '../match';
import { step as playStep, stepDeal } from '../move';
import { replay } from '../record';
import { rngFromSeed, type Rng } from '../rng';

export interface PropertyRun {
  readonly game: string;
  readonly players: number;
  readonly options?: unknown;
  /** How many matches (different seeds). */
  readonly games: number;
  readonly seedPrefix?: string;
  /** Stop a match after this many rounds (President never ends by itself). */
  readonly maxRounds?: number;
  /** A round taking more actions than this counts as never ending. */
  readonly maxActionsPerRound?: number;
  /** Check views and determinize at every n-th step (they cost more than the play). */
  readonly viewEvery?: number;
  /**
   * Which of the legal actions to play (an index). Uniform by default; a game whose uniform random
   * play runs very long (Idiot's voluntary pick-ups) may weight it, so thousands of games fit.
   */
  readonly policy?: (legal: readonly Action[], rng: Rng) => number;
}

const sorted = (xs: string[]): string[] => xs.slice().sort();

export class PropertyFailure extends Error {}

/** `detail` is computed only on failure: building a full view at every step would dominate the run. */
function check(cond: boolean, seed: string, what: string, detail?: () => unknown): void {
  if (!cond)
    throw new PropertyFailure(
      `[seed ${seed}] ${what}${detail === undefined ? '' : `\n${JSON.stringify(detail()).slice(0, 2000)}`}`,
    );
}

/** Seats that have any legal action now, and those actions. */
function actors(m: Match): [Seat, Action[]][] {
  const out: [Seat, Action[]][] = [];
  for (let s = 0; s < m.players; s++) {
    const acts = m.game.legalActions(m.state, s) as Action[];
    if (acts.length) out.push([s, acts]);
  }
  return out;
}

function checkViews(m: Match, seed: string, rng: Rng): void {
  const game: AnyGame = m.game;
  const all = sorted(game.cards(m.state));
  for (let seat = 0; seat < m.players; seat++) {
    const v = game.view(m.state, seat);
    const s2 = game.determinize(v, seat, rng);
    check(jsonEqual(game.view(s2, seat), v), seed, `determinize changes seat ${seat}'s view`, () => ({
      before: v,
      after: game.view(s2, seat),
    }));
    check(jsonEqual(sorted(game.cards(s2)), all), seed, `determinize for seat ${seat} changes the cards`);
    const keys = (s: unknown) => (game.legalActions(s, seat) as Action[]).map((a) => game.actionKey(a));
    check(jsonEqual(keys(s2), keys(m.state)), seed, `determinize for seat ${seat} changes its legal actions`);
    check(jsonEqual(game.toAct(s2), game.toAct(m.state)), seed, `determinize for seat ${seat} changes toAct`);
  }
  const spectator = game.view(m.state, null);
  check(
    spectator.seats.every((s: Record<string, Json>) => !('hand' in s)),
    seed,
    'a spectator sees a hand',
    () => spectator.seats,
  );
}

/** Plays random matches and checks the invariants of the Game contract. Throws on the first failure. */
export function checkProperties(run: PropertyRun): { games: number; actions: number; rounds: number } {
  let totalActions = 0;
  let totalRounds = 0;
  const maxRounds = run.maxRounds ?? 4;
  const maxActions = run.maxActionsPerRound ?? 20_000;
  const viewEvery = run.viewEvery ?? 7;
  for (let g = 0; g < run.games; g++) {
    const seed = `${run.seedPrefix ?? run.game}-${run.players}-${g}`;
    const rng = rngFromSeed(`${seed}/moves`);
    const started = newMatch({ game: run.game, players: run.players, options: run.options, seed });
    if (!started.ok) throw new PropertyFailure(`[seed ${seed}] cannot start: ${started.message}`);
    let m = resolveChance(started.value);
    const game = m.game;
    let cards = sorted(game.cards(m.state));
    const pool = new Map<string, { seat: Seat; action: Action }>();
    let actionsThisRound = 0;
    let step = 0;
    while (!m.over && m.round <= maxRounds) {
      if (isRoundOver(m)) {
        totalRounds++;
        if (m.round === maxRounds) break;
        const next = stepDeal(m);
        check(next.ok, seed, 'cannot deal the next round', () => next);
        if (!next.ok) break;
        m = next.value.match;
        cards = sorted(game.cards(m.state));
        actionsThisRound = 0;
        continue;
      }
      check(jsonEqual(sorted(game.cards(m.state)), cards), seed, `cards created or lost at step ${step}`);
      check(!chanceDue(m), seed, 'a chance event is left unresolved with a seed');
      const acting = toAct(m);
      const options = actors(m);
      check(options.length > 0, seed, `nobody can act at step ${step}`, () => matchView(m, 'all'));
      for (const seat of acting)
        check(
          options.some(([s]) => s === seat),
          seed,
          `seat ${seat} is in toAct but has no legal action`,
          () => matchView(m, 'all'),
        );
      for (const [s, acts] of options)
        for (const a of acts) pool.set(`${s}|${game.actionKey(a)}`, { seat: s, action: a });
      if (step % viewEvery === 0) checkViews(m, seed, rng);

      // Nothing outside legalActions is accepted, and a refusal changes nothing.
      const before = JSON.stringify(m.state);
      const legalKeys = new Set(options.flatMap(([s, acts]) => acts.map((a) => `${s}|${game.actionKey(a)}`)));
      let probes = 0;
      for (const [k, { seat, action }] of pool) {
        if (probes >= 6) break;
        if (legalKeys.has(k) || rng.int(4) !== 0) continue;
        probes++;
        const r = playStep(m, seat, action as unknown as Json);
        check(!r.ok, seed, `an action outside legalActions was accepted: seat ${seat} ${k}`, () =>
          matchView(m, 'all'),
        );
        if (!r.ok)
          check(
            r.message.length > 0 && !/undefined|NaN|\[object/.test(r.message),
            seed,
            `poor message: ${r.message}`,
          );
        if (!acting.includes(seat) && !game.outOfTurn?.(action) && !r.ok)
          check(
            r.code === 'not-your-turn' || r.code === 'malformed',
            seed,
            `out-of-turn refusal has code ${r.code}`,
          );
      }
      check(JSON.stringify(m.state) === before, seed, 'a refused action changed the state');

      // Every legal action is accepted; play one at random.
      const [seat, acts] = options[rng.int(options.length)] as [Seat, Action[]];
      const action = acts[run.policy ? run.policy(acts, rng) : rng.int(acts.length)] as Action;
      const r = playStep(m, seat, JSON.parse(JSON.stringify(action)) as Json);
      check(r.ok, seed, `a legal action was refused: seat ${seat} ${JSON.stringify(action)}`, () =>
        r.ok ? null : r.message,
      );
      if (!r.ok) break;
      check(JSON.stringify(m.state) === before, seed, 'apply mutated its input state');
      m = r.value.match;
      step++;
      totalActions++;
      actionsThisRound++;
      check(actionsThisRound < maxActions, seed, `round ${m.round} does not end`);
      if (isRoundOver(m)) {
        const res = m.results[m.results.length - 1];
        check(
          !!res &&
            sorted(res.placings.map(String)).join() ===
              sorted([...Array(m.players).keys()].map(String)).join(),
          seed,
          'placings must list every seat once',
          () => res,
        );
      }
    }
    // The written record replays to the same state.
    const rec = writeRecord(m);
    const again = replay(JSON.parse(JSON.stringify(rec)));
    check(again.ok, seed, 'the written record does not replay', () => again.error);
    if (again.match)
      check(
        jsonEqual(matchView(again.match, 'all'), matchView(m, 'all')),
        seed,
        'replay gives another state',
      );
  }
  return { games: run.games, actions: totalActions, rounds: totalRounds };
}
