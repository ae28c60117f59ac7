import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../record';
import { checkProperties } from '../../testing/properties';
import { loadCases, runCase } from '../../testing/record-cases';
import { cardCode, suitOf } from '../../cards';
import { isRoundOver, newMatch, resolveChance, toAct } from '../../match';
import { step } from '../../move';
import { defaults } from '../../options';
import { rngFromSeed } from '../../rng';
import { hjerterfri } from './index';
import type { HjerterfriOptions } from './options';
import { handSize, passBy, removedCards } from './rules';
import type { HjerterfriState } from './state';

describe('hjerterfri: rulings as records', () => {
  for (const c of loadCases(new URL('./records', import.meta.url).pathname))
    it(`${c.file}: ${c.ruling}`, () => {
      expect(runCase(c)).toEqual([]);
    });
});

describe('hjerterfri: the example record', () => {
  it('replays ok', () => {
    const path = new URL('../../../../../examples/hjerterfri.json', import.meta.url);
    const out = replay(JSON.parse(readFileSync(path, 'utf8')));
    expect(out.error).toBeNull();
    expect(out.ok).toBe(true);
  });
});

describe('hjerterfri: properties of the Game contract', () => {
  const runs: { players: number; options?: Record<string, unknown>; games: number }[] = [
    { players: 4, games: 6 },
    { players: 3, games: 4 },
    { players: 5, games: 3 },
    { players: 6, games: 3 },
    { players: 4, options: { preset: 'omnibus' }, games: 3 },
    { players: 4, options: { preset: 'no-passing' }, games: 3 },
    { players: 4, options: { passing: 'left', passCount: 1, firstTrickPoints: true }, games: 3 },
    { players: 5, options: { queenBreaksHearts: true, moon: 'minus', targetScore: 30 }, games: 3 },
    { players: 3, options: { moon: 'none', jackOfDiamonds: true, passCount: 4 }, games: 3 },
  ];
  for (const run of runs)
    it(`${run.players} players, ${JSON.stringify(run.options ?? {})}`, () => {
      const r = checkProperties({ game: 'hjerterfri', ...run, maxRounds: 5, viewEvery: 5 });
      expect(r.games).toBe(run.games);
    });
});

describe('hjerterfri: the rulings the records cannot reach in one round', () => {
  const o = (passing: 'cycle' | 'left' | 'none') =>
    ({ ...defaults(hjerterfri.options), passing }) as HjerterfriOptions;

  it('passes left, right, across, none in turn with four players; left, right, none with 3, 5 or 6', () => {
    expect([1, 2, 3, 4, 5].map((r) => passBy(o('cycle'), 4, r))).toEqual([1, 3, 2, 0, 1]);
    expect([1, 2, 3, 4].map((r) => passBy(o('cycle'), 5, r))).toEqual([1, 4, 0, 1]);
    expect([1, 2, 3].map((r) => passBy(o('cycle'), 3, r))).toEqual([1, 2, 0]);
    expect([1, 2, 3].map((r) => passBy(o('left'), 6, r))).toEqual([1, 1, 1]);
    expect(passBy(o('none'), 4, 1)).toBe(0);
  });

  it('sets aside 2D (3), 2D 2S (5), 2D 2S 3D 3S (6): every hand the same size, hearts and QS kept', () => {
    expect(removedCards(3).map(cardCode)).toEqual(['2D']);
    expect(removedCards(4)).toEqual([]);
    expect(removedCards(5).map(cardCode)).toEqual(['2D', '2S']);
    expect(removedCards(6).map(cardCode)).toEqual(['2D', '2S', '3D', '3S']);
    expect([3, 4, 5, 6].map(handSize)).toEqual([17, 13, 10, 8]);
  });

  it('determinize never gives a seat a card of a suit it has shown it lacks', () => {
    const started = newMatch({ game: 'hjerterfri', players: 4, options: { passing: 'none' }, seed: 'voids' });
    if (!started.ok) throw new Error(started.message);
    let m = resolveChance(started.value);
    const rng = rngFromSeed('voids/moves');
    let checked = 0;
    while (!isRoundOver(m)) {
      const seat = toAct(m)[0] as number;
      const legal = m.game.legalActions(m.state, seat);
      const r = step(m, seat, legal[rng.int(legal.length)]);
      if (!r.ok) throw new Error(r.message);
      m = r.value.match;
      if (isRoundOver(m)) break;
      const v = hjerterfri.view(m.state as HjerterfriState, 0);
      for (let k = 0; k < 20; k++) {
        const s = hjerterfri.determinize(v, 0, rng);
        s.hands.forEach((h, i) => {
          for (const c of h) expect((s.voids[i] ?? 0) & (1 << suitOf(c))).toBe(0);
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
