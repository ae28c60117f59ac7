import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LEVELS, mergeStrength, STRENGTH, strengthOf } from '@kortbord/bots';
import { GAME_IDS } from '@kortbord/engine';
import { levelMeaning } from '../src/game/strength';
import { LANGS } from '../src/i18n/strings';
import { Front } from '../src/ui/Front';

describe('the level picker says what each level means, with the measured numbers', () => {
  it('has words for every level in every language, and a measured line for the levels benched', () => {
    for (const lang of LANGS)
      for (const game of GAME_IDS)
        for (const level of LEVELS) {
          const lines = levelMeaning(level, game, lang);
          expect(lines[0]?.length ?? 0).toBeGreaterThan(10);
          expect(lines.join(' ')).not.toMatch(/level_|\{|undefined|NaN/);
          expect(lines).toHaveLength(strengthOf(game, level) ? 2 : 1);
        }
    for (const game of GAME_IDS) expect(strengthOf(game, 'hard')).not.toBeNull();
  });

  it('reads the bench’s data file: the win share, against whom, at which game, over how many rounds', () => {
    const data = mergeStrength(
      STRENGTH,
      [
        {
          game: 'viggo',
          level: 'hard',
          against: 'medium',
          rounds: 1200,
          winShare: 0.4128,
          ci: [0.385, 0.441],
          date: '2026-12-01',
          seed: 's',
        },
      ],
      'test',
    );
    expect(levelMeaning('hard', 'viggo', 'nb', data)[1]).toBe(
      'Vinner 41 % av rundene mot tre roboter på nivå middels i Viggo (1200 runder målt 2026-12-01).',
    );
    expect(levelMeaning('hard', 'viggo', 'en', data)[1]).toBe(
      'Wins 41% of rounds against three medium bots at Viggo (1200 rounds measured 2026-12-01).',
    );
    expect(levelMeaning('hard', 'viggo', 'sv', data)[1]).toContain('mot tre robotar på nivå medel');
    // The other games' lines are kept.
    expect(strengthOf('president', 'hard', data)).toEqual(strengthOf('president', 'hard'));
  });

  it('shows on the front page, once per level beside its first bot seat, what it means with the measured share', () => {
    const html = renderToStaticMarkup(createElement(Front, { onLocal: () => {} }));
    const medium = strengthOf('viggo', 'medium');
    const shown = html.match(/data-testid="level-meaning">([^<]*)</g) ?? [];
    // The default table: you and three medium bots; the level's meaning is said once, not three times.
    expect(html.match(/data-testid="seat-row"/g)).toHaveLength(4);
    expect(shown).toHaveLength(1);
    expect(html).toContain(levelMeaning('medium', 'viggo', 'nb').join(' '));
    expect(html).toContain(`Vinner ${Math.round(100 * (medium?.winShare ?? 0))} %`);
  });
});
