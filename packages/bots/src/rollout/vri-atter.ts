/**
 * Vri åtter's rollout policy: the heuristic's choice (heuristic/vri-atter.ts's `vriHeuristic`, the same
 * action on the same hand), read from the determinized state the search plays out instead of from a
 * view built per step, which cost most of each rollout. The state is one sampled world inside the
 * search, so nothing hidden is shown. Written as plain loops over card numbers: it runs at every step
 * of every rollout, where the heuristic's closures and code strings cost more than the engine's move.
 *
 * `vriWinPlayout` plays the round out with this policy and scores it by the win, not penalty points.
 * A copy of the play rules that skipped the engine was tried for the playout: three times the
 * rollouts, but no measurable gain (34.0% vs 35.0% on the same 300 rounds), so the rules stay in the
 * engine alone.
 */
import { rngFromSeed, type Action, type AnyGame, type Rng, type Seat } from '@kortbord/engine';
import { actor, cardsLeftEvaluation } from '../ismcts';

/** The engine's state, as far as the policy reads it (cards: rank * 4 + suit, suits C D H S). */
interface VriStateLike {
  readonly hands: readonly (readonly number[])[];
  readonly penalty: number;
  readonly options: { readonly scoring: boolean; readonly lastCardCall: boolean };
}

interface PlayLike {
  readonly type: 'play';
  readonly cards: readonly string[];
  readonly suit?: string;
  readonly call?: boolean;
}

const EIGHT = 6;
const RANK_CHARS = '23456789TJQKA';
const SUIT_CHARS = 'CDHS';
/** The heuristic's order for "the suit held most": the first of S H D C with the most cards. */
const SUIT_ORDER = [3, 2, 1, 0] as const;

const rankOfCode = (code: string): number => RANK_CHARS.indexOf(code.charAt(0));
const suitOfCode = (code: string): number => SUIT_CHARS.indexOf(code.charAt(1));

/** Penalty points (heuristic's `vriPoints`) of a card that is not an eight. */
const points = (rank: number): number => (rank >= 9 && rank <= 11 ? 10 : rank === 12 ? 1 : rank + 2);

/** The first of S H D C with the most of `counts` (eights are not counted in it). */
function most(counts: readonly number[]): number {
  let best = 0;
  let n = -1;
  for (const s of SUIT_ORDER) {
    const k = counts[s] as number;
    if (k > n) {
      n = k;
      best = s;
    }
  }
  return best;
}

/**
 * The heuristic's cost of a play (lower is better): many cards, ending on a suit still held, no eight
 * unless it changes to the suit held most; going out beats everything.
 */
function playCost(p: PlayLike, handSize: number, counts: readonly number[], scoring: boolean): number {
  const cs = p.cards;
  if (cs.length === handSize) return -1000;
  const left = counts.slice();
  let eight = false;
  let pts = 0;
  for (const code of cs) {
    const r = rankOfCode(code);
    if (r === EIGHT) eight = true;
    else {
      const s = suitOfCode(code);
      left[s] = (left[s] as number) - 1;
      pts += points(r);
    }
  }
  const endSuit = p.suit !== undefined ? SUIT_CHARS.indexOf(p.suit) : suitOfCode(cs[cs.length - 1] as string);
  let c = eight ? 100 : 0;
  c -= cs.length * 3;
  c -= (left[endSuit] as number) * 2;
  if (eight && endSuit !== most(left)) c += 5;
  if (scoring) c -= pts / 5;
  return c;
}

const hasEight = (p: PlayLike): boolean => {
  for (const code of p.cards) if (rankOfCode(code) === EIGHT) return true;
  return false;
};

export const vriRollout = (
  _game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  _rng: Rng,
): Action => choose(state as VriStateLike, seat, legal);

function choose(s: VriStateLike, seat: Seat, legal: readonly Action[]): Action {
  // The engine lists a knock last; the heuristic takes it whatever else is legal.
  const lastAction = legal[legal.length - 1] as Action;
  if (lastAction.type === 'knock') return lastAction;
  const hand = s.hands[seat] ?? [];
  const counts = [0, 0, 0, 0];
  for (const c of hand) if (c >> 2 !== EIGHT) counts[c & 3] = (counts[c & 3] as number) + 1;
  let draw: Action | null = null;
  let pass: Action | null = null;
  let bestPlain: Action | null = null;
  let bestPlainCost = Infinity;
  let bestEight: Action | null = null;
  let bestEightCost = Infinity;
  for (const a of legal) {
    switch (a.type) {
      case 'knock':
        return a;
      case 'suit': {
        const want = SUIT_CHARS.charAt(most(counts));
        return legal.find((x) => (x as unknown as { suit: string }).suit === want) ?? a;
      }
      case 'draw':
        draw = a;
        break;
      case 'pass':
        pass = a;
        break;
      case 'play': {
        const p = a as unknown as PlayLike;
        // The engine lists a play that leaves one card both with and without the call: take the call.
        if (p.call !== true && s.options.lastCardCall && hand.length - p.cards.length === 1) break;
        const cost = playCost(p, hand.length, counts, s.options.scoring);
        if (hasEight(p)) {
          if (cost < bestEightCost) {
            bestEightCost = cost;
            bestEight = a;
          }
        } else if (cost < bestPlainCost) {
          bestPlainCost = cost;
          bestPlain = a;
        }
        break;
      }
    }
  }
  if (bestPlain) return bestPlain;
  if (draw && s.penalty !== 0) return draw;
  const suited = counts[0] || counts[1] || counts[2] || counts[3];
  if (bestEight && (!draw || hand.length <= 2 || !suited)) return bestEight;
  return draw ?? bestEight ?? pass ?? (legal[0] as Action);
}

/** A rollout this long has stalled (a blocked table ends sooner); it is scored by cards left. */
const PLAYOUT_LIMIT = 400;
// The evaluation has no random source of its own in the search's contract; a fixed one keeps runs
// reproducible within a worker.
const playoutRng = rngFromSeed('vri-atter/playout');

/**
 * The rest of the round played out by the heuristic, scored by the win (`winReward`). The search's
 * own rewards count penalty points too, and an eight costs 50 of them, so they had the bot throw its
 * eights away to lose by less; what a round is played for is to go out first.
 */
export function vriWinPlayout(game: AnyGame, state: unknown, players: number): number[] {
  let s = state;
  const chance = game.chance;
  for (let n = 0; n < PLAYOUT_LIMIT; n++) {
    while (chance?.due(s)) s = chance.apply(s, chance.sample(s, playoutRng));
    const result = game.roundResult(s);
    if (result)
      return winReward({ winner: result.placings[0] ?? 0, hands: (s as VriStateLike).hands }, players);
    const next = actor(game, s, players);
    if (!next) break;
    const legal = next.legal;
    const a = legal.length === 1 ? (legal[0] as Action) : choose(s as VriStateLike, next.seat, legal);
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
 * cards than it. The search drops the worse half of its candidates every six deals, and on a bare
 * win or loss those first deals mostly tie; the small share for a near miss tells them apart (measured:
 * 0.3 beat both 0 and 0.5).
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
