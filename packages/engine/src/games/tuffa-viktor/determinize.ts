/**
 * A full state consistent with all one seat knows: its hand, every public pile, what Indrivaren took
 * from it (still in the taker's hand), the cards a pending Vivan will add (still in the attacker's
 * hand), and what laying a card without effect showed of a hand. The rest is dealt at random.
 */
import type { Seat } from '../../game';
import type { Rng } from '../../rng';
import { kindsOf } from './actions';
import { countsOf, emptyCounts, handKinds, KINDS, kindOf, type Hand, type Kind } from './cards';
import { dealByLacks, lackViolations, NO_LACKS, type Lack } from '../../lacks';
import { kindMember, type Attack, type HoldsAmong, type State } from './state';
import type { PendingView, SeatView, TuffaLack, TuffaView } from './view';

interface Need {
  readonly seat: Seat;
  readonly mask: number;
  readonly need: number;
}

function drawFrom(pool: number[], mask: number, rng: Rng): Kind | null {
  let total = 0;
  for (let k = 0; k < KINDS; k++) if (mask & (1 << k)) total += pool[k] as number;
  if (!total) return null;
  let i = rng.int(total);
  for (let k = 0; k < KINDS; k++) {
    if (!(mask & (1 << k))) continue;
    i -= pool[k] as number;
    if (i < 0) return k;
  }
  return null;
}

/** Random draws first; a search when they get stuck (several hands may want the same kinds). */
function allocate(needs: readonly Need[], pool: number[], hands: number[][], rng: Rng): void {
  for (let attempt = 0; attempt < 8; attempt++) {
    const p = pool.slice();
    const hs = hands.map((h) => h.slice());
    let okay = true;
    for (const { seat, mask, need } of needs)
      for (let i = 0; i < need && okay; i++) {
        const k = drawFrom(p, mask, rng);
        if (k === null) okay = false;
        else {
          p[k] = (p[k] as number) - 1;
          (hs[seat] as number[])[k] = ((hs[seat] as number[])[k] as number) + 1;
        }
      }
    if (okay) {
      pool.splice(0, KINDS, ...p);
      hands.splice(0, hands.length, ...hs);
      return;
    }
  }
  const go = (e: number): boolean => {
    const n = needs[e];
    if (!n) return true;
    const h = hands[n.seat] as number[];
    const pick = (k: number, left: number): boolean => {
      if (left === 0) return go(e + 1);
      if (k === KINDS) return false;
      if (!(n.mask & (1 << k))) return pick(k + 1, left);
      for (let t = Math.min(pool[k] as number, left); t >= 0; t--) {
        pool[k] = (pool[k] as number) - t;
        h[k] = (h[k] as number) + t;
        if (pick(k + 1, left - t)) return true;
        pool[k] = (pool[k] as number) + t;
        h[k] = (h[k] as number) - t;
      }
      return false;
    };
    return pick(0, n.need);
  };
  go(0);
}

function attackOf(p: PendingView | null): Attack | null {
  if (!p) return null;
  if (p.attack === 'vivan')
    return {
      kind: 'vivan',
      by: p.by,
      target: p.target,
      group: p.group,
      into: p.into,
      add: kindsOf(p.add).sort((x, y) => x - y),
      smockans: p.smockans.length,
      asked: p.asked,
    };
  return {
    kind: 'indrivaren',
    by: p.by,
    queue: p.asked === null ? [] : [p.asked, ...p.waiting],
    spared: p.spared.slice(),
    takes: p.takes.slice(),
  };
}

