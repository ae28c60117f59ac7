import { parseCardCode, RANK, type Card } from '../../cards';
import type { Seat } from '../../game';
import { addLack, loseLack } from '../../lacks';
import { toCards, type IdiotAction } from './actions';
import { beats, burns, isSpecial, nextActive, previousActive, starter } from './rules';
import {
  cardsLeft,
  EMPTY,
  faceDownCount,
  idiotMember,
  insertSorted,
  NONE,
  removeCards,
  replaceAt,
  type IdiotState,
} from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Draft = Mutable<IdiotState>;

/** One copy per action, always with the same field order, so every state shares one shape. */
const draft = (s: IdiotState): Draft => ({
  players: s.players,
  dealer: s.dealer,
  options: s.options,
  phase: s.phase,
  turn: s.turn,
  arranged: s.arranged,
  hands: s.hands,
  known: s.known,
  faceUp: s.faceUp,
  faceDown: s.faceDown,
  pile: s.pile,
  stock: s.stock,
  burned: s.burned,
  placings: s.placings,
  lacks: s.lacks,
});

/** Unchecked: `a` is one of `legalActions(s, seat)`. Never mutates `s`: changed arrays are copies. */
export function apply(s: IdiotState, seat: Seat, a: IdiotAction): IdiotState {
  const d = draft(s);
  switch (a.type) {
    case 'arrange':
      arrange(d, seat, toCards(a.faceUp));
      break;
    case 'play':
      play(d, seat, toCards(a.cards));
      break;
    case 'flip':
      flip(d, seat, a.index);
      break;
    case 'pickup':
      pickup(d, seat, a.faceUp === undefined ? NONE : (parseCardCode(a.faceUp) ?? NONE));
      break;
    case 'chance':
      chance(d, seat);
      break;
  }
  return d;
}

function arrange(d: Draft, seat: Seat, chosen: Card[]): void {
  const before = d.faceUp[seat] ?? EMPTY;
  const faceUp = insertSorted(EMPTY, chosen);
  d.hands = replaceAt(d.hands, seat, removeCards(insertSorted(d.hands[seat] ?? EMPTY, before), faceUp));
  d.faceUp = replaceAt(d.faceUp, seat, faceUp);
  // Face-up cards taken into the hand were seen by everyone.
  const shown = before.filter((c) => !faceUp.includes(c));
  d.known = replaceAt(d.known, seat, insertSorted(d.known[seat] ?? EMPTY, shown));
  d.arranged = replaceAt(d.arranged, seat, true);
  if (d.arranged.includes(false)) return;
  d.phase = 'play';
  d.turn = starter(d);
}

function play(d: Draft, seat: Seat, cards: Card[]): void {
  const hand = d.hands[seat] ?? EMPTY;
  d.pile = d.pile.concat(cards);
  if (hand.length > 0) {
    d.hands = replaceAt(d.hands, seat, removeCards(hand, cards));
    const known = d.known[seat] ?? EMPTY;
    const lacks = d.lacks[seat] ?? [];
    if (lacks.length) {
      // Cards not known to be there were hidden: each is counted off the seat's facts.
      let ls = lacks;
      const left = known.slice();
      let hidden = hand.length - known.length;
      for (const c of cards) {
        const k = left.indexOf(c);
        if (k >= 0) left.splice(k, 1);
        else ls = loseLack(ls, c, hidden--, idiotMember);
      }
      if (ls !== lacks) d.lacks = replaceAt(d.lacks, seat, ls);
    }
    if (known.length) d.known = replaceAt(d.known, seat, removeCards(known, cards));
    afterLay(d, seat, false);
  } else {
    d.faceUp = replaceAt(d.faceUp, seat, removeCards(d.faceUp[seat] ?? EMPTY, cards));
    afterLay(d, seat, true);
  }
}

