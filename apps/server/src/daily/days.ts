/**
 * Days of today's deal (issue 35), in Europe/Oslo: a day is 'YYYY-MM-DD' and begins at local
 * midnight, found with Intl (Node's full ICU knows the zone's summer time). Pure functions of an
 * instant (epoch ms), so a test clock moves them.
 */
import { DAILY_ZONE } from '@kortbord/protocol';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DAILY_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: DAILY_ZONE, timeZoneName: 'longOffset' });

/** The day in Oslo at this instant. */
export function dayAt(ms: number): string {
  const parts = dayFormat.formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Oslo's offset from UTC at this instant, in ms ('GMT+02:00' in summer). */
function offsetAt(ms: number): number {
  const name = offsetFormat.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

const parse = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
};

/** A real calendar day written as 'YYYY-MM-DD' (not 2026-02-30). */
export function isDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y, m, d] = parse(day);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** The day `n` days after `day` (before, for negative n). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = parse(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * The instant `day` begins in Oslo. The summer-time switches fall at 01:00 UTC, far from midnight,
 * so the offset an hour or two around it is the day's start's own; asked twice to be sure.
 */
export function dayStart(day: string): number {
  const [y, m, d] = parse(day);
  const utcMidnight = Date.UTC(y, m - 1, d);
  const guess = utcMidnight - offsetAt(utcMidnight);
  return utcMidnight - offsetAt(guess);
}

/** The instant the day after `day` begins: when `day` ends and its seeds are revealed. */
export const dayEnd = (day: string): number => dayStart(addDays(day, 1));

/** Whether `day` is over at `now`. */
export const dayOver = (day: string, now: number): boolean => now >= dayEnd(day);

/**
 * How long after its day ends a deal stays secret: an attempt started before midnight counts for its
 * day, so its player must not read the day's seed (every hand) from the field page while still
 * playing. Finished within the grace, it counts; finished later, when the seed is out, it is practice.
 */
export const REVEAL_GRACE_MS = 2 * 3_600_000;

/** When `day`'s seeds, records and plays are shown to everyone: two hours after the day ends. */
export const revealAt = (day: string): number => dayEnd(day) + REVEAL_GRACE_MS;

/** Whether `day`'s deals are open to everyone at `now`. */
export const revealed = (day: string, now: number): boolean => now >= revealAt(day);

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  const [ya, ma, da] = parse(a);
  const [yb, mb, db] = parse(b);
  return Math.round((Date.UTC(yb, mb - 1, db) - Date.UTC(ya, ma - 1, da)) / 86_400_000);
}

/**
 * The streak: days in a row with a ranked attempt, counted back from today, or from yesterday when
 * today has none yet (it is still alive until today ends). `days` may be in any order.
 */
export function streakOf(days: Iterable<string>, today: string): { days: number; today: boolean } {
  const played = new Set(days);
  const hasToday = played.has(today);
  let n = 0;
  for (let d = hasToday ? today : addDays(today, -1); played.has(d); d = addDays(d, -1)) n++;
  return { days: n, today: hasToday };
}
