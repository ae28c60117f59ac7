import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { estimate, parseSimulateArgs } from '../src/simulate';
import { bin, cleanEnv, kortbord, root } from './kortbord';

const dir = mkdtempSync(join(tmpdir(), 'kortbord-simulate-'));

/** Simulations run on the bot pool's worker threads, which load their worker beside the sources. */
function run(args: string[]) {
  const p = spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    cwd: root,
    timeout: 240_000,
    env: cleanEnv(),
  });
  return { status: p.status, stdout: p.stdout, stderr: p.stderr };
}

interface Summary {
  bot: number;
  level: string;
  games: number;
  wins: number;
  winCi: [number, number];
  place: { mean: number; half: number };
  decisions: { count: number; meanMs: number; p95Ms: number };
}
interface Out {
  game: string;
  games: number;
  bots: string[];
  summary: Summary[];
  matches: { seed: string; botAtSeat: number[]; standing: number[]; scores: number[]; rounds: number }[];
}

describe('kortbord simulate, run as a process', () => {
  it('plays seeded matches on worker threads and writes results and replayable records', () => {
    const out = join(dir, 'viggo.json');
    const records = join(dir, 'records');
    const args = [
      'simulate',
      '--game',
      'viggo',
      '--bots',
      'hard,medium,easy,random',
      '--games',
      '6',
      '--rounds',
      '2',
    ];
    const seeded = ['--seed', 'test-1', '--iterations', '40', '--workers', '2'];
    const r = run([...args, ...seeded, '--out', out, '--records', records]);
    expect(r.stderr).toMatch(/games\/s/);
    expect(r.status).toBe(0);
    for (const name of ['1 hard', '2 medium', '3 easy', '4 random']) expect(r.stdout).toContain(name);
    expect(r.stdout).toMatch(/win share \(95% CI\)/);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as Out;
    expect(doc.games).toBe(6);
    expect(doc.summary.map((b) => b.level)).toEqual(['hard', 'medium', 'easy', 'random']);
    expect(doc.summary.reduce((n, b) => n + b.wins, 0)).toBe(6);
    for (const b of doc.summary) {
      expect(b.games).toBe(6);
      expect(b.winCi[0]).toBeLessThanOrEqual(b.winCi[1]);
      expect(b.place.mean).toBeGreaterThanOrEqual(1);
      expect(b.decisions.count).toBeGreaterThan(0);
    }
    // Seats rotate: each bot sits at each seat.
    expect(new Set(doc.matches.map((m) => m.botAtSeat[0])).size).toBe(4);
    const files = readdirSync(records).sort();
    expect(files).toHaveLength(6);
    for (const f of files) {
      const rec = JSON.parse(readFileSync(join(records, f), 'utf8')) as unknown;
      expect(replay(rec).ok).toBe(true);
    }
    const check = spawnSync(process.execPath, [bin, 'replay', join(records, files[0] as string)], {
      encoding: 'utf8',
      cwd: root,
    });
    expect(check.status).toBe(0);

    // The same seed with an iteration budget (no clock) plays the same matches.
    const again = join(dir, 'viggo-again.json');
    expect(run([...args, ...seeded, '--out', again]).status).toBe(0);
    const doc2 = JSON.parse(readFileSync(again, 'utf8')) as Out;
    expect(doc2.matches.map((m) => [m.standing, m.scores])).toEqual(
      doc.matches.map((m) => [m.standing, m.scores]),
    );
    // Two simulations on worker threads and a replay, each process bounded by 240 s (run): at two whole
    // runs at once (load ~20) the three together took over the suite's 120 s.
  }, 600_000);

  it.each(['president', 'vri-atter', 'idiot', 'tuffa-viktor'])('plays %s with every level', (game) => {
    const out = join(dir, `${game}.json`);
    const r = run([
      'simulate',
      '--game',
      game,
      '--bots',
      'hard,medium,easy,random',
      '--games',
      '4',
      '--rounds',
      '1',
      '--seed',
      'all',
      '--iterations',
      '20',
      '--out',
      out,
    ]);
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.status).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as Out;
    expect(doc.matches).toHaveLength(4);
    for (const m of doc.matches) expect([...m.standing].sort()).toEqual([0, 1, 2, 3]);
  });

  it('takes the game as a word, as the error for a bare simulate asks, or as -g', () => {
    const bare = kortbord(['simulate']);
    expect(bare.status).toBe(2);
    expect(bare.stderr).toMatch(/which game\? Name it, or use --game/);
    for (const args of [['idiot'], ['Idiot', '-g', 'idiot'], ['-g', 'idiot']]) {
      const r = run([
        'simulate',
        ...args,
        '-b',
        'random,random,random',
        '-n',
        '2',
        '-r',
        '1',
        '-s',
        'pos',
        '-w',
        '1',
      ]);
      expect(r.stderr, args.join(' ')).not.toMatch(/too many arguments/);
      expect(r.status, args.join(' ')).toBe(0);
      expect(r.stdout).toMatch(/^Idiot, 3 players, 2 matches/);
    }
  });

  it('warns before a long run, says how to shorten it, and stops cleanly on Ctrl-C', async () => {
    const p = spawn(
      process.execPath,
      [bin, 'simulate', '-g', 'viggo', '-b', 'hard,hard,hard,hard', '-n', '5000', '-w', '1'],
      { cwd: root, env: cleanEnv() },
    );
    let err = '';
    let out = '';
    let sent = false;
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      if (!sent && err.includes('Ctrl-C stops.')) {
        sent = true;
        p.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((resolve) => p.on('exit', (c) => resolve(c)));
    expect(err).toMatch(
      /This will take about \d+ (minutes|hours) \(5000 matches × ~\d+ decisions × [\d.]+ ms \/ 1 threads\)/,
    );
    expect(err).toMatch(/fewer --games, --rounds 1, or --iterations 200/);
    expect(code).toBe(130);
    expect(err).toMatch(/Stopped\.\n$/);
    expect(err).not.toContain('\x1b[');
    expect(out).toMatch(/No match finished before the stop\./);
  });

  it('estimates from matches as long as the bots asked for play them, not random ones', () => {
    const flags = { game: 'idiot', bots: 'hard,medium,medium,medium', games: '4', iterations: '20' };
    const guess = estimate(parseSimulateArgs({ ...flags, seed: 'honest', workers: '1' }, 'en'));
    const out = join(dir, 'honest.json');
    const r = run([
      'simulate',
      'idiot',
      '-b',
      flags.bots,
      '-n',
      '4',
      '-i',
      '20',
      '-s',
      'honest',
      '--out',
      out,
    ]);
    expect(r.status).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as Out;
    // The decisions with a choice per match, the ones that cost time (the table's count).
    const played = doc.summary.reduce((n, b) => n + b.decisions.count, 0) / doc.games;
    expect(guess.decisions).toBeGreaterThan(played / 2);
    expect(guess.decisions).toBeLessThan(played * 2);
  });

  it('Ctrl-C prints the results of the matches finished so far, and says it stopped', async () => {
    const p = spawn(
      process.execPath,
      [bin, 'simulate', 'idiot', '-b', 'random,random,medium', '-n', '100000', '-w', '1', '-s', 'int'],
      { cwd: root, env: cleanEnv() },
    );
    let err = '';
    let out = '';
    let sent = false;
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.stderr.on('data', (d: Buffer) => {
      err += d.toString();
      // The progress line says some matches are done: stop then.
      const done = /simulate: (\d+)\/100000 games/.exec(err);
      if (!sent && done && Number(done[1]) > 0) {
        sent = true;
        p.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((resolve) => p.on('exit', (c) => resolve(c)));
    expect(code).toBe(130);
    expect(err).toMatch(/Stopped\.\n$/);
    const told = /Stopped after (\d+) of 100000 matches; the results of the matches finished:/.exec(out);
    expect(told).not.toBeNull();
    const n = Number(told?.[1]);
    expect(n).toBeGreaterThan(0);
    for (const name of ['1 random', '2 random', '3 medium']) expect(out).toContain(name);
    expect(out).toMatch(new RegExp(`^${n} matches, ${n} rounds in `, 'm'));
  }, 120_000);

  it('refuses bad arguments with exit 2 and the usage', () => {
    for (const args of [
      ['--game', 'chess'],
      ['--game', 'viggo', '--bots', 'hard,genius,medium,medium'],
      ['--game', 'viggo', '--bots', 'hard,medium', '--players', '4'],
      ['--game', 'viggo', '--games', '0'],
      ['--game', 'viggo', '--options', '{nope'],
      ['--game', 'viggo', '--options', '{"targetScore":"x"}'],
      ['--game', 'viggo', '--frobnicate', '1'],
    ]) {
      // A refusal plays nothing: the run's bundle will do (kortbord.ts).
      const r = kortbord(['simulate', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/kortbord simulate: /);
    }
    const two = kortbord(['simulate', 'idiot', '-g', 'viggo']);
    expect(two.status).toBe(2);
    expect(two.stderr).toMatch(/two different games: "idiot" and "viggo"/);
    const help = kortbord(['simulate', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--records <DIR>/);
  });
});
