import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCardCode, type Card } from '../../cards';
import type { RoundSetup } from '../../game';
import { replay } from '../../record';
import { rngFromSeed } from '../../rng';
import { checkProperties } from '../../testing/properties';
import { games } from '../../testing/long-run';
import { loadCases, runCase } from '../../testing/record-cases';
import { byOrder, classify } from './combo';
import { viggo, type ViggoOptions, type ViggoState } from './index';

describe('viggo rule records', () => {
  for (const c of loadCases(new URL('./records', import.meta.url).pathname))
    it(`${c.file}: ${c.ruling}`, () => {
      expect(runCase(c)).toEqual([]);
    });
});

describe('viggo example records', () => {
  for (const name of ['viggo.json', 'viggo-first-trick.json', 'viggo-draft.json'])
    it(`${name} replays ok`, () => {
      const doc: unknown = JSON.parse(
        readFileSync(new URL(`../../../../../examples/${name}`, import.meta.url), 'utf8'),
      );
      const out = replay(doc);
      expect(out.error).toBeNull();
      expect(out.ok).toBe(true);
    });
});

const cards = (codes: string): Card[] => codes.split(' ').map((c) => parseCardCode(c) as Card);
const OPTIONS: ViggoOptions = { passIsFinal: false, targetScore: 53 };
const setupFor = (players: number): RoundSetup<ViggoOptions> => ({
  players,
  options: OPTIONS,
  dealer: players - 1,
  round: 1,
  previous: null,
  scores: new Array<number>(players).fill(0),
});

/** A 4-player round where seat 0 holds exactly `hand`, given in hand order; the rest go to the others. */
function withHand(hand: string): ViggoState {
  const s = viggo.setup(setupFor(4), viggo.randomDeal(setupFor(4), rngFromSeed('fill')));
  const mine = cards(hand);
  expect(mine.slice().sort(byOrder)).toEqual(mine);
  const others = s.hands.flat().filter((c) => !mine.includes(c));
  return { ...s, hands: [mine, others.slice(0, 13), others.slice(13, 26), others.slice(26)], aside: [] };
}

const keys = (s: ViggoState, seat: number): string[] => viggo.legalActions(s, seat).map(viggo.actionKey);

describe('viggo combinations', () => {
  it('ranks 4 lowest and 3 highest, with 3C above the other threes', () => {
    const strengths = '4H 5H 6H 7H 8H 9H TH JH QH KH AH 2H 3H 3C'
      .split(' ')
      .map((c) => classify(cards(c))?.strength ?? -1);
    for (let i = 1; i < strengths.length; i++)
      expect(strengths[i]).toBeGreaterThan(strengths[i - 1] as number);
  });

  it('knows sequences only of five consecutive ranks, without wrap-around', () => {
    expect(classify(cards('4C 5D 6H 7S 8C'))?.kind).toBe('sequence');
    expect(classify(cards('QC KD AH 2S 3D'))?.kind).toBe('sequence');
    expect(classify(cards('KD AH 2S 3D 4C'))).toBeNull();
    expect(classify(cards('4C 5D 6H 7S 9C'))).toBeNull();
    expect(classify(cards('4C 4D 6H 7S 8C'))).toBeNull();
  });

  it('leads every combination with every suit choice', () => {
    const s = withHand('4C 5C 6C 7C 7D 7H 8C');
    const leads = keys(s, 0);
    expect(leads.filter((k) => k.split(' ').length === 2)).toHaveLength(7); // singles
    expect(leads.filter((k) => k.split(' ').length === 3)).toHaveLength(3); // pairs of 7s
    expect(leads.filter((k) => k.split(' ').length === 4)).toHaveLength(1); // three 7s
    expect(leads.filter((k) => k.split(' ').length === 6)).toEqual([
      'play 4C 5C 6C 7C 8C',
      'play 4C 5C 6C 7D 8C',
      'play 4C 5C 6C 7H 8C',
    ]);
    expect(leads).not.toContain('pass');
  });

  it('follows only with higher plays of the same kind, and pass first', () => {
    const s = { ...withHand('AS 2C 2D 3C 3H'), table: cards('3D 3S'), tableBy: 3 };
    expect(keys(s, 0)).toEqual(['pass', 'play 3C 3H']);
    expect(keys({ ...s, table: cards('AC AD') }, 0)).toEqual(['pass', 'play 2C 2D', 'play 3C 3H']);
    expect(keys({ ...s, table: cards('3D') }, 0)).toEqual(['pass', 'play 3C']);
  });
});

