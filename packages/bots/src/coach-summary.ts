/**
 * The review's summary of the coach's marks (issue 37): per seat, how many decisions were judged, how
 * many of each mark, and the three that cost the most; and the filters a reader picks (their own
 * seats, mistakes only). Pure, over the marks as the coach gives them.
 */
import type { Seat } from '@kortbord/engine';
import { MARK_KINDS, type CoachMark, type MarkKind } from './coach';

/** How many of the costliest marks a seat's summary names. */
export const COSTLIEST_SHOWN = 3;

export interface SeatSummary {
  readonly seat: Seat;
  /** Decisions judged (every mark of the seat, good ones too). */
  readonly decisions: number;
  readonly counts: Readonly<Record<MarkKind, number>>;
  /** The seat's marks worse than good with the largest loss, costliest first (at most COSTLIEST_SHOWN). */
  readonly costliest: readonly CoachMark[];
}

/** One summary per seat that has marks, by seat number. */
export function coachSummary(marks: readonly CoachMark[]): SeatSummary[] {
  const seats = [...new Set(marks.map((m) => m.seat))].sort((a, b) => a - b);
  return seats.map((seat) => {
    const own = marks.filter((m) => m.seat === seat);
    const counts = Object.fromEntries(
      MARK_KINDS.map((k) => [k, own.filter((m) => m.mark === k).length]),
    ) as Record<MarkKind, number>;
    const costliest = own
      .filter((m) => m.mark !== 'good')
      .sort((a, b) => b.loss - a.loss || a.step - b.step)
      .slice(0, COSTLIEST_SHOWN);
    return { seat, decisions: own.length, counts, costliest };
  });
}

export interface MarkFilter {
  /** Only these seats' marks (the reader's own); all seats when absent. */
  readonly seats?: readonly Seat[];
  /** Only mistakes and big mistakes; else every mark worse than good. */
  readonly mistakesOnly?: boolean;
}

/** The marks a review lists: worse than good, narrowed by the reader's filters, in the record's order. */
export function filterMarks(marks: readonly CoachMark[], f: MarkFilter = {}): CoachMark[] {
  return marks.filter(
    (m) =>
      m.mark !== 'good' &&
      (!f.mistakesOnly || m.mark === 'mistake' || m.mark === 'blunder') &&
      (!f.seats || f.seats.includes(m.seat)),
  );
}
