import type { Card } from '../../cards';
import type { RoundResult, Seat } from '../../game';
import type { VriOptions } from './options';
import { cardPoints, type VriState } from './state';

/**
 * Placings: those out in order, then the rest by fewest cards left, ties clockwise from the first
 * out (from the player left of the dealer when a blocked round ends with nobody out). Points: the
 * penalty points of the cards left, with or without `scoring` (RECORD.md's scores are penalty points).
 */
export function roundResult(s: VriState): RoundResult | null {
  if (s.phase !== 'over') return null;
  const n = s.players;
  const from = s.out[0] ?? (s.dealer + 1) % n;
  const rest: Seat[] = [];
  for (let d = 0; d < n; d++) {
    const seat = (from + d) % n;
    if (!s.out.includes(seat)) rest.push(seat);
  }
  const left = (seat: Seat): number => (s.hands[seat] as readonly Card[]).length;
  // A stable sort keeps the clockwise order among equal counts.
  rest.sort((a, b) => left(a) - left(b));
  const points = s.hands.map((h) => h.reduce((sum, c) => sum + cardPoints(c), 0));
  return { placings: [...s.out, ...rest], points };
}

export const matchOver = (_scores: readonly number[], rounds: number, o: VriOptions): boolean =>
  rounds >= (o.scoring ? o.rounds : 1);
