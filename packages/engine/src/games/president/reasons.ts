/**
 * Why a hint's move is good in President, in card terms: the suggested move against the other legal
 * moves of the same search. Going out first needs the 2s and the three of clubs to take the lead
 * back, low cards led early while others must follow, and the weakest cards given away in the exchange.
 */
import type { Seat } from '../../game';
import { climbingReasons } from '../../why-kit';
import type { Reason } from '../../words/game-words';
import type { PresidentAction } from './state';
import type { PresidentView } from './view';

export const PRESIDENT_WHY = ['stops-last', 'sheds-many', 'leads-low', 'keeps-high', 'gives-low'] as const;
export type PresidentWhy = (typeof PRESIDENT_WHY)[number];

const ORDER = '3456789TJQKA2';
/** President's order; the three of clubs (with `clubThree`) above everything, since it clears any pile. */
const strengthFor =
  (clubThree: boolean) =>
  (code: string): number =>
    clubThree && code === '3C' ? 100 : ORDER.indexOf(code[0] ?? '');
/** An ace or better. */
const HIGH = ORDER.indexOf('A');

export function why(
  view: PresidentView,
  seat: Seat,
  best: PresidentAction,
  others: readonly PresidentAction[],
): Reason<PresidentWhy>[] {
  const hand = (view.seats[seat]?.['hand'] as readonly string[] | undefined) ?? [];
  const strength = strengthFor(view.options.clubThree);
  if (best.type === 'give') {
    const top = Math.max(...best.cards.map(strength));
    const higher = others.some((a) => a.type === 'give' && Math.max(...a.cards.map(strength)) > top);
    return higher ? [{ code: 'gives-low', params: { cards: best.cards.join(' ') } }] : [];
  }
  return climbingReasons({
    hand,
    leading: view.table === null,
    seats: view.seats,
    seat,
    best,
    others,
    strength,
    high: HIGH,
  }) as Reason<PresidentWhy>[];
}
