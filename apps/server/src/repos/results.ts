/**
 * The results and ratings tables (issue 33): SQL only. Results are written with a match's end
 * (append.ts); here they are read for the history, the statistics, the leaderboard and a profile's
 * public page, and taken out of a deleted profile's hands.
 */
import type { Transaction } from 'kysely';
import type { Db, RatingsRow, ResultsRow, Schema } from '../db';

export function resultsRepo(db: Db) {
  return {
    /** The stored ratings of these profiles in one game. */
    async ratingsIn(game: string, profiles: readonly string[]): Promise<Map<string, RatingsRow>> {
      if (!profiles.length) return new Map();
      const rows = await db
        .selectFrom('ratings')
        .selectAll()
        .where('game', '=', game)
        .where('profile_id', 'in', [...new Set(profiles)])
        .where('matches', '>', 0)
        .execute();
      return new Map(rows.map((r) => [r.profile_id, r]));
    },

    /** Every rating of these profiles, every game. */
    async ratingsOf(profiles: readonly string[]): Promise<RatingsRow[]> {
      if (!profiles.length) return [];
      return db
        .selectFrom('ratings')
        .selectAll()
        .where('profile_id', 'in', [...new Set(profiles)])
        .where('matches', '>', 0)
        .orderBy('game')
        .orderBy('profile_id')
        .execute();
    },

    /** The profile's own rows, newest first (at most `limit`). */
    mine(profile: string, limit = 10_000): Promise<ResultsRow[]> {
      return db
        .selectFrom('results')
        .selectAll()
        .where('profile_id', '=', profile)
        .orderBy('finished_at', 'desc')
        .orderBy('table_id')
        .orderBy('match_no', 'desc')
        .limit(limit)
        .execute();
    },

    /** Every seat's row of these matches. */
    async ofMatches(matches: readonly { table: string; match: number }[]): Promise<ResultsRow[]> {
      if (!matches.length) return [];
      const tables = [...new Set(matches.map((m) => m.table))];
      const wanted = new Set(matches.map((m) => `${m.table}/${m.match}`));
      const rows = await db
        .selectFrom('results')
        .selectAll()
        .where('table_id', 'in', tables)
        .orderBy('seat')
        .execute();
      return rows.filter((r) => wanted.has(`${r.table_id}/${r.match_no}`));
    },

    /** The profiles that sat in a finished match with this one (itself not included). */
    async playedWith(profile: string): Promise<string[]> {
      const rows = await db
        .selectFrom('results as a')
        .innerJoin('results as b', (j) =>
          j.onRef('a.table_id', '=', 'b.table_id').onRef('a.match_no', '=', 'b.match_no'),
        )
        .select('b.profile_id')
        .distinct()
        .where('a.profile_id', '=', profile)
        .where('b.profile_id', 'is not', null)
        .where('b.profile_id', '!=', profile)
        .execute();
      return rows.flatMap((r) => (r.profile_id ? [r.profile_id] : []));
    },

    /** Finished matches per game of a profile. */
    async counts(profile: string): Promise<{ game: string; matches: number }[]> {
      const rows = await db
        .selectFrom('results')
        .select(['game'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('profile_id', '=', profile)
        .groupBy('game')
        .orderBy('game')
        .execute();
      return rows.map((r) => ({ game: r.game, matches: Number(r.n) }));
    },
  };
}

/**
 * A deleted profile's results and ratings, in its deletion's transaction: the ratings go, the
 * result rows stay for the others' histories under the neutral name, held by nobody.
 */
export async function forgetResults(
  trx: Transaction<Schema>,
  profile: string,
  neutralName: string,
): Promise<void> {
  await trx.deleteFrom('ratings').where('profile_id', '=', profile).execute();
  await trx
    .updateTable('results')
    .set({ profile_id: null, name: neutralName })
    .where('profile_id', '=', profile)
    .execute();
}

export type ResultsRepo = ReturnType<typeof resultsRepo>;
