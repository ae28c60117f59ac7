import { frenchDeck, parseCardCode, parseSuit, type Card } from '../../cards';
import { without } from '../../multiset';
import type { Seat } from '../../game';
import type { Rng } from '../../rng';
import { dealByLacks, lackViolations, NO_LACKS, type Lack } from '../../lacks';
import { vriMember, type VriState } from './state';
import { lackOf, type VriView } from './view';

const ints = (codes: readonly string[]): Card[] => codes.map((c) => parseCardCode(c) as Card);

/**
 * A full state consistent with what `seat` knows. Every public fact is in the view; the hidden
 * cards are those of each source less the seat's own, and each other seat gets, from every source,
 * as many as it is known to hold of it; what is left of the last source is the stock, above the
 * public cards at its bottom. With one deck this is exact; with two, where a laid code may have come
 * from either of two sources, any card left over fills what is missing.
 */
/** What determinize reads from a view, worked out once per view and seat (a search asks thousands of times). */
interface Prepared {
  readonly seat: Seat;
  readonly held: readonly (readonly number[])[];
  readonly known: readonly (readonly Card[])[];
  readonly mine: readonly Card[];
  /** Per source, its hidden cards less the seat's own. */
  readonly pools: readonly (readonly Card[])[];
  /** The sources as the state lists them (the first unlisted). */
  readonly sources: readonly (readonly Card[])[];
  readonly lacks: readonly (readonly Lack[])[];
  readonly facts: boolean;
  readonly stockWant: number;
  readonly discard: readonly Card[];
  readonly stockBottom: readonly Card[];
  readonly firstDone: number;
}

const prepared = new WeakMap<VriView, Prepared>();

function prepare(v: VriView, seat: Seat): Prepared {
  const cached = prepared.get(v);
  if (cached && cached.seat === seat) return cached;
  const held = v.sources.map((src) => src.held);
  const known = v.seats.map((s) => ints(s.known));
  const mine = ints(v.seats[seat]?.hand ?? []);
  const pools = v.sources.map((src) => ints(src.cards ?? []));
  const discard = ints(v.discard);
  const stockBottom = ints(v.stockBottom);
  // The first source is every card whose place is not public and that no later source lists.
  const placed = [...discard, ...stockBottom, ...known.flat(), ...pools.flat()];
  pools[0] = (without(frenchDeck(v.options.decks), placed) ?? []).sort((a, b) => a - b);
  const sources: Card[][] = pools.map((p, e) => (e === 0 ? [] : p.slice()));

  // Take the seat's own cards out of the sources: first those the table knows it holds.
  const ownKnown = (known[seat] as Card[]).slice();
  const budget = held.map((h) => h[seat] ?? 0);
  for (const c of mine) {
    const k = ownKnown.indexOf(c);
    if (k >= 0) {
      ownKnown.splice(k, 1);
      continue;
    }
    let e = pools.length - 1;
    while (e >= 0 && !((budget[e] as number) > 0 && (pools[e] as Card[]).includes(c))) e--;
    if (e < 0) for (e = pools.length - 1; e >= 0 && !(pools[e] as Card[]).includes(c); e--);
    if (e < 0) continue;
    budget[e] = (budget[e] as number) - 1;
    const pool = pools[e] as Card[];
    pool.splice(pool.indexOf(c), 1);
  }
  const lacks = v.seats.map((sv) => (sv.lacks?.length ? sv.lacks.map(lackOf) : NO_LACKS));
  let firstDone = 0;
  v.seats.forEach((s, i) => {
    if (s.firstTurnDone) firstDone |= 1 << i;
  });
  const p: Prepared = {
    seat,
    held,
    known,
    mine,
    pools,
    sources,
    lacks,
    facts: lacks.some((ls, o) => o !== seat && ls.length > 0),
    stockWant: v.stockCount - v.stockBottom.length,
    discard,
    stockBottom,
    firstDone,
  };
  prepared.set(v, p);
  return p;
}

