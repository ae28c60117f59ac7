import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { program, root } from './kortbord';

const examples = join(root, 'examples');
const dir = mkdtempSync(join(tmpdir(), 'kortbord-replay-'));

interface Report {
  ok: boolean;
  applied: number;
  error: { index: number | null; code: string; message: string } | null;
  state: Record<string, unknown> | null;
  legal: Record<string, unknown[]>;
}

function run(args: string[], input?: string): { status: number | null; out: Report; stderr: string } {
  const p = spawnSync(process.execPath, [program(), 'replay', ...args], {
    input,
    encoding: 'utf8',
    cwd: root,
  });
  return { status: p.status, out: JSON.parse(p.stdout) as Report, stderr: p.stderr };
}

function file(name: string, doc: unknown): string {
  const f = join(dir, name);
  writeFileSync(f, typeof doc === 'string' ? doc : JSON.stringify(doc));
  return f;
}

// The first trick of a seeded bot game (scripts/examples.ts): it ends with the table cleared.
const FIRST_TRICK = join(examples, 'viggo-first-trick.json');
type Move = { seat: number; action: { type: string; cards?: string[] } };
const viggo = JSON.parse(readFileSync(FIRST_TRICK, 'utf8')) as {
  deal: { hands: string[][] };
  moves: Move[];
};
const withMoves = (moves: unknown[]) => ({ ...viggo, moves });
const played = new Set(viggo.moves.flatMap((m) => m.action.cards ?? []));
/** The seat that made the last play: it leads once everyone else has passed. */
const lastPlayer = viggo.moves.filter((m) => m.action.type === 'play').at(-1)?.seat;

