/**
 * How many seeded games a property test plays. The counts written in the tests are the long run's
 * (`KORTBORD_LONG=1 npx vitest run …`, for a change to a game's rules or before a release); the
 * default run (`npm test`, CI) plays an eighth of each, at least two (or the long run's one). Every case, option set, preset
 * and assertion still runs by default, on the first seeds of the long run's (a default run's seeds
 * are a part of the long run's), so a failure found either way replays from its seed.
 */
export const LONG_RUN = process.env['KORTBORD_LONG'] === '1';

/** The default run's part of a long run's `long` games. */
export const DEFAULT_SHARE = 8;

export function games(long: number): number {
  return LONG_RUN ? long : Math.min(long, Math.max(2, Math.ceil(long / DEFAULT_SHARE)));
}
