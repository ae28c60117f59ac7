import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import { botInput, chooseAction, nextToAsk, playMatch, type Budget, type Level } from '@kortbord/bots';
import { GAME_IDS, newMatch, resolveChance, rngFromSeed, type GameId, type Json } from '@kortbord/engine';
import {
  checkPlayers,
  parseGame,
  parseLevel,
  positiveInt as positive,
  tableOptions,
  UsageError,
} from './args';
import { restoreTerminal } from './colour';
import { table } from './stats';
import { runTournament, summarise, type BotSummary, type TournamentResult } from './tournament';
import { t, type Lang, gameName } from './words';

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

/** For the bench scripts: reads `--name value` and `--name=value` pairs; bare words are refused. */
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

/** The options commander read (strings, as typed) checked into a run; UsageError when one is wrong. */
export function parseSimulateArgs(f: Record<string, string | undefined>, lang: Lang): SimulateArgs {
  if (f['game'] === undefined) throw new UsageError(t(lang, 'needGame', { list: GAME_IDS.join(', ') }));
  const game = parseGame(f['game'], lang);
  const given = f['bots']?.split(',').map((b) => parseLevel(b, lang));
  const players =
    f['players'] !== undefined ? positive('--players', f['players'], lang) : (given?.length ?? 4);
  const bots = given ?? Array.from({ length: players }, (_, i): Level => (i === 0 ? 'hard' : 'medium'));
  if (bots.length !== players) throw new UsageError(t(lang, 'botsCount', { n: bots.length, p: players }));
  const options = tableOptions(game, f['preset'], f['options'], lang);
  checkPlayers(game, players, options, lang);
  const probe = newMatch({ game, players, options, seed: 'probe' });
  if (!probe.ok) throw new UsageError(t(lang, 'badTable', { why: probe.message }));
  const int = (k: string, name: string) => (f[k] !== undefined ? positive(name, f[k], lang) : undefined);
  const iterations = int('iterations', '--iterations');
  const timeMs = int('timeMs', '--time-ms');
  const rounds = int('rounds', '--rounds');
  const budget =
    iterations !== undefined || timeMs !== undefined
      ? { ...(iterations ? { iterations } : {}), ...(timeMs ? { timeMs } : {}) }
      : undefined;
  return {
    game,
    players,
    bots,
    games: int('games', '--games') ?? 100,
    seed: f['seed'] ?? `sim-${Date.now().toString(36)}`,
    ...(options !== undefined ? { options } : {}),
    ...(rounds !== undefined ? { rounds } : {}),
    ...(budget ? { budget } : {}),
    workers: int('workers', '--workers') ?? availableParallelism(),
    ...(f['out'] !== undefined ? { out: f['out'] } : {}),
    ...(f['records'] !== undefined ? { records: f['records'] } : {}),
  };
}

/** The levels that search, and so take the --iterations and --time-ms budget. */
const searches = (level: Level): boolean => level === 'hard' || level === 'expert';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const num = (x: number, d = 2): string => (Number.isFinite(x) ? x.toFixed(d) : '-');
const pm = (m: { mean: number; half: number }, d = 2): string =>
  `${num(m.mean, d)} ± ${Number.isFinite(m.half) ? m.half.toFixed(d) : '-'}`;

export function botTable(bots: readonly BotSummary[], lang: Lang = 'en'): string {
  const rows = [
    (
      [
        'colBot',
        'colGames',
        'colWins',
        'colShare',
        'colPlace',
        'colScore',
        'colDecisions',
        'colMean',
        'colP95',
      ] as const
    ).map((k) => t(lang, k)),
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

function progress(total: number, lang: Lang): { tick: (done: number) => void; stop: () => void } {
  const t0 = performance.now();
  const rate = (done: number) => done / Math.max(1e-3, (performance.now() - t0) / 1000);
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        format: `simulate |{bar}| ${t(lang, 'progressBar')}`,
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
      const eta = Math.round((total - done) / Math.max(r, 1e-9));
      process.stderr.write(`simulate: ${t(lang, 'progress', { d: done, t: total, r: r.toFixed(1), eta })}\n`);
    },
    stop: () => {},
  };
}

/**
 * How long the run will take, from a short measurement on this thread: the decisions with a choice
 * in one match (only those search; a forced move costs nothing), and the time of a few decisions of
 * each level at the first position. Seconds, and the numbers it came from.
 *
 * The probe match is played by the levels asked for, with medium (the heuristic, under a
 * millisecond a decision) in the seats of the levels that search: it plays matches as long as
 * theirs. Random bots, as before, play far longer ones (an Idiot match of random bots has about
 * 1,400 decisions, one of hard and medium about 80), and the estimate read "about 4 minutes" for a
 * run of 23 s.
 */
