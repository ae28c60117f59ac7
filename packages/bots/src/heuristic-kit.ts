/** What the games' heuristics share: card codes read as ranks, hands, tallies and picks. */
import { parseCardCode, rankOf, type Action, type Json, type Rng } from '@kortbord/engine';
import type { BotInput } from './bot';

/** A game's heuristic: the tactics its players use, read from the seat's view alone. */
export type Heuristic = (input: BotInput, rng: Rng) => Action;

/** Engine rank of a card code: 0 for a two … 12 for an ace; -1 for a code that is not a French card. */
export const rankOfCode = (code: string): number => {
  const c = parseCardCode(code);
  return c === undefined ? -1 : rankOf(c);
};

export const isClubThree = (code: string): boolean => code === '3C';

/** The cards an action lays, when it lays any. */
export const cardsOf = (a: Action): readonly string[] => {
  const cs = (a as unknown as { readonly cards?: readonly string[] }).cards;
  return Array.isArray(cs) ? cs : [];
};

/** The seat's own hand from its view. */
export const ownHand = (input: BotInput): readonly string[] =>
  (input.view.seats[input.seat]?.['hand'] as readonly string[] | undefined) ?? [];

/** Hand counts of the other seats still in the round (by handCount in the view). */
export const opponentCounts = (input: BotInput): number[] =>
  input.view.seats.flatMap((s, i) => (i === input.seat ? [] : [Number((s['handCount'] as Json) ?? 0)]));

/** Counts per key. */
export function tally<T>(xs: readonly T[]): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

/** The action minimising `score` (first on ties); null for none. */
export function argmin<T>(xs: readonly T[], score: (x: T) => number): T | null {
  let best: T | null = null;
  let bestScore = Infinity;
  for (const x of xs) {
    const s = score(x);
    if (s < bestScore) {
      bestScore = s;
      best = x;
    }
  }
  return best;
}

export const pickRandom = <T>(xs: readonly T[], rng: Rng): T => xs[rng.int(xs.length)] as T;

export const byType = (legal: readonly Action[], type: string): Action[] =>
  legal.filter((a) => a.type === type);
