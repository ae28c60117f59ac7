/**
 * Vri åtter's rollout policy: the heuristic's choice (heuristic/vri-atter.ts's `vriHeuristic`, the same
 * action on the same hand), read from the determinized state the search plays out instead of from a
 * view built per step, which cost most of each rollout. The state is one sampled world inside the
 * search, so nothing hidden is shown. Both call `vriChoice`, the one place the heuristic's choice is
 * written.
 *
 * `vriWinPlayout` plays the round out with this policy and scores it by the win, not penalty points.
 * A copy of the play rules that skipped the engine was tried for the playout: three times the
 * rollouts, but no measurable gain (34.0% vs 35.0% on the same 300 rounds), so the rules stay in the
 * engine alone.
 */
import { rngFromSeed, type Action, type AnyGame, type Rng, type Seat } from '@kortbord/engine';
import { HARD_STYLE, MEDIUM_STYLE, unseenBySuit, vriChoice } from './heuristic';
import { actor, cardsLeftEvaluation, type Evaluate, type RolloutPolicy } from '../../ismcts';

/** The engine's state, as far as the policy reads it (cards: rank * 4 + suit, suits C D H S). */
interface VriStateLike {
  readonly hands: readonly (readonly number[])[];
  readonly discard: readonly number[];
  readonly penalty: number;
  readonly options: { readonly scoring: boolean; readonly lastCardCall: boolean };
}

/** The searching seat plays HARD_STYLE, every other seat medium's play. */
function choose(s: VriStateLike, seat: Seat, legal: readonly Action[], hero: Seat): Action {
  const hand = s.hands[seat] ?? [];
  if (seat !== hero) return vriChoice(hand, s.penalty, s.options, legal, MEDIUM_STYLE);
  return vriChoice(hand, s.penalty, s.options, legal, HARD_STYLE, unseenBySuit(hand, s.discard));
}

/** Medium's play at every seat. */
export const vriRollout = (
  _game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  _rng: Rng,
): Action => choose(state as VriStateLike, seat, legal, -1);

/** A search's rollout policy for `hero`: its own play for the hero, medium's for the others. */
export const vriRolloutFor =
  (hero: Seat): RolloutPolicy =>
  (_game, state, seat, legal) =>
    choose(state as VriStateLike, seat, legal, hero);

/** A rollout this long has stalled (a blocked table ends sooner); it is scored by cards left. */
const PLAYOUT_LIMIT = 400;
// Where the caller gives no random source, a fixed one (reproducible only within one worker's run).
const fallbackRng = rngFromSeed('vri-atter/playout');

/**
 * The rest of the round played out by the heuristic, scored by the win (`winReward`). The search's
 * own rewards count penalty points too, and an eight costs 50 of them, so they had the bot throw its
 * eights away to lose by less; what a round is played for is to go out first.
 */
export const vriWinPlayoutFor =
  (hero: Seat): Evaluate =>
  (game, state, players, rng) =>
    vriWinPlayout(game, state, players, rng, hero);

export function vriWinPlayout(
  game: AnyGame,
  state: unknown,
  players: number,
  rng: Rng = fallbackRng,
  hero: Seat = -1,
): number[] {
  let s = state;
  const chance = game.chance;
  for (let n = 0; n < PLAYOUT_LIMIT; n++) {
    while (chance?.due(s)) s = chance.apply(s, chance.sample(s, rng));
    const result = game.roundResult(s);
    if (result)
      return winReward({ winner: result.placings[0] ?? 0, hands: (s as VriStateLike).hands }, players);
    const next = actor(game, s, players);
    if (!next) break;
    const legal = next.legal;
    const a = legal.length === 1 ? (legal[0] as Action) : choose(s as VriStateLike, next.seat, legal, hero);
    s = game.apply(s, next.seat, a);
  }
  return cardsLeftEvaluation(game, s, players);
}

/** How a played-out round ended: who went out first (or had fewest cards), and the hands left. */
interface Outcome {
  readonly winner: Seat;
  readonly hands: readonly (readonly number[])[];
}

/** What the losers' reward can reach, for holding fewer cards than the other losers. */
const LOSERS_SHARE = 0.3;

/**
 * 1 for the winner; each other seat up to `LOSERS_SHARE` by how many of the other losers hold more
 * cards than it. The search drops the worse half of its candidates on a share of its deals, and on
 * a bare win or loss few deals mostly tie; the small share for a near miss tells them apart (measured,
 * when the halving came every six deals: 0.3 beat both 0 and 0.5).
 */
function winReward(o: Outcome, players: number): number[] {
  const out = new Array<number>(players).fill(0);
  out[o.winner] = 1;
  for (let p = 0; p < players; p++) {
    if (p === o.winner) continue;
    let more = 0;
    for (let q = 0; q < players; q++) {
      if (q === o.winner || q === p) continue;
      const d = (o.hands[q] as readonly number[]).length - (o.hands[p] as readonly number[]).length;
      more += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    }
    out[p] = players > 2 ? (LOSERS_SHARE * more) / (players - 2) : 0;
  }
  return out;
}
