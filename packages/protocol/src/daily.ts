/**
 * Today's deal (issue 35): one deal a day per game, the same for everyone, played at seat 1 against
 * bots at level hard, ranked against everyone who played it. The routes:
 *
 * - `GET /api/daily` → `DailyToday`: today's day in Europe/Oslo, when the next one begins, the
 *   asker's streak, and per game the published hash of the day's seed, how many have finished it
 *   (ranked) and the asker's own attempt. Who asks: the signed-in profile, else this browser (a
 *   guest's browser id, the `kb_daily` cookie the server sets on first ask, http-only).
 * - `POST /api/daily/:game` with `DailyStart` (optional `{ day }`: absent = today, ranked; a past
 *   day = practice, unranked; a future day refused) → `DailyStarted`: the table, seat and seat
 *   token (as joining a table gives). Asking again while the attempt is unfinished gives the same
 *   table (a new token). A second ranked attempt after finishing is refused (`daily-refused`,
 *   reason `daily-already-played`); practice attempts may be made again and again.
 * - `GET /api/daily/:game/:day/field` → `DailyField`: the field of that day's deal. Refused
 *   (`daily-refused`, reason `daily-play-first`) to someone who has not finished that day's deal
 *   until the day has ended; after that, to everyone (then with the seed).
 * - `POST /api/me/daily` with `DailySettings` → `{ showName }`: whether the profile's name is shown
 *   beside its result where it is the day's best (default: not shown). Needs a profile.
 *
 * A daily table is an ordinary table (its id opens it at `/t/<table>` with the token, as any seat)
 * with no invite, no joins, no spectators and no turn clock. Until its day has ended, its seed is
 * held back (the table's `seed` stays null) and its record, matches and coach marks are given only
 * to someone who has finished that day's deal (`daily-refused`, reason `daily-play-first`); the
 * record is then given without its seed.
 *
 * Place and score: the attempt's `place` is the seat's place at its table when the match ends
 * (1 = first, the engine's matchStanding), `score` the seat's match total where the game keeps one
 * (points, glasses or penalty; null where only the finishing order counts). The field ranks by
 * place first, then by score in the game's own direction (fewest first where the game counts
 * penalty, most first where it counts points); equal place and score share a rank (SQL RANK()).
 */
import { z } from 'zod/mini';
import { GAME_IDS } from './games';
import { id } from './id';

/** The time zone whose midnight starts a new day's deals. */
export const DAILY_ZONE = 'Europe/Oslo';
/** How far back a past day may be played for practice. */
export const DAILY_PRACTICE_DAYS = 366;

/** A day as 'YYYY-MM-DD' (in DAILY_ZONE). */
export const dailyDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD'));
export type DailyDay = z.infer<typeof dailyDay>;

/** The asker's attempt at one game's deal of a day. */
export const dailyAttempt = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none') }),
  /** Started and not finished: `table` opens it again (POST /api/daily/:game gives a token). */
  z.object({ status: z.literal('playing'), table: id, ranked: z.boolean() }),
  z.object({
    status: z.literal('finished'),
    table: id,
    /** The match's number at the table (its review is /review/<table>/<match>). */
    match: z.int(),
    ranked: z.boolean(),
    /** Place at the table (1 = first). */
    place: z.int(),
    /** The match total where the game keeps one; null where only the order counts. */
    score: z.nullable(z.number()),
    /** Rank in the field (ranked attempts; null for practice): 1 + how many did better. */
    rank: z.nullable(z.int()),
  }),
]);
export type DailyAttempt = z.infer<typeof dailyAttempt>;

export const dailyGame = z.object({
  /** SHA-256 (hex) of the day's seed, published from the day's start (the table's `seedHash`). */
  seedHash: z.string(),
  /** Ranked attempts finished so far. */
  players: z.int(),
  /** Seats at the table: the person at seat 1 (index 0), bots at the rest. */
  seats: z.int(),
  /** The rules: the game's standard preset. */
  preset: z.string(),
  /** The asker's ranked attempt of today. */
  attempt: dailyAttempt,
});
export type DailyGame = z.infer<typeof dailyGame>;

