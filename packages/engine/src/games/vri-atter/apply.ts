import { parseCardCode, parseSuit, RANK, rankOf, suitOf, type Card } from '../../cards';
import { joined, plus } from '../../arrays';
import type { Seat } from '../../game';
import { addLack, loseLack, type Lack } from '../../lacks';
import { canLay, type PlayAction, type VriAction } from './moves';
import { activeCount, insertSorted, isFirstTurn, stepSeat, topOf, vriMember, type VriState } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A working copy for one step: the top level and the per-seat and per-pool lists are copied once;
 * an inner list is replaced (never changed in place) when it changes, so the input is never touched.
 */
type Work = Mutable<VriState> & {
  hands: (readonly Card[])[];
  known: (readonly Card[])[];
  pools: (readonly Card[])[];
  held: (readonly number[])[];
  /** Copied on the first change only (setLacks): most steps change no fact. */
  lacks: readonly (readonly Lack[])[];
};

// Every field written out: one object shape for every state keeps property access fast.
const begin = (s: VriState): Work => ({
  players: s.players,
  options: s.options,
  dealer: s.dealer,
  phase: s.phase,
  turn: s.turn,
  dir: s.dir,
  hands: s.hands.slice(),
  stock: s.stock,
  bottomKnown: s.bottomKnown,
  discard: s.discard,
  suit: s.suit,
  drawn: s.drawn,
  drawDone: s.drawDone,
  penalty: s.penalty,
  penaltyAce: s.penaltyAce,
  firstDone: s.firstDone,
  out: s.out,
  knock: s.knock,
  idle: s.idle,
  owed: s.owed,
  known: s.known.slice(),
  pools: s.pools.slice(),
  held: s.held.slice(),
  lacks: s.lacks,
  record: s.record,
});

function setLacks(w: Work, seat: Seat, ls: readonly Lack[]): void {
  if (w.lacks[seat] === ls) return;
  const lacks = w.lacks.slice();
  lacks[seat] = ls;
  w.lacks = lacks;
}

/**
 * Deals the stock's top cards to the seats in `queue`, one card per entry. What the stock cannot
 * cover waits in `owed` for a restock, or is dropped when there is nothing to restock.
 * Returns how many cards were given now.
 */
function giveCards(w: Work, queue: readonly Seat[]): number {
  if (queue.length === 0) return 0;
  const stock = w.stock;
  const len = stock.length;
  const given = queue.length < len ? queue.length : len;
  if (given > 0) {
    const cur = w.pools.length - 1;
    const held = (w.held[cur] as readonly number[]).slice();
    // Cards go from the top (the end) down; the bottom `bottomKnown` are public.
    for (let i = 0; i < given; i++) {
      const seat = queue[i] as Seat;
      const at = len - 1 - i;
      const c = stock[at] as Card;
      w.hands[seat] = insertSorted(w.hands[seat] as readonly Card[], c);
      if (at < w.bottomKnown) {
        w.bottomKnown--;
        w.known[seat] = plus(w.known[seat] as readonly Card[], c);
      } else held[seat] = (held[seat] as number) + 1;
    }
    w.stock = stock.slice(0, len - given);
    w.held[cur] = held;
  }
  w.owed = given < queue.length && w.discard.length > 1 ? queue.slice(given) : [];
  return given;
}

/** Ends the seat's turn: the next seat is `steps` on (2 with one queen skipping, and so on). */
function endTurn(w: Work, seat: Seat, steps: number, progress: boolean): void {
  w.firstDone |= 1 << seat;
  w.drawn = 0;
  w.drawDone = false;
  w.turn = stepSeat(w.hands, w.dir, seat, steps);
  w.idle = progress ? 0 : w.idle + 1;
  // Nothing can be laid or drawn by anyone still in: the round is blocked and ends.
  if (w.idle >= activeCount(w.hands)) w.phase = 'over';
}

/** Unchecked: trusts that the action is legal. Returns a new state. */
export function apply(s: VriState, seat: Seat, a: VriAction): VriState {
  const w = begin(s);
  switch (a.type) {
    case 'knock':
      w.knock = -1;
      giveCards(w, [a.target, a.target, a.target]);
      return w;
    case 'suit':
      w.suit = parseSuit(a.suit) ?? 0;
      w.phase = 'play';
      w.turn = stepSeat(w.hands, 1, s.dealer, 1);
      return w;
    case 'draw':
      w.knock = -1;
      noted(w, seat);
      if (s.penalty > 0) {
        w.penalty = 0;
        w.penaltyAce = false;
        const got = giveCards(w, new Array<Seat>(s.penalty).fill(seat)) + w.owed.length;
        endTurn(w, seat, 1, got > 0);
        return w;
      }
      drawOne(w, seat);
      return w;
    case 'pass':
      w.knock = -1;
      noted(w, seat);
      endTurn(w, seat, 1, s.drawn > 0);
      return w;
    case 'play':
      play(w, seat, a);
      return w;
  }
}

