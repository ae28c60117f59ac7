import { frenchDeck, parseCardCode, parseSuit, type Card } from '../../cards';
import { without } from '../../multiset';
import type { Seat } from '../../game';
import type { Rng } from '../../rng';
import type { VriState } from './state';
import type { VriView } from './view';

const ints = (codes: readonly string[]): Card[] => codes.map((c) => parseCardCode(c) as Card);

/**
 * A full state consistent with what `seat` knows. Every public fact is in the view; the hidden
 * cards are those of each source less the seat's own, and each other seat gets, from every source,
 * as many as it is known to hold of it; what is left of the last source is the stock, above the
 * public cards at its bottom. With one deck this is exact; with two, where a laid code may have come
 * from either of two sources, any card left over fills what is missing.
 */
export function determinize(v: VriView, seat: Seat, rng: Rng): VriState {
  const n = v.seats.length;
  const held = v.sources.map((src) => src.held);
  const known = v.seats.map((s) => ints(s.known));
  const mine = ints(v.seats[seat]?.hand ?? []);
  const pools = v.sources.map((src) => ints(src.cards ?? []));
  // The first source is every card whose place is not public and that no later source lists.
  const placed = [...ints(v.discard), ...ints(v.stockBottom), ...known.flat(), ...pools.flat()];
  pools[0] = (without(frenchDeck(v.options.decks), placed) ?? []).sort((a, b) => a - b);
  const sources = pools.map((p, e) => (e === 0 ? [] : p.slice()));

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

  const hands: Card[][] = known.map((k) => k.slice());
  hands[seat] = mine.slice();
  const missing = new Array<number>(n).fill(0);
  const last = pools.length - 1;
  let stockHidden: Card[] = [];
  const leftover: Card[] = [];
  for (let e = 0; e <= last; e++) {
    const pool = rng.shuffle(pools[e] as Card[]);
    for (let o = 0; o < n; o++) {
      if (o === seat) continue;
      const want = (held[e] as readonly number[])[o] ?? 0;
      const got = pool.splice(0, want);
      (hands[o] as Card[]).push(...got);
      missing[o] = (missing[o] as number) + want - got.length;
    }
    if (e === last) stockHidden = pool;
    else leftover.push(...pool);
  }
  const stockWant = v.stockCount - v.stockBottom.length;
  if (stockHidden.length > stockWant) leftover.push(...stockHidden.splice(stockWant));
  rng.shuffle(leftover);
  for (let o = 0; o < n; o++) (hands[o] as Card[]).push(...leftover.splice(0, missing[o] as number));
  stockHidden.push(...leftover.splice(0, stockWant - stockHidden.length));
  for (const h of hands) h.sort((a, b) => a - b);

  let firstDone = 0;
  v.seats.forEach((s, i) => {
    if (s.firstTurnDone) firstDone |= 1 << i;
  });
  return {
    players: n,
    options: v.options,
    dealer: v.dealer,
    phase: v.phase === 'round-over' ? 'over' : v.suit === null ? 'suit' : 'play',
    turn: v.turn,
    dir: v.direction,
    hands,
    // Bottom first: the public cards under the shuffled hidden ones.
    stock: [...ints(v.stockBottom), ...stockHidden],
    bottomKnown: v.stockBottom.length,
    discard: ints(v.discard),
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
    known,
    pools: sources,
    held: held.map((h) => h.slice()),
  };
}