export function determinize(v: TuffaView, seat: Seat, rng: Rng): State {
  const seats = v.seats as unknown as readonly SeatView[];
  const n = seats.length;
  const deck = emptyCounts();
  for (const [code, count] of Object.entries(v.deck)) deck[kindOf(code) as Kind] = count;
  const pool = deck.slice();
  const remove = (ks: readonly Kind[]): void => {
    for (const k of ks) pool[k] = (pool[k] as number) - 1;
  };
  const groups = seats.map((sv) => sv.groups.map((g) => kindsOf(g)));
  const secured = seats.map((sv) => sv.secured.map((g) => kindsOf(g)));
  for (const gs of [...groups, ...secured]) for (const g of gs) remove(g);
  const pile = kindsOf(v.discardPile);
  remove(pile);
  const attack = attackOf(v.pending);

  const hands: number[][] = [];
  const known: (Hand | null)[] = new Array<Hand | null>(n * n).fill(null);
  const needs: Need[] = [];
  for (let i = 0; i < n; i++) {
    const sv = seats[i] as SeatView;
    if (i === seat) {
      const own = kindsOf(sv.hand ?? []);
      remove(own);
      hands.push(countsOf(own));
      continue;
    }
    const h = countsOf(kindsOf(sv.knownCards ?? []));
    if (h.some((x) => x > 0)) known[seat * n + i] = h.slice();
    if (attack?.kind === 'vivan' && attack.by === i) {
      const add = countsOf(attack.add);
      for (let k = 0; k < KINDS; k++) h[k] = Math.max(h[k] as number, add[k] as number);
    }
    for (let k = 0; k < KINDS; k++) pool[k] = (pool[k] as number) - (h[k] as number);
    hands.push(h);
    const fact = sv.holdsAmong;
    if (fact) {
      let mask = 0;
      for (const c of fact.cards) mask |= 1 << (kindOf(c) as Kind);
      let have = 0;
      for (let k = 0; k < KINDS; k++) if (mask & (1 << k)) have += h[k] as number;
      if (fact.count > have) needs.push({ seat: i, mask, need: fact.count - have });
    }
  }
  allocate(needs, pool, hands, rng);

  const lacks = seats.map((sv) => (sv.lacks ?? []).map(lackOf));
  const facts = lacks.some((ls, o) => o !== seat && ls.length > 0);
  // Rejection by the likelihood of each answer (lacks.ts): a deal whose hands need k cards a seat let a
  // group go holding is kept with chance SLIP^k; after TRIES, a fill that keeps the facts it can.
  let dealt = fill(seats, seat, hands, pool, null, rng);
  for (let t = 1; facts && rng.int(1 << 20) >= (1 << 20) * likelihood(dealt.hands, lacks, seat); t++) {
    const keep = t >= TRIES;
    dealt = fill(seats, seat, hands, pool, keep ? lacks : null, rng);
    if (keep) break;
  }
  const holds: (HoldsAmong | null)[] = seats.map((sv) => {
    const fact = sv.holdsAmong;
    if (!fact) return null;
    let mask = 0;
    for (const c of fact.cards) mask |= 1 << (kindOf(c) as Kind);
    return { mask, count: fact.count };
  });
  return {
    n,
    deck,
    hands: dealt.hands,
    groups,
    secured,
    glasses: seats.map((sv) => sv.glasses),
    stock: dealt.stock,
    drawn: 0,
    pile,
    turn: v.turn,
    lastBy: v.lastBy,
    attack,
    ended: v.phase === 'round-over',
    placings: v.placings.slice(),
    known: known.some((x) => x) ? known : null,
    holds,
    lacks: lacks.map((ls) => (ls.length ? ls : NO_LACKS)),
  };
}

/** Per card a seat let a group go holding (as sampled), the chance it would have. */
export const SLIP = 0.1;
/** Uniform fills tried before the fill that keeps the facts (the last try is that fill). */
export const TRIES = 4;

const lackOf = (l: TuffaLack): Lack => {
  let ranks = 0;
  for (const c of l.cards) ranks |= 1 << (kindOf(c) as Kind);
  return { suits: 0, ranks, held: l.held };
};

function likelihood(hands: readonly number[][], lacks: readonly (readonly Lack[])[], seat: Seat): number {
  let p = 1;
  for (let o = 0; o < hands.length; o++) {
    if (o === seat || !(lacks[o] ?? NO_LACKS).length) continue;
    const k = lackViolations(lacks[o] ?? NO_LACKS, handKinds(hands[o] as Hand), kindMember);
    for (let i = 0; i < k; i++) p *= SLIP;
  }
  return p;
}

/**
 * Fills each other seat's hand up to its size from the cards left, at random or (with `lacks`) its
 * oldest facts first among the cards it probably held; the rest is the stock. The cards placed before
 * (known, shown, implied by a discard) count as its newest, a simplification that only weakens a fact.
 */
function fill(
  seats: readonly SeatView[],
  seat: Seat,
  placed: readonly number[][],
  pool: readonly number[],
  lacks: readonly (readonly Lack[])[] | null,
  rng: Rng,
): { hands: number[][]; stock: Kind[] } {
  const rest = rng.shuffle(handKinds(pool));
  const hands = placed.map((h) => h.slice());
  for (let i = 0; i < hands.length; i++) {
    if (i === seat) continue;
    const h = hands[i] as number[];
    const size = h.reduce((a, b) => a + b, 0);
    const want = (seats[i] as SeatView).handCount;
    if (size >= want) continue;
    for (const k of dealByLacks(lacks?.[i] ?? NO_LACKS, want - size, rest, kindMember))
      h[k] = (h[k] as number) + 1;
  }
  return { hands, stock: rest };
}
