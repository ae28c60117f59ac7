/**
 * Tuffa Viktor's own deck. A card is a kind 0..12: glass cards G1..G8 are 0..7 (value = kind + 1,
 * so runs are consecutive kinds), then the five figure cards. Equal codes are interchangeable, so a
 * hand is a count per kind: copying one is copying 13 small numbers.
 */
import { isObject, type Json } from '../../json';

export const CODES = [
  'G1',
  'G2',
  'G3',
  'G4',
  'G5',
  'G6',
  'G7',
  'G8',
  'VIKTOR',
  'VIVAN',
  'SMOCKAN',
  'INDRIVAREN',
  'ARREST',
] as const;
export type Code = (typeof CODES)[number];
export type Kind = number;

export const KINDS = CODES.length;
export const GLASS_KINDS = 8;
export const VIKTOR = 8;
export const VIVAN = 9;
export const SMOCKAN = 10;
export const INDRIVAREN = 11;
export const ARREST = 12;

/** Bit k set for each figure kind k. */
export const FIGURE_MASK = (1 << VIKTOR) | (1 << VIVAN) | (1 << SMOCKAN) | (1 << INDRIVAREN) | (1 << ARREST);

/** Player-facing names stay Swedish. */
const FIGURE_NAMES: Readonly<Record<number, string>> = {
  [VIKTOR]: 'Tuffa Viktor',
  [VIVAN]: 'Vivan',
  [SMOCKAN]: 'Smockan',
  [INDRIVAREN]: 'Indrivaren',
  [ARREST]: 'Arrestering',
};

const BY_CODE = new Map<string, Kind>(CODES.map((c, k) => [c, k]));

export const isGlass = (k: Kind): boolean => k < GLASS_KINDS;
export const glassesOf = (k: Kind): number => k + 1;
export const codeOf = (k: Kind): Code => CODES[k] ?? 'G1';
export const kindOf = (code: unknown): Kind | undefined =>
  typeof code === 'string' ? BY_CODE.get(code) : undefined;
export const codesOf = (ks: readonly Kind[]): Code[] => ks.map(codeOf);
export const nameOf = (k: Kind): string => FIGURE_NAMES[k] ?? codeOf(k);

export type Hand = readonly number[];

export const emptyCounts = (): number[] => new Array<number>(KINDS).fill(0);

export function handSize(h: Hand): number {
  let n = 0;
  for (let k = 0; k < KINDS; k++) n += h[k] as number;
  return n;
}

export function countsOf(ks: readonly Kind[]): number[] {
  const c = emptyCounts();
  for (const k of ks) c[k] = (c[k] as number) + 1;
  return c;
}

/** A hand's cards in kind order (G1 … G8, then the figures): the stable order of views. */
export function handCodes(h: Hand): Code[] {
  const out: Code[] = [];
  for (let k = 0; k < KINDS; k++) for (let i = h[k] as number; i > 0; i--) out.push(codeOf(k));
  return out;
}

export function handKinds(h: Hand): Kind[] {
  const out: Kind[] = [];
  for (let k = 0; k < KINDS; k++) for (let i = h[k] as number; i > 0; i--) out.push(k);
  return out;
}

export function maskCodes(mask: number): Code[] {
  const out: Code[] = [];
  for (let k = 0; k < KINDS; k++) if (mask & (1 << k)) out.push(codeOf(k));
  return out;
}

/** RULES.md's documented default until a public source gives the real counts. */
export const DEFAULT_DECK: { readonly [code: string]: number } = {
  G1: 8,
  G2: 8,
  G3: 8,
  G4: 8,
  G5: 8,
  G6: 8,
  G7: 8,
  G8: 8,
  VIKTOR: 6,
  VIVAN: 5,
  SMOCKAN: 5,
  INDRIVAREN: 2,
  ARREST: 2,
};

/** Why a `deck` option value is not a deck, or null. Missing codes count zero. */
export function checkDeck(value: unknown): string | null {
  if (!isObject(value)) return `the deck is an object of card counts, like ${JSON.stringify(DEFAULT_DECK)}.`;
  let total = 0;
  for (const [code, n] of Object.entries(value)) {
    if (!BY_CODE.has(code)) return `"${code}" is not a Tuffa Viktor card; the cards are ${CODES.join(', ')}.`;
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > 200)
      return `the count of ${code} must be a whole number from 0 to 200.`;
    total += n as number;
  }
  return total > 0 ? null : 'the deck has no cards.';
}

const deckCache = new WeakMap<object, readonly number[]>();

/** The deck option as counts per kind (trusted: the option was checked when the table was made). */
export function deckCounts(value: Json): readonly number[] {
  const obj = isObject(value) ? value : DEFAULT_DECK;
  const hit = deckCache.get(obj);
  if (hit) return hit;
  const c = emptyCounts();
  for (const [code, n] of Object.entries(obj)) {
    const k = BY_CODE.get(code);
    if (k !== undefined && typeof n === 'number') c[k] = n;
  }
  deckCache.set(obj, c);
  return c;
}

const deckJsonCache = new WeakMap<readonly number[], { readonly [code: string]: number }>();

/** The deck as the option writes it; one frozen object per deck, since every view carries it. */
export function deckJson(counts: readonly number[]): { readonly [code: string]: number } {
  let hit = deckJsonCache.get(counts);
  if (!hit) {
    const out: { [code: string]: number } = {};
    for (let k = 0; k < KINDS; k++) out[codeOf(k)] = counts[k] as number;
    hit = Object.freeze(out);
    deckJsonCache.set(counts, hit);
  }
  return hit;
}
