import { parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import { dealByLacks, lackViolations, NO_LACKS, type Lack } from '../../lacks';
import type { Rng } from '../../rng';
import { idiotMember, NONE, type IdiotState } from './state';
import { lackOf, type IdiotView } from './view';

/** Per card a seat took the pile holding though it could have laid it (as sampled), its chance. */
export const SLIP = 0.1;
/** Uniform deals tried before the deal that keeps the facts (the last try is that deal). */
export const TRIES = 4;

const toSorted = (codes: readonly string[]): Card[] =>
  codes.map((c) => parseCardCode(c) ?? NONE).sort((a, b) => a - b);

/** What determinize reads from a view, worked out once per view and seat (a search asks thousands of times). */
interface Prepared {
  readonly seat: Seat;
  readonly pile: readonly Card[];
  readonly burned: readonly Card[];
  readonly faceUp: readonly Card[][];
  readonly known: readonly Card[][];
  readonly ownHand: Card[];
  /** The cards nobody but their holder may have seen: other hands' unseen cards, face-down, stock. */
  readonly pool: readonly Card[];
  readonly lacks: readonly (readonly Lack[])[];
  readonly facts: boolean;
}

const prepared = new WeakMap<IdiotView, Prepared>();

function prepare(v: IdiotView, seat: Seat): Prepared {
  const cached = prepared.get(v);
  if (cached && cached.seat === seat) return cached;
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
  const lacks = v.seats.map((sv) => (sv.lacks?.length ? sv.lacks.map(lackOf) : NO_LACKS));
  const facts = lacks.some((ls, o) => o !== seat && ls.length > 0);
  const p: Prepared = { seat, pile, burned, faceUp, known, ownHand, pool, lacks, facts };
  prepared.set(v, p);
  return p;
}

/**
 * A full state consistent with what `seat` knows: its own hand, every face-up card, the pile, the
 * burned cards and the cards everyone saw go into each hand stay; the rest (other hands' unseen
 * cards, every face-down card, the stock and its order) is dealt at random.
 */
export function determinize(v: IdiotView, seat: Seat, rng: Rng): IdiotState {
  const n = v.players;
  const { pile, burned, faceUp, known, ownHand, pool, lacks, facts } = prepare(v, seat);
  // Rejection by the likelihood of each pick-up (lacks.ts): a deal whose hands need k cards a seat
  // took the pile holding though they beat the top is kept with chance SLIP^k; after TRIES, a deal
  // that keeps the facts where the cards allow.
  let dealt = dealHands(v, seat, ownHand, known, pool, null, rng);
  for (let t = 1; facts && rng.int(1 << 20) >= (1 << 20) * likelihood(dealt.hidden, lacks, seat); t++) {
    const keep = t >= TRIES;
    dealt = dealHands(v, seat, ownHand, known, pool, keep ? lacks : null, rng);
    if (keep) break;
  }
  const { hands, rest } = dealt;
  let next = 0;
  const take = (k: number): Card[] => {
    const out = rest.slice(next, next + k);
    next += k;
    return out;
  };
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
    // Shared between the states drawn from one view: a state's lists are never changed in place.
    lacks,
  };
}

function likelihood(
  hidden: readonly (readonly Card[])[],
  lacks: readonly (readonly Lack[])[],
  seat: Seat,
): number {
  let p = 1;
  for (let o = 0; o < hidden.length; o++) {
    if (o === seat) continue;
    const k = lackViolations(lacks[o] ?? NO_LACKS, hidden[o] ?? [], idiotMember);
    for (let i = 0; i < k; i++) p *= SLIP;
  }
  return p;
}

/** The other seats' hidden hand cards from the shuffled unseen cards (by their facts, unless null). */
function dealHands(
  v: IdiotView,
  seat: Seat,
  ownHand: Card[],
  known: readonly Card[][],
  unseen: readonly Card[],
  lacks: readonly (readonly Lack[])[] | null,
  rng: Rng,
): { hands: Card[][]; hidden: Card[][]; rest: Card[] } {
  const rest = rng.shuffle(unseen.slice());
  const hidden: Card[][] = [];
  const hands = v.seats.map((sv, i) => {
    if (i === seat) {
      hidden.push([]);
      return ownHand;
    }
    const count = 'handCount' in sv ? sv.handCount : 0;
    const mine = known[i] ?? [];
    const got = dealByLacks(lacks?.[i] ?? NO_LACKS, count - mine.length, rest, idiotMember);
    hidden.push(got);
    return mine.concat(got).sort((a, b) => a - b);
  });
  return { hands, hidden, rest };
}
