import type { GameId, RoundResult, Seat } from '@kortbord/engine';

/**
 * Which way a game's points count (RULES.md): Viggo and Vri åtter penalty points (fewest wins),
 * Tuffa Viktor secured glasses (most wins); President and Idiot keep no score, only placings.
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
const FIRST_BONUS: Readonly<Partial<Record<string, number>>> = { president: 0.5, idiot: 0.5 };

/**
 * A finished round as a reward in [0, 1] per seat, for the search: half for the placing (first 1,
 * last 0, with first place weighted up where only placings count), half for the points relative to
 * the table's best and worst (where the game counts points). Where the most points win (Tuffa
 * Viktor), the placing's half goes to having the most points instead.
 */
export function roundRewards(game: string, result: RoundResult, players: number): number[] {
  const order = scoreOrder(game);
  const out = new Array<number>(players).fill(0.5);
  const last = Math.max(1, players - 1);
  const firstBonus = FIRST_BONUS[game] ?? 0;
  result.placings.forEach((seat, i) => {
    out[seat] = (1 - firstBonus) * ((players - 1 - i) / last) + (i === 0 ? firstBonus : 0);
  });
  if (order === 'none') return out;
  let lo = Infinity;
  let hi = -Infinity;
  for (let s = 0; s < players; s++) {
    const p = result.points[s] ?? 0;
    if (p < lo) lo = p;
    if (p > hi) hi = p;
  }
  if (order === 'high') {
    // Tuffa Viktor: going out earns nothing; the glasses are the game, and the most of them wins.
    if (hi === lo) return out.fill(0.5);
    const tops = result.points.filter((p) => p === hi).length;
    return out.map((_, s) => {
      const p = result.points[s] ?? 0;
      return 0.5 * ((p - lo) / (hi - lo)) + (p === hi ? 0.5 / tops : 0);
    });
  }
  if (hi === lo) return out;
  for (let s = 0; s < players; s++) {
    const p = result.points[s] ?? 0;
    const byPoints = order === 'low' ? (hi - p) / (hi - lo) : (p - lo) / (hi - lo);
    out[s] = 0.5 * (out[s] ?? 0.5) + 0.5 * byPoints;
  }
  return out;
}

/**
 * The match's final order, best first: by the match totals (where the game counts points), then by
 * the sum of places over the rounds, then by the last round's placing.
 */
export function matchStanding(
  order: ScoreOrder,
  scores: readonly number[],
  results: readonly RoundResult[],
  players: number,
): Seat[] {
  const placeSum = new Array<number>(players).fill(0);
  for (const r of results) r.placings.forEach((seat, i) => (placeSum[seat] = (placeSum[seat] ?? 0) + i));
  const lastPlace = new Array<number>(players).fill(players);
  results[results.length - 1]?.placings.forEach((seat, i) => (lastPlace[seat] = i));
  const seats = [...Array(players).keys()];
  const byScore = (a: Seat, b: Seat): number => {
    const d = (scores[a] ?? 0) - (scores[b] ?? 0);
    return order === 'low' ? d : order === 'high' ? -d : 0;
  };
  return seats.sort(
    (a, b) =>
      byScore(a, b) ||
      (placeSum[a] ?? 0) - (placeSum[b] ?? 0) ||
      (lastPlace[a] ?? 0) - (lastPlace[b] ?? 0) ||
      a - b,
  );
}