export function determinize(v: VriView, seat: Seat, rng: Rng): VriState {
  const n = v.seats.length;
  const { held, known, mine, pools, sources, lacks, facts, stockWant, discard, stockBottom, firstDone } =
    prepare(v, seat);

  // Rejection by the likelihood of what each seat did (lacks.ts): a sampled hand that needs k cards a
  // seat chose not to lay is kept with chance SLIP^k. After TRIES, a deal that keeps the facts.
  let dealt = dealPlain(pools, held, known, mine, seat, stockWant, rng);
  for (let t = 1; facts && rng.int(1 << 20) >= (1 << 20) * likelihood(dealt.hidden, lacks, seat); t++) {
    const keep = t >= TRIES;
    dealt = keep
      ? deal(pools, held, known, mine, seat, stockWant, lacks, rng)
      : dealPlain(pools, held, known, mine, seat, stockWant, rng);
    if (keep) break;
  }
  const { hands, stockHidden } = dealt;
  for (const h of hands) h.sort((a, b) => a - b);

  return {
    players: n,
    options: v.options,
    dealer: v.dealer,
    phase: v.phase === 'round-over' ? 'over' : v.suit === null ? 'suit' : 'play',
    turn: v.turn,
    dir: v.direction,
    hands,
    // Bottom first: the public cards under the shuffled hidden ones.
    stock: [...stockBottom, ...stockHidden],
    bottomKnown: v.stockBottom.length,
    discard,
    suit: v.suit === null ? -1 : (parseSuit(v.suit) ?? 0),
    drawn: v.drawn,
    drawDone: v.drawDone,
    penalty: v.penalty,
    penaltyAce: v.penaltyFrom === 'ace',
    firstDone,
    out: v.placings.slice(),
    knock: v.knock ?? -1,
    idle: v.idleTurns,
    owed: v.owed.slice(),
    // Shared between the states drawn from one view: a state's lists are never changed in place.
    known,
    pools: sources,
    held,
    lacks,
    record: false,
  };
}

/** Per card a seat chose not to lay though it held it (as sampled), the chance it would have. */
export const SLIP = 0.1;
/** Uniform deals tried before the deal that keeps the facts (the last try is that deal). */
export const TRIES = 1;

/** The chance, under SLIP, that every other seat did what it did with the hand sampled for it. */
function likelihood(
  hidden: readonly (readonly Card[])[],
  lacks: readonly (readonly Lack[])[],
  seat: Seat,
): number {
  let p = 1;
  for (let o = 0; o < hidden.length; o++) {
    if (o === seat) continue;
    const k = lackViolations(lacks[o] ?? NO_LACKS, hidden[o] ?? [], vriMember);
    for (let i = 0; i < k; i++) p *= SLIP;
  }
  return p;
}

/**
 * The plain deal, at random (the cheap one, used whenever no fact is kept): from every source, each
 * other seat gets as many as it is known to hold of it; the rest of the last source is the stock.
 */
function dealPlain(
  pools: readonly (readonly Card[])[],
  held: readonly (readonly number[])[],
  known: readonly (readonly Card[])[],
  mine: readonly Card[],
  seat: Seat,
  stockWant: number,
  rng: Rng,
): Dealt {
  const n = known.length;
  const hands: Card[][] = known.map((k) => k.slice());
  hands[seat] = mine.slice();
  const hidden: Card[][] = known.map(() => []);
  const missing = new Array<number>(n).fill(0);
  const last = pools.length - 1;
  let stockHidden: Card[] = [];
  const leftover: Card[] = [];
  for (let e = 0; e <= last; e++) {
    const pool = rng.shuffle((pools[e] as Card[]).slice());
    for (let o = 0; o < n; o++) {
      if (o === seat) continue;
      const want = (held[e] as readonly number[])[o] ?? 0;
      const got = pool.splice(0, want);
      for (const c of got) {
        (hands[o] as Card[]).push(c);
        (hidden[o] as Card[]).push(c);
      }
      missing[o] = (missing[o] as number) + want - got.length;
    }
    if (e === last) stockHidden = pool;
    else for (const c of pool) leftover.push(c);
  }
  fillMissing(hands, hidden, missing, stockHidden, leftover, stockWant, rng);
  return { hands, hidden, stockHidden };
}

