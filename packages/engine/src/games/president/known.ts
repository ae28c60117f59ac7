import { cardCode, DIAMOND_THREE, parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import { exchangeKey } from './rank';
import type { PresidentState } from './state';
import type { PresidentView } from './view';

const toCards = (codes: readonly unknown[]): Card[] =>
  codes.map(parseCardCode).filter((c): c is Card => c !== undefined);

/**
 * The facts `seat`'s view makes certain about the hidden hands, checked against a full state: every
 * broken one, in words for a test's failure (empty: consistent). A deal the seat could not rule out
 * breaks none; the true deal never does.
 */
export function brokenFacts(v: PresidentView, seat: Seat, s: PresidentState): string[] {
  const out: string[] = [];
  const o = v.options;
  const same = (a: readonly Card[], b: readonly Card[]) =>
    a.length === b.length && a.every((c) => b.includes(c));
  const own = toCards((v.seats[seat]?.['hand'] as readonly unknown[] | undefined) ?? []);
  if (!same(own, s.hands[seat] ?? [])) out.push('own hand differs');
  if (!same(toCards(v.pile), s.pile) || !same(toCards(v.cleared), s.cleared)) out.push('laid cards differ');
  v.seats.forEach((st, t) => {
    if (t !== seat && Number(st['handCount']) !== (s.hands[t] ?? []).length) out.push(`seat ${t}'s count`);
  });
  // A card given comes back only when the receiver gives it back to this seat.
  const laid = new Set<Card>([...s.pile, ...s.cleared, ...own]);
  const gaveTo = new Map<Seat, Card[]>();
  for (const t of v.exchange) {
    if (t.from !== seat || !t.cards) continue;
    const cards = toCards(t.cards);
    gaveTo.set(t.to, [...(gaveTo.get(t.to) ?? []), ...cards]);
    for (const c of cards)
      if (!laid.has(c) && !(s.hands[t.to] ?? []).includes(c)) out.push(`${cardCode(c)} left seat ${t.to}`);
  }
  for (const t of v.exchange) {
    if (t.to !== seat || !t.auto || !t.cards) continue;
    const bar = Math.min(...toCards(t.cards).map((c) => exchangeKey(c, o)));
    const back = gaveTo.get(t.from) ?? [];
    for (const c of s.hands[t.from] ?? [])
      if (!back.includes(c) && exchangeKey(c, o) >= bar) out.push(`seat ${t.from} kept ${cardCode(c)}`);
  }
  const first = v.roleHistory.length === 0 && v.leader >= 0 && v.leader !== seat;
  if (first && !laid.has(DIAMOND_THREE) && !(s.hands[v.leader] ?? []).includes(DIAMOND_THREE))
    out.push('3D is not with the first leader');
  return out;
}
