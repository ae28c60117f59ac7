/**
 * Today's deal (issue 35): the attempts, SQL only. An attempt's row is written when it starts and
 * finished in the transaction of its match's end (append.ts), which also counts it in its result's
 * bucket (daily_buckets: how many share each place and score). The field's ranks, counts and chart
 * are read from those few hundred buckets, never by counting the attempts: a rank is 1 + the
 * attempts in better buckets (what RANK() over the attempts gives, ties sharing), summed in SQL by a
 * window over the buckets.
 */
import { sql, type Transaction } from 'kysely';
import type { DailyAttemptsRow, Db, Schema } from '../db';

/** A finished result as the field orders it: place first, then `sort` (smaller is better). */
export interface Ranked {
  readonly place: number;
  readonly sort: number;
}

export function dailyRepo(db: Db) {
  const buckets = (game: string, day: string) =>
    db.selectFrom('daily_buckets').where('game', '=', game).where('day', '=', day);
  /** A deal's finished ranked attempts, best first (of equal results, the first to reach it). */
  const fieldInOrder = (game: string, day: string) =>
    db
      .selectFrom('daily_attempts')
      .where('game', '=', game)
      .where('day', '=', day)
      .where('ranked', '=', 1)
      .where('place', 'is not', null)
      .orderBy('place')
      .orderBy('sort')
      .orderBy('finished_at');

  /** How many finished ranked attempts did better than, the same as, and in all. */
  async function around(
    game: string,
    day: string,
    r: Ranked,
  ): Promise<{ better: number; equal: number; all: number }> {
    const row = await buckets(game, day)
      .select((eb) => [
        eb.fn.sum<number>('n').as('all'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.or([
                  eb('place', '<', r.place),
                  eb.and([eb('place', '=', r.place), eb('sort', '<', r.sort)]),
                ]),
              )
              .then(eb.ref('n'))
              .else(0)
              .end(),
          )
          .as('better'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('place', '=', r.place), eb('sort', '=', r.sort)]))
              .then(eb.ref('n'))
              .else(0)
              .end(),
          )
          .as('equal'),
      ])
      .executeTakeFirstOrThrow();
    return { better: Number(row.better ?? 0), equal: Number(row.equal ?? 0), all: Number(row.all ?? 0) };
  }

  return {
    around,

    /** Inserts a new attempt; false when the player already has a ranked one of that game and day. */
    async start(row: DailyAttemptsRow): Promise<boolean> {
      const r = await db
        .insertInto('daily_attempts')
        .values(row)
        // The one unique key besides the table's is daily_attempts_ranked_once.
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    byTable(table: string): Promise<DailyAttemptsRow | undefined> {
      return db.selectFrom('daily_attempts').selectAll().where('table_id', '=', table).executeTakeFirst();
    },

    /** The player's attempts of one day, newest first. */
    ofPlayerOn(player: string, day: string): Promise<DailyAttemptsRow[]> {
      return db
        .selectFrom('daily_attempts')
        .selectAll()
        .where('player', '=', player)
        .where('day', '=', day)
        .orderBy('started_at', 'desc')
        .execute();
    },

    /** The days (from `since` on) on which the player has a ranked attempt: the streak. */
    async rankedDays(player: string, since: string): Promise<string[]> {
      const rows = await db
        .selectFrom('daily_attempts')
        .select('day')
        .distinct()
        .where('player', '=', player)
        .where('day', '>=', since)
        .where('ranked', '=', 1)
        .execute();
      return rows.map((r) => r.day);
    },

    /** Finished ranked attempts per game of a day. */
    async counts(day: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('daily_buckets')
        .select(['game'])
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .where('day', '=', day)
        .groupBy('game')
        .execute();
      return new Map(rows.map((r) => [r.game, Number(r.n)]));
    },

    /** Every result that occurs, best first, with its count and its rank (ties share it). */
    async distribution(
      game: string,
      day: string,
    ): Promise<{ place: number; score: number | null; sort: number; count: number; rank: number }[]> {
      const rows = await buckets(game, day)
        .select(['place', 'sort', 'score', 'n'])
        .select(
          sql<number>`1 + coalesce(sum(n) over (order by place, sort rows between unbounded preceding and 1 preceding), 0)`.as(
            'rank',
          ),
        )
        .orderBy('place')
        .orderBy('sort')
        .execute();
      return rows.map((r) => ({
        place: Number(r.place),
        score: r.score === null ? null : Number(r.score),
        sort: Number(r.sort),
        count: Number(r.n),
        rank: Number(r.rank),
      }));
    },

    /** The ranks in the field of these players' finished ranked attempts (ties share). */
    async ranksOf(
      game: string,
      day: string,
      players: readonly string[],
    ): Promise<Map<string, { place: number; score: number | null; rank: number }>> {
      if (!players.length) return new Map();
      const rows = await db
        .selectFrom('daily_attempts')
        .select(['player', 'place', 'score', 'sort'])
        .where('player', 'in', [...players])
        .where('day', '=', day)
        .where('game', '=', game)
        .where('ranked', '=', 1)
        .where('place', 'is not', null)
        .execute();
      const out = new Map<string, { place: number; score: number | null; rank: number }>();
      for (const r of rows) {
        const { better } = await around(game, day, { place: r.place ?? 0, sort: r.sort ?? 0 });
        out.set(r.player, { place: r.place ?? 0, score: r.score, rank: better + 1 });
      }
      return out;
    },

    /** The best result: the first attempt to reach it (rank 1, earliest finished), from the index. */
    best(game: string, day: string): Promise<DailyAttemptsRow | undefined> {
      return fieldInOrder(game, day).selectAll().limit(1).executeTakeFirst();
    },

    /** The field's first `limit` attempts with their RANK() (ties share), counted from the attempts. */
    async top(game: string, day: string, limit: number) {
      const rows = await fieldInOrder(game, day)
        .select(['table_id', 'player', 'place', 'score', 'finished_at'])
        .select(sql<number>`rank() over (order by place, sort)`.as('rank'))
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
    },

    /**
     * Counts a deal's buckets again from its attempts (attempts written other than by a match's end:
     * the benchmark's, a repair), in one transaction.
     */
    async recount(game: string, day: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('daily_buckets').where('game', '=', game).where('day', '=', day).execute();
        await sql`insert into "daily_buckets" ("game", "day", "place", "sort", "score", "n")
          select "game", "day", "place", "sort", max("score"), count(*) from "daily_attempts"
          where "game" = ${game} and "day" = ${day} and "ranked" = 1 and "place" is not null
          and "sort" is not null group by "game", "day", "place", "sort"`.execute(trx);
      });
    },
  };
}

/** A deleted profile's attempts, in its deletion's transaction: kept for the field, held by nobody. */
export async function forgetDaily(trx: Transaction<Schema>, profile: string): Promise<void> {
  await trx
    .updateTable('daily_attempts')
    .set({ profile_id: null, player: sql<string>`'x:' || table_id` })
    .where('profile_id', '=', profile)
    .execute();
}

export type DailyRepo = ReturnType<typeof dailyRepo>;
