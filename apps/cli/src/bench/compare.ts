/**
 * Side by side: the rollout loop against this checkout's engine (A) and another checkout's (B). One
 * fresh process per game loads both and alternates them in short slices, so that load from other
 * work on a shared machine falls on both alike. Prints per game the median actions/s of each, the
 * median of the per-slice-pair ratios A/B, and the middle half (quartiles) of those ratios.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ENTRY = 'packages/engine/src/index.ts';

export interface CompareOptions {
  readonly against: string;
  readonly games: readonly string[];
  readonly players: number;
  /** Length of one slice. */
  readonly seconds: number;
  /** Slices per engine. */
  readonly runs: number;
}

function pairs(a: string, b: string, game: string, o: CompareOptions): { a: number[]; b: number[] } {
  const args = [a, b, game, String(o.players), String(o.seconds), String(o.runs)];
  const child = spawnSync(process.execPath, [...process.execArgv, join(here, 'rollout-child.ts'), ...args], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`${game}: ${child.stderr.trim()}`);
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as { a: number[]; b: number[] };
}

const quantile = (xs: readonly number[], q: number): number => {
  const s = xs.slice().sort((x, y) => x - y);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (s[lo] as number) + ((s[hi] as number) - (s[lo] as number)) * (at - lo);
};
const median = (xs: readonly number[]): number => quantile(xs, 0.5);

export function compare(o: CompareOptions): void {
  const a = resolve(here, '../../../..', ENTRY);
  const b = resolve(o.against, ENTRY);
  if (!existsSync(b)) throw new Error(`${b} does not exist: --against names a checkout of the repository`);
  const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
  console.log(
    `rollouts (legalActions + apply, no views), ${o.players} players, ${o.runs} alternating slices of ${o.seconds} s per engine`,
  );
  console.log(`A: ${a}\nB: ${b}`);
  console.log(
    `${'game'.padEnd(14)}${'A actions/s'.padStart(14)}${'B actions/s'.padStart(14)}${'A/B'.padStart(8)}${'quartiles'.padStart(14)}`,
  );
  for (const game of o.games) {
    const r = pairs(a, b, game, o);
    const ratios = r.a.map((x, i) => x / (r.b[i] as number));
    console.log(
      `${game.padEnd(14)}${fmt(median(r.a)).padStart(14)}${fmt(median(r.b)).padStart(14)}${median(ratios).toFixed(2).padStart(8)}` +
        `${`${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)}`.padStart(14)}`,
    );
  }
}
