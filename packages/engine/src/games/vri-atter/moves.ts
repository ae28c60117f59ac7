import { card, cardCode, RANK, rankOf, SUITS, suitOf, type Card, type Suit } from '../../cards';
import type { Seat } from '../../game';
import { EIGHT, isFirstTurn, restockDue, topOf, type VriState } from './state';

/** RECORD.md's actions. A play lists its cards in the order laid; `suit` exactly when they are eights. */
export type VriAction =
  | { readonly type: 'play'; readonly cards: readonly string[]; readonly suit?: Suit; readonly call?: true }
  | { readonly type: 'draw' }
  | { readonly type: 'pass' }
  | { readonly type: 'knock'; readonly target: Seat }
  | { readonly type: 'suit'; readonly suit: Suit };

export type PlayAction = Extract<VriAction, { type: 'play' }>;

const DRAW: VriAction = { type: 'draw' };
const PASS: VriAction = { type: 'pass' };
const SUIT_ACTIONS: readonly VriAction[] = Object.freeze(
  SUITS.map((suit) => Object.freeze({ type: 'suit', suit })),
);

/**
 * Where the plays go: into `out` as actions (with and without a call where one is due), or, with
 * `out` null, searched for one that lays card `find`. A plain object, not a callback, so that
 * generating moves creates no closures.
 */
interface Sink {
  readonly out: VriAction[] | null;
  readonly left: number;
  readonly call: boolean;
  readonly find: Card;
  found: boolean;
}

/** A choice of cards of one rank as counts per suit (0..2 with two decks), base 3: suit 0 lowest. */
const kCount = (kcode: number, su: number): number => Math.floor(kcode / POW3[su]!) % 3;
const POW3 = [1, 3, 9, 27] as const;

/** The cards of a play in laid order: `kcode` counts them per suit, `f` is laid first and `l` last. */
function playCards(r: number, kcode: number, f: number, l: number, eights: boolean): Card[] {
  const k = [kCount(kcode, 0), kCount(kcode, 1), kCount(kcode, 2), kCount(kcode, 3)];
  if (eights) return subset(r, k, -1, -1);
  const m = k[0]! + k[1]! + k[2]! + k[3]!;
  return m === 1 ? [card(r, l)] : subset(r, k, f, l);
}

/**
 * Plays are shared, frozen objects built once, eight variants per choice of cards (the suit named
 * by eights, with and without the call): generating moves then allocates only the list, though all
 * but one of its plays are thrown away. Indexed by rank, counts per suit, first and last suit.
 */
// Filled with undefined up front: an array first written at scattered indices falls back to a
// dictionary, and this lookup is the hottest line of move generation.
const PLAYS: (VriAction | undefined)[] = new Array<VriAction | undefined>(13 * 81 * 4 * 4 * 8).fill(
  undefined,
);

function cachedPlay(at: number, r: number, kcode: number, f: number, l: number, eights: boolean): VriAction {
  const cards = Object.freeze(playCards(r, kcode, f, l, eights).map(cardCode));
  const call = (at & 1) === 1;
  let made: VriAction;
  if (!eights) made = call ? { type: 'play', cards, call: true } : { type: 'play', cards };
  else {
    const suit = SUITS[(at >> 1) & 3] as Suit;
    made = call ? { type: 'play', cards, suit, call: true } : { type: 'play', cards, suit };
  }
  return (PLAYS[at] = Object.freeze(made));
}

