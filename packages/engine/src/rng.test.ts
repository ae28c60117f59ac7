import { describe, expect, it } from 'vitest';
import { rngFromSeed, rngFromState, seedState } from './rng';

describe('seeded random source', () => {
  it('gives the same numbers for the same seed, and others for another', () => {
    const a = rngFromSeed('table-1');
    const b = rngFromSeed('table-1');
    const c = rngFromSeed('table-2');
    const xs = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.int(1000))).not.toEqual(xs);
  });

  it('resumes exactly from its plain-data state', () => {
    const a = rngFromSeed(42);
    a.int(10);
    const state = a.state();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    const b = rngFromState(state);
    expect(Array.from({ length: 10 }, () => b.int(52))).toEqual(Array.from({ length: 10 }, () => a.int(52)));
  });

  it('shuffles to a permutation and deals every position', () => {
    const rng = rngFromSeed('shuffle');
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const xs = rng.shuffle([0, 1, 2, 3, 4, 5]);
      expect(xs.slice().sort()).toEqual([0, 1, 2, 3, 4, 5]);
      seen.add(xs[0] as number);
    }
    expect(seen.size).toBe(6);
  });

  it('turns a seed text into a full 128-bit state, so deals cannot be searched from a 32-bit seed', () => {
    expect(seedState('example-1')).toEqual(seedState('example-1'));
    expect(seedState('example-1')).not.toEqual(seedState('example-2'));
    expect(seedState('example-1')).toHaveLength(4);
    // Seeds that agree in their first 32-bit hash still differ in the other words.
    const words = new Set(Array.from({ length: 2000 }, (_, i) => seedState(`s${i}`).join(',')));
    expect(words.size).toBe(2000);
    expect(seedState(7)).toEqual(seedState('7'));
  });
});
