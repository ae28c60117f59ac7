/**
 * "Ladder", a small game for testing the search before (and beside) the real games. It has what the
 * real ones have: hidden hands, a simultaneous step, a chance step and an out-of-turn action.
 *
 * Cards 0..15, four to each seat, the rest is the stock. First every seat at once shows one card
 * (`show`: it leaves the hand face up). Then in turn: `play` a card higher than the top (any card on
 * an empty table), `draw` (a chance step puts a random stock card in hand and the turn passes) or
 * `pass` (not on an empty table). When everyone else has passed the table is cleared and the last
 * player leads. Playing a 0 opens a window in which any other seat may `knock`: the player of the 0
 * then takes a stock card. The round ends when a seat plays its last card; the others score one
 * point per card left (fewest wins).
 */
import type { Action, AnyGame, GameView, Rng, RoundResult, Seat } from '@kortbord/engine';
import { actor } from '../ismcts';

export interface LadderState {
  readonly players: number;
  readonly hands: readonly (readonly number[])[];
  readonly shown: readonly (number | null)[];
  readonly stock: readonly number[];
  readonly played: readonly number[];
  readonly top: number | null;
  readonly topBy: Seat;
  readonly turn: Seat;
  readonly passes: number;
  readonly drawing: Seat | null;
  readonly knockable: Seat | null;
  readonly result: RoundResult | null;
}

type LadderAction =
  | { readonly type: 'show'; readonly card: number }
  | { readonly type: 'play'; readonly card: number }
  | { readonly type: 'draw' }
  | { readonly type: 'pass' }
  | { readonly type: 'knock' };

const DECK = 16;
const HAND = 4;
const arranging = (s: LadderState): boolean => s.shown.some((c) => c === null);

function toAct(s: LadderState): Seat[] {
  if (s.result || s.drawing !== null) return [];
  if (arranging(s)) return s.shown.flatMap((c, seat) => (c === null ? [seat] : []));
  return [s.turn];
}

function legalActions(s: LadderState, seat: Seat): LadderAction[] {
  if (s.result || s.drawing !== null) return [];
  if (arranging(s))
    return s.shown[seat] === null ? (s.hands[seat] ?? []).map((card) => ({ type: 'show', card })) : [];
  const out: LadderAction[] = [];
  if (s.knockable !== null && seat !== s.knockable && s.stock.length) out.push({ type: 'knock' });
  if (seat !== s.turn) return out;
  for (const card of s.hands[seat] ?? [])
    if (s.top === null || card > s.top) out.push({ type: 'play', card });
  if (s.stock.length) out.push({ type: 'draw' });
  if (s.top !== null) out.push({ type: 'pass' });
  return out;
}

const withHand = (s: LadderState, seat: Seat, hand: readonly number[]) =>
  s.hands.map((h, i) => (i === seat ? hand : h));

function finish(s: LadderState, winner: Seat): RoundResult {
  const rest = [...Array(s.players).keys()]
    .filter((x) => x !== winner)
    .sort(
      (a, b) =>
        (s.hands[a]?.length ?? 0) - (s.hands[b]?.length ?? 0) ||
        ((a - winner + s.players) % s.players) - ((b - winner + s.players) % s.players),
    );
  return { placings: [winner, ...rest], points: s.hands.map((h, i) => (i === winner ? 0 : h.length)) };
}

function apply(s: LadderState, seat: Seat, a: LadderAction): LadderState {
  const next = (from: Seat) => (from + 1) % s.players;
  switch (a.type) {
    case 'show': {
      const shown = s.shown.map((c, i) => (i === seat ? a.card : c));
      return {
        ...s,
        shown,
        hands: withHand(
          s,
          seat,
          (s.hands[seat] ?? []).filter((c) => c !== a.card),
        ),
      };
    }
    case 'play': {
      const hand = (s.hands[seat] ?? []).filter((c) => c !== a.card);
      const t = {
        ...s,
        hands: withHand(s, seat, hand),
        played: [...s.played, a.card],
        top: a.card,
        topBy: seat,
      };
      if (!hand.length) return { ...t, knockable: null, result: finish(t, seat) };
      return { ...t, turn: next(seat), passes: 0, knockable: a.card === 0 ? seat : null };
    }
    case 'draw':
      return { ...s, drawing: seat, knockable: null };
    case 'knock':
      return { ...s, drawing: s.knockable, knockable: null };
    case 'pass': {
      const passes = s.passes + 1;
      if (passes >= s.players - 1) return { ...s, top: null, passes: 0, turn: s.topBy, knockable: null };
      return { ...s, passes, turn: next(seat), knockable: null };
    }
  }
}

