/**
 * The game record on disk while a match is played: rewritten after every move through a temporary
 * file and a rename, so that quitting (or a crash) at any moment leaves the last complete record.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { replay, writeRecord, type Match, type ReplayOutcome } from '@kortbord/engine';

export function saveRecord(file: string, m: Match): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(writeRecord(m))}\n`);
  renameSync(tmp, file);
}

export type Loaded =
  | { readonly ok: true; readonly match: Match; readonly entries: number }
  | { readonly ok: false; readonly why: string; readonly index: number | null };

/** Reads a record and replays it to its last entry. */
export function loadRecord(file: string): Loaded {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return { ok: false, why: (e as Error).message, index: null };
  }
  const out: ReplayOutcome = replay(doc);
  if (!out.ok || !out.match)
    return { ok: false, why: out.error?.message ?? '', index: out.error?.index ?? null };
  return { ok: true, match: out.match, entries: out.applied };
}