/** A turned face-down card is played if it may be; otherwise it goes up with the pile. */
function flip(d: Draft, seat: Seat, index: number): void {
  const slots = d.faceDown[seat] ?? EMPTY;
  const c = slots[index] ?? NONE;
  d.faceDown = replaceAt(d.faceDown, seat, replaceAt(slots, index, NONE));
  const r = c >> 2;
  // Its owner's last card: with lastSpecial "forbidden" a 2 or T cannot take them out, unless the
  // pile is empty and there is nothing to pick up instead.
  const last = d.hands[seat]?.length === 0 && d.faceUp[seat]?.length === 0 && faceDownCount(slots) === 1;
  const barred = last && isSpecial(r) && d.options.lastSpecial === 'forbidden' && d.pile.length > 0;
  if (beats(r, d.pile) && !barred) {
    d.pile = d.pile.concat([c]);
    afterLay(d, seat, true);
  } else takePile(d, seat, d.pile.concat([c]));
}

function pickup(d: Draft, seat: Seat, laid: Card): void {
  if (laid === NONE) {
    noted(d, seat);
    return takePile(d, seat, d.pile);
  }
  d.faceUp = replaceAt(d.faceUp, seat, removeCards(d.faceUp[seat] ?? EMPTY, [laid]));
  takePile(d, seat, d.pile.concat([laid]));
}

/**
 * The seat took the pile from its hand instead of laying: its hidden cards were probably of no rank
 * that beat the top (a 2 or a T always does, unless it is barred from going out on one).
 */
function noted(d: Draft, seat: Seat): void {
  const hand = d.hands[seat] ?? EMPTY;
  const hidden = hand.length - (d.known[seat] ?? EMPTY).length;
  if (hidden <= 0) return;
  const barred = d.options.lastSpecial === 'forbidden' && cardsLeft(d, seat) === hand.length;
  let ranks = 0;
  for (let r = 0; r <= RANK.ACE; r++) {
    const special = r === RANK.TWO || r === RANK.TEN;
    if (special ? !barred : beats(r, d.pile)) ranks |= 1 << r;
  }
  const before = d.lacks[seat] ?? [];
  const after = addLack(before, 0, ranks, hidden);
  if (after !== before) d.lacks = replaceAt(d.lacks, seat, after);
}

/** Sjanse: the top stock card is played if it may be, else it goes up with the pile. */
function chance(d: Draft, seat: Seat): void {
  const c = d.stock[0] as Card;
  d.stock = d.stock.slice(1);
  if (beats(c >> 2, d.pile)) {
    d.pile = d.pile.concat([c]);
    afterLay(d, seat, false);
  } else takePile(d, seat, d.pile.concat([c]));
}

/** The seat takes `cards` (the pile, and what was laid on it) into hand; the turn passes on. */
function takePile(d: Draft, seat: Seat, cards: readonly Card[]): void {
  d.pile = EMPTY;
  d.hands = replaceAt(d.hands, seat, insertSorted(d.hands[seat] ?? EMPTY, cards));
  d.known = replaceAt(d.known, seat, insertSorted(d.known[seat] ?? EMPTY, cards));
  d.turn = d.options.previousContinues ? previousActive(d, seat) : nextActive(d, seat);
}

/**
 * After cards went on the pile: burn, draw up to three, then the seat goes out, plays again after a
 * burn (if it has hand cards, or was already on its table cards this turn), or passes the turn.
 */
function afterLay(d: Draft, seat: Seat, fromTable: boolean): void {
  const burn = burns(d.pile);
  if (burn) {
    d.burned = d.burned.concat(d.pile);
    d.pile = EMPTY;
  }
  let hand = d.hands[seat] ?? EMPTY;
  if (hand.length < 3 && d.stock.length > 0) {
    const n = Math.min(3 - hand.length, d.stock.length);
    hand = insertSorted(hand, d.stock.slice(0, n));
    d.hands = replaceAt(d.hands, seat, hand);
    d.stock = d.stock.slice(n);
  }
  const left = hand.length + (d.faceUp[seat]?.length ?? 0) + faceDownCount(d.faceDown[seat] ?? EMPTY);
  if (left === 0) goOut(d, seat);
  else d.turn = burn && (hand.length > 0 || fromTable) ? seat : nextActive(d, seat);
}

function goOut(d: Draft, seat: Seat): void {
  d.placings = d.placings.concat([seat]);
  if (d.placings.length < d.players - 1) {
    d.turn = nextActive(d, seat);
    return;
  }
  let idiot = 0;
  while (d.placings.includes(idiot)) idiot++;
  d.placings = d.placings.concat([idiot]);
  d.phase = 'round-over';
  d.turn = -1;
}