/** One distinct legal play of `m` cards, its cards in laid order; eights once per suit named. */
function emit(sink: Sink, r: number, kcode: number, m: number, f: number, l: number, eights: boolean): void {
  const out = sink.out;
  if (out === null) {
    if (!sink.found && playCards(r, kcode, f, l, eights).includes(sink.find)) sink.found = true;
    return;
  }
  const calls = sink.call && sink.left - m === 1;
  const base = (((r * 81 + kcode) * 4 + (f & 3)) * 4 + (l & 3)) * 8;
  if (!eights) {
    if (calls) out.push(PLAYS[base + 1] ?? cachedPlay(base + 1, r, kcode, f, l, false));
    out.push(PLAYS[base] ?? cachedPlay(base, r, kcode, f, l, false));
    return;
  }
  for (let suit = 0; suit < 4; suit++) {
    const at = base + suit * 2;
    if (calls) out.push(PLAYS[at + 1] ?? cachedPlay(at + 1, r, kcode, f, l, true));
    out.push(PLAYS[at] ?? cachedPlay(at, r, kcode, f, l, true));
  }
}

/**
 * Every distinct legal play of the seat to act. Plays differ by the cards laid, the first card (it
 * must match) and the last (it sets the suit); the order of the cards between is free, so those are
 * given sorted. Eights name the suit, so their order is free altogether.
 */
function forEachPlay(s: VriState, seat: Seat, sink: Sink): void {
  if (s.phase !== 'play' || seat !== s.turn) return;
  if (s.penalty > 0 && (s.penaltyAce || !s.options.twoPenalty)) return;
  const o = s.options;
  const hand = s.hands[seat] as readonly Card[];
  const topRank = rankOf(topOf(s));
  const answering = s.penalty > 0;
  const firstTurn = !answering && isFirstTurn(s, seat);
  const suitOnly = firstTurn && o.firstTurn === 'suit-only';
  const noEight =
    (firstTurn && o.firstTurn !== 'none') || (!o.eightOnEight && topRank === EIGHT) || answering;
  const cnt = [0, 0, 0, 0];
  let i = 0;
  while (i < hand.length) {
    const r = rankOf(hand[i] as Card);
    cnt[0] = cnt[1] = cnt[2] = cnt[3] = 0;
    let j = i;
    for (; j < hand.length && rankOf(hand[j] as Card) === r; j++) {
      const su = suitOf(hand[j] as Card);
      cnt[su] = (cnt[su] as number) + 1;
    }
    i = j;
    if (answering ? r !== RANK.TWO : r === EIGHT && noEight) continue;
    const lastForbidden =
      (r === EIGHT && o.lastEight === 'forbidden') || (r === RANK.ACE && o.lastAce === 'forbidden');
    const maxCount = o.multiple && !suitOnly ? hand.length : 1;
    rankPlays(s, r, cnt, topRank, maxCount, lastForbidden ? hand.length : -1, suitOnly, sink);
  }
}

function rankPlays(
  s: VriState,
  r: number,
  cnt: readonly number[],
  topRank: number,
  maxCount: number,
  forbiddenCount: number,
  suitOnly: boolean,
  sink: Sink,
): void {
  const eights = r === EIGHT;
  // Off the top's rank (or on a suit-only first turn) a play must start with the suit in force:
  // without a card of it this rank has no play at all.
  const suitFirst = suitOnly || r !== topRank;
  if (!eights && suitFirst && !((cnt[s.suit] ?? 0) > 0)) return;
  const c0 = cnt[0] as number;
  const c1 = cnt[1] as number;
  const c2 = cnt[2] as number;
  const c3 = cnt[3] as number;
  for (let k0 = 0; k0 <= c0; k0++)
    for (let k1 = 0; k1 <= c1; k1++)
      for (let k2 = 0; k2 <= c2; k2++)
        for (let k3 = 0; k3 <= c3; k3++) {
          const m = k0 + k1 + k2 + k3;
          if (m === 0 || m > maxCount || m === forbiddenCount) continue;
          const kcode = k0 + 3 * k1 + 9 * k2 + 27 * k3;
          if (eights) {
            emit(sink, r, kcode, m, -1, -1, true);
            continue;
          }
          for (let l = 0; l < 4; l++) {
            const kl = l === 0 ? k0 : l === 1 ? k1 : l === 2 ? k2 : k3;
            if (kl === 0) continue;
            for (let f = 0; f < 4; f++) {
              const kf = f === 0 ? k0 : f === 1 ? k1 : f === 2 ? k2 : k3;
              if (m === 1 ? f !== l : kf < (f === l ? 2 : 1)) continue;
              if (suitFirst && f !== s.suit) continue;
              emit(sink, r, kcode, m, f, l, false);
            }
          }
        }
}

