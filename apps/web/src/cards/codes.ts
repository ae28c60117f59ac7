import {
  parseCard,
  sortHand,
  SUIT_NAMES as SUIT_TEXT,
  SUIT_CODES,
  type GameId,
  type SuitCode,
} from '@kortbord/engine';
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

/** A hand as the game's players hold it (the game's own order: games/<id>/hand.ts). */
export const sortCards = (game: GameId, codes: readonly string[]): string[] => sortHand(game, codes);

/** Glasses shown on a Tuffa Viktor card (0 for figure cards). */
export const glassValue = (code: string): number => {
  const c = parseCard(code);
  return c.kind === 'glass' ? c.value : 0;
};
