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
const SUIT_ACTIONS: readonly VriAction[] = SUITS.map((suit) => ({ type: 'suit', suit }));

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

/** One distinct legal play, its cards in laid order; eights once per suit named. */
function emit(sink: Sink, cards: Card[], eights: boolean): void {
  const out = sink.out;
  if (out === null) {
    if (!sink.found && cards.includes(sink.find)) sink.found = true;
    return;
  }
  const codes = cards.map(cardCode);
  const calls = sink.call && sink.left - cards.length === 1;
  if (!eights) {
    if (calls) out.push({ type: 'play', cards: codes, call: true });
    out.push({ type: 'play', cards: codes });
    return;
  }
  for (const suit of SUITS) {
    if (calls) out.push({ type: 'play', cards: codes, suit, call: true });
    out.push({ type: 'play', cards: codes, suit });
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
  const k = [0, 0, 0, 0];
  for (k[0] = 0; k[0] <= (cnt[0] as number); k[0]++)
    for (k[1] = 0; k[1] <= (cnt[1] as number); k[1]++)
      for (k[2] = 0; k[2] <= (cnt[2] as number); k[2]++)
        for (k[3] = 0; k[3] <= (cnt[3] as number); k[3]++) {
          const m = k[0] + k[1] + k[2] + k[3];
          if (m === 0 || m > maxCount || m === forbiddenCount) continue;
          if (r === EIGHT) {
            emit(sink, subset(r, k, -1, -1), true);
            continue;
          }
          for (let l = 0; l < 4; l++) {
            if ((k[l] as number) === 0) continue;
            for (let f = 0; f < 4; f++) {
              if (m === 1 ? f !== l : (k[f] as number) < (f === l ? 2 : 1)) continue;
              if (suitOnly ? f !== s.suit : f !== s.suit && r !== topRank) continue;
              emit(sink, m === 1 ? [card(r, l)] : subset(r, k, f, l), false);
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
const canDraw = (s: VriState): boolean =>
  s.penalty > 0 || (!s.drawDone && s.stock.length > 0 && !lowStock(s));

const canPass = (s: VriState): boolean =>
  s.penalty === 0 &&
  (s.drawDone || s.stock.length === 0 || lowStock(s) || (s.options.passAfterAnyDraw && s.drawn > 0));

export function legalActions(s: VriState, seat: Seat): VriAction[] {
  const out: VriAction[] = [];
  if (s.phase === 'over' || restockDue(s)) return out;
  if (seat === s.turn) {
    if (s.phase === 'suit') return SUIT_ACTIONS.slice();
    const left = (s.hands[seat] as readonly Card[]).length;
    // At the draw limit only drawing stops: any legal card may still be laid, the one just drawn
    // included (the seed: "Passer kortet, kan du legge det med en gang").
    forEachPlay(s, seat, { out, left, call: s.options.lastCardCall, find: -1, found: false });
    if (canDraw(s)) out.push(DRAW);
    if (canPass(s)) out.push(PASS);
  }
  if (s.knock >= 0 && seat !== s.knock) out.push({ type: 'knock', target: s.knock });
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
