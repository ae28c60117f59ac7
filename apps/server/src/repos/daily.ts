/**
 * Today's deal (issue 35): the attempts, SQL only. An attempt's row is written when it starts and
 * finished in the transaction of its match's end (append.ts); the field is read from the index
 * daily_attempts_field (game, day, ranked, place, sort): counts by range, ranks by RANK().
 */
import { sql, type Transaction } from 'kysely';
import type { DailyAttemptsRow, Db, Schema } from '../db';

/** A finished result as the field orders it: place first, then `sort` (smaller is better). */
export interface Ranked {
  readonly place: number;
  readonly sort: number;
}

export function dailyRepo(db: Db) {
  const field = (game: string, day: string) =>
    db
      .selectFrom('daily_attempts')
      .where('game', '=', game)
      .where('day', '=', day)
      .where('ranked', '=', 1)
      .where('place', 'is not', null);

  return {
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
        .selectFrom('daily_attempts')
        .select(['game'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('day', '=', day)
        .where('ranked', '=', 1)
        .where('place', 'is not', null)
        .groupBy('game')
        .execute();
      return new Map(rows.map((r) => [r.game, Number(r.n)]));
    },

    /** How many finished ranked attempts did better than, the same as, and worse than `r`. */
    async around(
      game: string,
      day: string,
      r: Ranked,
    ): Promise<{ better: number; equal: number; all: number }> {
      const row = await field(game, day)
        .select((eb) => [
          eb.fn.countAll<number>().as('all'),
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
                .then(1)
                .else(0)
                .end(),
            )
            .as('better'),
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb('place', '=', r.place), eb('sort', '=', r.sort)]))
                .then(1)
                .else(0)
                .end(),
            )
            .as('equal'),
        ])
        .executeTakeFirstOrThrow();
      return { better: Number(row.better ?? 0), equal: Number(row.equal ?? 0), all: Number(row.all) };
    },

    /** Every result that occurs, best first, with its count and its rank (RANK(): ties share it). */
    async distribution(
      game: string,
      day: string,
    ): Promise<{ place: number; score: number | null; sort: number; count: number; rank: number }[]> {
      const buckets = field(game, day)
        .select(['place', 'sort'])
        .select((eb) => [eb.fn.max('score').as('score'), eb.fn.countAll<number>().as('n')])
        .groupBy(['place', 'sort'])
        .as('b');
      // A bucket's rank is 1 + the attempts in better buckets: RANK() over attempts, per bucket.
      const rows = await db
        .selectFrom(buckets)
        .select(['b.place', 'b.sort', 'b.score', 'b.n'])
        .select(
          sql<number>`1 + coalesce(sum(b.n) over (order by b.place, b.sort rows between unbounded preceding and 1 preceding), 0)`.as(
            'rank',
          ),
        )
        .orderBy('b.place')
        .orderBy('b.sort')
        .execute();
      return rows.map((r) => ({
        place: Number(r.place),
        score: r.score === null ? null : Number(r.score),
        sort: Number(r.sort),
        count: Number(r.n),
        rank: Number(r.rank),
      }));
    },

    /**
     * The field's ranks (SQL RANK(), ties share) of these players' finished ranked attempts, with the
     * best one's row (rank 1, the first to reach it).
     */
    async ranksOf(
      game: string,
      day: string,
      players: readonly string[],
    ): Promise<Map<string, { place: number; score: number | null; rank: number }>> {
      if (!players.length) return new Map();
      const rows = await field(game, day)
        .select(['player', 'place', 'score', 'sort'])
        .where('player', 'in', [...players])
        .execute();
      // Each one's rank is 1 + how many did better: the same number RANK() gives, from the index.
      const out = new Map<string, { place: number; score: number | null; rank: number }>();
      for (const r of rows) {
        const { better } = await this.around(game, day, { place: r.place ?? 0, sort: r.sort ?? 0 });
        out.set(r.player, { place: r.place ?? 0, score: r.score, rank: better + 1 });
      }
      return out;
    },

    /** The best result: the first attempt to reach it (RANK() = 1, earliest finished). */
    best(game: string, day: string): Promise<DailyAttemptsRow | undefined> {
      return field(game, day)
        .selectAll()
        .orderBy('place')
        .orderBy('sort')
        .orderBy('finished_at')
        .orderBy('table_id')
        .limit(1)
        .executeTakeFirst();
    },

    /** The field's ranks by SQL RANK() (ties share), best first: the top `limit` rows. */
    async top(game: string, day: string, limit: number) {
      const rows = await field(game, day)
        .select(['table_id', 'player', 'place', 'score', 'finished_at'])
        .select(sql<number>`rank() over (order by place, sort)`.as('rank'))
        .orderBy('place')
        .orderBy('sort')
        .orderBy('finished_at')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, rank: Number(r.rank) }));
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
