/**
 * The bot-strength bench: per game at its usual table size (4), seeded rounds of hard against three
 * medium and of medium against three random, the bots rotating seats. Prints each pairing's win share
 * with its 95% interval against the fair share, and the first bot's decision times.
 *
 *   tsx apps/cli/src/bench-bots.ts [--hard N] [--medium N] [--expert N] [--games viggo,idiot] [--workers N]
 *                                   [--seed S] [--write-strength]
 *
 * `--expert N` adds N games of expert against three hard (none by default: a second a decision); `0`
 * skips a pairing (`--hard 0 --medium 0 --expert 100`).
 * `--write-strength` writes the measured lines into packages/bots/src/strength-data.ts, which the
 * front page's level picker shows (lines of games and pairings not run are kept).
 *
 * A "game" here is one round (one deal): matches of Viggo or Tuffa Viktor run to many rounds, and a
 * round is the unit whose winner the bots fight for. The defaults keep a full run near 11 minutes on
 * two cores.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import {
  mergeStrength,
  STRENGTH,
  strengthFile,
  type Level,
  type StrengthData,
  type StrengthLine,
} from '@kortbord/bots';
import { GAME_IDS, type GameId } from '@kortbord/engine';
import { UsageError } from './args';
import { positiveInt, readFlags } from './simulate';
import { table } from './stats';
import { runTournament, type BotSummary } from './tournament';

const PLAYERS = 4;
/** Column widths of the lines printed as each pairing ends (the final table sizes itself). */
const WIDTHS = [13, 18, 5, 22, 7, 7, 9, 6, 6];
const AIM = 1.5;

interface Line {
  readonly game: GameId;
  readonly pairing: string;
  readonly games: number;
  readonly hero: BotSummary;
  readonly rest: Level;
  readonly seconds: number;
}

