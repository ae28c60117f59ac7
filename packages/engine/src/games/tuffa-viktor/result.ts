/** The round's result, the match's end, and the card inventory the conservation check counts. */
import type { RoundResult } from '../../game';
import { codeOf, handCodes, type Hand } from './cards';
import type { TuffaOptions } from './options';
import type { State } from './state';

/** Placings best first, by glasses secured (state.ts); each seat scores the glasses it secured this round. */
export function roundResult(s: State): RoundResult | null {
  return s.ended ? { placings: s.placings, points: s.glasses } : null;
}

export function matchOver(scores: readonly number[], _rounds: number, o: TuffaOptions): boolean {
  return scores.some((x) => x >= o.targetScore);
}

export function cards(s: State): string[] {
  const out: string[] = [];
  for (const h of s.hands) out.push(...handCodes(h as Hand));
  for (const gs of [...s.groups, ...s.secured]) for (const g of gs) for (const k of g) out.push(codeOf(k));
  for (const k of s.pile) out.push(codeOf(k));
  for (let i = s.drawn; i < s.stock.length; i++) out.push(codeOf(s.stock[i] as number));
  return out;
}
