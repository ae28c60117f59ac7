/**
 * What a new player meets at the prompt of `kortbord play`: a record never overwritten, a reason for
 * every refusal, `help` and `rules`, how long the match is, and the card one draws.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  act,
  matchView,
  newMatch,
  resolveChance,
  sayReason,
  writeRecord,
  type Action,
  type Json,
  type Match,
  type Result,
} from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { saveRecord } from '../src/record-file';
import { kortbord } from './kortbord';

const dir = mkdtempSync(join(tmpdir(), 'kortbord-prompt-'));

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

/** What was printed after each prompt, in order (the answer to each line typed), folded lines joined. */
const answers = (out: string, prompt: string): string[] =>
  out
    .split(prompt)
    .slice(1)
    .map((s) => s.trim().replace(/\n/g, ' '));

describe('--record never overwrites what is there', () => {
  it('refuses a file that holds a saved match, a folder, a missing folder and any other file', () => {
    const saved = join(dir, 'm.json');
    const first = kortbord(['play', 'viggo', '--seed', 'rec', '--record', saved], '1\n1\nq\n');
    expect(first.status).toBe(0);
    const before = readFileSync(saved, 'utf8');
    const moves = (JSON.parse(before) as { moves: unknown[] }).moves.length;

    const again = kortbord(['play', 'idiot', '--record', saved], 'q\n');
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(
      `kortbord play: ${saved} already holds a saved match (Viggo, ${moves} moves); continue it with --resume ${saved}, or name another file\n`,
    );
    expect(readFileSync(saved, 'utf8')).toBe(before);

    const folder = join(dir, 'records');
    mkdirSync(folder);
    const f = kortbord(['play', 'idiot', '--record', folder, '--lang', 'nb']);
    expect(f.status).toBe(2);
    expect(f.stderr).toBe(
      `kortbord play: ${folder} er en mappe; gi et filnavn, f.eks. ${join(folder, 'match.json')}\n`,
    );

    const missing = join(dir, 'nope', 'm.json');
    const n = kortbord(['play', 'idiot', '--record', missing, '--lang', 'sv']);
    expect(n.status).toBe(2);
    expect(n.stderr).toMatch(/^kortbord play: mappen .*nope finns inte; skapa den först/);

    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'shopping list\n');
    const o = kortbord(['play', 'idiot', '--record', notes]);
    expect(o.status).toBe(2);
    expect(o.stderr).toMatch(/notes\.txt already exists and is not a game record; name another file/);
    expect(readFileSync(notes, 'utf8')).toBe('shopping list\n');

    for (const r of [again, f, n, o]) expect(r.stderr).not.toMatch(/\n\s+at |Error:/);
    // Continuing the saved match is still the way on.
    const resumed = kortbord(['play', '--resume', saved], 'q\n');
    expect(resumed.status).toBe(0);
  });

  it('a record that cannot be written is an error value, not a throw', () => {
    const m = resolveChance(must(newMatch({ game: 'idiot', players: 3, seed: 'w' })));
    expect(saveRecord(join(dir, 'gone', 'x.json'), m)).toEqual({ ok: false, code: 'ENOENT' });
    expect(saveRecord(join(dir, 'fine.json'), m)).toEqual({ ok: true });
  });
});

