import { describe, expect, it } from 'vitest';
import { GAP, handLayout, MIN_SHOWN, seatSpots } from '../src/ui/layout';

describe('handLayout', () => {
  it('lays five cards side by side on a wide table', () => {
    expect(handLayout(5, 930, 76)).toEqual({ step: 76 + GAP, perRow: 5, rows: 1 });
  });
  it('overlaps only as much as it must', () => {
    const l = handLayout(13, 600, 76);
    expect(l.rows).toBe(1);
    expect(l.step).toBeLessThan(76);
    expect(76 + l.step * 12).toBeLessThanOrEqual(600);
    expect(76 + (l.step + 1) * 12).toBeGreaterThan(600);
  });
  it('wraps into even rows when the corner index would be hidden', () => {
    const l = handLayout(20, 360, 60);
    expect(l.rows).toBe(2);
    expect(l.perRow).toBe(10);
    expect(l.step).toBeGreaterThanOrEqual(60 * MIN_SHOWN);
    expect(60 + l.step * (l.perRow - 1)).toBeLessThanOrEqual(360);
  });
  it('handles no cards, one card and an unmeasured width', () => {
    expect(handLayout(0, 300, 60).rows).toBe(0);
    expect(handLayout(1, 300, 60)).toEqual({ step: 66, perRow: 1, rows: 1 });
    expect(handLayout(8, 0, 60).rows).toBe(1);
  });
});

describe('seatSpots', () => {
  it('puts the next seat on the left, the previous on the right, the rest across', () => {
    expect(seatSpots([1]).map((s) => s.spot)).toEqual(['across']);
    expect(seatSpots([1, 2]).map((s) => s.spot)).toEqual(['left', 'right']);
    expect(seatSpots([1, 2, 3, 4, 5]).map((s) => s.spot)).toEqual([
      'left',
      'across',
      'across',
      'across',
      'right',
    ]);
  });
});
