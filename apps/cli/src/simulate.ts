import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import { LEVELS, type Budget, type Level } from '@kortbord/bots';
import { GAME_IDS, getGame, newMatch, type GameId, type Json } from '@kortbord/engine';
import { table } from './stats';
import { runTournament, type BotSummary, type TournamentResult } from './tournament';

export const SIMULATE_USAGE = `kortbord simulate --game G --bots L1,L2,... [options]

  --game G          ${GAME_IDS.join(', ')}
  --players N       table size (default: the number of bots)
  --bots L,...      one level per seat: random, easy, medium, hard (default hard, then medium)
  --games N         matches to play (default 100)
  --seed S          seed of the whole run (default: from the clock, printed)
  --options JSON    table options, e.g. '{"preset":"olsen"}'
  --rounds N        stop each match after N rounds (default: the match's own end; President 5)
  --iterations N    hard: search iterations per decision at most
  --time-ms N       hard: thinking time per decision at most
  --workers N       worker threads (default: all cores)
  --out FILE        write the results as JSON
  --records DIR     with --out or alone: write every match as a game record
`;

export interface SimulateArgs {
  readonly game: GameId;
  readonly players: number;
  readonly bots: Level[];
  readonly games: number;
  readonly seed: string;
  readonly options?: Json;
  readonly rounds?: number;
  readonly budget?: Budget;
  readonly workers: number;
  readonly out?: string;
  readonly records?: string;
}

class UsageError extends Error {}

/** Reads `--name value` and `--name=value` pairs; bare words are refused. */
export function readFlags(args: readonly string[], known: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!a.startsWith('--')) throw new UsageError(`unexpected argument "${a}"`);
    const eq = a.indexOf('=');
    const name = eq < 0 ? a.slice(2) : a.slice(2, eq);
    if (!known.includes(name)) throw new UsageError(`unknown option --${name}`);
    const value = eq < 0 ? args[++i] : a.slice(eq + 1);
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    out.set(name, value);
  }
  return out;
}

export function positiveInt(name: string, raw: string | undefined, fallback?: number): number {
  if (raw === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`--${name} needs a whole number of at least 1, not "${raw}"`);
  return n;
}

export function parseOptions(raw: string | undefined): Json | undefined {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as Json;
  } catch {
    throw new UsageError(`--options is not valid JSON: ${raw}`);
  }
}

export function parseGame(raw: string | undefined): GameId {
  if (raw === undefined) throw new UsageError('--game is required');
  if (!(GAME_IDS as readonly string[]).includes(raw))
    throw new UsageError(`unknown game "${raw}"; games: ${GAME_IDS.join(', ')}`);
  return raw as GameId;
}

export function parseLevel(raw: string): Level {
  if (!(LEVELS as readonly string[]).includes(raw))
    throw new UsageError(`unknown bot level "${raw}"; levels: ${LEVELS.join(', ')}`);
  return raw as Level;
}

export function parseSimulateArgs(args: readonly string[]): SimulateArgs {
  const f = readFlags(args, [
    'game',
    'players',
    'bots',
    'games',
    'seed',
    'options',
    'rounds',
    'iterations',
    'time-ms',
    'workers',
    'out',
    'records',
  ]);
  const game = parseGame(f.get('game'));
  const given = f
    .get('bots')
    ?.split(',')
    .map((b) => parseLevel(b.trim()));
  const players = positiveInt('players', f.get('players'), given?.length ?? 4);
  const bots = given ?? Array.from({ length: players }, (_, i): Level => (i === 0 ? 'hard' : 'medium'));
  if (bots.length !== players)
    throw new UsageError(`--bots names ${bots.length} bots for ${players} players`);
  const options = parseOptions(f.get('options'));
  const probe = newMatch({ game, players, options, seed: 'probe' });
  if (!probe.ok) throw new UsageError(probe.message);
  const iterations = f.has('iterations') ? positiveInt('iterations', f.get('iterations')) : undefined;
  const timeMs = f.has('time-ms') ? positiveInt('time-ms', f.get('time-ms')) : undefined;
  const budget =
    iterations !== undefined || timeMs !== undefined
      ? { ...(iterations ? { iterations } : {}), ...(timeMs ? { timeMs } : {}) }
      : undefined;
  return {
    game,
    players,
    bots,
    games: positiveInt('games', f.get('games'), 100),
    seed: f.get('seed') ?? `sim-${Date.now().toString(36)}`,
    ...(options !== undefined ? { options } : {}),
    ...(f.has('rounds') ? { rounds: positiveInt('rounds', f.get('rounds')) } : {}),
    ...(budget ? { budget } : {}),
    workers: positiveInt('workers', f.get('workers'), availableParallelism()),
    ...(f.has('out') ? { out: f.get('out') as string } : {}),
    ...(f.has('records') ? { records: f.get('records') as string } : {}),
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const num = (x: number, d = 2): string => (Number.isFinite(x) ? x.toFixed(d) : '-');
const pm = (m: { mean: number; half: number }, d = 2): string =>
  `${num(m.mean, d)} ± ${Number.isFinite(m.half) ? m.half.toFixed(d) : '-'}`;

export function botTable(bots: readonly BotSummary[]): string {
  const rows = [
    [
      'bot',
      'games',
      'wins',
      'win share (95% CI)',
      'avg place',
      'avg score',
      'decisions',
      'mean ms',
      'p95 ms',
    ],
    ...bots.map((b) => [
      `${b.bot + 1} ${b.level}`,
      String(b.games),
      String(b.wins),
      `${pct(b.winShare)} (${pct(b.winCi[0])}–${pct(b.winCi[1])})`,
      pm(b.place),
      pm(b.score, 1),
      String(b.decisions.count),
      num(b.decisions.meanMs, 2),
      num(b.decisions.p95Ms, 2),
    ]),
  ];
  return table(rows);
}

function progress(total: number): { tick: (done: number) => void; stop: () => void } {
  const t0 = performance.now();
  const rate = (done: number) => done / Math.max(1e-3, (performance.now() - t0) / 1000);
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: 'simulate |{bar}| {value}/{total} games | {rate} games/s | ETA {eta_formatted}',
        hideCursor: true,
        stream: process.stderr,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, { rate: '0.0' });
    return { tick: (done) => bar.update(done, { rate: rate(done).toFixed(1) }), stop: () => bar.stop() };
  }
  let lastLine = 0;
  return {
    tick: (done) => {
      const now = performance.now();
      if (done < total && now - lastLine < 5000 && done % Math.max(1, Math.ceil(total / 10)) !== 0) return;
      lastLine = now;
      const r = rate(done);
      process.stderr.write(
        `simulate: ${done}/${total} games, ${r.toFixed(1)} games/s, ETA ${Math.round((total - done) / Math.max(r, 1e-9))} s\n`,
      );
    },
    stop: () => {},
  };
}

