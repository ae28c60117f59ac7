/**
 * A table's tempo on the front page's form (issue 34): live, with its turn clock, or slow ("over
 * days"), with a move time and what a passed deadline does. Slow needs a profile (the server's rule:
 * a profile is who gets told it is their turn), so a guest's choice of slow is a reason, not a request.
 */
import type { CreateTable, OnDeadline } from '@kortbord/protocol';

export interface TempoForm {
  readonly pace: 'live' | 'slow';
  /** The live table's turn clock (null: off). */
  readonly turnClockMs: number | null;
  /** The slow table's move time, one of SLOW_CLOCKS (null: no limit). */
  readonly moveMs: number | null;
  readonly onDeadline: OnDeadline;
}

/** What the form starts from: live, a day a move, a bot moves at the deadline. */
export const SLOW_DEFAULTS = { moveMs: 86_400_000, onDeadline: 'bot' } as const;

export type TempoRequest =
  | { readonly ok: true; readonly fields: Pick<CreateTable, 'turnClockMs' | 'slow'> }
  | { readonly ok: false; readonly why: 'needs-profile' };

/** The request's tempo fields for the form, or why it cannot be sent. */
export function tempoRequest(form: TempoForm, signedIn: boolean): TempoRequest {
  if (form.pace === 'live') return { ok: true, fields: { turnClockMs: form.turnClockMs } };
  if (!signedIn) return { ok: false, why: 'needs-profile' };
  // Without a limit no deadline ever passes: what one would do is not asked, and the default sent.
  const onDeadline = form.moveMs === null ? 'bot' : form.onDeadline;
  return { ok: true, fields: { slow: { moveMs: form.moveMs, onDeadline } } };
}

/** Time left before a slow deadline, in whole units as people say it: days and hours, or hours and minutes. */
export function slowLeft(ms: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  // A day and less reads in hours ("24 t"): a fresh day's move read "1 d 0 t".
  const days = minutes > 1440 ? Math.floor(minutes / 1440) : 0;
  const hours = Math.floor((minutes - days * 1440) / 60);
  return { days, hours, minutes: days > 0 ? 0 : minutes % 60 };
}
