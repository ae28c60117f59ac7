import { parseCardCode, type Card } from '../../cards';
import type { RoundResult, Seat } from '../../game';
import { byOrder, order } from './combo';
import { nextSeat, popcount, type ViggoAction, type ViggoState } from './state';

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
  const cards = codes.map(toCard).sort(byOrder);
  const hands = s.hands.slice();
  const rest = (s.hands[seat] ?? []).filter((c) => !cards.includes(c));
  hands[seat] = rest;
  const played = s.table ? s.played.concat(s.table) : s.played;
  if (rest.length === 0)
    return { ...s, phase: 'round-over', turn: -1, hands, table: cards, tableBy: seat, passed: 0, played };
  // A new play restarts the count of passes, unless a pass holds for the whole trick.
  const passed = s.passIsFinal ? s.passed : 0;
  return {
    ...s,
    hands,
    table: cards,
    tableBy: seat,
    passed,
    played,
    turn: nextSeat(s.players, seat, passed),
  };
}

function pass(s: ViggoState, seat: Seat): ViggoState {
  const passed = s.passed | (1 << seat);
  // Everyone but the last player has passed: the table is cleared and that player leads.
  if (popcount(passed) === s.players - 1)
    return {
      ...s,
      table: null,
      tableBy: -1,
      passed: 0,
      played: s.played.concat(s.table ?? []),
      turn: s.tableBy,
    };
  return { ...s, passed, turn: nextSeat(s.players, seat, passed) };
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
  return {
    ...s,
    phase: stock.length ? 'draft' : 'play',
    turn: next,
    hands,
    stock,
    discards: s.discards.concat(dropped),
    seen,
  };
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
