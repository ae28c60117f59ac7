/**
 * How a profile wants to be told (issue 34), as plain data and functions: which events, quiet hours
 * in its own time zone (a message then is held until they end, never dropped), one reminder when a
 * quarter of the move time is left, and whose name a chat line says.
 */
import type { NotifyPrefsRow } from './db';

/** The events a profile chooses among (a reminder goes with "my turn", by its own switch). */
export const NOTICE_EVENTS = ['turn', 'invited', 'ended', 'chat'] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];
/** What the outbox holds: the events, a reminder, and the e-mail address's confirmation. */
export type OutboxKind = NoticeEvent | 'reminder' | 'confirm';

export interface NotifyPrefs {
  readonly events: readonly NoticeEvent[];
  /** Minutes after local midnight; null: no quiet hours. */
  readonly quiet: { readonly from: number; readonly to: number } | null;
  readonly timeZone: string;
  readonly reminder: boolean;
}

export const DEFAULT_PREFS: NotifyPrefs = {
  events: NOTICE_EVENTS,
  quiet: null,
  timeZone: 'UTC',
  reminder: true,
};

export const prefsOf = (row: NotifyPrefsRow | undefined): NotifyPrefs =>
  row
    ? {
        events: NOTICE_EVENTS.filter((e) => row.events.split(',').includes(e)),
        quiet:
          row.quiet_from !== null && row.quiet_to !== null && row.quiet_from !== row.quiet_to
            ? { from: row.quiet_from, to: row.quiet_to }
            : null,
        timeZone: row.time_zone,
        reminder: row.reminder === 1,
      }
    : DEFAULT_PREFS;

/** Does the profile want this kind told? (The confirmation of an address always goes.) */
export function wants(p: NotifyPrefs, kind: OutboxKind): boolean {
  if (kind === 'confirm') return true;
  if (kind === 'reminder') return p.reminder && p.events.includes('turn');
  return p.events.includes(kind);
}

/** A time zone the runtime knows (a browser's `Intl...timeZone`). */
export function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Minutes after midnight at `at` in `zone`. */
export function localMinutes(at: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: knownZone(zone) ? zone : 'UTC',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((x) => x.type === type)?.value ?? 0);
  return n('hour') * 60 + n('minute');
}

/**
 * When the quiet hours around `at` end (ms), or null when `at` is not in them. Quiet hours may
 * cross midnight (22:00–07:00). The end is counted in local minutes from `at`; a clock change in
 * between moves it by the change, and the outbox looks again when it comes.
 */
export function quietUntil(p: NotifyPrefs, at: number): number | null {
  if (!p.quiet) return null;
  const { from, to } = p.quiet;
  const m = localMinutes(at, p.timeZone);
  const inside = from < to ? m >= from && m < to : m >= from || m < to;
  if (!inside) return null;
  const left = (to - m + 1440) % 1440;
  return at - (at % 60_000) + left * 60_000;
}

/** When a move's one reminder goes: a quarter of the move time before its deadline. */
export const reminderAt = (movedAt: number, moveMs: number): number => movedAt + Math.round(moveMs * 0.75);

const letter = /[\p{L}\p{N}]/u;

/**
 * The names a chat line says, as whole words, any case ("kari, din tur" names "Kari"); the
 * writer's own name is left out by the caller.
 */
export function namesSaid(body: string, names: readonly string[]): string[] {
  const text = body.toLocaleLowerCase();
  return names.filter((name) => {
    const n = name.trim().toLocaleLowerCase();
    if (!n) return false;
    for (let i = text.indexOf(n); i >= 0; i = text.indexOf(n, i + 1)) {
      const before = text[i - 1];
      const after = text[i + n.length];
      if ((!before || !letter.test(before)) && (!after || !letter.test(after))) return true;
    }
    return false;
  });
}
