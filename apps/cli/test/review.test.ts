import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kortbord } from './kortbord';

const dir = mkdtempSync(join(tmpdir(), 'kortbord-review-'));

/** Viggo, four players: seat 1 (as the terminal counts) leads kløver 3 with a hand of low cards. */
const VIGGO = {
  format: 'kortbord/1',
  game: 'viggo',
  players: 4,
  dealer: 3,
  seed: 'coach-viggo',
  deal: {
    hands: [
      ['3C', '4C', '4D', '5H', '6S', '7D', '7C', '9H', '9S', 'JD', 'QH', 'KS', '2D'],
      ['5D', '6C', '8C', 'AC', '2S', 'QC', 'TC', 'AH', '8D', 'KC', '3D', '6D', 'TH'],
      ['2H', '4S', 'JC', '5C', 'QD', '6H', 'KD', '9C', 'TD', '8S', '3S', '7H', 'TS'],
      ['JS', 'AS', 'KH', '4H', '7S', '3H', 'AD', '8H', '2C', '9D', 'QS', 'JH', '5S'],
    ],
  },
  moves: [
    { seat: 0, action: { type: 'play', cards: ['3C'] } },
    { seat: 1, action: { type: 'pass' } },
  ],
};

describe('kortbord review --coach', () => {
  const file = join(dir, 'viggo.json');
  writeFileSync(file, JSON.stringify(VIGGO));

  it('prints where the mark is (the seat’s own turn), the hand, the move played and the better one, each with its own figure', () => {
    const nb = kortbord(['review', '--coach', '--lang', 'nb', '--samples', '60', file]);
    expect(nb.status).toBe(0);
    // Seat 2 only passes (its one legal move), so the one decision judged is seat 1's.
    expect(nb.stdout).toMatch(/^Runde 1, 1\. tur for plass 1: (feil|stor feil)$/m);
    const hand = /^ {2}Hånd: (.+)$/m.exec(nb.stdout)?.[1]?.split(' ') ?? [];
    expect(hand).toHaveLength(13);
    expect(hand).toContain('3♣');
    const figure = /vant (\d+) av 60 prøvespill|i snitt (\d+) av 100 i 60 prøvespill/;
    const played = new RegExp(`^ {2}Spilte: Spill 3♣ \\((${figure.source})\\)$`, 'm').exec(nb.stdout);
    const better = new RegExp(`^ {2}Bedre: Spill .+ \\((${figure.source})\\)$`, 'm').exec(nb.stdout);
    expect(played && better).toBeTruthy();
    // Each figure stands beside its own move, and the better move's is the higher.
    const n = (m: RegExpExecArray | null) => Number(m?.[2] ?? m?.[3]);
    expect(n(better)).toBeGreaterThan(n(played));
    // Why the better move is better, in card terms, under it.
    expect(nb.stdout).toMatch(/^ {2}.*Sparer kløver 3 til senere, for å vinne utspillet tilbake/m);
    expect(nb.stdout).not.toMatch(/%|bukk|unøyaktighet/);
    expect(nb.stdout).toContain('Valg vurdert: 1');
    expect(nb.stdout).not.toMatch(/"type"|cards|3C/);
    const sv = kortbord(['review', '--coach', '--lang', 'sv', '--samples', '60', '--time', file]);
    expect(sv.stdout).toMatch(/^Runda 1, 1:a turen för plats 1: (misstag|stort misstag)$/m);
    expect(sv.stdout).toMatch(/Tränaren använde \d+ ms \(val: 1\)\./);
    // The same record gives the same marks.
    expect(kortbord(['review', '--coach', '--lang', 'nb', '--samples', '60', file]).stdout).toBe(nb.stdout);
  });

  it('judges only the seats asked for, and says when there is nothing to judge', () => {
    const r = kortbord(['review', '--coach', '--lang', 'en', '--seats', '2', file]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe('No decisions to go through: none had more than one legal move.');
  });

  it('refuses without --coach, and a record that does not replay', () => {
    const r = kortbord(['review', '--lang', 'en', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('review needs --coach');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...VIGGO, moves: [{ seat: 2, action: { type: 'pass' } }] }));
    const b = kortbord(['review', '--coach', '--lang', 'en', bad]);
    expect(b.status).toBe(1);
    expect(b.stderr).toMatch(/^kortbord review: /);
  });
});
