/**
 * What a command decides, as data: the entries to append (a change of the record) or the seat to
 * update (a change of who sits where), or a refusal. The store commits it; nothing here touches the
 * database, so each command is tested on a table in memory.
 */
import type { Moved } from '@kortbord/engine';
import type { SeatFields } from '../repos/rows';
import type { SeatGuard } from '../repos/seats';
import { Refused, type StoredEntry, type TableStatus } from '../table';

/** Entries to append after the table's version, and the status they leave it in. */
export interface Change {
  readonly entries: StoredEntry[];
  readonly status: TableStatus;
  /** The match the entries belong to when they start a new one (with its seed). */
  readonly matchNo?: number;
  readonly seed?: string;
  /** The engine already computed the match the entries lead to: installed, not replayed. */
  readonly moved?: Moved;
  /** The turn clock made the move (its first entry is stored with the flag). */
  readonly clock?: boolean;
}

/** One seat's new fields, applied only while the seat is as `guard` says; else refused with `lost`. */
export interface SeatChange {
  readonly seat: number;
  readonly set: SeatFields;
  readonly guard?: SeatGuard;
  /** The refusal when the seat changed meanwhile (another request took it); absent: no refusal. */
  readonly lost?: Refused;
}

/** A command's answer: what to write, or why nothing is. */
export type Planned<T> = T | Refused;

export const refused = (x: unknown): x is Refused => x instanceof Refused;

/** The change of a move the engine made (`clock`: made by the turn clock for the seat). */
export function moveChange(moved: Moved, clock = false): Change {
  const [first, ...rest] = moved.entries;
  const flagged = clock && first && 'seat' in first ? [{ ...first, clock: true as const }, ...rest] : null;
  return {
    entries: flagged ?? [...moved.entries],
    status: moved.match.over ? 'over' : 'playing',
    moved,
    clock: !!flagged,
  };
}

/** Names bots are given, in turn. */
export const BOT_NAMES = [
  'Astrid',
  'Bjørn',
  'Ingrid',
  'Leif',
  'Sigrid',
  'Olav',
  'Karin',
  'Nils',
  'Liv',
  'Erik',
];
