import { parseCardCode, type Card } from '../../cards';
import { joined } from '../../arrays';
import type { Seat } from '../../game';
import { byStrength, clearCount, isSpecial, PRANK } from './rank';
import { saidClear, saidOut, saidPass, saidPlay } from './history';
import { seatWith } from './roles';
import { copy, type Draft, type PresidentAction, type PresidentState } from './state';

// Module-local alias for the hot paths.
const RANKS: readonly number[] = PRANK;

function toCards(codes: readonly string[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < codes.length; i++) out.push(parseCardCode(codes[i]) as Card);
  return out;
}

/** `hand` without the cards of `take`: a new array. */
function minus(hand: readonly Card[], take: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card;
    if (!take.includes(c)) out.push(c);
  }
  return out;
}

/** The next seat in play order after `seat` that still holds cards (and, if `skip` has its bit, has not passed). */
function nextSeat(s: PresidentState, hands: readonly (readonly Card[])[], seat: Seat, skip: number): Seat {
  let t = s.next[seat] as Seat;
  for (let i = 0; i < s.players; i++, t = s.next[t] as Seat)
    if ((hands[t] as readonly Card[]).length > 0 && (skip & (1 << t)) === 0) return t;
  return -1;
}

/** How many cards of the top play's rank lie together on top of the pile. */
function topRun(pile: readonly Card[]): number {
  const top = pile[pile.length - 1];
  if (top === undefined) return 0;
  let n = 0;
  for (let i = pile.length - 1; i >= 0 && RANKS[pile[i] as Card] === RANKS[top]; i--) n++;
  return n;
}

/** Unchecked: trusts that the action is legal. Never mutates `s` (it changes fields of a fresh copy). */
export function apply(s: PresidentState, seat: Seat, a: PresidentAction): PresidentState {
  if (a.type === 'give') return give(s, seat, toCards(a.cards));
  if (a.type === 'pass') return pass(s, seat);
  return play(s, seat, toCards(a.cards).sort(byStrength), a.call === true);
}

function give(s: PresidentState, seat: Seat, cards: Card[]): PresidentState {
  const roles = s.roles ?? [];
  const to = seatWith(roles, roles[seat] === 'president' ? 'boms' : 'vice-boms');
  const t = copy(s);
  const hands = s.hands.slice();
  hands[seat] = minus(s.hands[seat] as Card[], cards);
  hands[to] = [...(s.hands[to] as Card[]), ...cards].sort(byStrength);
  const owe = s.owe.slice();
  owe[seat] = 0;
  t.hands = hands;
  t.owe = owe;
  t.transfers = [...s.transfers, { from: seat, to, cards: cards.slice().sort(byStrength), auto: false }];
  if (owe.every((n) => n === 0)) {
    t.phase = 'play';
    t.turn = s.leader;
  }
  return t;
}

/** The table emptied: the pile goes out of play and every pass is forgotten. */
function clear(t: Draft, pile: readonly Card[]): Draft {
  t.cleared = joined(t.cleared, pile);
  t.pile = [];
  t.table = null;
  t.by = -1;
  t.passed = 0;
  t.said = saidClear(t.said);
  return t;
}

function pass(s: PresidentState, seat: Seat): PresidentState {
  const passed = s.passed | (1 << seat);
  const next = nextSeat(s, s.hands, seat, s.options.passIsFinal ? passed : 0);
  const t = copy(s);
  t.said = saidPass(s.said, seat);
  // Round to the one who laid the table again: everyone else has passed, so the pile is cleared.
  if (next === s.by || next < 0) {
    clear(t, s.pile).turn = s.by;
    return t;
  }
  t.passed = passed;
  t.turn = next;
  return t;
}

function play(s: PresidentState, seat: Seat, cards: readonly Card[], call: boolean): PresidentState {
  const o = s.options;
  const t = copy(s);
  const hand = minus(s.hands[seat] as Card[], cards);
  const hands = s.hands.slice();
  hands[seat] = hand;
  t.hands = hands;
  t.said = saidPlay(s.said, seat, cards, call);
  const club = cards.length === 1 && isSpecial(cards[0] as Card, o);
  const mark =
    (o.lastCardCall && hand.length === 1 && !call) ||
    (club && o.clubThreeLast === 'boms' && (s.table === null || hand.length === 0));
  if (mark && !s.marked.includes(seat)) t.marked = [...s.marked, seat];
  const pile = joined(s.pile, cards);

  if (hand.length === 0) {
    const finished = [...s.finished, seat];
    clear(t, pile).finished = finished;
    t.said = saidOut(t.said, seat);
    const next = nextSeat(s, hands, seat, 0);
    let holding = 0;
    for (const h of hands) if (h.length) holding++;
    if (holding > 1) {
      t.turn = next;
      return t;
    }
    // One player left holding cards: the round is over and they come last among the unmarked.
    if (next >= 0) finished.push(next);
    t.phase = 'done';
    t.turn = -1;
    return t;
  }
  if (club || topRun(pile) >= clearCount(RANKS[cards[0] as Card] as number, o)) {
    clear(t, pile).turn = seat;
    return t;
  }
  const passed = o.passIsFinal ? s.passed : 0;
  const next = nextSeat(s, hands, seat, passed);
  if (next === seat || next < 0) {
    clear(t, pile).turn = seat;
    return t;
  }
  t.pile = pile;
  t.table = cards;
  t.by = seat;
  t.passed = passed;
  t.turn = next;
  return t;
}
