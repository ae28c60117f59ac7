import { describe, expect, it } from 'vitest';
import { addLack, dealByLacks, lackViolations, loseLack, loseUnseen, MAX_LACKS, type Lack } from './lacks';
import { rngFromSeed } from './rng';

/** Kinds 0..12 as "ranks": a set is a mask of kinds. */
const member = (_s: number, ranks: number, c: number): boolean => ((ranks >> c) & 1) === 1;
const bit = (...ks: number[]): number => ks.reduce((m, k) => m | (1 << k), 0);

describe('lacks', () => {
  it('a fact counts the hidden cards held since the one before; a repeat of the newest takes over its cards', () => {
    let ls = addLack([], 0, bit(3), 5);
    expect(ls).toEqual([{ suits: 0, ranks: bit(3), held: 5 }]);
    ls = addLack(ls, 0, bit(3), 6);
    expect(ls).toEqual([{ suits: 0, ranks: bit(3), held: 6 }]);
    ls = addLack(ls, 0, bit(4), 8);
    expect(ls).toEqual([
      { suits: 0, ranks: bit(3), held: 6 },
      { suits: 0, ranks: bit(4), held: 2 },
    ]);
    expect(addLack(ls, 0, bit(5), 0)).toEqual([]);
  });

  it('keeps at most MAX_LACKS facts, merging the oldest into the next', () => {
    let ls: readonly Lack[] = [];
    for (let i = 0; i < MAX_LACKS + 3; i++) ls = addLack(ls, 0, bit(i), i + 1);
    expect(ls.length).toBe(MAX_LACKS);
    expect(ls.reduce((n, l) => n + l.held, 0)).toBe(MAX_LACKS + 3);
  });

  it('a card laid comes off the oldest cards it can be; one the facts rule out breaks them', () => {
    // Held 3 when it lacked kind 1; then 2 more came, then it lacked kind 2 (holding 5).
    const ls = addLack(addLack([], 0, bit(1), 3), 0, bit(2), 5);
    // Kind 0 can be any of them: off the oldest.
    expect(loseLack(ls, 0, 5, member)).toEqual([
      { suits: 0, ranks: bit(1), held: 2 },
      { suits: 0, ranks: bit(2), held: 2 },
    ]);
    // Kind 1 came after the first fact: off the second tranche.
    expect(loseLack(ls, 1, 5, member)).toEqual([
      { suits: 0, ranks: bit(1), held: 3 },
      { suits: 0, ranks: bit(2), held: 1 },
    ]);
    // Kind 2 was held at the last fact, which said it was not: that fact goes.
    expect(loseLack(ls, 2, 5, member)).toEqual([{ suits: 0, ranks: bit(1), held: 3 }]);
    // With cards newer than every fact, kind 2 is one of those.
    expect(loseLack(ls, 2, 6, member)).toBe(ls);
  });

  it('an unseen loss comes off the oldest cards', () => {
    const ls = addLack(addLack([], 0, bit(1), 1), 0, bit(2), 4);
    expect(loseUnseen(ls)).toEqual([{ suits: 0, ranks: bit(2), held: 3 }]);
  });

  it('counts how many cards of a hand must break a fact', () => {
    const ls = addLack(addLack([], 0, bit(1), 2), 0, bit(2), 3);
    // Two cards held since it lacked kind 1, one more since it lacked kind 2.
    expect(lackViolations(ls, [0, 0, 5], member)).toBe(0);
    expect(lackViolations(ls, [0, 1, 5], member)).toBe(0);
    expect(lackViolations(ls, [0, 1, 1], member)).toBe(1);
    expect(lackViolations(ls, [2, 2, 5], member)).toBe(2);
    expect(lackViolations(ls, [2, 0, 0], member)).toBe(1);
    expect(lackViolations(ls, [2, 0, 0, 4], member)).toBe(0);
  });

  it('deals the oldest tranches first among the cards they may be, and falls back when none fit', () => {
    const rng = rngFromSeed('lacks-deal');
    const ls = addLack([], 0, bit(1, 2), 2);
    for (let i = 0; i < 50; i++) {
      const pool = rng.shuffle([1, 1, 2, 3, 4, 1]);
      const got = dealByLacks(ls, 3, pool, member);
      expect(got.length).toBe(3);
      expect(lackViolations(ls, got, member)).toBe(0);
      expect(pool.length).toBe(3);
    }
    const pool = [1, 2, 1];
    expect(dealByLacks(ls, 2, pool, member).length).toBe(2);
  });
});
