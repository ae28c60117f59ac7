import { describe, expect, it } from 'vitest';
import { settleInt } from '../src/game/setup';

describe('a house rule’s number field, when the player leaves it', () => {
  it('keeps a whole number in range as typed', () => {
    expect(settleInt('7', 5, 8, 5)).toEqual({ value: 7, snapped: 'no' });
    expect(settleInt('5', 5, 8, 6)).toEqual({ value: 5, snapped: 'no' });
  });

  it('takes the nearest bound for a number out of range, never the old value', () => {
    expect(settleInt('99', 5, 8, 5)).toEqual({ value: 8, snapped: 'clamped' });
    expect(settleInt('2', 5, 8, 7)).toEqual({ value: 5, snapped: 'clamped' });
    expect(settleInt('-3', 1, 500, 53)).toEqual({ value: 1, snapped: 'clamped' });
  });

  it('rounds a fraction to a whole number in range, and says it changed', () => {
    expect(settleInt('6.4', 5, 8, 5)).toEqual({ value: 6, snapped: 'clamped' });
    expect(settleInt('8.6', 5, 8, 5)).toEqual({ value: 8, snapped: 'clamped' });
  });

  it('keeps the value it had for an empty field, and says so', () => {
    expect(settleInt('', 5, 8, 6)).toEqual({ value: 6, snapped: 'empty' });
    expect(settleInt('  ', 5, 8, 6)).toEqual({ value: 6, snapped: 'empty' });
  });
});
