import { describe, expect, it } from 'vitest';
import type { DailyField } from '@kortbord/protocol';
import { isAppPage, pageSource } from '@kortbord/protocol/pages';
import { chartRows, chartText, earlierDays, resultText, timeUntil } from '../src/game/daily';
import { dailyPath, parseRoute } from '../src/routes';

const field: DailyField = {
  game: 'viggo',
  day: '2026-12-06',
  over: false,
  seedHash: 'ab'.repeat(32),
  seed: null,
  attempts: 6,
  ranking: 'fewest',
  you: { place: 2, score: 9, rank: 3, better: 2, worse: 2, equal: 1, review: '/review/t1/1' },
  practice: null,
  distribution: [
    { place: 1, score: 4, rank: 1, count: 2 },
    { place: 2, score: 9, rank: 3, count: 2 },
    { place: 4, score: 30, rank: 5, count: 2 },
  ],
  groups: [],
  best: null,
};

describe('today’s deal, in plain functions', () => {
  it('counts the time to the next deal in hours and minutes, rounded up', () => {
    const now = Date.UTC(2026, 11, 6, 2, 0, 30);
    expect(timeUntil(Date.UTC(2026, 11, 6, 23, 0), now)).toEqual({ h: 21, m: 0 });
    expect(timeUntil(Date.UTC(2026, 11, 6, 2, 5), now)).toEqual({ h: 0, m: 5 });
    expect(timeUntil(now - 1000, now)).toEqual({ h: 0, m: 0 });
  });

  it('says a result with the game’s unit, or the place alone where the game keeps none', () => {
    expect(resultText('viggo', { place: 2, score: 9 }, 'en')).toBe('place 2 at the table · 9 penalty points');
    expect(resultText('idiot', { place: 4, score: null }, 'nb')).toBe('plass 4 ved bordet');
  });

  it('marks the asker’s row in the chart and says every row in its text', () => {
    const rows = chartRows(field, 'en');
    expect(rows.map((r) => r.you)).toEqual([false, true, false]);
    expect(rows.map((r) => r.count)).toEqual([2, 2, 2]);
    expect(chartText(rows, 6, 'en')).toBe(
      'The results of all 6, best first: place 1 at the table · 4 penalty points: 2; ' +
        'place 2 at the table · 9 penalty points: 2 (you); place 4 at the table · 30 penalty points: 2',
    );
    expect(chartRows({ ...field, you: null }, 'en').some((r) => r.you)).toBe(false);
  });

  it('lists the days before a day, across a month', () => {
    expect(earlierDays('2026-03-02', 3)).toEqual(['2026-03-01', '2026-02-28', '2026-02-27']);
  });

  it('has an address per game and day, served as a page of its own chunk', () => {
    expect(dailyPath('vri-atter', '2026-12-06')).toBe('/daily/vri-atter/2026-12-06');
    expect(parseRoute('/daily/vri-atter/2026-12-06', '')).toEqual({
      name: 'daily',
      game: 'vri-atter',
      day: '2026-12-06',
    });
    expect(parseRoute('/daily/chess/2026-12-06', '')).toEqual({ name: 'home' });
    expect(parseRoute('/daily/idiot/6-12-2026', '')).toEqual({ name: 'home' });
    expect(isAppPage('/daily/idiot/2026-12-06')).toBe(true);
    expect(pageSource('/daily/idiot/2026-12-06')).toBe('src/ui/DailyPage.tsx');
  });
});
