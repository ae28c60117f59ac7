import type { Lang, Text } from './lang';

/** Card codes as RECORD.md writes them: French "QH", "TD"; Tuffa Viktor "G3", "VIKTOR" … */
export const SUIT_CODES = ['C', 'D', 'H', 'S'] as const;
export type SuitCode = (typeof SUIT_CODES)[number];
export const RANK_CODES = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type CardRank = (typeof RANK_CODES)[number];
export const FIGURES = ['VIKTOR', 'VIVAN', 'SMOCKAN', 'INDRIVAREN', 'ARREST'] as const;
export type Figure = (typeof FIGURES)[number];

export type ParsedCard =
  | { readonly kind: 'french'; readonly rank: CardRank; readonly suit: SuitCode }
  | { readonly kind: 'glass'; readonly value: number }
  | { readonly kind: 'figure'; readonly figure: Figure }
  | { readonly kind: 'unknown'; readonly code: string };

export function parseCard(code: string): ParsedCard {
  if (code.length === 2) {
    const rank = code[0] as CardRank;
    const suit = code[1] as SuitCode;
    if (RANK_CODES.includes(rank) && SUIT_CODES.includes(suit)) return { kind: 'french', rank, suit };
  }
  const glass = /^G([1-9])$/.exec(code);
  if (glass) return { kind: 'glass', value: Number(glass[1]) };
  if (FIGURES.includes(code as Figure)) return { kind: 'figure', figure: code as Figure };
  return { kind: 'unknown', code };
}

export const SUIT_NAMES: Readonly<Record<SuitCode, Text>> = {
  C: { nb: 'kløver', sv: 'klöver', en: 'clubs' },
  D: { nb: 'ruter', sv: 'ruter', en: 'diamonds' },
  H: { nb: 'hjerter', sv: 'hjärter', en: 'hearts' },
  S: { nb: 'spar', sv: 'spader', en: 'spades' },
};

export const SUIT_SYMBOL: Readonly<Record<SuitCode, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

const RANK_NAMES: Readonly<Record<CardRank, Text>> = {
  '2': { nb: '2', sv: '2', en: '2' },
  '3': { nb: '3', sv: '3', en: '3' },
  '4': { nb: '4', sv: '4', en: '4' },
  '5': { nb: '5', sv: '5', en: '5' },
  '6': { nb: '6', sv: '6', en: '6' },
  '7': { nb: '7', sv: '7', en: '7' },
  '8': { nb: '8', sv: '8', en: '8' },
  '9': { nb: '9', sv: '9', en: '9' },
  T: { nb: '10', sv: '10', en: '10' },
  J: { nb: 'knekt', sv: 'knekt', en: 'jack' },
  Q: { nb: 'dame', sv: 'dam', en: 'queen' },
  K: { nb: 'konge', sv: 'kung', en: 'king' },
  A: { nb: 'ess', sv: 'ess', en: 'ace' },
};

/** Tuffa Viktor's figure cards keep their Swedish names in every language, as players know them. */
export const FIGURE_NAMES: Readonly<Record<Figure, string>> = {
  VIKTOR: 'Tuffa Viktor',
  VIVAN: 'Vivan',
  SMOCKAN: 'Smockan',
  INDRIVAREN: 'Indrivaren',
  ARREST: 'Arrestering',
};

const GLASS_CARD: Text = { nb: 'glaskort', sv: 'glaskort', en: 'glass card' };
const GLASS_CARDS: Text = { nb: 'glaskort', sv: 'glaskort', en: 'glass cards' };
const glasses = (n: number, lang: Lang): string =>
  lang === 'en' ? `${n} ${n === 1 ? 'glass' : 'glasses'}` : `${n} ${lang === 'sv' ? 'glas' : 'glass'}`;

export const rankName = (rank: CardRank, lang: Lang): string => RANK_NAMES[rank][lang];
export const suitName = (suit: string, lang: Lang): string => SUIT_NAMES[suit as SuitCode]?.[lang] ?? suit;

/** What a player reads (and a screen reader says) for a card: "hjerter dame", "queen of hearts". */
export function cardName(code: string, lang: Lang): string {
  const c = parseCard(code);
  switch (c.kind) {
    case 'french': {
      const rank = RANK_NAMES[c.rank][lang];
      const suit = SUIT_NAMES[c.suit][lang];
      return lang === 'en' ? `${rank} of ${suit}` : `${suit} ${rank}`;
    }
    case 'glass':
      // "glaskort 3": its value is its glasses, as a group's "glaskort 3, 4, 5 (12 glass)" reads.
      return `${GLASS_CARD[lang]} ${c.value}`;
    case 'figure':
      return FIGURE_NAMES[c.figure];
    case 'unknown':
      return c.code;
  }
}

const AND: Text = { nb: 'og', sv: 'och', en: 'and' };

/** A list of cards in words; a run or set of glass cards reads as one: "glaskort 3, 4, 5 (12 glass)". */
export function cardNames(codes: readonly string[], lang: Lang): string {
  const values = codes.map(parseCard);
  if (codes.length > 1 && values.every((c) => c.kind === 'glass')) {
    const vs = values.map((c) => (c.kind === 'glass' ? c.value : 0));
    return `${GLASS_CARDS[lang]} ${vs.join(', ')} (${glasses(
      vs.reduce((a, b) => a + b, 0),
      lang,
    )})`;
  }
  const names = codes.map((c) => cardName(c, lang));
  if (names.length <= 1) return names.join('');
  const last = names.pop() as string;
  return `${names.join(', ')} ${AND[lang]} ${last}`;
}