export async function simulate(a: SimulateArgs): Promise<TournamentResult> {
  const bar = progress(a.games);
  try {
    return await runTournament({
      game: a.game,
      players: a.players,
      bots: a.bots,
      games: a.games,
      seed: a.seed,
      ...(a.options !== undefined ? { options: a.options } : {}),
      ...(a.rounds !== undefined ? { rounds: a.rounds } : {}),
      ...(a.budget ? { budgets: { hard: a.budget } } : {}),
      workers: a.workers,
      records: !!a.records,
      onGame: (done) => bar.tick(done),
    });
  } finally {
    bar.stop();
  }
}

/** `kortbord simulate ...`: exit 0 when every match was played, 1 when one failed, 2 on bad arguments. */
export async function simulateCommand(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(SIMULATE_USAGE);
    return 0;
  }
  let a: SimulateArgs;
  try {
    a = parseSimulateArgs(args);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`kortbord simulate: ${e.message}\n\n${SIMULATE_USAGE}`);
    return 2;
  }
  const name = getGame(a.game)?.name?.en ?? a.game;
  process.stdout.write(
    `${name}, ${a.players} players, ${a.games} matches${a.rounds ? ` of at most ${a.rounds} rounds` : ''}, seed ${a.seed}, ` +
      `${Math.min(a.workers, a.games)} worker threads; bots rotate seats each match\n`,
  );
  let r: TournamentResult;
  try {
    r = await simulate(a);
  } catch (e) {
    process.stderr.write(`kortbord simulate: ${(e as Error).message}\n`);
    return 1;
  }
  const rounds = r.games.reduce((n, g) => n + g.result.rounds, 0);
  process.stdout.write(
    `${botTable(r.bots)}\n${a.games} matches, ${rounds} rounds in ${r.seconds.toFixed(1)} s (${(a.games / r.seconds).toFixed(1)} matches/s); ` +
      `place 1 = best; ± is the 95% interval; decision times count only decisions with a choice\n`,
  );
  if (a.records) {
    mkdirSync(a.records, { recursive: true });
    const width = String(a.games - 1).length;
    r.games.forEach((g, i) => {
      writeFileSync(
        join(a.records as string, `${a.game}-${String(i).padStart(width, '0')}.json`),
        `${JSON.stringify(g.result.record)}\n`,
      );
    });
    process.stdout.write(`records: ${a.games} files in ${a.records}\n`);
  }
  if (a.out) {
    const doc = {
      game: a.game,
      players: a.players,
      options: a.options ?? {},
      bots: a.bots,
      games: a.games,
      seed: a.seed,
      rounds: a.rounds ?? null,
      seconds: r.seconds,
      summary: r.bots,
      matches: r.games.map((g) => ({
        seed: g.seed,
        botAtSeat: g.botAtSeat,
        standing: g.result.standing,
        scores: g.result.scores,
        rounds: g.result.rounds,
        actions: g.result.actions,
      })),
    };
    writeFileSync(a.out, `${JSON.stringify(doc, null, 1)}\n`);
    process.stdout.write(`results: ${a.out}\n`);
  }
  return 0;
}
