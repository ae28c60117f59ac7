import { parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import type { ViggoState } from './state';
import type { ViggoView } from './view';

const toCards = (codes: unknown): Card[] =>
  Array.isArray(codes) ? codes.map(parseCardCode).filter((c): c is Card => c !== undefined) : [];

/**
 * The facts `seat`'s view makes certain about the hidden cards, checked against a full state: every
 * broken one, in words for a test's failure (empty: consistent). The true deal never breaks one.
 */
export function brokenFacts(v: ViggoView, seat: Seat, s: ViggoState): string[] {
  const out: string[] = [];
  const same = (a: readonly Card[], b: readonly Card[]) =>
    a.length === b.length && a.every((c) => b.includes(c));
  const me = v.seats[seat] ?? {};
  if (!same(toCards(me['hand']), s.hands[seat] ?? [])) out.push('own hand differs');
  if (!same(toCards(v.played), s.played)) out.push('played cards differ');
  if (!same(v.table ? toCards(v.table.cards) : [], s.table ?? [])) out.push('table differs');
  v.seats.forEach((st, t) => {
    if (t !== seat && Number(st['handCount']) !== (s.hands[t] ?? []).length) out.push(`seat ${t}'s count`);
  });
  const shown = toCards(v.shown);
  if (!same(shown, s.stock.slice(0, shown.length))) out.push('shown cards are not on top of the stock');
  for (const c of toCards(me['seen'])) if (!s.discards.includes(c)) out.push('a seen discard is elsewhere');
  if (v.asideCount !== s.aside.length || v.stockCount !== s.stock.length) out.push('pile sizes differ');
  return out;
}