/**
 * The seat drew or passed instead of laying: its hidden cards were probably none it could lay (a
 * card of the suit in force or of the top's rank; under a two penalty, a two). The public record
 * of it, for determinize. An ace's penalty cannot be answered, so taking it shows nothing.
 */
function noted(w: Work, seat: Seat): void {
  if (!w.record) return;
  const o = w.options;
  let suits = 0;
  let ranks = 0;
  if (w.penalty > 0) {
    if (w.penaltyAce || !o.twoPenalty) return;
    ranks = 1 << RANK.TWO;
  } else {
    suits = 1 << w.suit;
    const suitOnly = isFirstTurn(w, seat) && o.firstTurn === 'suit-only';
    if (!suitOnly) ranks = 1 << rankOf(topOf(w));
  }
  const size = (w.hands[seat] as readonly Card[]).length;
  // A last card that is an ace may be barred from going out: then the draw shows nothing.
  if (size === 1 && o.lastAce === 'forbidden') return;
  const hidden = size - (w.known[seat] as readonly Card[]).length;
  setLacks(w, seat, addLack(w.lacks[seat] as readonly Lack[], suits, ranks, hidden));
}

function drawOne(w: Work, seat: Seat): void {
  const c = w.stock[w.stock.length - 1] as Card;
  giveCards(w, [seat]);
  w.drawn++;
  w.idle = 0;
  const limit = w.options.drawLimit;
  w.drawDone = limit === 'until-playable' ? canLay(w, seat, c) : w.drawn >= limit;
}

function play(w: Work, seat: Seat, a: PlayAction): void {
  const o = w.options;
  const cards: Card[] = [];
  for (let i = 0; i < a.cards.length; i++) cards.push(parseCardCode(a.cards[i]) as Card);
  const last = cards[cards.length - 1] as Card;
  const r = rankOf(last);
  const count = cards.length;
  // Each card is revealed while still in the hand, as the first pool is counted from the hands.
  let hand = w.hands[seat] as readonly Card[];
  for (const c of cards) {
    const lacks = w.lacks[seat] as readonly Lack[];
    if (w.record && lacks.length > 0 && !(w.known[seat] as readonly Card[]).includes(c))
      setLacks(
        w,
        seat,
        loseLack(lacks, c, hand.length - (w.known[seat] as readonly Card[]).length, vriMember),
      );
    reveal(w, seat, c);
    hand = dropOne(hand, c);
    w.hands[seat] = hand;
  }
  prune(w);
  w.discard = joined(w.discard, cards);
  w.suit = a.suit !== undefined ? (parseSuit(a.suit) ?? 0) : suitOf(last);
  w.knock = o.lastCardCall && hand.length === 1 && a.call !== true ? seat : -1;
  const stacked = w.penalty;
  w.penalty = 0;
  w.penaltyAce = false;
  if (hand.length === 0) {
    w.out = [...w.out, seat];
    if (!o.playOn || activeCount(w.hands) <= 1) {
      w.phase = 'over';
      w.firstDone |= 1 << seat;
      w.idle = 0;
      return;
    }
  }
  let steps = 1;
  let again = false;
  if (r === RANK.TWO && o.twoPenalty) w.penalty = stacked + 2 * count;
  else if (r === RANK.QUEEN && o.queenSkips) steps += count;
  else if (r === RANK.ACE) {
    if (o.ace === 'next-draws') {
      w.penalty = o.aceDraw * count;
      w.penaltyAce = true;
    } else if (o.ace === 'reverse') {
      if (count % 2 === 1) w.dir = w.dir === 1 ? -1 : 1;
    } else if (o.ace === 'all-draw') {
      // Once per ace, every other player still in draws a card, clockwise from the left.
      const queue: Seat[] = [];
      for (let k = 0; k < count; k++)
        for (let d = 1; d < w.players; d++) {
          const other = (seat + d) % w.players;
          if ((w.hands[other] as readonly Card[]).length > 0) queue.push(other);
        }
      giveCards(w, queue);
      again = hand.length > 0;
    }
  }
  endTurn(w, seat, again ? 0 : steps, true);
}