describe('every refusal at the prompt says why', () => {
  it('tells nonsense, a card not held, a number not listed and the first-turn rule apart', () => {
    // Vri åtter, seed pr1: the ace of diamonds is turned; the hand holds 9♥ and A♠ but no 5♣.
    const r = kortbord(['play', 'vri-atter', '--seed', 'pr1'], 'xyzzy\n5c\n999\nas\n9h\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Your hand: .*9♥.*A♠/);
    expect(answers(r.stdout, 'Your move> ').slice(0, 5)).toEqual([
      'I do not understand “xyzzy”; type “help” for all you can type.',
      'You do not hold 5♣.',
      'The list has no choice 999.',
      'First turn: you must follow suit (diamonds); changing by rank is not allowed.',
      'First turn: you must follow suit (diamonds); changing by rank is not allowed.',
    ]);
  });

  it("gives the game's own reason for a card it holds that may not be laid (Idiot: too low)", async () => {
    // Bots play seat 0 too until seat 0 holds a card the pile refuses.
    let m: Match = resolveChance(must(newMatch({ game: 'idiot', players: 3, seed: 'low' })));
    let card: string | undefined;
    for (let n = 0; n < 5000 && !card; n++) {
      const seat = m.game.toAct(m.state)[0] as number;
      const legal = m.game.legalActions(m.state, seat) as Action[];
      const view = matchView(m, 0) as { phase: string; seats: { hand?: string[] }[] };
      if (seat === 0 && view.phase === 'play') {
        card = (view.seats[0]?.hand ?? []).find(
          (c) =>
            !legal.some((a) => JSON.stringify((a as { cards?: string[] }).cards) === JSON.stringify([c])),
        );
        if (card) break;
      }
      m = resolveChance(must(act(m, seat, legal[0] as unknown as Json)));
    }
    expect(card).toBeDefined();
    const refused = act(m, 0, { type: 'play', cards: [card as string] });
    if (refused.ok || !refused.reason) throw new Error('the card was expected to be refused, with a reason');
    const why = sayReason('idiot', refused.reason, 'nb', (s) => `plass ${s + 1}`);
    const file = join(dir, 'low.json');
    writeFileSync(file, JSON.stringify(writeRecord(m)));
    const typed = `${(card as string)[0] === 'T' ? '10' : (card as string)[0]}${(card as string)[1]}`;
    const r = kortbord(['play', '--resume', file, '--lang', 'nb'], `${typed.toLowerCase()}\nq\n`);
    const line = answers(r.stdout, 'Ditt trekk> ')[0] ?? '';
    expect(line).toBe(`${why.charAt(0).toUpperCase()}${why.slice(1)}`);
    expect(line).not.toMatch(/ikke et lovlig trekk/);
  });
});

describe('help and rules at the prompt; the length of the match in the header', () => {
  it('help lists what one can type, rules give the how-to and this table’s options', () => {
    const r = kortbord(
      ['play', 'viggo', '--seed', 'h', '--options', '{"targetScore":30}', '--lang', 'nb'],
      'hjelp\nregler\nq\n',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/── Viggo · Runde 1 · taper ved 30 straffepoeng ──/);
    const [help, rules] = r.stdout.split('Ditt trekk> ').slice(1);
    expect(help).toMatch(/^Du kan skrive:\n {2}kort: 5h 5s/);
    expect(help).toMatch(/ tips: /);
    expect(help).toMatch(/ q: forlat bordet/);
    expect(rules).toMatch(/^Reglene:\n/);
    expect(rules).toMatch(
      /den som når 30, har tapt\.\nVed dette bordet:\n {2}Pass gjelder stikket: nei · Tapsgrense: 30\n/,
    );
    for (const line of r.stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
    const en = kortbord(['play', 'tuffa-viktor', '--seed', 'h', '--players', '3'], 'help\nrules\nq\n');
    expect(en.stdout).toMatch(/── Tuffa Viktor · Round 1 · first to 200 glasses ──/);
    expect(en.stdout).toMatch(/cards: g3 g4 for glass cards/);
    expect(en.stdout).toMatch(/At this table:\n {2}Glasses to win: 200/);
    const sv = kortbord(['play', 'vri-atter', '--seed', 'h', '--lang', 'sv'], 'regler\nq\n');
    expect(sv.stdout).toContain(
      '── Vri åtter · Runda 1 · en runda · Första turen: bara samma färg, ingen åtta ──',
    );
    const scored = kortbord(['play', 'vri-atter', '--seed', 'h', '-o', '{"scoring":true,"rounds":3}'], 'q\n');
    // The English name is longer: what does not fit 80 columns goes on the next line.
    expect(scored.stdout).toContain(
      '── Vri åtter (Crazy Eights) · Round 1 of 3 ──\n   First turn: follow suit only, no eight\n',
    );
  });
});

describe('the card one draws', () => {
  it('is named to the player who drew it, and only counted for the others', () => {
    const r = kortbord(['play', 'vri-atter', '--seed', 'pr1'], 'draw\nq\n');
    expect(r.stdout).toMatch(/^(Your move> )?You drew [0-9JQKA]+[♣♦♥♠]\.$/m);
    expect(r.stdout).not.toMatch(/You drew one card/);
  });
});
