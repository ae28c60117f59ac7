/**
 * A finished match's results (issue 33), as data: one row per seat, planned from the table and the
 * match the change leads to, and written by the store in the same transaction as the match's end.
 * Whether it counts for the ratings is decided here; the new ratings themselves are computed inside
 * that transaction (settle), from the ratings as stored then.
 */
import { matchStanding, rankingOf, standingSource, type Match, type Ranking } from '@kortbord/engine';
import type { RatingsRow, ResultsRow } from '../db';
import { rateMatch, type BotLevel, type Entrant, type Skill } from '../ratings/model';
import type { Table } from '../table';

export interface Finish {
  readonly results: readonly ResultsRow[];
  /** The match counts for the ratings of these profiles (their seats' rows say `rated`). */
  readonly rated: readonly string[];
  /** At a table of today's deal (issue 35): its attempt's result, written with the results. */
  readonly daily?: DailyFinish;
}

/** A daily attempt's end: the person's place and score, and `sort` (the score, smaller is better). */
export interface DailyFinish {
  readonly table: string;
  readonly match: number;
  readonly at: string;
  readonly place: number;
  readonly score: number | null;
  readonly sort: number;
  /**
   * Finished after the day's deals were opened (days.ts revealAt): its player could have read every
   * hand, so the attempt stops counting in the field (practice).
   */
  readonly late: boolean;
}

/** The person's seat at a daily table: seat 1 (index 0). */
export const DAILY_SEAT = 0;

/**
 * The field orders by place, then by the game's score in its own direction: `sort` is the score
 * where fewest is best, its negative where most is best, 0 where only the place counts.
 */
export function sortOf(ranking: Ranking, score: number | null): number {
  if (score === null || ranking === 'placings') return 0;
  return ranking === 'fewest' ? score : -score;
}

/**
 * Rated when the table is, at least one round was finished, and every seat is a bot or a profile's
 * (a bot standing in still plays for the profile), each profile once. A guest's seat leaves the
 * match unrated for everyone: a guest has no rating to measure against.
 */
export function ratedMatch(t: Table, final: Match): boolean {
  if (!t.rated || final.results.length === 0) return false;
  const profiles = t.seats.flatMap((s) => (s.kind === 'human' && s.profile ? [s.profile] : []));
  const allKnown = t.seats.every((s) => s.kind === 'bot' || (s.kind === 'human' && !!s.profile));
  return allKnown && profiles.length > 0 && new Set(profiles).size === profiles.length;
}

/**
 * The results of the match `final` that the change ends (null: it ends none, or before a round
 * was finished, when there are no places to tell). `clock`: the instant in the server's time (a
 * test's clock moves days on), which says whether a daily attempt ended after its deal was opened.
 */
export function finishOf(t: Table, final: Match | null, at: string, clock = Date.parse(at)): Finish | null {
  if (!final?.over || final.results.length === 0) return null;
  const rated = ratedMatch(t, final);
  const standing = matchStanding(standingSource(final));
  const results = standing.map((st): ResultsRow => {
    const s = t.seats[st.seat];
    const profile = s?.kind === 'human' ? (s.profile ?? null) : null;
    return {
      table_id: t.id,
      match_no: t.matchNo,
      game: t.game,
      finished_at: at,
      seat: st.seat,
      name: s?.name ?? null,
      profile_id: profile,
      bot_level: s?.kind === 'bot' ? (s.level ?? 'random') : null,
      place: st.place,
      score: st.score ?? null,
      rated: rated ? 1 : 0,
      mu: null,
      sigma: null,
    };
  });
  results.sort((a, b) => a.seat - b.seat);
  const mine = results[DAILY_SEAT];
  const daily: DailyFinish | null =
    t.daily && mine
      ? {
          table: t.id,
          match: t.matchNo,
          at,
          place: mine.place,
          score: mine.score,
          sort: sortOf(rankingOf(t.game, t.options), mine.score),
          late: clock >= t.daily.revealAt,
        }
      : null;
  return {
    results,
    rated: rated ? results.flatMap((r) => (r.profile_id ? [r.profile_id] : [])) : [],
    ...(daily ? { daily } : {}),
  };
}

/**
 * The rows to write for a finish, given the stored ratings of its rated profiles (absent: a
 * newcomer): the results with each profile's rating after the match, and the ratings.
 */
export function settle(
  f: Finish,
  held: ReadonlyMap<string, { readonly mu: number; readonly sigma: number; readonly matches: number }>,
): { results: ResultsRow[]; ratings: RatingsRow[] } {
  if (!f.rated.length) return { results: [...f.results], ratings: [] };
  const entrants: Entrant[] = f.results.map((r) =>
    r.profile_id
      ? { profile: r.profile_id, skill: held.get(r.profile_id) ?? null, place: r.place }
      : { bot: (r.bot_level ?? 'random') as BotLevel, place: r.place },
  );
  const after: Skill[] = rateMatch(entrants);
  const ratings: RatingsRow[] = [];
  const results = f.results.map((r, i) => {
    const s = after[i] as Skill;
    if (!r.profile_id) return r;
    ratings.push({
      profile_id: r.profile_id,
      game: r.game,
      mu: s.mu,
      sigma: s.sigma,
      matches: (held.get(r.profile_id)?.matches ?? 0) + 1,
      updated_at: r.finished_at,
    });
    return { ...r, mu: s.mu, sigma: s.sigma };
  });
  return { results, ratings };
}
