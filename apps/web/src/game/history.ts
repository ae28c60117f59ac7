import type { Match } from '@kortbord/engine';
import type { TableView } from './view';

/** A finished round: the totals after it and the order the seats finished in. */
export interface RoundEntry {
  readonly round: number;
  readonly scores: readonly number[];
  readonly placings: readonly number[];
  /** President's roles after the round, where the game has them. */
  readonly roles?: readonly (string | null)[];
}

/** Adds the round a view shows as finished, once; other views leave the history as it is. */
export function noteRound(history: readonly RoundEntry[], view: TableView): readonly RoundEntry[] {
  if (view.phase !== 'round-over') return history;
  if (history.some((h) => h.round === view.round)) return history;
  const entry: RoundEntry = {
    round: view.round,
    scores: view.scores,
    placings: view.placings,
    ...(view.roles ? { roles: view.roles } : {}),
  };
  return [...history, entry].sort((a, b) => a.round - b.round);
}

/** The history of a match the browser holds whole (offline play, a review). */
export function historyOf(m: Match): RoundEntry[] {
  const totals = new Array<number>(m.players).fill(0);
  return m.results.map((r, i) => {
    r.points.forEach((p, s) => (totals[s] = (totals[s] ?? 0) + p));
    return { round: i + 1, scores: totals.slice(), placings: r.placings };
  });
}