async function pairing(
  game: GameId,
  hero: Level,
  rest: Level,
  games: number,
  seed: string,
  workers: number,
): Promise<Line> {
  const r = await runTournament({
    game,
    players: PLAYERS,
    bots: [hero, rest, rest, rest],
    games,
    seed: `${seed}-${game}-${hero}`,
    rounds: 1,
    workers,
  });
  return {
    game,
    pairing: `${hero} vs 3 ${rest}`,
    games,
    hero: r.bots[0] as BotSummary,
    rest,
    seconds: r.seconds,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const ms = (x: number): string => (Number.isFinite(x) ? x.toFixed(1) : '-');

function row(l: Line): string[] {
  const fair = 1 / PLAYERS;
  const h = l.hero;
  const verdict = h.winShare >= AIM * fair && h.winCi[0] > fair ? 'yes' : 'no';
  return [
    l.game,
    l.pairing,
    String(l.games),
    `${pct(h.winShare)} (${pct(h.winCi[0])}–${pct(h.winCi[1])})`,
    `${(h.winShare / fair).toFixed(2)}×`,
    verdict,
    ms(h.decisions.medianMs),
    ms(h.decisions.p95Ms),
    `${l.seconds.toFixed(0)} s`,
  ];
}

const STRENGTH_FILE = new URL('../../../packages/bots/src/strength-data.ts', import.meta.url);

/** The bench's lines as the level picker's data (strength.ts), merged into the file's. */
async function writeStrength(lines: readonly Line[], seed: string, args: readonly string[]): Promise<void> {
  const date = new Date().toISOString().slice(0, 10);
  const measured = lines.map((l): StrengthLine & { game: Line['game'] } => ({
    game: l.game,
    level: l.hero.level,
    against: l.rest,
    rounds: l.games,
    winShare: Number(l.hero.winShare.toFixed(4)),
    ci: [Number(l.hero.winCi[0].toFixed(4)), Number(l.hero.winCi[1].toFixed(4))],
    date,
    seed,
  }));
  const data: StrengthData = mergeStrength(STRENGTH, measured, `npm run bench:bots -- ${args.join(' ')}`);
  const prettier = await import('prettier');
  const path = STRENGTH_FILE.pathname;
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(strengthFile(data), { ...options, filepath: path }));
  console.log(`\nWrote ${measured.length} lines to ${path} (${readFileSync(path, 'utf8').length} bytes).`);
}

const USAGE = `Usage: npm run bench:bots -- [--hard N] [--medium N] [--expert N] [--games viggo,idiot]
                           [--workers N] [--seed S] [--write-strength]

Seeded rounds at 4 players, the bots rotating seats: hard against three medium (--hard, 300 by
default), medium against three random (--medium, 1000) and expert against three hard (--expert, 0);
0 skips a pairing. --workers sets worker threads (all cores by default), --seed the seed
("bench-bots"), --games the games (all by default):
  ${GAME_IDS.join(', ')}
--write-strength writes the lines measured into packages/bots/src/strength-data.ts, which the front
page's level picker shows. A full run with the defaults takes about 11 minutes on two cores.
`;

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return;
  }
  const write = args.includes('--write-strength');
  const f = readFlags(
    args.filter((a) => a !== '--write-strength'),
    ['hard', 'medium', 'expert', 'games', 'workers', 'seed'],
  );
  // 0 skips a pairing (an expert run alone keeps the hard and medium lines of the data file).
  const count = (name: string, fallback: number) =>
    f.get(name) === '0' ? 0 : positiveInt(name, f.get(name), fallback);
  const hardGames = count('hard', 300);
  const mediumGames = count('medium', 1000);
  const expertGames = count('expert', 0);
  const workers = positiveInt('workers', f.get('workers'), availableParallelism());
  const seed = f.get('seed') ?? 'bench-bots';
  const games = (f.get('games')?.split(',') ?? [...GAME_IDS]) as GameId[];
  for (const g of games)
    if (!(GAME_IDS as readonly string[]).includes(g))
      throw new UsageError(`unknown game "${g}"; games: ${GAME_IDS.join(', ')}`);
  console.log(
    `kortbord bot bench: ${PLAYERS} players, one round per game, seats rotating, seed "${seed}", ${workers} worker threads;\n` +
      `hard vs 3 medium: ${hardGames} games per game; medium vs 3 random: ${mediumGames} games per game.\n` +
      `Aim: the first bot wins at least ${AIM}× its fair share (${pct(1 / PLAYERS)}) with the interval's lower bound above it.\n` +
      `Decision times: the first bot's decisions that had a choice, on one core each.`,
  );
  const header = [
    'game',
    'pairing',
    'games',
    'win share (95% CI)',
    'vs fair',
    'aim met',
    'median ms',
    'p95 ms',
    'time',
  ];
  const lines: Line[] = [];
  const failed: string[] = [];
  for (const game of games) {
    const pairings: [Level, Level, number][] = [
      ['hard', 'medium', hardGames],
      ['medium', 'random', mediumGames],
      ['expert', 'hard', expertGames],
    ];
    for (const [hero, rest, n] of pairings) {
      if (n === 0) continue;
      // A pairing that fails is reported and the run goes on: the lines measured so far still count.
      const l = await pairing(game, hero, rest, n, seed, workers).catch((e: Error) => {
        failed.push(`${game} ${hero} vs 3 ${rest}: ${e.message}`);
        console.log(`${game.padEnd(13)}  ${hero} vs 3 ${rest}: failed (${e.message})`);
        return null;
      });
      if (!l) continue;
      lines.push(l);
      console.log(
        row(l)
          .map((c, i) => (i === 0 ? c.padEnd(13) : c.padStart(WIDTHS[i] ?? 8)))
          .join('  '),
      );
    }
  }
  console.log(`\n${table([header, ...lines.map(row)])}`);
  if (write && lines.length) await writeStrength(lines, seed, args);
  if (failed.length) {
    console.log(`\n${failed.length} pairing(s) failed:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
}

// A wrong command line gets its sentence and the usage, not a stack trace.
await main(process.argv.slice(2)).catch((e: unknown) => {
  if (!(e instanceof UsageError)) throw e;
  process.stderr.write(`bench:bots: ${e.message}\n\n${USAGE}`);
  process.exitCode = 2;
});
