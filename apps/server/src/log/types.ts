import type { Json } from '@kortbord/engine';
import type { LogLine } from '@kortbord/protocol';

/** What a log writer knows: the entry, and the public views (and the full view) around it. */
export interface LogInput {
  readonly seat: number | null;
  /** The action or chance outcome as stored (RECORD.md). */
  readonly data: Record<string, Json>;
  /** The spectator's views before and after the entry (made when asked for). */
  readonly before: () => Record<string, Json>;
  readonly after: () => Record<string, Json>;
  /** The view with nothing hidden before the entry: only for cards the entry itself turns face up. */
  readonly beforeAll: () => Record<string, Json>;
  readonly who: (seat: number) => string;
}

export type Line = Omit<LogLine, 'version'>;

/** Writes one line per action (`seat` set) or chance outcome (`seat` null) of one game. */
export interface GameLog {
  action(i: LogInput): Line;
  chance(i: LogInput): Line;
}

export const cardsOf = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((c): c is string => typeof c === 'string') : [];

export const str = (v: Json | undefined): string | null => (typeof v === 'string' ? v : null);
export const num = (v: Json | undefined): number | null => (typeof v === 'number' ? v : null);

export const line = (
  seat: number | null,
  kind: string,
  text: string,
  cards: string[] = [],
  count: number | null = null,
): Line => ({
  seat,
  kind,
  cards,
  count,
  text,
});

export const list = (cards: readonly string[]): string => cards.join(' ');

const SUITS: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
export const suitName = (s: string | null): string => (s && SUITS[s]) || String(s);

/** A seat's field in a public view (handCount and the like). */
export function seatField(view: Record<string, Json>, seat: number, key: string): Json | undefined {
  const seats = view['seats'];
  if (!Array.isArray(seats)) return undefined;
  const s = seats[seat];
  return s && typeof s === 'object' && !Array.isArray(s) ? (s as Record<string, Json>)[key] : undefined;
}

/** How many cards a seat holds in a view: `handCount`, or the length of a visible `hand`. */
export function handSize(view: Record<string, Json>, seat: number): number | null {
  const n = seatField(view, seat, 'handCount');
  if (typeof n === 'number') return n;
  const h = seatField(view, seat, 'hand');
  return Array.isArray(h) ? h.length : null;
}

/** The generic line for an action no writer knows: its type only, never its fields. */
export const unknownAction = (i: LogInput): Line =>
  line(
    i.seat,
    String(i.data['type'] ?? 'action'),
    `${i.seat === null ? 'The table' : i.who(i.seat)}: ${String(i.data['type'] ?? 'action')}.`,
  );
export const unknownChance = (_i: LogInput): Line => line(null, 'chance', 'A random event happens.');