describe('viggo actions', () => {
  const s = withHand('5C 5D 7H');
  it('keys plays by their cards whatever the order listed', () => {
    expect(viggo.actionKey({ type: 'play', cards: ['5D', '5C'] })).toBe(
      viggo.actionKey({ type: 'play', cards: ['5C', '5D'] }),
    );
  });
  it('refuses as malformed only bad shapes, unknown cards and cards not held', () => {
    const code = (raw: unknown) => {
      const r = viggo.parseAction(raw, s, 0);
      return r.ok ? 'ok' : `${r.code}: ${r.message}`;
    };
    expect(code({ type: 'play', cards: ['5C', '5D'] })).toBe('ok');
    expect(code({ type: 'play', cards: ['5C', '7H'] })).toBe('ok'); // no combination, but that is illegal
    expect(code({ type: 'play', cards: [] })).toBe('ok');
    expect(code({ type: 'play', cards: ['9S'] })).toMatch(/^malformed: .*9S/);
    expect(code({ type: 'play', cards: ['5C', '5C'] })).toMatch(/^malformed: .*5C/);
    expect(code({ type: 'play', cards: 'five' })).toMatch(/^malformed/);
    expect(code({ type: 'play', cards: ['ZZ'] })).toMatch(/^malformed: .*ZZ/);
    expect(code({ type: 'take', card: 7 })).toMatch(/^malformed/);
    expect(code({ type: 'bid' })).toMatch(/^malformed/);
    expect(code('pass')).toMatch(/^malformed/);
  });
  it('explains an empty play', () => {
    expect(viggo.explain(s, 0, { type: 'play', cards: [] })).toEqual({ code: 'at-least-one' });
  });
});

describe('viggo views', () => {
  const setup = setupFor(2);
  const start = viggo.setup(setup, viggo.randomDeal(setup, rngFromSeed('draft')));
  const afterTwo = viggo.apply(viggo.apply(start, 0, { type: 'take', card: '2C' }), 1, { type: 'reject' });
  it('shows the drafter its shown card and nobody else', () => {
    const top = viggo.fullView(afterTwo)['shown'];
    expect(viggo.view(afterTwo, 0).shown).toEqual(top);
    expect(viggo.view(afterTwo, 1).shown).toEqual([]);
    expect(viggo.view(afterTwo, null).shown).toEqual([]);
    expect(viggo.view(afterTwo, null).seats.every((x) => !('hand' in x) && !('seen' in x))).toBe(true);
  });
  it('keeps what a drafter saw through determinize', () => {
    for (let i = 0; i < 20; i++) {
      const v = viggo.view(afterTwo, 1);
      const again = viggo.determinize(v, 1, rngFromSeed(`d${i}`));
      expect(viggo.view(again, 1)).toEqual(v);
      expect(again.seen[1]).toEqual(afterTwo.seen[1]);
    }
  });
});

// 200 matches each with KORTBORD_LONG=1, an eighth by default (testing/long-run.ts).
const RUNS: { players: number; options: unknown; games: number }[] = [];
for (const players of [2, 3, 4])
  for (const options of [
    {},
    { passIsFinal: true },
    { preset: 'viggo', targetScore: 12 },
    { preset: 'pass-is-final', targetScore: 25 },
  ])
    RUNS.push({ players, options, games: games(200) });

describe('viggo properties', () => {
  for (const r of RUNS)
    it(`${r.players} players, ${JSON.stringify(r.options)}: ${r.games} random matches`, () => {
      const out = checkProperties({ game: 'viggo', ...r, maxRounds: 3, viewEvery: 10 });
      expect(out.games).toBe(r.games);
      expect(out.rounds).toBeGreaterThanOrEqual(r.games);
    });
});
