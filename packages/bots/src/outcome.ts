import { roundStanding, type GameId, type RoundResult } from '@kortbord/engine';

/**
 * Which way a round's points lean for the search's reward (RULES.md): Viggo and Vri åtter penalty
 * points (fewer is better), Tuffa Viktor secured glasses (more is better); President and Idiot
 * keep none. Only the reward's shaping: who won and the order come from the engine's standing.
 */
export type ScoreOrder = 'low' | 'high' | 'none';

export const SCORE_ORDER: Readonly<Record<GameId, ScoreOrder>> = {
  viggo: 'low',
  president: 'none',
  'vri-atter': 'low',
  idiot: 'none',
  'tuffa-viktor': 'high',
};

export const scoreOrder = (game: string): ScoreOrder => SCORE_ORDER[game as GameId] ?? 'none';

/**
 * Where only placings count, the share of the reward that goes to first place alone (the rest is
 * linear in the place): going out first is what President and Idiot players play for.
 */
const FIRST_BONUS: Readonly<Record<GameId, number>> = {
  viggo: 0,
  president: 0.5,
  'vri-atter': 0,
  idiot: 0.5,
  'tuffa-viktor': 0,
};

/**
 * A finished round as a reward in [0, 1] per seat, for the search: half for the place in the
 * engine's round standing (first 1, last 0, with first place weighted up where only placings
 * count), half for the points relative to the table's best and worst (where the game counts points).
 */
export function roundRewards(game: string, result: RoundResult, players: number): number[] {
  const order = scoreOrder(game);
  const out = new Array<number>(players).fill(0.5);
  const last = Math.max(1, players - 1);
  const firstBonus = FIRST_BONUS[game as GameId] ?? 0;
  const standing = roundStanding({ game, options: {}, placings: result.placings, scores: [] });
  for (const { seat, place } of standing)
    out[seat] = (1 - firstBonus) * ((players - place) / last) + (place === 1 ? firstBonus : 0);
  if (order === 'none') return out;
  let lo = Infinity;
  let hi = -Infinity;
  for (let s = 0; s < players; s++) {
    const p = result.points[s] ?? 0;
    if (p < lo) lo = p;
    if (p > hi) hi = p;
  }
  if (hi === lo) return out;
  for (let s = 0; s < players; s++) {
    const p = result.points[s] ?? 0;
    const byPoints = order === 'low' ? (hi - p) / (hi - lo) : (p - lo) / (hi - lo);
    out[s] = 0.5 * (out[s] ?? 0.5) + 0.5 * byPoints;
  }
  return out;
}
