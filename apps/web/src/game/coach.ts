/**
 * The coach's marks for the review (issue 17): from the server for a finished match there (it
 * searches in its bot pool and keeps the marks), or from the page's bot worker for a record kept in
 * this browser. Either way the page is told the progress, then gets the marks as data; the words
 * come from @kortbord/words (coach.ts) where they are shown.
 */
import type { CoachMark, CoachReport } from '@kortbord/bots';
import { isObject, type Json } from '@kortbord/engine';
import type { Refusal } from '../i18n/errors';
import type { CoachAsk } from './bot-worker';

export interface CoachMarks {
  readonly samples: number;
  readonly marks: readonly CoachMark[];
}

/**
 * How far the coach has come, with the marks judged so far (record order), shown while the rest
 * compute; `waiting`: the ask's place in the server coach's line (0: it is being judged).
 */
export type CoachProgress = (
  done: number,
  total: number,
  marks: readonly CoachMark[],
  waiting?: number,
) => void;

type Answer =
  | { status: 'running'; done: number; total: number; marks?: CoachMark[]; waiting?: number }
  | { status: 'done'; samples: number; marks: CoachMark[] };

/** How often the page asks the server how far the coach has come. */
const POLL_MS = 400;

/**
 * A finished match's marks from the server, asked again while it searches. With `seat`: one
 * finished round of the running match, only the seat's own marks, its token sent as a header
 * (never in the address).
 */
export async function serverCoach(
  table: string,
  match: number,
  progress: CoachProgress,
  seat?: { readonly round: number; readonly token: string },
): Promise<CoachMarks> {
  const path =
    `/api/tables/${encodeURIComponent(table)}/matches/${match}/coach` + (seat ? `?round=${seat.round}` : '');
  const init: RequestInit = seat ? { headers: { authorization: `Bearer ${seat.token}` } } : {};
  for (;;) {
    const res = await fetch(path, init);
    const body = (await res.json().catch(() => null)) as Answer | { error: Refusal } | null;
    // A refusal with its reason, so the page words why (the coach's line is full, or this asker's share).
    if (!res.ok || !body || 'error' in body)
      throw body && 'error' in body
        ? { code: body.error.code, message: `HTTP ${res.status}`, reason: body.error.reason }
        : { code: 'internal', message: `HTTP ${res.status}` };
    if (body.status === 'done') return { samples: body.samples, marks: body.marks };
    progress(body.done, body.total, body.marks ?? [], body.waiting ?? 0);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** The seats a kept record names as people (`people`, written by the offline table); null: unknown. */
export function recordPeople(doc: Json): number[] | null {
  if (!isObject(doc) || !Array.isArray(doc['people'])) return null;
  const seats = doc['people'].filter((s): s is number => Number.isInteger(s));
  return seats.length ? seats : null;
}

/** A kept record's marks, searched in a worker of this page (so the page stays responsive). */
export function workerCoach(doc: Json, progress: CoachProgress): Promise<CoachMarks> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      reject({ code: 'internal', message: 'no module workers' });
      return;
    }
    const people = recordPeople(doc);
    const ask: CoachAsk = { kind: 'coach', id: 1, doc, ...(people ? { seats: people } : {}) };
    const sofar: CoachMark[] = [];
    worker.onmessage = (
      e: MessageEvent<{
        progress?: { done: number; total: number; mark?: CoachMark };
        report?: CoachReport;
        error?: string;
      }>,
    ) => {
      const d = e.data;
      if (d.progress) {
        if (d.progress.mark) sofar.push(d.progress.mark);
        return progress(d.progress.done, d.progress.total, sofar.slice());
      }
      worker.terminate();
      if (d.report) resolve({ samples: d.report.samples, marks: d.report.marks });
      else reject({ code: d.error ?? 'internal', message: 'the coach failed' });
    };
    worker.onerror = () => {
      worker.terminate();
      reject({ code: 'internal', message: 'the coach failed' });
    };
    worker.postMessage(ask);
  });
}
