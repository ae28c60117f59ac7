import * as engine from '@kortbord/engine';
import { compare } from './compare';
import { bench, type BenchCase } from './engine';
import { rolloutBench, type EngineModule } from './rollout';

const CASES: BenchCase[] = [
  { game: 'viggo', players: 4 },
  { game: 'president', players: 4 },
  { game: 'vri-atter', players: 4 },
  { game: 'idiot', players: 4 },
  { game: 'tuffa-viktor', players: 4 },
  { game: 'hjerterfri', players: 4 },
];

const USAGE = `Usage: npm run bench -- [game …]
       npm run bench -- --against ../other-checkout [--runs 20] [game …]

Random rounds of each game through the Game API on one thread, BENCH_SECONDS (3) a line: rollout
(legalActions + apply), apply (also the acting seat's view) and checked (through match.act). With
--against, rollouts only, this checkout against another in alternating slices (BENCH_SECONDS 0.5 a
slice, --runs slices). The games (all by default):
  ${CASES.map((c) => c.game).join(', ')}
`;

const seconds = Number(process.env['BENCH_SECONDS'] ?? 3);
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const against = flag('--against');
const runs = Number(flag('--runs') ?? 20);
const only = args;
// Anything else is a game's name: a word that is none would measure nothing and print an empty table.
const wrong = only.filter((a) => !CASES.some((c) => c.game === a));
if (wrong.length) {
  process.stderr.write(
    `bench: ${wrong[0]?.startsWith('-') ? 'unknown option' : 'unknown game'} ${wrong[0]}\n\n${USAGE}`,
  );
  process.exit(2);
}
const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');

if (against !== undefined) {
  // `npm run bench -- --against ../other-checkout [--runs 20] [game …]`: rollouts only, A/B in alternating slices.
  compare({
    against,
    games: CASES.filter((c) => !only.length || only.includes(c.game)).map((c) => c.game),
    players: 4,
    seconds: Number(process.env['BENCH_SECONDS'] ?? 0.5),
    runs,
  });
} else {
  console.log(`kortbord engine bench: random rounds through the Game API, one thread, ${seconds} s per line`);
  console.log(
    "  rollout: legalActions + apply (the bots' rollouts); apply: also the acting seat's view; checked: through match.act",
  );
  console.log(
    `${'game'.padEnd(14)}${'players'.padStart(8)}${'mode'.padStart(10)}${'games/s'.padStart(12)}${'actions/s'.padStart(14)}${'actions/game'.padStart(14)}`,
  );
  for (const c of CASES) {
    if (only.length && !only.includes(c.game)) continue;
    for (const mode of ['rollout', 'apply', 'checked'] as const) {
      try {
        const r =
          mode === 'rollout'
            ? rolloutBench(engine as unknown as EngineModule, c, seconds)
            : bench(c, seconds, mode === 'checked');
        console.log(
          `${c.game.padEnd(14)}${String(c.players).padStart(8)}${mode.padStart(10)}` +
            `${fmt(r.games / r.seconds).padStart(12)}${fmt(r.actions / r.seconds).padStart(14)}${(r.actions / r.games).toFixed(1).padStart(14)}`,
        );
      } catch (e) {
        console.log(`${c.game.padEnd(14)} failed: ${(e as Error).message}`);
      }
    }
  }
}
