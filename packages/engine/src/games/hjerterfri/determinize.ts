import { frenchDeck, parseCardCode, suitOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import type { Rng } from '../../rng';
import type { HjerterfriState, Laid } from './state';
import type { HjerterfriView, HiddenSeatView, OwnSeatView } from './view';

const toCards = (codes: readonly string[]): Card[] =>
  codes.map((c) => parseCardCode(c) ?? -1).sort((a, b) => a - b);
const SUIT_LETTERS = 'CDHS';
const voidMask = (letters: string): number => {
  let m = 0;
  for (const ch of letters) m |= 1 << SUIT_LETTERS.indexOf(ch);
  return m;
};

/**
 * Deals `cards` to seats with `room[seat]` places each so that no seat gets a card of a suit it has
 * shown it lacks: a random order, then augmenting paths (Kuhn's matching) where a greedy pick fails.
 * The known voids always leave a deal (the real one), so every card finds a place.
 */
export function dealRespecting(
  cards: readonly Card[],
  room: readonly number[],
  voids: readonly number[],
  rng: Rng,
): Card[][] {
  const order = rng.shuffle(cards.slice());
  const holder = new Map<Card, Seat>();
  const held: Card[][] = room.map(() => []);
  const fits = (c: Card, seat: Seat) => (((voids[seat] ?? 0) >> suitOf(c)) & 1) === 0;
  const place = (c: Card, seen: Set<Seat>): boolean => {
    const seats = rng.shuffle(room.map((_, i) => i));
    for (const seat of seats)
      if (!seen.has(seat) && fits(c, seat) && (held[seat] as Card[]).length < (room[seat] ?? 0)) {
        (held[seat] as Card[]).push(c);
        holder.set(c, seat);
        return true;
      }
    for (const seat of seats) {
      if (!fits(c, seat) || seen.has(seat)) continue;
      seen.add(seat);
      for (const other of (held[seat] as Card[]).slice()) {
        const hand = held[seat] as Card[];
        hand.splice(hand.indexOf(other), 1);
        holder.delete(other);
        if (place(other, seen)) {
          hand.push(c);
          holder.set(c, seat);
          return true;
        }
        hand.push(other);
        holder.set(other, seat);
      }
    }
    return false;
  };
  for (const c of order)
    if (!place(c, new Set())) {
      // Unreachable from a real view; keeps the card count right if the facts were ever inconsistent.
      const seat = room.findIndex((r, i) => (held[i] as Card[]).length < r);
      (held[seat] as Card[]).push(c);
    }
  return held;
}

/**
 * A full state consistent with what `seat` knows: its own hand and pass, every card played, who has
 * shown a void, and the cards it passed (in its receiver's hand until played) stay; the other hands
 * are dealt at random from the unseen cards, and a seat that has chosen its pass passes random cards.
 */
export function determinize(v: HjerterfriView, seat: Seat, rng: Rng): HjerterfriState {
  const n = v.players;
  const me = v.seats[seat] as OwnSeatView;
  const ownHand = toCards(me.hand);
  const removed = toCards(v.removed);
  const trick: Laid[] = v.trick.map((l) => ({ seat: l.seat, card: parseCardCode(l.card) ?? -1 }));
  const taken = v.seats.map((sv) => (sv.taken as string[]).map((c) => parseCardCode(c) ?? -1));
  const seen = new Uint8Array(52);
  for (const c of [...ownHand, ...removed, ...trick.map((l) => l.card), ...taken.flat()]) seen[c] = 1;
  // The cards it passed are known to be with their receiver, while not yet played.
  const receiver = (seat + v.passBy) % n;
  const known = toCards(me.gave).filter((c) => !seen[c]);
  for (const c of known) seen[c] = 1;
  const unseen = frenchDeck().filter((c) => !seen[c]);
  const room = v.seats.map((sv, i) =>
    i === seat ? 0 : (sv as HiddenSeatView).handCount - (i === receiver ? known.length : 0),
  );
  const dealt = dealRespecting(
    unseen,
    room,
    v.seats.map((sv) => voidMask(sv.voids)),
    rng,
  );
  const hands = dealt.map((h, i) =>
    (i === seat ? ownHand : i === receiver ? h.concat(known) : h).sort((a, b) => a - b),
  );
  const exchange = v.phase === 'exchange';
  const chosen = v.seats.map((sv, i) => {
    if (!exchange || !sv.ready) return null;
    if (i === seat) return toCards(me.chosen);
    return rng
      .shuffle((hands[i] as Card[]).slice())
      .slice(0, v.options.passCount)
      .sort((a, b) => a - b);
  });
  const from = (seat - v.passBy + n) % n;
  const gave = v.seats.map((_, i) => (i === seat ? toCards(me.gave) : i === from ? toCards(me.got) : []));
  const lastTrick = v.lastTrick
    ? {
        winner: v.lastTrick.winner,
        cards: v.lastTrick.cards.map((l) => ({ seat: l.seat, card: parseCardCode(l.card) ?? -1 })),
      }
    : null;
  const phase = v.phase === 'exchange' || v.phase === 'play' ? v.phase : 'round-over';
  return {
    players: n,
    dealer: v.dealer,
    options: v.options,
    phase,
    passBy: v.passBy,
    chosen,
    gave,
    hands,
    turn: phase === 'play' ? (v.toAct[0] ?? -1) : -1,
    trick,
    lastTrick,
    tricksDone: v.tricksDone,
    taken,
    broken: v.broken,
    voids: v.seats.map((sv) => voidMask(sv.voids)),
    removed,
  };
}
