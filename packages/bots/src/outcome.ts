import { rankingOf, roundStanding, type Json, type RoundResult } from '@kortbord/engine';

/** A finished round as a reward in [0, 1] per seat, for the search. */
export type Reward = (result: RoundResult, players: number) => number[];

/**
 * The search's reward for a match of `game` with `options`: half for the place in the engine's round
 * standing (first 1, last 0, linear between), half for the points relative to the table's best and
 * worst, leaning the way the engine's ranking of this match says (fewest or most; none where only
 * placings count, as in Vri åtter without scoring). `firstBonus`: where only placings count, the share
 * of the reward that goes to first place alone (the game's bots profile says how much going out first
 * is worth to its players).
 */
export function roundReward(game: string, options: Json, firstBonus = 0): Reward {
  const ranking = rankingOf(game, options);
  const bonus = ranking === 'placings' ? firstBonus : 0;
  return (result, players) => {
    const out = new Array<number>(players).fill(0.5);
    const last = Math.max(1, players - 1);
    const standing = roundStanding({ game, options, placings: result.placings, scores: [] });
    for (const { seat, place } of standing)
      out[seat] = (1 - bonus) * ((players - place) / last) + (place === 1 ? bonus : 0);
    if (ranking === 'placings') return out;
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
      const byPoints = ranking === 'fewest' ? (hi - p) / (hi - lo) : (p - lo) / (hi - lo);
      out[s] = 0.5 * (out[s] ?? 0.5) + 0.5 * byPoints;
    }
    return out;
  };
}
