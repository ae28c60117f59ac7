import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const bin = join(root, 'apps/cli/bin/kortbord.js');

function play(args: string[], input: string) {
  const p = spawnSync(process.execPath, [bin, 'play', ...args], {
    input,
    encoding: 'utf8',
    cwd: root,
    timeout: 120_000,
  });
  return { status: p.status, stdout: p.stdout, stderr: p.stderr };
}

/** Always the first listed choice; any line also answers "next round". */
const ones = (n: number): string => '1\n'.repeat(n);

describe('kortbord play, driven through stdin', () => {
  it('plays a whole Idiot match to its end', () => {
    const r = play(['idiot', '--seed', 'play-1', '--level', 'easy'], ones(3000));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Your hand|seat 0 \(you\)/);
    expect(r.stdout).toMatch(/Your choice:\n {2}1\) /);
    expect(r.stdout).toMatch(/[♣♦♥♠]/);
    expect(r.stdout).toMatch(/seat \d \(bot easy\): /);
    expect(r.stdout).toMatch(/The round is over: 1\. seat/);
    expect(r.stdout).toMatch(/The match is over: 1\. seat/);
  });

  it('shows scores between rounds and plays on', () => {
    const r = play(['viggo', '--seed', 'play-2', '--level', 'medium'], ones(400));
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/The round is over/);
    expect(r.stdout).toMatch(/points, total \d+/);
    expect(r.stdout).toMatch(/Round 2/);
  });

  it('speaks Norwegian with --lang nb', () => {
    const r = play(['president', '--seed', 'play-3', '--lang', 'nb'], 'q\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Ditt valg:/);
    expect(r.stdout).toMatch(/plass 0 \(du\)/);
    expect(r.stdout).toMatch(/Du forlot bordet\./);
  });

  it('asks again after a choice that is not on the list', () => {
    const r = play(['vri-atter', '--seed', 'play-4'], 'x\n999\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout.match(/Type a number from the list, or q\./g)).toHaveLength(2);
  });

  it('leaves cleanly at the end of input and on q', () => {
    for (const input of ['', 'q\n']) {
      const r = play(['tuffa-viktor', '--seed', 'play-5', '--players', '3', '--level', 'hard'], input);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/You left the table\./);
    }
  });

  it('leaves cleanly on Ctrl-C', async () => {
    const p = spawn(process.execPath, [bin, 'play', 'viggo', '--seed', 'play-6'], { cwd: root });
    let out = '';
    let sent = false;
    p.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!sent && out.includes('Pick a number')) {
        sent = true;
        p.kill('SIGINT');
      }
    });
    const code = await new Promise<number | null>((resolve) => p.on('exit', (c) => resolve(c)));
    expect(code).toBe(130);
    expect(out).toMatch(/You left the table\./);
  });

  it('refuses bad arguments', () => {
    expect(play(['chess'], '').status).toBe(2);
    expect(play(['viggo', '--players', '9'], '').status).toBe(2);
    expect(play(['viggo', '--lang', 'de'], '').status).toBe(2);
  });
});