/** The cards counted by `k`, with `f` first and `l` last when they are not -1, the rest sorted. */
function subset(r: number, k: readonly number[], f: number, l: number): Card[] {
  const out: Card[] = [];
  if (f >= 0) out.push(card(r, f));
  for (let su = 0; su < 4; su++) {
    let n = (k[su] as number) - (su === f ? 1 : 0) - (su === l ? 1 : 0);
    while (n-- > 0) out.push(card(r, su));
  }
  if (l >= 0) out.push(card(r, l));
  return out;
}

export const lowStock = (s: VriState): boolean => s.options.passWhenStockLow && s.stock.length < 3;

/** A penalty is always taken with `draw`, even from an empty stock; otherwise drawing has limits. */
export const canDraw = (s: VriState): boolean =>
  s.penalty > 0 || (!s.drawDone && s.stock.length > 0 && !lowStock(s));

const canPass = (s: VriState): boolean =>
  s.penalty === 0 &&
  (s.drawDone || s.stock.length === 0 || lowStock(s) || (s.options.passAfterAnyDraw && s.drawn > 0));

/**
 * Shared, frozen answers where a seat has nothing or only a fixed list: every step asks each seat
 * (a knock may come out of turn), so most answers are empty.
 */
const NONE: readonly VriAction[] = Object.freeze([]);
const KNOCKS: readonly (readonly VriAction[])[] = Array.from({ length: 10 }, (_, target) =>
  Object.freeze([Object.freeze({ type: 'knock' as const, target })]),
);
const knockOn = (target: Seat): readonly VriAction[] => KNOCKS[target] ?? [{ type: 'knock', target }];

export function legalActions(s: VriState, seat: Seat): readonly VriAction[] {
  if (s.phase === 'over' || restockDue(s)) return NONE;
  const knocks = s.knock >= 0 && seat !== s.knock;
  if (seat !== s.turn) return knocks ? knockOn(s.knock) : NONE;
  if (s.phase === 'suit') return SUIT_ACTIONS;
  const out: VriAction[] = [];
  const left = (s.hands[seat] as readonly Card[]).length;
  // At the draw limit only drawing stops: any legal card may still be laid, the one just drawn
  // included (the seed: "Passer kortet, kan du legge det med en gang").
  forEachPlay(s, seat, { out, left, call: s.options.lastCardCall, find: -1, found: false });
  if (canDraw(s)) out.push(DRAW);
  if (canPass(s)) out.push(PASS);
  if (knocks) out.push(knockOn(s.knock)[0] as VriAction);
  return out;
}

/** True when some legal play of the seat to act lays card `c` ("until-playable" draws). */
export function canLay(s: VriState, seat: Seat, c: Card): boolean {
  const sink: Sink = { out: null, left: 0, call: false, find: c, found: false };
  forEachPlay(s, seat, sink);
  return sink.found;
}

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function actionKey(a: VriAction): string {
  switch (a.type) {
    case 'play': {
      const cs = a.cards;
      let key: string;
      if (a.suit !== undefined) key = `p${cs.slice().sort(byCode).join(',')}/${a.suit}`;
      else if (cs.length <= 2) key = `p${cs.join(',')}`;
      else key = `p${cs[0]},${cs.slice(1, -1).sort(byCode).join(',')},${cs[cs.length - 1]}`;
      return a.call === true ? `${key}!` : key;
    }
    case 'draw':
      return 'd';
    case 'pass':
      return 'x';
    case 'knock':
      return `k${a.target}`;
    case 'suit':
      return `s${a.suit}`;
    default:
      return JSON.stringify(a);
  }
}
