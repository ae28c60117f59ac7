import { describe, expect, it } from 'vitest';
import { houseRuleTexts } from '../src/game/house-rules';
import { defaultOptions, resolvedOptions } from '../src/game/setup';

describe('a table’s house rules in words', () => {
  it('names only the options that differ from the game’s defaults, from the catalogue', () => {
    expect(houseRuleTexts('viggo', defaultOptions('viggo'), 'nb')).toEqual([]);
    const changed = { ...defaultOptions('viggo'), targetScore: 200 };
    const [nb] = houseRuleTexts('viggo', changed, 'nb');
    const [en] = houseRuleTexts('viggo', changed, 'en');
    expect(nb).toMatch(/200$/);
    expect(en).toMatch(/200$/);
    expect(nb).not.toBe(en);
    expect(nb).not.toMatch(/targetScore/);
  });

  it('names none at a table of the standard rules, in every game', () => {
    for (const game of ['viggo', 'president', 'vri-atter', 'idiot', 'tuffa-viktor'] as const) {
      const texts = houseRuleTexts(game, resolvedOptions(game, null, 4, {}), 'sv');
      expect(texts, game).toEqual([]);
    }
  });
});

describe('a rule switched on', () => {
  it('reads as its name alone', () => {
    const on = { ...defaultOptions('viggo'), passIsFinal: true };
    expect(houseRuleTexts('viggo', on, 'nb')).toEqual(['Pass gjelder stikket']);
    expect(houseRuleTexts('viggo', on, 'en')).toEqual(['A pass is final']);
  });
});
