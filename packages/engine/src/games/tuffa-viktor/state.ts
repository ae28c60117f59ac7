/**
 * The round's state and the small steps every move is built from. A state is never mutated: `apply`
 * works on a `Draft` (a shallow copy) and replaces the arrays it changes.
 */
import type { Seat } from '../../game';
import { addLack, loseLack, loseUnseen, type Lack } from '../../lacks';
import {
  ARREST,
  FIGURE_MASK,
  handSize,
  INDRIVAREN,
  KINDS,
  VIKTOR,
  VIVAN,
  type Hand,
  type Kind,
} from './cards';
import type { Group } from './groups';
import { HAND_SIZE } from './options';

/** Vivan waiting for answers: the target first, then the other side after each Smockan. */
export interface VivanAttack {
  readonly kind: 'vivan';
  readonly by: Seat;
  readonly target: Seat;
  readonly group: number;
  readonly into: number | null;
  /** Declared with Vivan, still in the attacker's hand until the steal goes ahead. */
  readonly add: readonly Kind[];
  /** Smockans played so far: the target plays the odd ones, the attacker the even ones. */
  readonly smockans: number;
  readonly asked: Seat;
}

/** Indrivaren: victims asked in turn order, then one random take from each who yielded. */
export interface IndrivarenAttack {
  readonly kind: 'indrivaren';
  readonly by: Seat;
  /** Still to be asked; the first is asked now. */
  readonly queue: readonly Seat[];
  readonly spared: readonly Seat[];
  /** Yielded, waiting for their take (a chance step), in turn order. */
  readonly takes: readonly Seat[];
}

export type Attack = VivanAttack | IndrivarenAttack;

/** A public fact from laying a card without effect: at least `count` cards in hand are of kinds in `mask`. */
export interface HoldsAmong {
  readonly mask: number;
  readonly count: number;
}

export interface State {
  readonly n: number;
  /** Counts per kind of the whole deck (the `deck` option), for determinize. */
  readonly deck: readonly number[];
  readonly hands: readonly Hand[];
  readonly groups: readonly (readonly Group[])[];
  readonly secured: readonly (readonly Group[])[];
  readonly glasses: readonly number[];
  /** The stock as dealt, top first; `drawn` cards have left it. Shared between states. */
  readonly stock: readonly Kind[];
  readonly drawn: number;
  /** The discard pile, in the order laid: figure cards played and groups arrested. */
  readonly pile: readonly Kind[];
  readonly turn: Seat;
  /** The seat that played the last card (answers included); null before the first play. */
  readonly lastBy: Seat | null;
  readonly attack: Attack | null;
  readonly ended: boolean;
  /** Set when the round ends: every seat by most glasses secured, ties clockwise from `lastBy`. */
  readonly placings: readonly Seat[];
  /**
   * known[viewer * n + holder]: counts of cards the viewer knows the holder holds (what Indrivaren
   * took from the viewer), or null. Null as a whole while nobody knows anything.
   */
  readonly known: readonly (Hand | null)[] | null;
  readonly holds: readonly (HoldsAmong | null)[];
  /**
   * Per seat, what its answers showed (lacks.ts): it let a group worth defending go to Vivan, so the
   * cards it held then were probably no Smockan. Public: everyone saw the group and the answer.
   */
  readonly lacks: readonly (readonly Lack[])[];
}

/** A group of at least this many glasses is worth a Smockan: letting it go shows the seat had none. */
export const WORTH_DEFENDING = 10;

/** Tuffa Viktor's lack sets are sets of kinds (the "ranks" of lacks.ts). */
export const kindMember = (_suits: number, kinds: number, k: Kind): boolean => ((kinds >> k) & 1) === 1;

function setLacks(d: Draft, seat: Seat, ls: readonly Lack[]): void {
  if (ls === d.lacks[seat]) return;
  const lacks = d.lacks.slice();
  lacks[seat] = ls;
  d.lacks = lacks;
}

/** The seat, asked, chose not to play a card of `kinds` (mask). */
export function noteLack(d: Draft, seat: Seat, kinds: number): void {
  setLacks(d, seat, addLack(d.lacks[seat] ?? [], 0, kinds, handSize(d.hands[seat] as Hand)));
}

export type Draft = { -readonly [K in keyof State]: State[K] };

