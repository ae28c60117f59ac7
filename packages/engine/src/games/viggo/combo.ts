import { CLUB_THREE, type Card } from '../../cards';

/** Viggo rank of a card, 0..12: the four is lowest, then 5 … K, A, 2, and the three highest. */
export const value = (c: Card): number => ((c >> 2) + 11) % 13;

/** Hands and plays are kept in this order: Viggo rank, then suit C D H S (so 3C leads its threes). */
export const order = (c: Card): number => value(c) * 4 + (c & 3);
export const byOrder = (a: Card, b: Card): number => order(a) - order(b);

export const TOP_VALUE = 12;
/** The lowest rank a sequence may start from and still fit below the three: Q-K-A-2-3. */
export const LAST_SEQUENCE_START = TOP_VALUE - 4;

export type Kind = 'single' | 'pair' | 'three' | 'four' | 'sequence';
const KINDS: readonly Kind[] = ['single', 'pair', 'three', 'four', 'sequence'];
/** The kind follows from the count alone: one to four of a rank, or five in sequence. */
export const kindOf = (count: number): Kind => KINDS[count - 1] ?? 'single';

/**
 * One number per combination that orders plays of the same kind: the rank (a sequence's top), doubled,
 * plus one when 3C is in it. Only a strictly greater strength beats.
 */
export const strength = (topValue: number, hasClubThree: boolean): number =>
  topValue * 2 + (hasClubThree ? 1 : 0);

export interface Combo {
  readonly kind: Kind;
  /** Viggo rank of the combination's top card. */
  readonly top: number;
  readonly strength: number;
}

/** The combination the cards form (in any order), or null when they form none. */
export function classify(cards: readonly Card[]): Combo | null {
  const n = cards.length;
  if (n < 1 || n > 5) return null;
  const values = cards.map(value).sort((a, b) => a - b);
  const low = values[0] as number;
  const top = values[n - 1] as number;
  const club = cards.includes(CLUB_THREE);
  if (n < 5) return low === top ? { kind: kindOf(n), top, strength: strength(top, club) } : null;
  for (let i = 1; i < 5; i++) if (values[i] !== low + i) return null;
  return { kind: 'sequence', top, strength: strength(top, club) };
}

/** The table's strength, for a stored play (kept in hand order, so its top card is last). */
export function tableStrength(table: readonly Card[]): number {
  const top = value(table[table.length - 1] as Card);
  return strength(top, top === TOP_VALUE && table.includes(CLUB_THREE));
}