interface LadderView extends GameView {
  readonly top: number | null;
  readonly topBy: Seat;
  readonly turn: Seat;
  readonly passes: number;
  readonly played: readonly number[];
  readonly stockCount: number;
  readonly drawing: Seat | null;
  readonly knockable: Seat | null;
}

function view(s: LadderState, seat: Seat | null): LadderView {
  return {
    phase: arranging(s) ? 'arrange' : 'play',
    toAct: toAct(s),
    placings: s.result ? s.result.placings : [],
    seats: s.hands.map((h, i) => ({
      ...(i === seat ? { hand: [...h] } : { handCount: h.length }),
      shown: s.shown[i] ?? null,
    })),
    top: s.top,
    topBy: s.topBy,
    turn: s.turn,
    passes: s.passes,
    played: [...s.played],
    stockCount: s.stock.length,
    drawing: s.drawing,
    knockable: s.knockable,
  };
}

function determinize(v: LadderView, seat: Seat, rng: Rng): LadderState {
  const own = (v.seats[seat]?.['hand'] as number[] | undefined) ?? [];
  const shown = v.seats.map((x) => (x['shown'] as number | null) ?? null);
  const seen = new Set<number>([...own, ...v.played, ...shown.filter((c): c is number => c !== null)]);
  const unseen = rng.shuffle([...Array(DECK).keys()].filter((c) => !seen.has(c)));
  const hands = v.seats.map((x, i) => (i === seat ? own : unseen.splice(0, x['handCount'] as number)));
  return {
    players: v.seats.length,
    hands,
    shown,
    stock: unseen,
    played: v.played,
    top: v.top,
    topBy: v.topBy,
    turn: v.turn,
    passes: v.passes,
    drawing: v.drawing,
    knockable: v.knockable,
    result: null,
  };
}

function setup(players: number, rng: Rng): LadderState {
  const deck = rng.shuffle([...Array(DECK).keys()]);
  return {
    players,
    hands: [...Array(players).keys()].map(() => deck.splice(0, HAND)),
    shown: new Array<number | null>(players).fill(null),
    stock: deck,
    played: [],
    top: null,
    topBy: 0,
    turn: 0,
    passes: 0,
    drawing: null,
    knockable: null,
    result: null,
  };
}

const chance = {
  due: (s: LadderState) => s.drawing !== null && !s.result,
  sample: (s: LadderState, rng: Rng) => rng.int(s.stock.length),
  apply: (s: LadderState, i: number): LadderState => {
    const seat = s.drawing as Seat;
    const card = s.stock[i] as number;
    const stock = s.stock.filter((_, j) => j !== i);
    const hands = withHand(s, seat, [...(s.hands[seat] ?? []), card]);
    const wasTurn = seat === s.turn;
    return { ...s, stock, hands, drawing: null, turn: wasTurn ? (s.turn + 1) % s.players : s.turn };
  },
  parse: () => {
    throw new Error('not used');
  },
  toJson: (i: number) => i,
};

const keyOf = (a: LadderAction): string => ('card' in a ? `${a.type}:${a.card}` : a.type);

/** The game object, typed loosely like the registry's games. Not in the registry: tests use it directly. */
export const ladder = {
  id: 'ladder',
  minPlayers: 2,
  maxPlayers: () => 3,
  toAct,
  legalActions,
  outOfTurn: (a: Action) => a.type === 'knock',
  actionKey: keyOf,
  apply,
  chance,
  roundResult: (s: LadderState) => s.result,
  view,
  fullView: (s: LadderState) => view(s, null),
  determinize,
  cards: (s: LadderState) =>
    [...s.hands.flat(), ...s.stock, ...s.played, ...s.shown.filter((c) => c !== null)].map(String),
} as unknown as AnyGame;

export const ladderSetup = setup;

/** Plays one round: `choose(seat, state, legal)` picks each action. Returns the result. */
export function playLadder(
  players: number,
  rng: Rng,
  choose: (seat: Seat, s: LadderState, legal: Action[]) => Action,
): RoundResult {
  let s = setup(players, rng);
  for (let n = 0; n < 10_000; n++) {
    while (chance.due(s)) s = chance.apply(s, chance.sample(s, rng));
    if (s.result) return s.result;
    const next = actor(ladder, s, players);
    if (!next) throw new Error('nobody can act');
    s = apply(s, next.seat, choose(next.seat, s, next.legal) as LadderAction);
  }
  throw new Error('ladder round did not end');
}
