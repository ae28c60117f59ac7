import { describe, expect, it } from 'vitest';
import { planAskRematch, planMarkReady, planSeatFlag } from './seat-flags';

describe("a person's marks on their seat", () => {
  it('a rematch ask is kept with the match it follows', () => {
    expect(planAskRematch(1, 3)).toEqual({ seat: 1, set: { readyMatch: 3 } });
  });

  it('"Klar" is kept with the finished round\'s version, for a person only', () => {
    expect(planMarkReady(0, 17)).toEqual({ seat: 0, set: { readyVersion: 17 }, guard: { kind: 'human' } });
  });

  it('away and stand-in change only when they are not so already (so only one node tells of it)', () => {
    expect(planSeatFlag(2, 'away', true)).toEqual({
      seat: 2,
      set: { away: true },
      guard: { kind: 'human', away: false },
    });
    expect(planSeatFlag(2, 'standIn', false)).toEqual({
      seat: 2,
      set: { standIn: false },
      guard: { kind: 'human', standIn: true },
    });
  });
});