const holds = (w: Work, e: number, seat: Seat): boolean =>
  ((w.held[e] as readonly number[])[seat] as number) > 0;

/**
 * A card laid leaves the hidden part of the game: it came from the seat's public cards if it is one
 * of them, else from a pool the seat holds cards of. With one deck the card lies in exactly one
 * pool. With two the same code may lie in two; when the pool it is listed in is not one the seat
 * holds cards of, a card of a pool the seat does hold trades places with it, so that every pool
 * still matches its holders' counts.
 */
function reveal(w: Work, seat: Seat, c: Card): void {
  const mine = w.known[seat] as readonly Card[];
  const k = mine.indexOf(c);
  if (k >= 0) {
    w.known[seat] = mine.filter((_, i) => i !== k);
    return;
  }
  let listed = -1;
  for (let e = w.pools.length - 1; e >= 1; e--)
    if ((w.pools[e] as readonly Card[]).includes(c)) {
      if (holds(w, e, seat)) {
        charge(w, seat, e);
        w.pools[e] = dropOne(w.pools[e] as readonly Card[], c);
        return;
      }
      if (listed < 0) listed = e;
    }
  if (holds(w, 0, seat) && (listed < 0 || firstPoolCount(w, c) > 0)) {
    charge(w, seat, 0);
    return;
  }
  // Two decks only: the seat holds none of the pool the code is listed in.
  let from = w.pools.length - 1;
  while (from > 0 && !holds(w, from, seat)) from--;
  charge(w, seat, from);
  const moved = from === 0 ? firstPoolCards(w)[0] : (w.pools[from] as readonly Card[])[0];
  if (from > 0) w.pools[from] = (w.pools[from] as readonly Card[]).slice(1);
  if (listed > 0 && moved !== undefined) {
    const pool = dropOne(w.pools[listed] as readonly Card[], c);
    pool.push(moved);
    w.pools[listed] = pool.sort((x, y) => x - y);
  }
}

function charge(w: Work, seat: Seat, e: number): void {
  const held = (w.held[e] as readonly number[]).slice();
  held[seat] = (held[seat] as number) - 1;
  w.held[e] = held;
}

/** `xs` without its first `c`, as a new array (by a loop: splice allocates too). */
function dropOne(xs: readonly Card[], c: Card): Card[] {
  const out: Card[] = [];
  let i = 0;
  for (; i < xs.length && xs[i] !== c; i++) out.push(xs[i] as Card);
  for (i++; i < xs.length; i++) out.push(xs[i] as Card);
  return out;
}

/**
 * The first pool is not listed: it is every card whose place is not public (in a hand and not
 * known, or in the stock above the public bottom) that no later pool lists.
 */
export function firstPoolCards(s: VriState): Card[] {
  const hidden: Card[] = s.stock.slice(s.bottomKnown);
  s.hands.forEach((h, i) => {
    const known = (s.known[i] as readonly Card[]).slice();
    for (const c of h) {
      const k = known.indexOf(c);
      if (k >= 0) known.splice(k, 1);
      else hidden.push(c);
    }
  });
  for (let e = 1; e < s.pools.length; e++)
    for (const c of s.pools[e] as readonly Card[]) {
      const i = hidden.indexOf(c);
      if (i >= 0) hidden.splice(i, 1);
    }
  return hidden.sort((x, y) => x - y);
}

const firstPoolCount = (s: VriState, c: Card): number => firstPoolCards(s).filter((x) => x === c).length;

/** Drops pools nobody holds cards of any more (never the last, which holds the stock). */
function prune(w: Work): void {
  for (let e = w.pools.length - 2; e >= 0; e--) {
    let n = 0;
    for (const h of w.held[e] as readonly number[]) n += h;
    if (n === 0) {
      w.pools.splice(e, 1);
      w.held.splice(e, 1);
    }
  }
  // The new first pool is unlisted like the old one.
  if ((w.pools[0] as readonly Card[]).length > 0) w.pools[0] = [];
}

/** The restock: the discard pile less its top becomes the stock, a new pool; owed cards are dealt. */
export function restock(s: VriState, stockTopFirst: readonly Card[]): VriState {
  const w = begin(s);
  const top = s.discard[s.discard.length - 1] as Card;
  w.stock = stockTopFirst.slice().reverse();
  w.discard = [top];
  w.bottomKnown = 0;
  w.pools.push(stockTopFirst.slice().sort((x, y) => x - y));
  w.held.push(new Array<number>(s.players).fill(0));
  prune(w);
  const owed = w.owed;
  w.owed = [];
  giveCards(w, owed);
  return w;
}
