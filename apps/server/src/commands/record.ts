import { isObject, writeRecord, type Json, type Match } from '@kortbord/engine';
import { matchOver, Refused, type Table } from '../table';
import type { Planned } from './change';

/** Which match a record is asked of: the one in memory, or a past one to replay from the events. */
export type RecordSource = { readonly current: Match } | { readonly past: number };

/** The record and the seed are given out only once the match has ended. */
export function planRecord(t: Table, matchNo: number | undefined): Planned<RecordSource> {
  const n = matchNo ?? t.matchNo;
  if (n < 1 || n > t.matchNo) return new Refused('not-found', `This table has no match ${n}.`);
  if (n < t.matchNo) return { past: n };
  if (!t.match || !matchOver(t))
    return new Refused('not-over', 'The record and the seed are given out when the match has ended.');
  return { current: t.match };
}

/** The game record: `full`, or `seed` (the moves alone, the deals left to the seed). */
export function recordOf(m: Match, form: 'full' | 'seed'): Json {
  const rec = writeRecord(m) as Record<string, Json>;
  if (form === 'full') return rec;
  const moves = (rec['moves'] as Json[]).filter((e) => isObject(e) && 'seat' in e);
  const { deal: _deal, ...rest } = rec;
  return { ...rest, moves };
}

export interface MatchTotals {
  match: number;
  rounds: { round: number; scores: number[]; placings: number[] }[];
}

/** A finished match's totals after each round (the chart). */
export function totalsOf(n: number, m: Match): MatchTotals {
  const totals = new Array<number>(m.players).fill(0);
  const rounds = m.results.map((r, i) => {
    r.points.forEach((p, s) => (totals[s] = (totals[s] ?? 0) + p));
    return { round: i + 1, scores: totals.slice(), placings: [...r.placings] };
  });
  return { match: n, rounds };
}
