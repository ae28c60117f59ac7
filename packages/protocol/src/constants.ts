/**
 * Plain values of the protocol, apart from its zod schemas (index.ts re-exports them): a page that
 * needs only these (the front page's level and clock pickers) does not load zod. With the package's
 * `sideEffects: false`, the web's bundle leaves index.ts and zod out of such a page.
 */
export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard', 'expert'] as const;

/** The turn clock's lengths a table may choose (ms per decision); null at a table is no clock. */
export const TURN_CLOCKS = [30_000, 60_000, 120_000] as const;
/**
 * A slow table's move times (issue 34): 1 h, 8 h, 24 h, 3 days. A slow table may also have no limit
 * ("friends": null). A slow table is one whose turn clock is long: the same stored deadline.
 */
export const SLOW_CLOCKS = [3_600_000, 28_800_000, 86_400_000, 259_200_000] as const;
/** What a slow table does at a passed deadline: a bot makes that move, or it waits (the others may let a bot take the seat). */
export const ON_DEADLINE = ['bot', 'wait'] as const;
export type OnDeadline = (typeof ON_DEADLINE)[number];

/** The clock of a table with people when its creator names none. */
export const DEFAULT_TURN_CLOCK_MS = 60_000;

/**
 * The clock a table gets when its creator does not say: DEFAULT_TURN_CLOCK_MS where several seats are
 * for people, none where at most one is (one person among bots reads the rules at their own pace, and
 * bots need no clock). The front page's choice starts from the same rule.
 */
export const defaultTurnClockMs = (seats: readonly { readonly kind: string }[]): number | null =>
  seats.filter((s) => s.kind !== 'bot').length >= 2 ? DEFAULT_TURN_CLOCK_MS : null;

/** Rated matches before a profile's rating in a game stops being provisional (issue 33). */
export const PROVISIONAL_MATCHES = 10;

/**
 * A client's waits before each try to open its socket again after a drop: the web's (which goes on
 * at the last wait) and the terminal's (which gives up after the last).
 */
export const RECONNECT_MS = [300, 1000, 2000, 4000, 6000] as const;
