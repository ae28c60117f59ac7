import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LEVELS, mergeStrength, STRENGTH, strengthOf } from '@kortbord/bots';
import { GAME_IDS } from '@kortbord/engine';
import { levelMeaning, shareWords } from '../src/game/strength';
import { LANGS } from '../src/i18n/strings';
import { Front } from '../src/ui/Front';

const viggoHard = (winShare: number) =>
  mergeStrength(
    STRENGTH,
    [
      {
        game: 'viggo',
        level: 'hard',
        against: 'medium',
        rounds: 1200,
        winShare,
        ci: [winShare - 0.03, winShare + 0.03],
        date: '2026-12-01',
        seed: 's',
      },
    ],
    'test',
  );

describe('the level picker says what each level means, in words a family reads', () => {
  it('has words for every level in every language, and a wins line for the levels benched', () => {
    for (const lang of LANGS)
      for (const game of GAME_IDS)
        for (const level of LEVELS) {
          const m = levelMeaning(level, game, lang);
          expect(m.about.length).toBeGreaterThan(10);
          const all = [m.about, m.wins ?? '', m.measured ?? ''].join(' ');
          expect(all).not.toMatch(/level_|share_|vs_|\{|undefined|NaN/);
          expect(m.wins !== null).toBe(strengthOf(game, level) !== null);
          expect(m.measured !== null).toBe(strengthOf(game, level) !== null);
          // The main line has no percentage, no rounds count and no date: those are the tooltip's.
          expect(m.wins ?? '').not.toMatch(/%|\d{3,}|\d{4}-\d\d-\d\d/);
        }
    for (const game of GAME_IDS) expect(strengthOf(game, 'hard')).not.toBeNull();
  });

  it('rounds a win share to a fraction people say, the nearest, never up on a tie', () => {
    expect(shareWords(0.822)).toEqual({ kind: 'about', n: 4, of: 5 });
    expect(shareWords(0.761)).toEqual({ kind: 'about', n: 3, of: 4 });
    expect(shareWords(0.858)).toEqual({ kind: 'about', n: 9, of: 10 });
    expect(shareWords(0.544)).toEqual({ kind: 'half' });
    expect(shareWords(0.391)).toEqual({ kind: 'about', n: 2, of: 5 });
    expect(shareWords(0.35)).toEqual({ kind: 'about', n: 1, of: 3 });
    expect(shareWords(0.2833)).toEqual({ kind: 'about', n: 1, of: 4 });
    expect(shareWords(0.15)).toEqual({ kind: 'about', n: 1, of: 10 });
    expect(shareWords(0.969)).toEqual({ kind: 'almostAll' });
    expect(shareWords(0.03)).toEqual({ kind: 'almostNone' });
  });

  it('reads the bench’s data file: the words follow the measured share, the figures are kept apart', () => {
    const data = viggoHard(0.4128);
    expect(levelMeaning('hard', 'viggo', 'nb', data).wins).toBe(
      'Vinner omtrent 2 av 5 runder mot tre middels roboter (like gode spillere vinner 1 av 4).',
    );
    expect(levelMeaning('hard', 'viggo', 'sv', data).wins).toBe(
      'Vinner ungefär 2 av 5 rundor mot tre robotar på medelnivå (lika bra spelare vinner 1 av 4).',
    );
    expect(levelMeaning('hard', 'viggo', 'en', data).wins).toBe(
      'Wins about 2 in 5 rounds against three medium bots (equal players win 1 in 4).',
    );
    expect(levelMeaning('hard', 'viggo', 'nb', data).measured).toBe(
      'Vinner 41 % av rundene mot tre roboter på nivå middels i Viggo (1200 runder målt 2026-12-01).',
    );
    expect(levelMeaning('hard', 'viggo', 'en', data).measured).toBe(
      'Wins 41% of rounds against three medium bots at Viggo (1200 rounds measured 2026-12-01).',
    );
    expect(levelMeaning('hard', 'viggo', 'sv', data).measured).toContain('mot tre robotar på nivå medel');
    // Another measurement, other words: nothing is fixed to today's numbers.
    expect(levelMeaning('hard', 'viggo', 'nb', viggoHard(0.52)).wins).toMatch(
      /^Vinner omtrent halvparten av rundene/,
    );
    expect(levelMeaning('hard', 'viggo', 'en', viggoHard(0.97)).wins).toMatch(/^Wins almost every round/);
    // The other games' lines are kept.
    expect(strengthOf('president', 'hard', data)).toEqual(strengthOf('president', 'hard'));
  });

  it('says the medium bots’ measured Viggo share as a fraction: 82 % is about 4 in 5', () => {
    const medium = strengthOf('viggo', 'medium');
    expect(medium?.against).toBe('random');
    const s = shareWords(medium?.winShare ?? 0);
    const said = levelMeaning('medium', 'viggo', 'nb').wins;
    expect(said).toContain(s.kind === 'about' ? `omtrent ${s.n} av ${s.of} runder` : 'rundene');
    expect(said).toContain('mot tre roboter som spiller på måfå');
  });

  it('shows on the front page, once per level beside its first bot seat, the words with the figures as a tooltip', () => {
    const html = renderToStaticMarkup(createElement(Front, { onLocal: () => {} }));
    const medium = strengthOf('viggo', 'medium');
    const m = levelMeaning('medium', 'viggo', 'nb');
    const shown = html.match(/data-testid="level-meaning"[^>]*>/g) ?? [];
    // The default table: you and three medium bots; the level's meaning is said once, not three times.
    expect(html.match(/data-testid="seat-row"/g)).toHaveLength(4);
    expect(shown).toHaveLength(1);
    expect(html).toContain(m.about);
    expect(html).toContain(`>${m.wins ?? 'none'}<`);
    // The percentage is the tooltip's, not the line's.
    const pct = `Vinner ${Math.round(100 * (medium?.winShare ?? 0))} %`;
    expect(html).toMatch(new RegExp(`title="${pct}[^"]*" data-testid="level-wins"`));
    expect(html).not.toContain(`>${pct}`);
  });
});
