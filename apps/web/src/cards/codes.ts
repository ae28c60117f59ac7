import { FIGURES, parseCard, SUIT_NAMES as SUIT_TEXT, SUIT_CODES, type SuitCode } from '@kortbord/engine';
import type { Lang } from '../i18n/strings';

// Card words are the catalogue's (the engine's words), shared with the terminal.
export {
  cardName,
  cardNames,
  FIGURES,
  FIGURE_NAMES,
  parseCard,
  RANK_CODES,
  SUIT_CODES,
  SUIT_SYMBOL,
  suitName,
  type CardRank as RankCode,
  type Figure,
  type ParsedCard,
  type SuitCode,
} from '@kortbord/engine';

export const isCardCode = (v: unknown): v is string =>
  typeof v === 'string' && parseCard(v).kind !== 'unknown';
export const isCardList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isCardCode);

export const SUIT_NAMES: Record<Lang, Record<SuitCode, string>> = {
  nb: Object.fromEntries(SUIT_CODES.map((c) => [c, SUIT_TEXT[c].nb])) as Record<SuitCode, string>,
  sv: Object.fromEntries(SUIT_CODES.map((c) => [c, SUIT_TEXT[c].sv])) as Record<SuitCode, string>,
  en: Object.fromEntries(SUIT_CODES.map((c) => [c, SUIT_TEXT[c].en])) as Record<SuitCode, string>,
};

/** The face's corner index: 10 for T, letters for the court cards and the ace. */
export const rankIndex = (rank: string): string => (rank === 'T' ? '10' : rank);

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