export function estimate(a: SimulateArgs): { seconds: number; decisions: number; ms: number } {
  const probe = playMatch({
    game: a.game,
    players: a.players,
    seats: a.bots.map((level): Level => (searches(level) ? 'medium' : level)),
    seed: `${a.seed}-estimate`,
    ...(a.options !== undefined ? { options: a.options } : {}),
    ...(a.rounds !== undefined ? { maxRounds: a.rounds } : {}),
  });
  const decisions = probe.times.reduce((n, ts) => n + ts.length, 0);
  const started = newMatch({
    game: a.game,
    players: a.players,
    options: a.options,
    seed: `${a.seed}-estimate`,
  });
  let ms = 0;
  if (started.ok) {
    const m = resolveChance(started.value);
    const ask = nextToAsk(m);
    const rng = rngFromSeed(`${a.seed}-estimate`);
    if (ask) {
      const levels = a.bots;
      const input = botInput(m, ask.seat, ask.legal);
      for (const level of levels) {
        // The fastest of three, after a first call that warms the code up.
        chooseAction(level, input, rng, searches(level) ? a.budget : undefined);
        let best = Infinity;
        for (let i = 0; i < 3; i++) {
          const t0 = performance.now();
          chooseAction(level, input, rng, searches(level) ? a.budget : undefined);
          best = Math.min(best, performance.now() - t0);
        }
        ms += best;
      }
      ms /= levels.length;
    }
  }
  const workers = Math.max(1, Math.min(a.workers, a.games));
  return { seconds: (a.games * decisions * ms) / 1000 / workers, decisions, ms };
}

const LONG_RUN_S = 60;

export async function simulate(a: SimulateArgs, lang: Lang = 'en'): Promise<TournamentResult> {
  const bar = progress(a.games, lang);
  const t0 = performance.now();
  // The matches finished so far, for the table Ctrl-C prints: a long run stopped keeps what it played.
  const finished: TournamentResult['games'][number][] = [];
  const stop = () => {
    bar.stop();
    restoreTerminal();
    process.stderr.write(`\n${t(lang, 'simStopped')}\n`);
    if (finished.length) {
      const part = summarise(a.bots, finished);
      process.stdout.write(
        `${t(lang, 'simPartial', { g: finished.length, n: a.games })}\n${botTable(part, lang)}\n${t(
          lang,
          'simDone',
          {
            g: finished.length,
            r: finished.reduce((n, g) => n + g.result.rounds, 0),
            s: ((performance.now() - t0) / 1000).toFixed(1),
            rate: (finished.length / Math.max(1e-3, (performance.now() - t0) / 1000)).toFixed(1),
          },
        )}\n`,
      );
    } else process.stdout.write(`${t(lang, 'simNoneFinished')}\n`);
    process.exit(130);
  };
  process.on('SIGINT', stop);
  try {
    return await runTournament({
      game: a.game,
      players: a.players,
      bots: a.bots,
      games: a.games,
      seed: a.seed,
      ...(a.options !== undefined ? { options: a.options } : {}),
      ...(a.rounds !== undefined ? { rounds: a.rounds } : {}),
      ...(a.budget ? { budgets: { hard: a.budget, expert: a.budget } } : {}),
      workers: a.workers,
      records: !!a.records,
      onGame: (done, result, seats, seed) => {
        finished.push({ seed, botAtSeat: seats, result });
        bar.tick(done);
      },
    });
  } finally {
    process.removeListener('SIGINT', stop);
    bar.stop();
  }
}

const duration = (s: number, lang: Lang): string =>
  s >= 7200
    ? t(lang, 'hours', { n: Math.round(s / 3600) })
    : s >= 90
      ? t(lang, 'minutes', { n: Math.round(s / 60) })
      : t(lang, 'seconds', { n: Math.round(s) });

/** `kortbord simulate ...`: exit 0 when every match was played, 1 when one failed, 2 on bad arguments. */
export async function simulateCommand(f: Record<string, string | undefined>, lang: Lang): Promise<number> {
  const a = parseSimulateArgs(f, lang);
  const name = gameName(a.game, lang);
  const workers = Math.min(a.workers, a.games);
  process.stdout.write(
    `${t(lang, 'simHeader', {
      game: name,
      p: a.players,
      g: a.games,
      r: a.rounds ? t(lang, 'simRounds', { n: a.rounds }) : '',
      s: a.seed,
      w: workers,
    })}\n`,
  );
  const guess = estimate(a);
  if (guess.seconds > LONG_RUN_S)
    process.stderr.write(
      `kortbord simulate: ${t(lang, 'simLong', {
        t: duration(guess.seconds, lang),
        why: t(lang, 'simWhy', { g: a.games, d: guess.decisions, ms: guess.ms.toFixed(1), w: workers }),
      })}\n`,
    );
  let r: TournamentResult;
  try {
    r = await simulate(a, lang);
  } catch (e) {
    process.stderr.write(`kortbord simulate: ${(e as Error).message}\n`);
    return 1;
  }
  const rounds = r.games.reduce((n, g) => n + g.result.rounds, 0);
  process.stdout.write(
    `${botTable(r.bots, lang)}\n${t(lang, 'simDone', {
      g: a.games,
      r: rounds,
      s: r.seconds.toFixed(1),
      rate: (a.games / r.seconds).toFixed(1),
    })}\n`,
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
    process.stdout.write(`${t(lang, 'simRecords', { n: a.games, d: a.records })}\n`);
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
    process.stdout.write(`${t(lang, 'simResults', { f: a.out })}\n`);
  }
  return 0;
}
