import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/**
 * A seedable random source whose whole state is plain numbers (`state()`), so a match can store it,
 * copy it and resume it exactly. Built on pure-rand's xoroshiro128+.
 */
export interface Rng {
  /** An integer in 0..n-1. */
  int(n: number): number;
  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(xs: T[]): T[];
  /** Plain-data state, for `rngFromState`. */
  state(): number[];
  clone(): Rng;
}

class PureRng implements Rng {
  constructor(private readonly g: JumpableRandomGenerator) {}
  int(n: number): number {
    return n <= 1 ? 0 : uniformInt(this.g, 0, n - 1);
  }
  shuffle<T>(xs: T[]): T[] {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = xs[i] as T;
      xs[i] = xs[j] as T;
      xs[j] = t;
    }
    return xs;
  }
  state(): number[] {
    return [...this.g.getState()];
  }
  clone(): Rng {
    return new PureRng(this.g.clone() as JumpableRandomGenerator);
  }
}

/** FNV-1a, so that a record's text seed ("example-1") names a numeric seed. */
export function seedNumber(seed: string | number): number {
  if (typeof seed === 'number') return seed | 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export const rngFromSeed = (seed: string | number): Rng => new PureRng(xoroshiro128plus(seedNumber(seed)));
export const rngFromState = (state: readonly number[]): Rng => new PureRng(xoroshiro128plusFromState(state));