/** With two decks a source may run short: cards left over from older sources fill the hands, then the stock. */
function fillMissing(
  hands: Card[][],
  hidden: Card[][],
  missing: readonly number[],
  stockHidden: Card[],
  leftover: Card[],
  stockWant: number,
  rng: Rng,
): void {
  if (stockHidden.length > stockWant) leftover.push(...stockHidden.splice(stockWant));
  if (leftover.length === 0) return;
  rng.shuffle(leftover);
  for (let o = 0; o < hands.length; o++) {
    if (!missing[o]) continue;
    const extra = leftover.splice(0, missing[o] as number);
    (hands[o] as Card[]).push(...extra);
    (hidden[o] as Card[]).push(...extra);
  }
  stockHidden.push(...leftover.splice(0, stockWant - stockHidden.length));
}

/** `deal` before any restock: one source, so no card needs its source checked. */
function dealOneSource(
  pool0: readonly Card[],
  held: readonly number[],
  known: readonly (readonly Card[])[],
  mine: readonly Card[],
  seat: Seat,
  stockWant: number,
  lacks: readonly (readonly Lack[])[],
  rng: Rng,
): Dealt {
  const pool = rng.shuffle(pool0.slice());
  const hands: Card[][] = known.map((k) => k.slice());
  hands[seat] = mine.slice();
  const hidden: Card[][] = known.map(() => []);
  const missing = new Array<number>(known.length).fill(0);
  for (let o = 0; o < known.length; o++) {
    if (o === seat) continue;
    const want = held[o] ?? 0;
    const got = dealByLacks(lacks[o] ?? NO_LACKS, want, pool, vriMember);
    hidden[o] = got;
    for (const c of got) (hands[o] as Card[]).push(c);
    missing[o] = want - got.length;
  }
  fillMissing(hands, hidden, missing, pool, [], stockWant, rng);
  return { hands, hidden, stockHidden: pool };
}

/** Source e's card c as one number, so one shuffled list holds every source. */
const TAG = 64;

interface Dealt {
  readonly hands: Card[][];
  /** Per seat, the cards dealt it at random (not its own, not the known ones). */
  readonly hidden: Card[][];
  readonly stockHidden: Card[];
}

/**
 * Deals the hidden cards: each other seat gets, from every source, as many as it is known to hold of
 * it, its cards drawn oldest fact first among those it probably held (`lacks`); what
 * is left of the last source is the stock, above the public cards at its bottom. With one deck this
 * is exact; with two, where a laid code may have come from either of two sources, any card left over
 * fills what is missing.
 */
function deal(
  pools: readonly (readonly Card[])[],
  held: readonly (readonly number[])[],
  known: readonly (readonly Card[])[],
  mine: readonly Card[],
  seat: Seat,
  stockWant: number,
  lacks: readonly (readonly Lack[])[],
  rng: Rng,
): Dealt {
  const n = known.length;
  const last = pools.length - 1;
  if (last === 0)
    return dealOneSource(
      pools[0] as readonly Card[],
      held[0] as readonly number[],
      known,
      mine,
      seat,
      stockWant,
      lacks,
      rng,
    );
  const all: number[] = [];
  pools.forEach((p, e) => {
    for (const c of p) all.push(e * TAG + c);
  });
  rng.shuffle(all);
  const hands: Card[][] = known.map((k) => k.slice());
  hands[seat] = mine.slice();
  const hidden: Card[][] = known.map(() => []);
  const missing = new Array<number>(n).fill(0);
  const budget = held.map((h) => h.slice());
  const member = (su: number, ra: number, x: number): boolean => vriMember(su, ra, x % TAG);
  for (let o = 0; o < n; o++) {
    if (o === seat) continue;
    let want = 0;
    for (const h of held) want += h[o] ?? 0;
    const room = (x: number): boolean => ((budget[Math.floor(x / TAG)] as number[])[o] as number) > 0;
    const took = (x: number): void => {
      const b = budget[Math.floor(x / TAG)] as number[];
      b[o] = (b[o] as number) - 1;
    };
    const got = dealByLacks(lacks[o] ?? NO_LACKS, want, all, member, room, took);
    for (const x of got) (hidden[o] as Card[]).push(x % TAG);
    (hands[o] as Card[]).push(...(hidden[o] as Card[]));
    missing[o] = want - got.length;
  }
  const stockHidden: Card[] = [];
  const leftover: Card[] = [];
  for (const x of all) (Math.floor(x / TAG) === last ? stockHidden : leftover).push(x % TAG);
  fillMissing(hands, hidden, missing, stockHidden, leftover, stockWant, rng);
  return { hands, hidden, stockHidden };
}
