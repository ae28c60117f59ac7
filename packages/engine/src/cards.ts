/**
 * French-deck cards as small integers: rank * 4 + suit, rank 0..12 for 2..A and suit 0..3 for C D H S.
 * Integers keep hands compact and comparisons cheap; codes ("3C", "TD") exist only at the boundaries.
 */
export type Card = number;

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type RankCode = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

/** Index of a rank in RANKS: 0 for a two, 12 for an ace. */
export type Rank = number;
export const RANK = {
  TWO: 0,
  THREE: 1,
  FOUR: 2,
  FIVE: 3,
  SIX: 4,
  SEVEN: 5,
  EIGHT: 6,
  NINE: 7,
  TEN: 8,
  JACK: 9,
  QUEEN: 10,
  KING: 11,
  ACE: 12,
} as const;
export const SUIT = { C: 0, D: 1, H: 2, S: 3 } as const;

export const rankOf = (c: Card): Rank => c >> 2;
export const suitOf = (c: Card): number => c & 3;
export const card = (rank: Rank, suit: number): Card => (rank << 2) | suit;

const CODES: readonly string[] = Array.from({ length: 52 }, (_, c) => `${RANKS[c >> 2]}${SUITS[c & 3]}`);
const BY_CODE = new Map(CODES.map((code, c) => [code, c]));

export const cardCode = (c: Card): string => CODES[c] ?? '??';
export const cardCodes = (cs: readonly Card[]): string[] => cs.map(cardCode);
export const parseCardCode = (code: unknown): Card | undefined =>
  typeof code === 'string' ? BY_CODE.get(code) : undefined;
export const suitCode = (s: number): Suit => SUITS[s & 3] ?? 'C';
export const parseSuit = (s: unknown): number | undefined => {
  const i = SUITS.indexOf(s as Suit);
  return i < 0 ? undefined : i;
};

export const CLUB_THREE: Card = card(RANK.THREE, SUIT.C);
export const DIAMOND_THREE: Card = card(RANK.THREE, SUIT.D);

/** A fresh deck in code order, `decks` times over. */
export const frenchDeck = (decks = 1): Card[] => {
  const out: Card[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) out.push(c);
  return out;
};
