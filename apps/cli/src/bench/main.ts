import { bench, type BenchCase } from './engine';

const CASES: BenchCase[] = [
  { game: 'viggo', players: 4 },
  { game: 'president', players: 4 },
  { game: 'vri-atter', players: 4 },
  { game: 'idiot', players: 4 },
  { game: 'tuffa-viktor', players: 4 },
];

const seconds = Number(process.env['BENCH_SECONDS'] ?? 3);
const only = process.argv.slice(2);
const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

console.log(`kortbord engine bench: random rounds through the Game API, one thread, ${seconds} s per line`);
console.log(
  `${'game'.padEnd(14)}${'players'.padStart(8)}${'mode'.padStart(10)}${'games/s'.padStart(12)}${'actions/s'.padStart(14)}${'actions/game'.padStart(14)}`,
);
for (const c of CASES) {
  if (only.length && !only.includes(c.game)) continue;
  for (const checked of [false, true]) {
    try {
      const r = bench(c, seconds, checked);
      console.log(
        `${c.game.padEnd(14)}${String(c.players).padStart(8)}${(checked ? 'checked' : 'apply').padStart(10)}` +
          `${fmt(r.games / r.seconds).padStart(12)}${fmt(r.actions / r.seconds).padStart(14)}${(r.actions / r.games).toFixed(1).padStart(14)}`,
      );
    } catch (e) {
      console.log(`${c.game.padEnd(14)} failed: ${(e as Error).message}`);
    }
  }
}
