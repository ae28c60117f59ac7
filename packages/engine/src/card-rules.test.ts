import { describe, expect, it } from 'vitest';
import { CARD_RULES, cardRules } from './card-rules';
import { GAME_IDS } from './game';
import { GAMES } from './registry';
import { textFaults } from './words/text-faults';
import type { Text } from './words/lang';

const checkText = (where: string, t: Text | undefined): void => expect(textFaults(t), where).toEqual([]);

/** The rules page's cards, from each game's folder (issue 32). */
describe('card rules', () => {
  for (const id of GAME_IDS)
    it(`${id}: what each card does, in nb, sv and en, under the game's own options`, () => {
      const options = Object.keys(GAMES[id].options);
      expect(CARD_RULES[id].length).toBeGreaterThan(0);
      for (const [i, r] of CARD_RULES[id].entries()) {
        checkText(`${id} card ${i} what`, r.what);
        checkText(`${id} card ${i} does`, r.does);
        checkText(`${id} card ${i} example`, r.example);
        if (r.when) expect(options, `${id} card ${i} when`).toContain(r.when.option);
      }
    });

  it('lists only the rules in force at the table', () => {
    const what = (options: Record<string, unknown>) => cardRules('hjerterfri', options).map((r) => r.what.en);
    expect(what({ moon: 'others', jackOfDiamonds: false })).toEqual([
      'Hearts',
      'The queen of spades',
      'The two of clubs',
      'Shooting the moon',
    ]);
    expect(what({ moon: 'none', jackOfDiamonds: true })).toEqual([
      'Hearts',
      'The queen of spades',
      'The two of clubs',
      'The jack of diamonds',
    ]);
  });
});
