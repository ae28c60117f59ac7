/**
 * Why a hint's move is good in Tuffa Viktor, in card terms: the suggested move against the other
 * legal moves of the same search. Only secured glasses count at the end, so a group is secured
 * before Vivan can take it; Smockan is kept for an attack worth blocking (Indrivaren takes one
 * card, Vivan a whole group); Vivan and Arrestering are worth most on the largest group.
 */
import type { Seat } from '../../game';
import type { Reason } from '../../words/game-words';
import type { TuffaAction } from './actions';
import type { TuffaView, SeatView } from './view';

export const TUFFA_WHY = [
  'secures',
  'keeps-group',
  'saves-smockan',
  'takes-largest',
  'arrests-largest',
] as const;
export type TuffaWhy = (typeof TUFFA_WHY)[number];

const glassesOf = (cards: readonly string[]): number =>
  cards.reduce((t, c) => t + (/^G[1-9]$/.test(c) ? Number(c[1]) : 0), 0);

export function why(
  view: TuffaView,
  seat: Seat,
  best: TuffaAction,
  others: readonly TuffaAction[],
): Reason<TuffaWhy>[] {
  const seats = view.seats as unknown as readonly SeatView[];
  const groupOf = (s: Seat | undefined, g: number | undefined): readonly string[] =>
    (s !== undefined && g !== undefined ? seats[s]?.groups[g] : undefined) ?? [];
  const p = view.pending;
  if (best.type === 'viktor') {
    const cards = groupOf(seat, best.group);
    return cards.length ? [{ code: 'secures', params: { cards: cards.join(' ') } }] : [];
  }
  if (best.type === 'smockan' && p?.attack === 'vivan' && p.target === seat)
    return [{ code: 'keeps-group', params: { cards: p.cards.join(' ') } }];
  if (best.type === 'yield' && p?.attack === 'indrivaren' && others.some((a) => a.type === 'smockan'))
    return [{ code: 'saves-smockan' }];
  // Taking or removing an opponent's group: the one with the most glasses on offer.
  const offer = (a: TuffaAction): number | null =>
    (a.type === 'vivan' || a.type === 'arrest') && a.target !== undefined
      ? glassesOf(groupOf(a.target, a.group))
      : null;
  const mine = offer(best);
  if (mine !== null && (best.type === 'vivan' || best.type === 'arrest') && best.target !== undefined) {
    const rivals = others.filter((a) => a.type === best.type).map(offer);
    if (rivals.some((g) => g !== null && g < mine) && rivals.every((g) => g === null || g <= mine))
      return [
        {
          code: best.type === 'vivan' ? 'takes-largest' : 'arrests-largest',
          params: { target: best.target, cards: groupOf(best.target, best.group).join(' ') },
        },
      ];
  }
  return [];
}
