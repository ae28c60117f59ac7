/**
 * My history, statistics and leaderboard, and a profile's public page (issue 33), from result and
 * rating rows: plain functions, no database (repos/results.ts reads the rows).
 */
import type { GameStats, HistoryMatch, Leaderboard, PublicProfile, RatingShown } from '@kortbord/protocol';
import type { RatingsRow, ResultsRow } from '../db';
import { ratingOf, shown } from '../ratings/model';

const key = (r: ResultsRow) => `${r.table_id}/${r.match_no}`;
const shownOf = (r: RatingsRow | undefined): RatingShown | null => (r ? shown(r, r.matches) : null);

/** My finished matches, newest first, each with every seat's place. */
export function historyOf(mine: readonly ResultsRow[], all: readonly ResultsRow[]): HistoryMatch[] {
  const byMatch = new Map<string, ResultsRow[]>();
  for (const r of all) byMatch.set(key(r), [...(byMatch.get(key(r)) ?? []), r]);
  return mine.map((r) => ({
    table: r.table_id,
    match: r.match_no,
    game: r.game,
    finishedAt: r.finished_at,
    seat: r.seat,
    place: r.place,
    rated: !!r.rated,
    ratingAfter: r.mu !== null && r.sigma !== null ? ratingOf({ mu: r.mu, sigma: r.sigma }) : null,
    places: (byMatch.get(key(r)) ?? [r])
      .map((o) => ({
        seat: o.seat,
        name: o.name,
        place: o.place,
        score: o.score,
        bot: o.bot_level !== null,
        profile: o.profile_id,
      }))
      .sort((a, b) => a.place - b.place || a.seat - b.seat),
  }));
}

/** Per game: matches, wins (first place, shared or not), average place, and the rating over time. */
export function statsOf(mine: readonly ResultsRow[], ratings: readonly RatingsRow[]): GameStats[] {
  const games = [...new Set(mine.map((r) => r.game))].sort();
  return games.map((game) => {
    const rows = mine
      .filter((r) => r.game === game)
      .sort((a, b) => a.finished_at.localeCompare(b.finished_at));
    const sum = rows.reduce((n, r) => n + r.place, 0);
    return {
      game,
      matches: rows.length,
      wins: rows.filter((r) => r.place === 1).length,
      averagePlace: Math.round((10 * sum) / rows.length) / 10,
      rating: shownOf(ratings.find((r) => r.game === game)),
      points: rows.flatMap((r) =>
        r.mu !== null && r.sigma !== null
          ? [{ at: r.finished_at, rating: ratingOf({ mu: r.mu, sigma: r.sigma }) }]
          : [],
      ),
    };
  });
}

/** Per game, me and the people I have played with who have a rating there, best first. */
export function leaderboardsOf(
  me: string,
  ratings: readonly RatingsRow[],
  names: ReadonlyMap<string, string>,
): Leaderboard[] {
  const games = [...new Set(ratings.map((r) => r.game))].sort();
  return games.map((game) => ({
    game,
    rows: ratings
      .filter((r) => r.game === game && names.has(r.profile_id))
      .map((r) => ({
        profile: r.profile_id,
        name: names.get(r.profile_id) ?? '',
        ...shown(r, r.matches),
        matches: r.matches,
        me: r.profile_id === me,
      }))
      .sort((a, b) => b.rating - a.rating || b.matches - a.matches || a.name.localeCompare(b.name)),
  }));
}

/** What others see of a profile: the name, matches per game and the ratings. */
export function publicProfileOf(
  profile: { id: string; name: string },
  counts: readonly { game: string; matches: number }[],
  ratings: readonly RatingsRow[],
): PublicProfile {
  return {
    id: profile.id,
    name: profile.name,
    games: counts.map((c) => ({
      game: c.game,
      matches: c.matches,
      rating: shownOf(ratings.find((r) => r.game === c.game)),
    })),
  };
}
