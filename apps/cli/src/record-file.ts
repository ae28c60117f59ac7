/**
 * The game record on disk while a match is played: rewritten after every move through a temporary
 * file and a rename, so that quitting (or a crash) at any moment leaves the last complete record.
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  reason,
  replay,
  writeRecord,
  type GameId,
  type Match,
  type Reason,
  type ReplayOutcome,
} from '@kortbord/engine';

/** Writes the record; a failure (a full disk, no permission) is an error code, never a throw. */
export function saveRecord(
  file: string,
  m: Match,
): { readonly ok: true } | { readonly ok: false; readonly code: string } {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, `${JSON.stringify(writeRecord(m))}\n`);
    renameSync(tmp, file);
    return { ok: true };
  } catch (e) {
    rmSync(tmp, { force: true });
    return { ok: false, code: (e as NodeJS.ErrnoException).code ?? 'EIO' };
  }
}

/** Why a file may not take a new match's record: everything that is there already is kept. */
export type NewRecordProblem =
  | { readonly kind: 'folder' }
  | { readonly kind: 'no-folder'; readonly dir: string }
  | { readonly kind: 'match'; readonly game: GameId; readonly entries: number; readonly over: boolean }
  | { readonly kind: 'other-file' };

/** What is at `path`: a folder, a plain file, something else (a device), or nothing. */
const what = (path: string): 'dir' | 'file' | 'other' | null => {
  try {
    const s = statSync(path);
    return s.isDirectory() ? 'dir' : s.isFile() ? 'file' : 'other';
  } catch {
    return null;
  }
};

/**
 * Whether `--record FILE` may start a new record there: not over a folder, into a folder that exists,
 * and never over a file that is there (a saved match is continued with --resume, not overwritten).
 */
export function checkNewRecord(file: string): NewRecordProblem | null {
  const here = what(file);
  if (here === 'dir' || /[/\\]$/.test(file)) return { kind: 'folder' };
  if (here === 'other') return { kind: 'other-file' };
  if (here === 'file') {
    const loaded = loadRecord(file);
    return loaded.ok
      ? { kind: 'match', game: loaded.match.game.id, entries: loaded.entries, over: loaded.match.over }
      : { kind: 'other-file' };
  }
  const dir = dirname(file);
  if (what(dir) !== 'dir') return { kind: 'no-folder', dir };
  return null;
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
    text = readFileSync(file, 'utf8'); // a folder too: EISDIR
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
