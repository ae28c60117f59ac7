import { parseCardCode, type Card } from '../../cards';
import type { RoundResult, Seat } from '../../game';
import { byOrder, order } from './combo';
import { saidClear, saidOut, saidPass, saidPlay } from './history';
import { copy, nextSeat, popcount, type ViggoAction, type ViggoState } from './state';

const toCard = (code: string): Card => parseCardCode(code) as Card;

/** The hand with one card more, still in hand order. */
function insertCard(hand: readonly Card[], c: Card): Card[] {
  const key = order(c);
  let i = 0;
  while (i < hand.length && order(hand[i] as Card) < key) i++;
  const out = hand.slice();
  out.splice(i, 0, c);
  return out;
}

function play(s: ViggoState, seat: Seat, codes: readonly string[]): ViggoState {
  const n = codes.length;
  const cards = new Array<Card>(n);
  for (let i = 0; i < n; i++) cards[i] = toCard(codes[i] as string);
  if (n > 1) cards.sort(byOrder);
  const hand = s.hands[seat] ?? [];
  const rest: Card[] = [];
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card;
    if (!cards.includes(c)) rest.push(c);
  }
  const t = copy(s);
  const hands = s.hands.slice();
  hands[seat] = rest;
  t.hands = hands;
  if (s.table) t.played = s.played.concat(s.table);
  t.table = cards;
  t.tableBy = seat;
  t.said = saidPlay(s.said, seat, cards);
  if (rest.length === 0) {
    t.said = saidOut(t.said, seat);
    t.phase = 'round-over';
    t.turn = -1;
    t.passed = 0;
    return t;
  }
  // A new play restarts the count of passes, unless a pass holds for the whole trick.
  if (!s.passIsFinal) t.passed = 0;
  t.turn = nextSeat(s.players, seat, t.passed);
  return t;
}

function pass(s: ViggoState, seat: Seat): ViggoState {
  const t = copy(s);
  const passed = s.passed | (1 << seat);
  t.said = saidPass(s.said, seat);
  // Everyone but the last player has passed: the table is cleared and that player leads.
  if (popcount(passed) === s.players - 1) {
    t.table = null;
    t.tableBy = -1;
    t.passed = 0;
    if (s.table) t.played = s.played.concat(s.table);
    t.said = saidClear(t.said);
    t.turn = s.tableBy;
    return t;
  }
  t.passed = passed;
  t.turn = nextSeat(s.players, seat, passed);
  return t;
}

/** One draft turn: `kept` goes to the hand, `dropped` out of play (seen by the drafter or not). */
function draft(s: ViggoState, seat: Seat, kept: Card, dropped: Card, sawDropped: boolean): ViggoState {
  const hands = s.hands.slice();
  hands[seat] = insertCard(s.hands[seat] ?? [], kept);
  let seen = s.seen;
  if (sawDropped) {
    const copy = seen.slice();
    copy[seat] = (seen[seat] ?? []).concat(dropped);
    seen = copy;
  }
  const stock = s.stock.slice(2);
  // Turns alternate; after the second seat's last turn the first drafter is to lead.
  const next = (seat + 1) % s.players;
  const t = copy(s);
  t.phase = stock.length ? 'draft' : 'play';
  t.turn = next;
  t.hands = hands;
  t.stock = stock;
  t.discards = s.discards.concat(dropped);
  t.seen = seen;
  return t;
}

/** Unchecked: trusts that the action is legal. */
export function apply(s: ViggoState, seat: Seat, a: ViggoAction): ViggoState {
  const top = s.stock[0] as Card;
  const under = s.stock[1] as Card;
  switch (a.type) {
    case 'play':
      return play(s, seat, a.cards);
    case 'pass':
      return pass(s, seat);
    case 'keep':
      return draft(s, seat, top, under, false);
    case 'reject':
      return draft(s, seat, under, top, true);
    case 'take': {
      const c = toCard(a.card);
      return draft(s, seat, c, c === top ? under : top, true);
    }
  }
}

/**
 * The winner first, then the rest by fewest cards left, ties clockwise from the winner. Each card
 * left is a penalty point.
 */
export function roundResult(s: ViggoState): RoundResult | null {
  if (s.phase !== 'round-over') return null;
  const n = s.players;
  const winner = s.tableBy;
  const left = (seat: Seat): number => s.hands[seat]?.length ?? 0;
  const placings = Array.from({ length: n }, (_, i) => (winner + i) % n);
  placings.sort((a, b) => left(a) - left(b) || ((a - winner + n) % n) - ((b - winner + n) % n));
  return { placings, points: s.hands.map((h) => h.length) };
}

export const matchOver = (scores: readonly number[], target: number): boolean =>
  scores.some((x) => x >= target);
