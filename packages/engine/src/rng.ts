import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
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

/**
 * The generator's full 128-bit state from a seed's text: four independent 32-bit mixes (cyrb128).
 * A 32-bit seed would leave only 2^32 possible deals, few enough for a player to search from their
 * own hand; the server's seeds carry 128 bits and keep them all.
 */
export function seedState(seed: string | number): number[] {
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  // xoroshiro128+ must not start from all zeros.
  if ((h1 | h2 | h3 | h4) === 0) h4 = 1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}

export const rngFromSeed = (seed: string | number): Rng =>
  new PureRng(xoroshiro128plusFromState(seedState(seed)));
export const rngFromState = (state: readonly number[]): Rng => new PureRng(xoroshiro128plusFromState(state));
