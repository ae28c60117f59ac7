/**
 * Why a hint's move is good in Viggo, in card terms: the suggested move compared with the other
 * legal moves of the same search, in the seat's own view. Every card left in hand costs a point at
 * the end, so shedding many at once and keeping the 2s and 3s to win the lead back are the tactics.
 */
import type { Seat } from '../../game';
import { climbingReasons } from '../../why-kit';
import type { Reason } from '../../words/game-words';
import type { ViggoAction } from './state';
import type { ViggoView } from './view';

export const VIGGO_WHY = ['stops-last', 'sheds-many', 'leads-low', 'keeps-high', 'drafts-high'] as const;
export type ViggoWhy = (typeof VIGGO_WHY)[number];

const ORDER = '456789TJQKA23';
/** Viggo's order, doubled, and the three of clubs one above the other threes. */
export const viggoStrength = (code: string): number =>
  ORDER.indexOf(code[0] ?? '') * 2 + (code === '3C' ? 1 : 0);
/** An ace or better: the cards that win a trick back late in the round. */
const HIGH = viggoStrength('AS');

export function why(
  view: ViggoView,
  seat: Seat,
  best: ViggoAction,
  others: readonly ViggoAction[],
): Reason<ViggoWhy>[] {
  const hand = (view.seats[seat]?.['hand'] as readonly string[] | undefined) ?? [];
  // The draft: keeping the card shown when it is high (or taking the higher of two shown).
  if (best.type === 'keep' || best.type === 'take') {
    const card = best.type === 'take' ? best.card : view.shown[0];
    return card && viggoStrength(card) >= HIGH ? [{ code: 'drafts-high', params: { card } }] : [];
  }
  return climbingReasons({
    hand,
    leading: view.table === null,
    seats: view.seats,
    seat,
    best,
    others,
    strength: viggoStrength,
    high: HIGH,
  }) as Reason<ViggoWhy>[];
}