/** A shallow copy built field by field: one object shape, which keeps V8 fast. */
export function draft(s: State): Draft {
  return {
    n: s.n,
    deck: s.deck,
    hands: s.hands,
    groups: s.groups,
    secured: s.secured,
    glasses: s.glasses,
    stock: s.stock,
    drawn: s.drawn,
    pile: s.pile,
    turn: s.turn,
    lastBy: s.lastBy,
    attack: s.attack,
    ended: s.ended,
    placings: s.placings,
    known: s.known,
    holds: s.holds,
    lacks: s.lacks,
  };
}

export const stockCount = (s: State): number => s.stock.length - s.drawn;

export function toAct(s: State): Seat[] {
  if (s.ended) return [];
  const a = s.attack;
  if (!a) return [s.turn];
  if (a.kind === 'vivan') return [a.asked];
  return a.queue.length ? [a.queue[0] as Seat] : [];
}

export function setHand(d: Draft, seat: Seat, h: Hand): void {
  const hands = d.hands.slice();
  hands[seat] = h;
  d.hands = hands;
}

export function setGroups(d: Draft, seat: Seat, gs: readonly Group[]): void {
  const groups = d.groups.slice();
  groups[seat] = gs;
  d.groups = groups;
}

/** Removes played cards from a hand; what others knew of that hand shrinks with it. */
export function play(d: Draft, seat: Seat, ks: readonly Kind[]): void {
  if (ks.length) d.lastBy = seat;
  const ls0 = d.lacks[seat] ?? [];
  if (ls0.length) {
    let ls = ls0;
    let hidden = handSize(d.hands[seat] as Hand);
    for (const k of ks) ls = loseLack(ls, k, hidden--, kindMember);
    setLacks(d, seat, ls);
  }
  const h = (d.hands[seat] as Hand).slice();
  for (const k of ks) h[k] = (h[k] as number) - 1;
  setHand(d, seat, h);
  if (d.known) {
    const known = d.known.slice();
    let changed = false;
    for (let v = 0; v < d.n; v++) {
      const kh = known[v * d.n + seat];
      if (!kh) continue;
      const next = kh.slice();
      for (const k of ks) if ((next[k] as number) > 0) next[k] = (next[k] as number) - 1;
      known[v * d.n + seat] = next.some((x) => x > 0) ? next : null;
      changed = true;
    }
    if (changed) d.known = known.some((x) => x) ? known : null;
  }
  const fact = d.holds[seat];
  if (fact) {
    let count = fact.count;
    for (const k of ks) if (fact.mask & (1 << k)) count--;
    if (count !== fact.count) setHolds(d, seat, count > 0 ? { mask: fact.mask, count } : null);
  }
}

export function setHolds(d: Draft, seat: Seat, fact: HoldsAmong | null): void {
  const holds = d.holds.slice();
  holds[seat] = fact;
  d.holds = holds;
}

export function toPile(d: Draft, ks: readonly Kind[]): void {
  d.pile = d.pile.concat(ks);
}

/** Cards shown and kept (a blocked Vivan's additions): every other seat now knows the holder has them. */
export function reveal(d: Draft, seat: Seat, ks: readonly Kind[]): void {
  if (!ks.length) return;
  const n = d.n;
  const known = d.known ? d.known.slice() : new Array<Hand | null>(n * n).fill(null);
  const shown = new Array<number>(KINDS).fill(0);
  for (const k of ks) shown[k] = (shown[k] as number) + 1;
  for (let v = 0; v < n; v++) {
    if (v === seat) continue;
    const next = (known[v * n + seat] ?? shown).slice();
    for (let k = 0; k < KINDS; k++) next[k] = Math.max(next[k] as number, shown[k] as number);
    known[v * n + seat] = next;
  }
  d.known = known;
}

