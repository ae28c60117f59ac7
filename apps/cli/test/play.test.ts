import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  act,
  dealNext,
  matchView,
  newMatch,
  resolveChance,
  writeRecord,
  type Action,
  type Json,
  type Result,
} from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { converse, kortbord } from './kortbord';

const dir = mkdtempSync(join(tmpdir(), 'kortbord-play-'));
const PROMPT = /Your move> /;

/** Always the first listed choice; any line also answers "next round". */
const ones = (n: number): string => '1\n'.repeat(n);

/** The screen the player reads at the last prompt: from the table's header line to the prompt. */
function lastScreen(out: string): string[] {
  const start = out.lastIndexOf('── ');
  const end = out.lastIndexOf('Your move> ');
  return out.slice(start, end + 'Your move> '.length).split('\n');
}

function must<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const seat0Hand = (game: string, seed: string): string[] => {
  const m = newMatch({ game, players: 4, seed });
  if (!m.ok) throw new Error(m.message);
  const v = matchView(resolveChance(m.value), 0) as { seats: { hand?: string[] }[] };
  return v.seats[0]?.hand ?? [];
};

describe('kortbord play, driven through stdin', () => {
  it('plays a whole Idiot match to its end, every move echoed', () => {
    const r = kortbord(['play', 'idiot', '--seed', 'play-1', '--level', 'easy'], ones(8000));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Your hand: /);
    expect(r.stdout).toMatch(/Your turn — Type cards \(5h 5s\)/);
    expect(r.stdout).toMatch(/[♣♦♥♠]/);
    expect(r.stdout).toMatch(/(^|> )You (played|laid|picked up)/m);
    expect(r.stdout).toMatch(/^Seat \d (played|picked up|laid) /m);
    expect(r.stdout).toMatch(/Round 1 is over: 1\. .*\(idiot\)\./);
    expect(r.stdout).toMatch(/The match is over: 1\. /);
  });

  it('shows scores between rounds and plays on', () => {
    const r = kortbord(['play', 'viggo', '--seed', 'play-2', '--level', 'medium'], ones(1500));
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Round 1 is over: 1\. /);
    expect(r.stdout).toMatch(/penalty points? this round, total \d+ penalty points?/);
    expect(r.stdout).toMatch(/Round 2/);
  });

  it('takes the game as a word or as --game, in any case', () => {
    for (const args of [
      ['PRESIDENT'],
      ['--game', 'president'],
      ['-g', 'President'],
      ['president', '-g', 'president'],
    ]) {
      const r = kortbord(['play', ...args, '--seed', 'play-3'], 'q\n');
      expect(r.status, args.join(' ')).toBe(0);
      expect(r.stdout).toMatch(/President · 4 players/);
    }
    const none = kortbord(['play'], '');
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/which game\? Name it, or use --game/);
  });

  it('speaks Norwegian with --lang nb and Swedish with --lang sv', () => {
    const nb = kortbord(['play', 'president', '--seed', 'play-3', '--lang', 'nb'], 'q\n');
    expect(nb.status).toBe(0);
    expect(nb.stdout).toMatch(/Din tur/);
    expect(nb.stdout).toMatch(/Hånden din: /);
    expect(nb.stdout).toMatch(/Du forlot bordet\./);
    const sv = kortbord(['play', 'president', '--seed', 'play-3', '--lang', 'SV'], 'q\n');
    expect(sv.status).toBe(0);
    expect(sv.stdout).toMatch(/Din hand: /);
    expect(sv.stdout).toMatch(/Plats 2 \(robot medel\)/);
    expect(sv.stdout).toMatch(/Du lämnade bordet\./);
    const env = kortbord(['play', 'president', '--seed', 'play-3'], 'q\n', { LANG: 'sv_SE.UTF-8' });
    expect(env.stdout).toMatch(/Du lämnade bordet\./);
  });

  it('never prints a field name or a card code', () => {
    for (const game of ['viggo', 'president', 'vri-atter', 'idiot', 'tuffa-viktor', 'hjerterfri']) {
      const r = kortbord(['play', game, '--seed', 'words', '--level', 'easy'], ones(300));
      expect(r.status, game).toBe(0);
      expect(r.stdout, game).not.toMatch(
        /pending|known:|handCount|stockCount|faceUp|\bG[1-8]\b|VIKTOR|INDRIVAREN|\b[2-9TJQKA][CDHS]\b/,
      );
    }
  });

  it('asks again after a move that is not legal or not understood', () => {
    const r = kortbord(['play', 'vri-atter', '--seed', 'play-4'], 'x\n999\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('I do not understand “x”; type “help” for all you can type.');
    expect(r.stdout).toContain('The list has no choice 999.');
  });

  it('takes a move typed as cards, in any case, and echoes it', () => {
    const hand = seat0Hand('viggo', 'typed');
    const pair = hand.find((c, i) => hand.findIndex((d) => d[0] === c[0]) !== i) as string;
    const first = hand.find((c) => c[0] === pair[0]) as string;
    const typed = `${first.toLowerCase()} ${pair.toUpperCase()}`.replace(/t/gi, '10');
    const r = kortbord(['play', 'viggo', '--seed', 'typed'], `${typed}\nq\n`);
    expect(r.status).toBe(0);
    const shown = (c: string) =>
      `${c[0] === 'T' ? '10' : c[0]}${{ C: '♣', D: '♦', H: '♥', S: '♠' }[c[1] as 'C']}`;
    expect(r.stdout).toContain(`You played ${shown(first)} ${shown(pair)}.`);
  });

  it('takes an eight and its suit typed in words, "8s hjerter"', async () => {
    // Bots play seat 0 too until seat 0 may lay an eight and name a suit.
    let m = resolveChance(must(newMatch({ game: 'vri-atter', players: 3, seed: 'eight' })));
    let eight: string | undefined;
    for (let n = 0; n < 5000 && !eight; n++) {
      const seat = m.game.toAct(m.state)[0] as number;
      const legal = m.game.legalActions(m.state, seat) as (Action & { cards?: string[]; suit?: string })[];
      const withSuit = legal.find((a) => a.type === 'play' && a.suit === 'H' && a.cards?.length === 1);
      if (seat === 0 && withSuit) eight = withSuit.cards?.[0];
      else m = resolveChance(must(act(m, seat, legal[legal.length - 1] as unknown as Json)));
    }
    expect(eight).toBeDefined();
    const file = join(dir, 'eight.json');
    writeFileSync(file, JSON.stringify(writeRecord(m)));
    const typed = `${(eight as string).toLowerCase()} hjerter`;
    const r = await converse(['play', '--resume', file, '--lang', 'nb'], /Ditt trekk> /, (_, n) =>
      n === 1 ? typed : null,
    );
    const suit = { C: '♣', D: '♦', H: '♥', S: '♠' }[(eight as string)[1] as 'C'];
    expect(r.out).toContain(`Du la 8${suit} og valgte hjerter.`);
  });

  it("gives a hint on `tips`, in the player's language, and the suggested move can be played", async () => {
    let picked = '';
    const r = await converse(
      ['play', 'vri-atter', '--seed', 'hint-1', '--lang', 'nb'],
      /Ditt trekk> /,
      (out, n) => {
        if (n === 1) return 'tips';
        if (n === 2) {
          picked = /\(valg (\d+)\)/.exec(out)?.[1] ?? '';
          return picked || null;
        }
        return null;
      },
    );
    expect(r.out).toContain('Skriv «tips» for et forslag, «hjelp» for mer.');
    expect(r.out).toMatch(/Forslag: .+/);
    expect(r.out).toMatch(
      /vant \d+ av \d+ prøvespill, mot \d+ for «.+»|i snitt \d+ av 100|like bra som|grovt anslag|eneste lovlige/i,
    );
    expect(r.out).not.toMatch(/%/);
    expect(picked).not.toBe('');
    expect(r.out).toMatch(/^(Ditt trekk> )?Du (la|trakk)/m);
  });

  it('gives the numbers to type for a suggested move inside a menu group (Idiot: the cards to put face up)', async () => {
    let path: number[] = [];
    const r = await converse(['play', 'idiot', '--seed', 'hint-2', '--lang', 'en'], PROMPT, (out, n) => {
      if (n === 1) return 'hint';
      if (n === 2) {
        const m = /Suggestion: Put (.+) face up \(choice (\d+), then (\d+)\)/.exec(out);
        path = m ? [Number(m[2]), Number(m[3])] : [];
        return path.length ? String(path[0]) : null;
      }
      if (n === 3) return String(path[1]);
      return null;
    });
    expect(path).toHaveLength(2);
    const suggested = /Suggestion: Put (.+) face up \(choice/.exec(r.out)?.[1] ?? '';
    expect(suggested.split(' ')).toHaveLength(3);
    // The numbers typed play exactly the suggested arrangement.
    expect(r.out).toContain(`You laid ${suggested} face up.`);
  });

  it('shows a first Viggo lead and its menu within 24 lines, the hand included', () => {
    const r = kortbord(['play', 'viggo', '--seed', 'play-5'], 'q\n');
    const screen = lastScreen(r.stdout);
    expect(screen.length).toBeLessThanOrEqual(24);
    expect(screen.join('\n')).toMatch(/Your hand: .*[♣♦♥♠]/);
    expect(screen.join('\n')).toMatch(/ways\)/);
  });

  it("shows President's give-two within 24 lines, and a group opens to fit too", async () => {
    // Bots play seat 0 too until seat 0, as president, gives two cards back.
    let m = resolveChance(must(newMatch({ game: 'president', players: 4, seed: 'give-two' })));
    let found = false;
    for (let n = 0; n < 20_000 && !found; n++) {
      if (m.results.length === m.round) {
        const d = dealNext(m);
        if (!d.ok) break;
        m = resolveChance(d.value);
        continue;
      }
      const seat = m.game.toAct(m.state)[0] as number;
      const legal = m.game.legalActions(m.state, seat) as (Action & { cards?: string[] })[];
      if (seat === 0 && legal[0]?.type === 'give' && legal[0].cards?.length === 2) found = true;
      else m = resolveChance(must(act(m, seat, legal[legal.length - 1] as unknown as Json)));
    }
    expect(found).toBe(true);
    const file = join(dir, 'give-two.json');
    writeFileSync(file, JSON.stringify(writeRecord(m)));
    const r = await converse(['play', '--resume', file], PROMPT, (_, n) => (n === 1 ? '1' : null));
    expect(r.out).toMatch(/Your turn/);
    const screens = r.out.split('Your move> ');
    const first = lastScreen(`${screens[0] ?? ''}Your move> `);
    expect(first.length).toBeLessThanOrEqual(24);
    expect(first.join('\n')).toMatch(/Your hand: /);
    expect(first.join('\n')).toMatch(/give/);
    const opened = (screens[1] ?? '').split('\n');
    expect(opened.length).toBeLessThanOrEqual(12);
    expect(opened.join('\n')).toMatch(/ 0\) back/);
  });

  it('writes no escape codes to a pipe or with NO_COLOR, and colours when forced', () => {
    const plain = kortbord(['play', 'vri-atter', '--seed', 'colour'], ones(20));
    expect(plain.stdout).not.toContain('\x1b[');
    const forced = kortbord(['play', 'vri-atter', '--seed', 'colour'], ones(20), { FORCE_COLOR: '1' });
    // eslint-disable-next-line no-control-regex -- red is what this looks for
    expect(forced.stdout).toMatch(/\x1b\[31m[0-9JQKA]+[♥♦]/);
    expect(forced.stdout).toContain('\x1b[1;36m');
    const no = kortbord(['play', 'vri-atter', '--seed', 'colour'], ones(20), {
      FORCE_COLOR: '1',
      NO_COLOR: '1',
    });
    expect(no.stdout).not.toContain('\x1b[');
  });

  it('leaves cleanly at the end of input and on q', () => {
    for (const input of ['', 'q\n']) {
      const r = kortbord(
        ['play', 'tuffa-viktor', '--seed', 'play-5', '--players', '3', '--level', 'hard'],
        input,
      );
      expect(r.status).toBe(0);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/You left the table\./);
    }
  });

  it('records as it goes: Ctrl-C keeps a record that replays, and --resume continues it', async () => {
    const file = join(dir, 'viggo.json');
    const first = await converse(['play', 'viggo', '--seed', 'rec', '--record', file], PROMPT, (_, n) =>
      n < 4 ? '1' : 'SIGINT',
    );
    expect(first.code).toBe(130);
    expect(first.out).toMatch(/You left the table\./);
    expect(first.out).toContain(`continue with: kortbord play --resume ${file}`);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { moves: unknown[] };
    expect(saved.moves.length).toBeGreaterThanOrEqual(3);
    const check = kortbord(['replay', file]);
    expect(check.status).toBe(0);
    expect((JSON.parse(check.stdout) as { applied: number }).applied).toBe(saved.moves.length);

    const again = await converse(['play', '--resume', file], PROMPT, (_, n) => (n < 3 ? '1' : 'q'));
    expect(again.code).toBe(0);
    expect(again.out).toContain(`Continuing the match from ${file} (${saved.moves.length} moves).`);
    const more = JSON.parse(readFileSync(file, 'utf8')) as { moves: unknown[] };
    expect(more.moves.length).toBeGreaterThan(saved.moves.length);
    expect(more.moves.slice(0, saved.moves.length)).toEqual(saved.moves);
    expect(kortbord(['replay', file]).status).toBe(0);
  });

  it('refuses to resume what is not a record, or a match already over', () => {
    const missing = kortbord(['play', '--resume', join(dir, 'nope.json')]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(
      /cannot read the record .*nope\.json: The file does not exist or cannot be opened\./,
    );
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{ nope');
    const sv = kortbord(['play', '--resume', notJson, '--lang', 'sv']);
    expect(sv.stderr).toMatch(/kan inte läsa spelfilen .*not\.json: Filen är inte JSON\./);
    const badOptions = join(dir, 'bad-options.json');
    writeFileSync(
      badOptions,
      JSON.stringify({ game: 'viggo', players: 3, seed: 'x', options: { targetScore: 0 } }),
    );
    const nb = kortbord(['play', '--resume', badOptions, '--lang', 'nb']);
    expect(nb.stderr).toMatch(/«targetScore» må være et helt tall fra 1 til 500, ikke 0\./);
    expect(nb.stderr).not.toMatch(/Option|allowed/);
    const other = join(dir, 'other.json');
    writeFileSync(
      other,
      JSON.stringify(writeRecord(must(newMatch({ game: 'idiot', players: 3, seed: 'x' })))),
    );
    const wrong = kortbord(['play', 'viggo', '--resume', other]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/the record is Idiot, not Viggo/);
  });

  it('refuses bad arguments, suggesting what was meant', () => {
    expect(kortbord(['play', 'chess']).status).toBe(2);
    const size = kortbord(['play', 'viggo', '--players', '9', '--lang', 'nb']);
    expect(size.status).toBe(2);
    expect(size.stderr).toMatch(/Viggo spilles av 2–4 spillere med disse valgene, ikke 9/);
    const lang = kortbord(['play', 'viggo', '--lang', 'de']);
    expect(lang.status).toBe(2);
    expect(lang.stderr).toMatch(/unknown language "de"/);
    const typo = kortbord(['play', 'presdient']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toMatch(/Did you mean president\?/);
    const level = kortbord(['play', 'viggo', '-l', 'hadr']);
    expect(level.stderr).toMatch(/Did you mean hard\?/);
  });
});
