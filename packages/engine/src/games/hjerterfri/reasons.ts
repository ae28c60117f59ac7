/**
 * Why a hint's move is good in Hjerterfri, in card terms: the suggested move against the other legal
 * moves of the same search. Points are hearts and the queen of spades, so good play passes the high
 * spades and hearts, plays under the card on top, and throws the queen or a high card when void.
 */
import { rankOf, parseCardCode } from '../../cards';
import type { Seat } from '../../game';
import type { Reason } from '../../words/game-words';
import type { HjerterfriAction } from './actions';
import type { HjerterfriView, OwnSeatView } from './view';

export const HJERTERFRI_WHY = ['passes-danger', 'ducks', 'dumps-queen', 'dumps-high', 'leads-low'] as const;
export type HjerterfriWhy = (typeof HJERTERFRI_WHY)[number];

const rank = (code: string): number => rankOf(parseCardCode(code) ?? 0);
const isDanger = (code: string): boolean =>
  code[1] === 'H' ? rank(code) >= 9 : code[1] === 'S' && rank(code) >= 10;

export function why(
  view: HjerterfriView,
  seat: Seat,
  best: HjerterfriAction,
  others: readonly HjerterfriAction[],
): Reason<HjerterfriWhy>[] {
  const out: Reason<HjerterfriWhy>[] = [];
  if (best.type === 'pass') {
    const danger = best.cards.filter(isDanger);
    if (danger.length) out.push({ code: 'passes-danger', params: { cards: danger.join(' ') } });
    return out;
  }
  const card = best.cards[0] as string;
  const trick = view.trick;
  const own = view.seats[seat] as OwnSeatView | undefined;
  if (trick.length === 0) {
    const plays = others.flatMap((a) => (a.type === 'play' ? [a.cards[0] as string] : []));
    if (plays.some((c) => rank(c) > rank(card)) && !plays.some((c) => rank(c) < rank(card)))
      out.push({ code: 'leads-low', params: { card } });
    return out;
  }
  const led = (trick[0] as { card: string }).card[1];
  if (card[1] !== led) {
    if (card === 'QS') out.push({ code: 'dumps-queen' });
    else if (rank(card) >= 9 && own) out.push({ code: 'dumps-high', params: { card } });
    return out;
  }
  let top = trick[0] as { card: string };
  for (const l of trick) if (l.card[1] === led && rank(l.card) > rank(top.card)) top = l;
  if (rank(card) < rank(top.card)) out.push({ code: 'ducks', params: { card: top.card } });
  return out;
}
