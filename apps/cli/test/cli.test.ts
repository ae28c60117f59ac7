import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { bin, kortbord, root } from './kortbord';

const version = (JSON.parse(readFileSync(join(root, 'apps/cli/package.json'), 'utf8')) as { version: string })
  .version;

describe('kortbord, its help and its words', () => {
  it('starts from its sources as `npx kortbord` does', () => {
    const r = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8', cwd: root });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe(version);
  });

  it('prints its version', () => {
    for (const flag of ['--version', '-V']) {
      const r = kortbord([flag]);
      expect(r.status).toBe(0);
      expect(r.stdout.trim()).toBe(version);
    }
  });

  it('has help for the program and for each command, with defaults and examples', () => {
    const top = kortbord(['--help']);
    expect(top.status).toBe(0);
    for (const c of ['play', 'games', 'replay', 'simulate']) expect(top.stdout).toContain(`  ${c}`);
    const play = kortbord(['play', '--help']);
    expect(play.status).toBe(0);
    expect(play.stdout).toMatch(/-p, --players <n> +number of players \(default: 4\)/);
    expect(play.stdout).toMatch(/--record <FILE>/);
    expect(play.stdout).toMatch(/random, easy, medium, hard, expert/);
    expect(play.stdout).toMatch(/Examples:\n {2}kortbord play viggo/);
    expect(kortbord(['help', 'simulate']).stdout).toMatch(/--records <DIR>/);
  });

  it('helps in Norwegian in its own words, placeholders too', () => {
    const top = kortbord(['--lang', 'nb', '--help']);
    expect(top.stdout).toMatch(/help \[kommando\] +vis hjelp for en kommando/);
    expect(top.stdout).toMatch(/replay \[FIL\]/);
    expect(top.stdout).toContain('for mer om hver kommando.');
    const play = kortbord(['play', '--lang', 'nb', '--help']);
    expect(play.stdout).toMatch(/--record <FIL> +skriv spillfila til FIL/);
    expect(play.stdout).toMatch(/robotenes nivå: random, easy, medium, hard, expert/);
  });

  it('prints help for replay --help instead of reading a file of that name', () => {
    const r = kortbord(['replay', '--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Usage: kortbord replay \[--seat N\] \[FILE \| -\]/);
    expect(r.stdout).toMatch(/Exit code 0/);
  });

  it('lists the games with their options, values, defaults and presets', () => {
    const r = kortbord(['games']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^viggo — Viggo \(2–\d players\)/m);
    expect(r.stdout).toMatch(/^ {4}targetScore — [^:]+: 1 to 500; default: 53$/m);
    expect(r.stdout).toMatch(/^ {4}olsen — Olsen: [^:]+: “Olsen”$/m);
    expect(r.stdout).not.toMatch(/passIsFinal=|callWord=/);
    expect(r.stdout).toMatch(/^tuffa-viktor — Tuffa Viktor/m);
    const one = kortbord(['games', 'Vri-Atter', '--lang', 'nb']);
    expect(one.stdout).toMatch(/^vri-atter — Vri åtter/m);
    expect(one.stdout).not.toMatch(/^viggo/m);
    expect(one.stdout).toMatch(/varianter:/);
  });

  it('suggests the command, option or game meant by a typo', () => {
    const cmd = kortbord(['plya', 'viggo']);
    expect(cmd.status).toBe(2);
    expect(cmd.stderr).toMatch(/unknown command "plya"\nDid you mean play\?/);
    const opt = kortbord(['play', 'viggo', '--playres', '3']);
    expect(opt.status).toBe(2);
    expect(opt.stderr).toMatch(/unknown option --playres\nDid you mean --players\?/);
    const game = kortbord(['games', 'idiott']);
    expect(game.stderr).toMatch(/Did you mean idiot\?/);
    const preset = kortbord(['play', 'vri-atter', '--preset', 'olson']);
    expect(preset.stderr).toMatch(/Did you mean olsen\?/);
  });

  it('speaks Swedish with --lang sv, and from the locale', () => {
    const sv = kortbord(['--lang', 'sv', 'play', '--help']);
    expect(sv.stdout).toMatch(/Användning: kortbord play/);
    expect(sv.stdout).toMatch(/antal spelare \(standard: 4\)/);
    const locale = kortbord(['play', '--help'], '', { LC_ALL: 'sv_SE.UTF-8' });
    expect(locale.stdout).toMatch(/Användning/);
    const nb = kortbord(['plya'], '', { LANG: 'nb_NO.UTF-8' });
    expect(nb.stderr).toMatch(/ukjent kommando «plya»\nMente du play\?/);
  });

  it('keeps the replay contract for a command line it cannot use: JSON and exit 2', () => {
    const r = kortbord(['replay', '--bogus']);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ ok: false, error: { code: 'malformed' } });
    const seat = kortbord(['replay', '--seat', 'x', '-'], '{}');
    expect(seat.status).toBe(2);
    expect(JSON.parse(seat.stdout)).toMatchObject({ ok: false, error: { code: 'malformed' } });
  });
});