export const dailyToday = z.object({
  day: dailyDay,
  zone: z.literal(DAILY_ZONE),
  /** When the next day (its deals) begins, ISO. */
  nextDayAt: z.string(),
  /**
   * Days in a row with a ranked attempt (in any game), counted back from today, or from yesterday
   * when today has none yet (the streak is then still alive). `today`: today has one.
   */
  streak: z.object({ days: z.int(), today: z.boolean() }),
  /** A profile: whether its name shows beside a day's best result (POST /api/me/daily); null: a guest. */
  showName: z.nullable(z.boolean()),
  games: z.record(z.enum(GAME_IDS), dailyGame),
});
export type DailyToday = z.infer<typeof dailyToday>;

/** POST /api/daily/:game: absent day = today (ranked); a past day = practice. */
export const dailyStart = z.object({ day: z.optional(dailyDay) });
export type DailyStart = z.infer<typeof dailyStart>;

export const dailyStarted = z.object({
  table: id,
  seat: z.int(),
  token: id,
  game: z.enum(GAME_IDS),
  day: dailyDay,
  ranked: z.boolean(),
  /** The unfinished attempt was given back (not a new table). */
  resumed: z.boolean(),
});
export type DailyStarted = z.infer<typeof dailyStarted>;

/** One result as the field shows it. */
export const dailyResult = z.object({
  place: z.int(),
  score: z.nullable(z.number()),
  /** 1 + how many ranked attempts did better: equal results share it. */
  rank: z.int(),
});
export type DailyResult = z.infer<typeof dailyResult>;

export const dailyField = z.object({
  game: z.enum(GAME_IDS),
  day: dailyDay,
  /** The day has ended: the seed is out and the field is open to everyone. */
  over: z.boolean(),
  seedHash: z.string(),
  /** The seed, once the day has ended (check with `kortbord replay`); null before. */
  seed: z.nullable(z.string()),
  /** Ranked attempts finished. */
  attempts: z.int(),
  /** Which way the score counts: 'most' points best, 'fewest' best, or 'placings' (no score). */
  ranking: z.enum(['most', 'fewest', 'placings']),
  /**
   * The asker's ranked result with how many did better, worse and the same (the asker not counted);
   * null when the asker has no finished ranked attempt that day (practice only, or after the day).
   */
  you: z.nullable(
    z.extend(dailyResult, {
      better: z.int(),
      worse: z.int(),
      equal: z.int(),
      /** The asker's own play of it (/review/<table>/<match>), with the coach: on any device. */
      review: z.string(),
    }),
  ),
  /** The asker's practice result of that day, when the latest attempt was practice, and its play. */
  practice: z.nullable(z.object({ place: z.int(), score: z.nullable(z.number()), review: z.string() })),
  /** Every result that occurs with its count, best first: the chart. */
  distribution: z.array(z.extend(dailyResult, { count: z.int() })),
  /** The asker's groups (a profile's), each member's result side by side (null: not played). */
  groups: z.array(
    z.object({
      id,
      name: z.string(),
      members: z.array(
        z.object({ profile: id, name: z.string(), you: z.boolean(), result: z.nullable(dailyResult) }),
      ),
    }),
  ),
  /**
   * The best result (the first to reach it): its play at `review` (/review/<table>/<match>), its
   * player's name only where that player allows it (null otherwise).
   */
  best: z.nullable(z.extend(dailyResult, { review: z.string(), name: z.nullable(z.string()) })),
});
export type DailyField = z.infer<typeof dailyField>;

/** POST /api/me/daily: whether the profile's name is shown beside a day's best result. */
export const dailySettings = z.object({ showName: z.boolean() });
export type DailySettings = z.infer<typeof dailySettings>;
