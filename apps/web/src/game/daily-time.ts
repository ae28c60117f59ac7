/**
 * The front page's "next deal in …" (issue 35): hours and minutes from `now` to `at`, rounded up to
 * the minute and never below zero. A module of its own with no imports, so the front page's chunk
 * does not carry the field page's logic.
 */
export function timeUntil(at: number, now: number): { h: number; m: number } {
  const minutes = Math.max(0, Math.ceil((at - now) / 60_000));
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}
