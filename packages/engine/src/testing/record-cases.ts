/**
 * Rule tests as files: each `records/*.json` beside a game's tests holds
 * { "ruling": "…", "record": { a game record }, "expect": { … } } and is replayed here.
 * `expect` may hold: ok, applied, code, index (of the error), state (fields compared exactly; nested
 * objects compared field by field), seat (replay as that seat), legal (seat → actions that must be
 * legal), notLegal (seat → actions that must not be).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isObject, jsonEqual, type Json } from '../json';
import { replay, replayReport } from '../record';

export interface RecordCase {
  readonly file: string;
  readonly ruling: string;
  readonly record: Json;
  readonly expect: {
    readonly ok?: boolean;
    readonly applied?: number;
    readonly code?: string;
    readonly index?: number | null;
    readonly seat?: number;
    readonly state?: Record<string, Json>;
    readonly legal?: Record<string, Json[]>;
    readonly notLegal?: Record<string, Json[]>;
  };
}

export function loadCases(dir: string): RecordCase[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      file: f,
      ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as Omit<RecordCase, 'file'>),
    }));
}

function partialMismatch(path: string, want: Json, got: Json | undefined): string | null {
  if (isObject(want) && isObject(got)) {
    for (const [k, v] of Object.entries(want)) {
      const why = partialMismatch(`${path}.${k}`, v as Json, got[k] as Json | undefined);
      if (why) return why;
    }
    return null;
  }
  if (Array.isArray(want) && Array.isArray(got) && want.length === got.length && want.every(isObject)) {
    for (let i = 0; i < want.length; i++) {
      const why = partialMismatch(`${path}[${i}]`, want[i] as Json, got[i] as Json);
      if (why) return why;
    }
    return null;
  }
  return jsonEqual(want, got)
    ? null
    : `${path}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`;
}

/** Replays one case; returns the mismatches (empty when the case holds). */
export function runCase(c: RecordCase): string[] {
  const out = replay(c.record);
  const report = replayReport(out, c.expect.seat ?? null) as Record<string, Json>;
  const problems: string[] = [];
  const e = c.expect;
  const err = report['error'] as Record<string, Json> | null;
  if (e.ok !== undefined && report['ok'] !== e.ok)
    problems.push(`ok: expected ${e.ok}, got ${String(report['ok'])} (${JSON.stringify(err)})`);
  if (e.applied !== undefined && report['applied'] !== e.applied)
    problems.push(
      `applied: expected ${e.applied}, got ${String(report['applied'])} (${JSON.stringify(err)})`,
    );
  if (e.code !== undefined && err?.['code'] !== e.code)
    problems.push(`code: expected ${e.code}, got ${JSON.stringify(err)}`);
  if (e.index !== undefined && err?.['index'] !== e.index)
    problems.push(`index: expected ${e.index}, got ${JSON.stringify(err)}`);
  if (e.state) {
    const why = partialMismatch('state', e.state, report['state']);
    if (why) problems.push(why);
  }
  const legal = (report['legal'] ?? {}) as Record<string, Json[]>;
  const game = out.match?.game;
  // Actions compare by the game's canonical key, so card order is free where the rules make it free.
  const same = (a: Json, b: Json): boolean => {
    if (!game) return jsonEqual(a, b);
    try {
      return game.actionKey(a) === game.actionKey(b);
    } catch {
      return false;
    }
  };
  for (const [seat, acts] of Object.entries(e.legal ?? {}))
    for (const a of acts)
      if (!(legal[seat] ?? []).some((l) => same(l, a)))
        problems.push(`seat ${seat} should be able to ${JSON.stringify(a)}`);
  for (const [seat, acts] of Object.entries(e.notLegal ?? {}))
    for (const a of acts)
      if ((legal[seat] ?? []).some((l) => same(l, a)))
        problems.push(`seat ${seat} should not be able to ${JSON.stringify(a)}`);
  return problems;
}