describe('kortbord replay, run as a player runs it', () => {
  const COMMON = ['game', 'players', 'round', 'phase', 'toAct', 'over', 'placings', 'scores', 'seats'];

  for (const name of readdirSync(examples).filter((f) => f.endsWith('.json'))) {
    it(`accepts the example ${name} with every common state field`, () => {
      const { status, out } = run([join(examples, name)]);
      expect(out.error).toBeNull();
      expect(status).toBe(0);
      expect(out.ok).toBe(true);
      for (const k of COMMON) expect(out.state).toHaveProperty(k);
    });
  }

  it('replays the Viggo example to the position after the last move', () => {
    const { out } = run([FIRST_TRICK]);
    expect(out.applied).toBe(viggo.moves.length);
    // The others passed on the last play: the trick is over and its player leads.
    expect(viggo.moves.at(-1)?.action.type).toBe('pass');
    expect(out.state?.['toAct']).toEqual([lastPlayer]);
    expect(out.state?.['table']).toBeNull();
    expect(Object.keys(out.legal)).toEqual([String(lastPlayer)]);
  });

  it('reads the record from standard input with -', () => {
    const { status, out } = run(['-'], JSON.stringify(viggo));
    expect(status).toBe(0);
    expect(out.applied).toBe(viggo.moves.length);
  });

  it('with --seat (counted from 1, as the table) shows that seat its own hand and only counts of the others', () => {
    const { out } = run(['--seat', '3', FIRST_TRICK]);
    const seats = out.state?.['seats'] as Record<string, unknown>[];
    expect(seats[2]).toHaveProperty('hand');
    for (const i of [0, 1, 3]) {
      expect(seats[i]).not.toHaveProperty('hand');
      expect(seats[i]).toHaveProperty('handCount');
    }
    const text = JSON.stringify(out);
    for (const i of [0, 1, 3])
      for (const card of viggo.deal.hands[i] ?? [])
        if (!played.has(card)) expect(text).not.toContain(`"${card}"`);
  });

  it('--seat counts from 1: seat 0 and seat 5 of four are refused in those words', () => {
    const zero = run(['--seat', '0', FIRST_TRICK]);
    expect(zero.status).toBe(2);
    expect(zero.out.error?.message).toMatch(/from 1/);
    const five = run(['--seat', '5', FIRST_TRICK]);
    expect(five.status).toBe(2);
    expect(five.out.error?.message).toBe('--seat 5: this table has seats 1 to 4.');
    const one = run(['--seat', '1', FIRST_TRICK]);
    expect((one.out.state?.['seats'] as Record<string, unknown>[])[0]).toHaveProperty('hand');
  });

  it('exits 2 with malformed on broken JSON, without a stack trace', () => {
    const { status, out, stderr } = run([file('broken.json', '{"game": "viggo", ')]);
    expect(status).toBe(2);
    expect(out.error).toMatchObject({ index: null, code: 'malformed' });
    expect(out.error?.message).toMatch(/not valid JSON/);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('exits 2 on a file that is not a record, and on a missing file', () => {
    expect(run([file('list.json', [1, 2])]).status).toBe(2);
    const missing = run([join(dir, 'nope.json')]);
    expect(missing.status).toBe(2);
    expect(missing.out.error?.message).toMatch(/no file/);
  });

  it('refuses an unknown game', () => {
    const { status, out } = run([file('g.json', { ...viggo, game: 'poker' })]);
    expect(status).not.toBe(0);
    expect(out.error).toMatchObject({ index: null, code: 'malformed' });
    expect(out.error?.message).toContain('poker');
  });

  it('refuses an unknown card as malformed, at its index', () => {
    const { status, out } = run([
      file('c.json', withMoves([{ seat: 0, action: { type: 'play', cards: ['1C'] } }])),
    ]);
    expect(status).toBe(1);
    expect(out.error).toMatchObject({ index: 0, code: 'malformed' });
    expect(out.error?.message).toContain('1C');
    expect(out.applied).toBe(0);
  });

  it('refuses a card the seat does not hold as malformed', () => {
    const card = viggo.deal.hands[3]?.[0] as string; // seat 3's
    const { out } = run([file('h.json', withMoves([{ seat: 0, action: { type: 'play', cards: [card] } }]))]);
    expect(out.error).toMatchObject({ index: 0, code: 'malformed' });
    expect(out.error?.message).toContain(card);
  });

  it('refuses a move out of turn with not-your-turn, and describes the position before it', () => {
    const moves = [viggo.moves[0], { seat: 3, action: { type: 'pass' } }];
    const { status, out } = run([file('t.json', withMoves(moves))]);
    expect(status).toBe(1);
    expect(out.error).toMatchObject({ index: 1, code: 'not-your-turn' });
    expect(out.applied).toBe(1);
    expect(out.state?.['toAct']).toEqual([1]);
    expect(Object.keys(out.legal)).toEqual(['1']);
  });

  it('refuses a rule-breaking move with illegal and a sentence', () => {
    // Seat 1 answers the lead with cards of its own that the rules do not let beat it.
    const lead = viggo.moves[0] as Move;
    expect(lead.seat).toBe(0);
    const legal = run([file('lead.json', withMoves([lead]))]).out.legal['1'] ?? [];
    const key = (cards: readonly string[]) => [...cards].sort().join(' ');
    const legalKeys = new Set(legal.map((a) => key((a as { cards?: string[] }).cards ?? [])));
    const hand = viggo.deal.hands[1] ?? [];
    const tries = [...hand.map((c) => [c]), ...hand.flatMap((a, i) => hand.slice(i + 1).map((b) => [a, b]))];
    const cards = tries.find((t) => !legalKeys.has(key(t)));
    if (!cards) throw new Error('every play of seat 1 is legal');
    const moves = [lead, { seat: 1, action: { type: 'play', cards } }];
    const { status, out } = run([file('i.json', withMoves(moves))]);
    expect(status).toBe(1);
    expect(out.error).toMatchObject({ index: 1, code: 'illegal' });
    expect(out.error?.message.length).toBeGreaterThan(10);
  });

  it('refuses a deal that is not a full deck with bad-deal', () => {
    const hands = viggo.deal.hands.map((h) => h.slice());
    (hands[0] as string[])[0] = (hands[1] as string[])[0] as string;
    const { status, out } = run([file('d.json', { ...viggo, deal: { hands }, moves: [] })]);
    expect(status).toBe(1);
    expect(out.error).toMatchObject({ index: null, code: 'bad-deal' });
  });

  it('refuses an unknown option, naming it', () => {
    const { out } = run([file('o.json', { ...viggo, options: { passIsFnial: true } })]);
    expect(out.error?.code).toBe('malformed');
    expect(out.error?.message).toContain('passIsFnial');
  });
});
