/**
 * Side by side: the rollout loop against this checkout's engine (A) and another checkout's (B), in
 * alternating fresh processes so a machine shared with other work loads both alike. Prints per game
 * the median actions/s of each and the median of the per-pair ratios A/B with their range.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RolloutResult } from './rollout';

const here = dirname(fileURLToPath(import.meta.url));
const ENTRY = 'packages/engine/src/index.ts';

export interface CompareOptions {
  readonly against: string;
  readonly games: readonly string[];
  readonly players: number;
  readonly seconds: number;
  readonly runs: number;
}

function once(entry: string, game: string, players: number, seconds: number): number {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, join(here, 'rollout-child.ts'), entry, game, String(players), String(seconds)],
    { encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`${game} (${entry}): ${child.stderr.trim()}`);
  const r = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as RolloutResult;
  return r.actions / r.seconds;
}

const median = (xs: readonly number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export function compare(o: CompareOptions): void {
  const a = resolve(here, '../../../..', ENTRY);
  const b = resolve(o.against, ENTRY);
  if (!existsSync(b)) throw new Error(`${b} does not exist: --against names a checkout of the repository`);
  const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
  console.log(
    `rollouts (legalActions + apply, no views), ${o.players} players, ${o.seconds} s per run, ${o.runs} runs each`,
  );
  console.log(`A: ${a}\nB: ${b}`);
  console.log(
    `${'game'.padEnd(14)}${'A actions/s'.padStart(14)}${'B actions/s'.padStart(14)}${'A/B'.padStart(8)}${'range'.padStart(14)}`,
  );
  for (const game of o.games) {
    const as: number[] = [];
    const bs: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < o.runs; i++) {
      // Alternate which goes first so a load change mid-pair favours neither.
      let x: number;
      let y: number;
      if (i % 2) {
        y = once(b, game, o.players, o.seconds);
        x = once(a, game, o.players, o.seconds);
      } else {
        x = once(a, game, o.players, o.seconds);
        y = once(b, game, o.players, o.seconds);
      }
      as.push(x);
      bs.push(y);
      ratios.push(x / y);
    }
    console.log(
      `${game.padEnd(14)}${fmt(median(as)).padStart(14)}${fmt(median(bs)).padStart(14)}${median(ratios).toFixed(2).padStart(8)}` +
        `${`${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`.padStart(14)}`,
    );
  }
}
