import { describe, expect, it } from 'vitest';
import { cardCode, frenchDeck, parseCardCode, rankOf, suitOf, RANK, SUIT } from './cards';
import { combinations, sameMultiset, without } from './multiset';

describe('card codes', () => {
  it('round-trips all 52 codes', () => {
    const codes = frenchDeck().map(cardCode);
    expect(new Set(codes).size).toBe(52);
    for (const c of frenchDeck()) expect(parseCardCode(cardCode(c))).toBe(c);
    expect(cardCode(parseCardCode('3C') as number)).toBe('3C');
    expect(rankOf(parseCardCode('TD') as number)).toBe(RANK.TEN);
    expect(suitOf(parseCardCode('TD') as number)).toBe(SUIT.D);
  });
  it('refuses unknown codes', () => {
    for (const bad of ['1C', '10D', 'tc', 'XX', '', 3, null]) expect(parseCardCode(bad)).toBeUndefined();
  });
});

describe('multisets', () => {
  it('removes one occurrence per card and notices what is missing', () => {
    expect(without([1, 2, 2, 3], [2, 3])).toEqual([1, 2]);
    expect(without([1, 2], [2, 2])).toBeNull();
    expect(sameMultiset([1, 2, 2], [2, 1, 2])).toBe(true);
    expect(sameMultiset([1, 2, 2], [2, 1, 1])).toBe(false);
  });
  it('lists combinations', () => {
    expect(combinations([1, 2, 3, 4], 2)).toHaveLength(6);
    expect(combinations([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
  });
});
