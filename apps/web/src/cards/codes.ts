import type { Lang } from '../i18n/strings';

/** Card codes as RECORD.md writes them: French "QH", "TD"; Tuffa Viktor "G3", "VIKTOR" … */
export const SUIT_CODES = ['C', 'D', 'H', 'S'] as const;
export type SuitCode = (typeof SUIT_CODES)[number];
export const RANK_CODES = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type RankCode = (typeof RANK_CODES)[number];
export const FIGURES = ['VIKTOR', 'VIVAN', 'SMOCKAN', 'INDRIVAREN', 'ARREST'] as const;
export type Figure = (typeof FIGURES)[number];

export type ParsedCard =
  | { readonly kind: 'french'; readonly rank: RankCode; readonly suit: SuitCode }
  | { readonly kind: 'glass'; readonly value: number }
  | { readonly kind: 'figure'; readonly figure: Figure }
  | { readonly kind: 'unknown'; readonly code: string };

export function parseCard(code: string): ParsedCard {
  if (code.length === 2) {
    const rank = code[0] as RankCode;
    const suit = code[1] as SuitCode;
    if (RANK_CODES.includes(rank) && SUIT_CODES.includes(suit)) return { kind: 'french', rank, suit };
  }
  const glass = /^G([1-9])$/.exec(code);
  if (glass) return { kind: 'glass', value: Number(glass[1]) };
  if (FIGURES.includes(code as Figure)) return { kind: 'figure', figure: code as Figure };
  return { kind: 'unknown', code };
}

export const isCardCode = (v: unknown): v is string =>
  typeof v === 'string' && parseCard(v).kind !== 'unknown';
export const isCardList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isCardCode);

export const SUIT_NAMES: Record<Lang, Record<SuitCode, string>> = {
  nb: { C: 'kløver', D: 'ruter', H: 'hjerter', S: 'spar' },
  sv: { C: 'klöver', D: 'ruter', H: 'hjärter', S: 'spader' },
  en: { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' },
};

const RANK_NAMES: Record<Lang, Partial<Record<RankCode, string>>> = {
  nb: { T: '10', J: 'knekt', Q: 'dame', K: 'konge', A: 'ess' },
  sv: { T: '10', J: 'knekt', Q: 'dam', K: 'kung', A: 'ess' },
  en: { T: '10', J: 'jack', Q: 'queen', K: 'king', A: 'ace' },
};

/** The face's corner index: 10 for T, letters for the court cards and the ace. */
export const rankIndex = (rank: RankCode): string => (rank === 'T' ? '10' : rank);

/** Tuffa Viktor's figure cards keep their Swedish names in every language. */
export const FIGURE_NAMES: Record<Figure, string> = {
  VIKTOR: 'Tuffa Viktor',
  VIVAN: 'Vivan',
  SMOCKAN: 'Smockan',
  INDRIVAREN: 'Indrivaren',
  ARREST: 'Arrestering',
};

const GLASSES: Record<Lang, (n: number) => string> = {
  nb: (n) => `glaskort, ${n} glass`,
  sv: (n) => `glaskort, ${n} glas`,
  en: (n) => `glaskort, ${n} ${n === 1 ? 'glass' : 'glasses'}`,
};

/** What a screen reader says for a card: "hjerter dame", "queen of hearts", "Smockan". */
export function cardName(code: string, lang: Lang): string {
  const c = parseCard(code);
  switch (c.kind) {
    case 'french': {
      const rank = RANK_NAMES[lang][c.rank] ?? c.rank;
      const suit = SUIT_NAMES[lang][c.suit];
      return lang === 'en' ? `${rank} of ${suit}` : `${suit} ${rank}`;
    }
    case 'glass':
      return GLASSES[lang](c.value);
    case 'figure':
      return FIGURE_NAMES[c.figure];
    case 'unknown':
      return c.code;
  }
}

const GLASS_WORD: Record<Lang, string> = { nb: 'glass', sv: 'glas', en: 'glasses' };

export const cardNames = (codes: readonly string[], lang: Lang): string => {
  // A run or set of glass cards reads as one: "glaskort 3, 4, 5 (12 glass)".
  if (codes.length > 1 && codes.every((c) => parseCard(c).kind === 'glass')) {
    const values = codes.map(glassValue);
    return `glaskort ${values.join(', ')} (${values.reduce((a, b) => a + b, 0)} ${GLASS_WORD[lang]})`;
  }
  const names = codes.map((c) => cardName(c, lang));
  if (names.length <= 1) return names.join('');
  const and = lang === 'en' ? 'and' : 'og';
  const last = names.pop() as string;
  return `${names.join(', ')} ${lang === 'sv' ? 'och' : and} ${last}`;
};

export const suitName = (suit: string, lang: Lang): string => SUIT_NAMES[lang][suit as SuitCode] ?? suit;

export const SUIT_SYMBOL: Record<SuitCode, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** Rank orders for sorting a hand the way each game's players hold it. */
const ORDERS: Record<string, string> = {
  viggo: '456789TJQKA23',
  president: '3456789TJQKA2',
  idiot: '3456789JQKA2T',
  'vri-atter': '23456789TJQKA',
};

/** A stable display order for a hand; the actions name codes, so the order is the client's own. */
export function sortKey(game: string, code: string): number {
  const c = parseCard(code);
  switch (c.kind) {
    case 'french': {
      const order = ORDERS[game] ?? ORDERS['vri-atter'] ?? '';
      const r = order.indexOf(c.rank);
      const s = SUIT_CODES.indexOf(c.suit);
      if (game === 'vri-atter') return (c.rank === '8' ? 4 : s) * 100 + r;
      // Viggo's and President's clubs three sit apart at the top.
      if ((game === 'viggo' || game === 'president') && code === '3C') return 9999;
      return r * 10 + s;
    }
    case 'glass':
      return c.value;
    case 'figure':
      return 100 + FIGURES.indexOf(c.figure);
    case 'unknown':
      return 100000;
  }
}

export const sortCards = (game: string, codes: readonly string[]): string[] =>
  [...codes].sort((a, b) => sortKey(game, a) - sortKey(game, b));

/** Glasses shown on a Tuffa Viktor card (0 for figure cards). */
export const glassValue = (code: string): number => {
  const c = parseCard(code);
  return c.kind === 'glass' ? c.value : 0;
};
