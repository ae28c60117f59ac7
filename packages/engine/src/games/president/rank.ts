import { CLUB_THREE, type Card } from '../../cards';
import type { PresidentOptions } from './options';

/**
 * President's rank order: 3 lowest, 2 highest. `PRANK[c]` is 0 for a three and 12 for a two, so
 * comparing plays is one lookup; `STRENGTH[c]` breaks ties by suit (C < D < H < S) for sorting hands
 * and for the exchange.
 */
export const PRANK: readonly number[] = Array.from({ length: 52 }, (_, c) => ((c >> 2) + 12) % 13);
export const STRENGTH: readonly number[] = Array.from(
  { length: 52 },
  (_, c) => (PRANK[c] as number) * 4 + (c & 3),
);

export const PRANK_THREE = 0;

export const byStrength = (a: Card, b: Card): number => (STRENGTH[a] as number) - (STRENGTH[b] as number);

/** True when 3C is the special card that clears the pile and never joins a group. */
export const isSpecial = (c: Card, o: PresidentOptions): boolean => c === CLUB_THREE && o.clubThree;

/** Cards of one rank lying on top of the pile that clear it: three for the plain threes beside 3C. */
export const clearCount = (prank: number, o: PresidentOptions): number =>
  o.clubThree && prank === PRANK_THREE ? 3 : 4;

/**
 * Order of giving in the exchange: higher gives first. -1 for a card that is never given (3C kept by
 * its holder); 3C counts above every card when the table exchanges it.
 */
export function exchangeKey(c: Card, o: PresidentOptions): number {
  if (!isSpecial(c, o)) return STRENGTH[c] as number;
  return o.clubThreeExchanged ? 100 : -1;
}

const SINGULAR = ['3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king', 'ace', '2'] as const;
const PLURAL = [
  '3s',
  '4s',
  '5s',
  '6s',
  '7s',
  '8s',
  '9s',
  '10s',
  'jacks',
  'queens',
  'kings',
  'aces',
  '2s',
] as const;

/** "a 7", "an ace", "a pair of 9s", "three jacks", "four 2s". */
export function groupName(prank: number, count: number): string {
  const one = SINGULAR[prank] ?? '?';
  const many = PLURAL[prank] ?? '?';
  if (count === 1) return `${/^[8a]/.test(one) ? 'an' : 'a'} ${one}`;
  if (count === 2) return `a pair of ${many}`;
  if (count === 3) return `three ${many}`;
  return `${count === 4 ? 'four' : String(count)} ${many}`;
}
