import { parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import type { Json } from '../../json';
import type { Rng } from '../../rng';
import { byOrder } from './combo';
import { readOnce } from './history';
import { passLikelihood } from './likelihood';
import type { ViggoState } from './state';
import type { ViggoView } from './view';

function readCards(j: Json | undefined): Card[] {
  const out: Card[] = [];
  if (Array.isArray(j))
    for (const code of j as readonly Json[]) {
      const c = parseCardCode(code);
      if (c !== undefined) out.push(c);
    }
  return out;
}

const count = (j: Json | undefined): number => (typeof j === 'number' ? j : 0);

/**
 * Deals tried per determinization: each is kept with the likelihood of the passes seen (a rejection
 * sample); when none is kept, the likeliest of them. Bounded, so a history no deal explains well
 * costs this many deals and no more.
 */
export const DEAL_TRIES = 12;

/**
 * A full state consistent with the seat's view: its hand, the table, the played cards, what it was
 * shown and the discards it saw stay; every other card is dealt at random to the other hands, the
 * aside pile, the rest of the stock and the discards it did not see, the deals weighted by the
 * likelihood of the passes seen (likelihood.ts).
 */
export function determinize(v: ViggoView, seat: Seat, rng: Rng): ViggoState {
  const n = v.seats.length;
  const known = new Array<boolean>(52).fill(false);
  const mark = (cards: Card[]): Card[] => {
    for (const c of cards) known[c] = true;
    return cards;
  };
  const me = v.seats[seat] ?? {};
  const own = mark(readCards(me['hand']));
  const table = v.table ? mark(readCards(v.table.cards)) : null;
  const played = mark(readCards(v.played));
  const shown = mark(readCards(v.shown));
  const ownSeen = mark(readCards(me['seen']));
  const unknown: Card[] = [];
  for (let c = 0; c < 52; c++) if (!known[c]) unknown.push(c);
  const { said, facts: all } = readOnce(v.history ?? []);
  const facts = all.filter((f) => f.seat !== seat);
  // One deal of the unknown cards: the other hands first, the rest for the piles.
  const dealOnce = (): { hands: Card[][]; rest: Card[] } => {
    const cards = rng.shuffle(unknown.slice());
    let at = 0;
    const hands = v.seats.map((sv, i) =>
      i === seat ? own : cards.slice(at, (at += Math.max(0, count(sv['handCount'])))).sort(byOrder),
    );
    return { hands, rest: cards.slice(at) };
  };
  let chosen = dealOnce();
  if (facts.length) {
    let bestWeight = -1;
    for (let i = 0; i < DEAL_TRIES; i++) {
      const d = i === 0 ? chosen : dealOnce();
      const w = passLikelihood(facts, d.hands, seat);
      if (rng.int(1 << 20) < w * (1 << 20)) {
        chosen = d;
        break;
      }
      if (w > bestWeight) {
        chosen = d;
        bestWeight = w;
      }
    }
  }
  const hands = chosen.hands;
  let p = 0;
  const deal = (k: number): Card[] => chosen.rest.slice(p, (p += Math.max(0, k)));
  const aside = deal(v.asideCount);
  const stock = shown.concat(deal(v.stockCount - shown.length));
  const unseen = deal(v.discardCount - ownSeen.length);
  // The other drafter saw some of the discards this seat did not: which ones is unknown.
  const seen =
    n === 2 ? v.seats.map((sv, i) => (i === seat ? ownSeen : unseen.slice(0, count(sv['seenCount'])))) : [];
  let passed = 0;
  for (const i of v.passed) passed |= 1 << i;
  return {
    players: n,
    passIsFinal: v.passIsFinal,
    phase: v.phase === 'draft' || v.phase === 'round-over' ? v.phase : 'play',
    turn: v.toAct[0] ?? -1,
    hands,
    table,
    tableBy: v.table?.by ?? -1,
    passed,
    played,
    aside,
    stock,
    discards: ownSeen.concat(unseen),
    seen,
    said,
  };
}
