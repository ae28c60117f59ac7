import { parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import type { Rng } from '../../rng';
import { NONE, type IdiotState } from './state';
import type { IdiotView } from './view';

const toSorted = (codes: readonly string[]): Card[] =>
  codes.map((c) => parseCardCode(c) ?? NONE).sort((a, b) => a - b);

/**
 * A full state consistent with what `seat` knows: its own hand, every face-up card, the pile, the
 * burned cards and the cards everyone saw go into each hand stay; the rest (other hands' unseen
 * cards, every face-down card, the stock and its order) is dealt at random.
 */
export function determinize(v: IdiotView, seat: Seat, rng: Rng): IdiotState {
  const n = v.players;
  const seen = new Uint8Array(52);
  const mark = (cs: readonly Card[]) => {
    for (const c of cs) seen[c] = 1;
  };
  const pile = v.pile.map((c) => parseCardCode(c) ?? NONE);
  const burned = v.burned.map((c) => parseCardCode(c) ?? NONE);
  mark(pile);
  mark(burned);
  const faceUp = v.seats.map((sv) => toSorted(sv.faceUp));
  const known = v.seats.map((sv) => toSorted(sv.known));
  faceUp.forEach(mark);
  known.forEach(mark);
  const own = v.seats[seat];
  const ownHand = own && 'hand' in own ? toSorted(own.hand) : [];
  mark(ownHand);
  const pool: Card[] = [];
  for (let c = 0; c < 52; c++) if (!seen[c]) pool.push(c);
  rng.shuffle(pool);
  let next = 0;
  const take = (k: number): Card[] => {
    const out = pool.slice(next, next + k);
    next += k;
    return out;
  };
  const hands = v.seats.map((sv, i) => {
    if (i === seat) return ownHand;
    const count = 'handCount' in sv ? sv.handCount : 0;
    const mine = known[i] ?? [];
    return mine.concat(take(count - mine.length)).sort((a, b) => a - b);
  });
  const faceDown = v.seats.map((sv) => {
    const slots = [NONE, NONE, NONE];
    for (const i of sv.faceDownSlots) slots[i] = take(1)[0] ?? NONE;
    return slots;
  });
  const stock = take(v.stockCount);
  const phase = v.phase === 'arrange' || v.phase === 'play' ? v.phase : 'round-over';
  return {
    players: n,
    dealer: v.dealer,
    options: v.options,
    phase,
    turn: phase === 'play' ? (v.toAct[0] ?? -1) : -1,
    arranged: Array.from({ length: n }, (_, i) => phase !== 'arrange' || !v.toAct.includes(i)),
    hands,
    known,
    faceUp,
    faceDown,
    pile,
    stock,
    burned,
    placings: v.placings.slice(),
  };
}