/** Indrivaren's take: the taker sees the card, the victim knows what it lost, the others neither. */
export function take(d: Draft, from: Seat, to: Seat, k: Kind): void {
  const n = d.n;
  const hands = d.hands.slice();
  const a = (hands[from] as Hand).slice();
  const b = (hands[to] as Hand).slice();
  a[k] = (a[k] as number) - 1;
  b[k] = (b[k] as number) + 1;
  // The table did not see the card: the public facts lose one card of unknown kind.
  setLacks(d, from, loseUnseen(d.lacks[from] ?? []));
  hands[from] = a;
  hands[to] = b;
  d.hands = hands;
  const known = d.known ? d.known.slice() : new Array<Hand | null>(n * n).fill(null);
  for (let v = 0; v < n; v++) {
    if (v === from) continue;
    const kh = known[v * n + from];
    if (!kh) continue;
    if (v === to) {
      const next = kh.slice();
      if ((next[k] as number) > 0) next[k] = (next[k] as number) - 1;
      known[v * n + from] = next.some((x) => x > 0) ? next : null;
    } else known[v * n + from] = null;
  }
  const mine = (known[from * n + to] ?? new Array<number>(KINDS).fill(0)).slice();
  mine[k] = (mine[k] as number) + 1;
  known[from * n + to] = mine;
  d.known = known;
  const fact = d.holds[from];
  if (fact) setHolds(d, from, fact.count > 1 ? { mask: fact.mask, count: fact.count - 1 } : null);
}

function drawUpTo(d: Draft, seat: Seat): void {
  const h = d.hands[seat] as Hand;
  let size = handSize(h);
  if (size >= HAND_SIZE || d.drawn >= d.stock.length) return;
  const next = h.slice();
  while (size < HAND_SIZE && d.drawn < d.stock.length) {
    const k = d.stock[d.drawn] as Kind;
    next[k] = (next[k] as number) + 1;
    d.drawn++;
    size++;
  }
  setHand(d, seat, next);
}

/**
 * Placings (RECORD.md): every seat by the most glasses secured this round, the score that wins;
 * equal glasses clockwise from the seat that played the last card. Emptying one's hand only ends
 * the round, it wins nothing.
 */
function placingsOf(d: Draft): Seat[] {
  const n = d.n;
  const from = d.lastBy ?? d.turn;
  const seats: Seat[] = [];
  for (let i = 0; i < n; i++) seats.push((from + i) % n);
  // A stable sort keeps the clockwise order among equal glasses.
  return seats.sort((a, b) => (d.glasses[b] as number) - (d.glasses[a] as number));
}

/**
 * Once the stock is empty the round stops the moment a hand is empty, even inside an answer window:
 * nobody plays on, and an unsettled attack settles nothing more (open groups and hands never score).
 */
export function endIfOver(d: Draft): boolean {
  if (d.ended) return true;
  if (d.drawn < d.stock.length) return false;
  let empty = false;
  for (const h of d.hands) if (handSize(h) === 0) empty = true;
  if (!empty) return false;
  d.ended = true;
  d.attack = null;
  d.placings = placingsOf(d);
  return true;
}

/** The turn's player draws back to seven; the next player, holding nothing, draws seven first. */
export function finishTurn(d: Draft): void {
  d.attack = null;
  if (endIfOver(d)) return;
  drawUpTo(d, d.turn);
  if (endIfOver(d)) return;
  d.turn = (d.turn + 1) % d.n;
  if (handSize(d.hands[d.turn] as Hand) === 0) drawUpTo(d, d.turn);
  endIfOver(d);
}

/** Figure kinds that have an effect for `seat` now (Smockan never does on one's own turn). */
export function effectMask(s: State, seat: Seat): number {
  let mask = 0;
  if ((s.groups[seat] as readonly Group[]).length) mask |= 1 << VIKTOR;
  for (let t = 0; t < s.n; t++) {
    if (t === seat) continue;
    if ((s.groups[t] as readonly Group[]).length) mask |= (1 << VIVAN) | (1 << ARREST);
    if (handSize(s.hands[t] as Hand) > 0) mask |= 1 << INDRIVAREN;
  }
  return mask;
}

/** True when some card in the hand can be played with effect (a glass card always can). */
export function canPlayWithEffect(s: State, seat: Seat): boolean {
  const h = s.hands[seat] as Hand;
  for (let k = 0; k < VIKTOR; k++) if (h[k]) return true;
  const mask = effectMask(s, seat);
  for (let k = VIKTOR; k < KINDS; k++) if (h[k] && mask & (1 << k)) return true;
  return false;
}

export const effectlessMask = (s: State, seat: Seat): number => FIGURE_MASK & ~effectMask(s, seat);
