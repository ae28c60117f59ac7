/**
 * The game record on disk while a match is played: rewritten after every move through a temporary
 * file and a rename, so that quitting (or a crash) at any moment leaves the last complete record.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { reason, replay, writeRecord, type Match, type Reason, type ReplayOutcome } from '@kortbord/engine';

export function saveRecord(file: string, m: Match): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(writeRecord(m))}\n`);
  renameSync(tmp, file);
}

export type Loaded =
  | { readonly ok: true; readonly match: Match; readonly entries: number }
  | {
      readonly ok: false;
      /** Why, as a code and reason for the catalogue (never the engine's English sentence). */
      readonly why: { readonly code: string; readonly reason?: Reason };
      readonly index: number | null;
    };

/** Reads a record and replays it to its last entry. */
export function loadRecord(file: string): Loaded {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return { ok: false, why: { code: 'malformed', reason: reason('record-no-file') }, index: null };
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { ok: false, why: { code: 'malformed', reason: reason('record-not-json') }, index: null };
  }
  const out: ReplayOutcome = replay(doc);
  if (!out.ok || !out.match) {
    const e = out.error;
    const why = e?.reason ? { code: e.code, reason: e.reason } : { code: e?.code ?? 'malformed' };
    return { ok: false, why, index: e?.index ?? null };
  }
  return { ok: true, match: out.match, entries: out.applied };
}
