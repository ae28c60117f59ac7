import { DIAMOND_THREE, frenchDeck, parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import type { Rng } from '../../rng';
import { readOnce, type PassFact } from './history';
import { passLikelihood } from './likelihood';
import { byStrength, exchangeKey } from './rank';
import { copy, type PresidentState, type Transfer } from './state';
import type { PresidentView } from './view';

const toCards = (codes: readonly unknown[]): Card[] =>
  codes.map(parseCardCode).filter((c): c is Card => c !== undefined);

/**
 * Deals tried per determinization: each is kept with the likelihood of the passes seen (a rejection
 * sample); when none is kept, the likeliest of them. Bounded, so a history no deal explains well
 * costs this many deals and no more.
 */
export const DEAL_TRIES = 12;

/**
 * The hidden hands dealt at random within what `seat` knows for certain (known.ts): besides its own
 * hand and the cards laid, where the cards it gave in the exchange went (they stay there until laid);
 * that the round-1 leader was dealt 3D; and that whoever had to give it their best cards holds nothing
 * better than the worst of them.
 */
function dealHidden(v: PresidentView, seat: Seat, rng: Rng, own: Card[], seen: Set<Card>): Card[][] {
  const o = v.options;
  let pool = frenchDeck().filter((c) => !seen.has(c));
  const hands: Card[][] = Array.from({ length: v.players }, (_, t) => (t === seat ? own.slice() : []));
  const need = v.seats.map((st, t) => (t === seat ? 0 : Number(st['handCount'] ?? 0)));
  const place = (t: Seat, c: Card): void => {
    const i = pool.indexOf(c);
    if (i < 0 || !((need[t] ?? 0) > 0)) return;
    pool.splice(i, 1);
    (hands[t] as Card[]).push(c);
    need[t] = (need[t] as number) - 1;
  };
  for (const t of v.exchange)
    if (t.from === seat && t.cards) for (const c of toCards(t.cards)) place(t.to, c);
  if (v.roleHistory.length === 0 && v.leader !== seat && v.leader >= 0) place(v.leader, DIAMOND_THREE);
  for (const t of v.exchange) {
    if (t.to !== seat || !t.auto || !t.cards) continue;
    const bar = Math.min(...toCards(t.cards).map((c) => exchangeKey(c, o)));
    const below = rng.shuffle(pool.filter((c) => exchangeKey(c, o) < bar));
    for (const c of below.slice(0, need[t.from] ?? 0)) place(t.from, c);
  }
  pool = rng.shuffle(pool);
  for (let t = 0; t < v.players; t++)
    while ((need[t] ?? 0) > 0 && pool.length) place(t, pool[pool.length - 1] as Card);
  for (const h of hands) h.sort(byStrength);
  return hands;
}

/** Hidden hands weighted by the passes seen: a rejection sample over at most DEAL_TRIES deals. */
function likelyHands(v: PresidentView, seat: Seat, rng: Rng, facts: readonly PassFact[]): Card[][] {
  const own = toCards((v.seats[seat]?.['hand'] as readonly unknown[] | undefined) ?? []);
  const seen = new Set<Card>([...own, ...toCards(v.pile), ...toCards(v.cleared)]);
  const others = facts.some((f) => f.seat !== seat);
  let best: Card[][] | null = null;
  let bestWeight = -1;
  for (let i = 0; i < (others ? DEAL_TRIES : 1); i++) {
    const hands = dealHidden(v, seat, rng, own, seen);
    if (!others) return hands;
    const w = passLikelihood(facts, hands, seat, v.options);
    if (rng.int(1 << 20) < w * (1 << 20)) return hands;
    if (w > bestWeight) {
      best = hands;
      bestWeight = w;
    }
  }
  return best as Card[][];
}

/**
 * A full state consistent with everything `seat` knows, the unseen cards dealt at random and weighted
 * by what their holders did (likelihood.ts): the certain facts always hold, the likely ones usually.
 */
export function determinize(v: PresidentView, seat: Seat, rng: Rng): PresidentState {
  const o = v.options;
  const n = v.players;
  const pile = toCards(v.pile);
  const cleared = toCards(v.cleared);
  const { said, facts } = readOnce(v.history ?? []);
  const hands = likelyHands(v, seat, rng, facts);

  // Handovers this seat did not see: any plausible cards, as they are shown only as counts.
  const used = new Set<Card>();
  const transfers: Transfer[] = v.exchange.map((t) => {
    let cards = t.cards ? toCards(t.cards) : [];
    if (!t.cards) {
      const from = (hands[t.to] ?? []).filter((c) => !used.has(c));
      const spare = [...pile, ...cleared].filter((c) => !used.has(c));
      const ranked = t.auto ? from.sort((a, b) => exchangeKey(b, o) - exchangeKey(a, o)) : rng.shuffle(from);
      cards = [...ranked, ...spare].slice(0, t.count).sort(byStrength);
    }
    cards.forEach((c) => used.add(c));
    return { from: t.from, to: t.to, cards, auto: t.auto };
  });

  const order = v.order.slice();
  const next = new Array<Seat>(n);
  order.forEach((t, i) => (next[t] = order[(i + 1) % n] as Seat));
  const phase = v.phase === 'exchange' ? 'exchange' : v.phase === 'play' ? 'play' : 'done';
  const roles = phase === 'done' ? (v.roleHistory[v.roleHistory.length - 1] ?? null) : v.roles;
  const owe = new Array<number>(n).fill(0);
  if (phase === 'exchange') for (const t of v.toAct) owe[t] = roles?.[t] === 'president' ? 2 : 1;
  let passed = 0;
  for (const t of v.passed) passed |= 1 << t;
  return copy({
    players: n,
    options: o,
    round: v.round,
    order,
    next,
    hands,
    phase,
    turn: phase === 'play' ? (v.toAct[0] ?? -1) : -1,
    leader: v.leader,
    table: v.table ? toCards(v.table.cards).sort(byStrength) : null,
    by: v.table ? v.table.by : -1,
    pile,
    cleared,
    passed,
    finished: v.placings.slice(),
    marked: v.marked.slice(),
    roles: roles ? roles.slice() : null,
    history: v.roleHistory.map((r) => r.slice()),
    owe,
    transfers,
    said,
  });
}
