/**
 * Issue 33's history in Chromium against the real server: Kari makes her name a profile, plays a
 * match of Idiot against two bots to its end by clicking her cards, sees her rating beside her name
 * at the table, and finds the match on /history (opened from the front page's link) with its places,
 * her rating after it, the statistics with the chart, and the leaderboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTable,
  hasChromium,
  newPage,
  openPage,
  playRound,
  screenshot,
  startHarness,
  type Harness,
} from './e2e/harness';

describe.skipIf(!hasChromium)('my matches and my rating (issue 33)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ botDelayMs: [0, 5] });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a finished match as a profile shows on the history page with its rating', async () => {
    const { context, page } = await newPage(h);
    try {
      await openPage(page, h.url);
      await page.locator('[data-testid=profile-name]').fill('Kari');
      await page.locator('[data-testid=profile-make]').click();
      await expect.poll(() => page.locator('[data-testid=profile-me]').textContent()).toBe('Du er Kari');

      await createTable(page, h.url, 'idiot', ['you', 'bot', 'bot'], 'Kari');
      const id = new URL(page.url()).pathname.split('/')[2] ?? '';
      await playRound(page, { untilOver: true });
      // The rating beside her name once the match is rated: the number, provisional ("?").
      const chip = page.locator('[data-testid=table] .seat-box.me [data-testid=rating]');
      await chip.waitFor({ timeout: 20_000 });
      expect(await chip.textContent()).toMatch(/^\d+\?$/);
      expect(await chip.getAttribute('title')).toMatch(/^Rangering \d+, foreløpig$/);
      const shown = (await chip.textContent())?.replace('?', '');
      // It opens her public page: the name and the rating, nothing more.
      const publicPage = (await chip.getAttribute('href')) ?? '';
      expect(publicPage).toMatch(/^\/p\/[A-Za-z0-9_-]+$/);
      await screenshot(page, 'history33-table');

      await openPage(page, h.url);
      await page.locator('[data-testid=history-link]').click();
      await page.waitForURL(/\/history$/);
      const item = page.locator(`[data-testid=history-list] > li[data-table="${id}"]`);
      await item.waitFor();
      expect(await page.locator('[data-testid=history-list] > li').count()).toBe(1);
      expect(await item.locator('.places > li').count()).toBe(3);
      expect(await item.textContent()).toContain('Kari');
      expect(await item.locator('[data-testid=rating-after]').textContent()).toBe(
        ` · rangering etterpå: ${shown}`,
      );
      expect(await item.locator('[data-testid=history-review]').getAttribute('href')).toBe(`/review/${id}/1`);
      const stats = page.locator('[data-testid=stats][data-game=idiot]');
      expect(await stats.locator('[data-testid=rating-value]').textContent()).toBe(
        `Rangering ${shown} (foreløpig)`,
      );
      expect(await stats.locator('[data-testid=rating-chart] circle').count()).toBe(1);
      expect(await page.locator('[data-testid=leaderboard][data-game=idiot] tr.me').textContent()).toContain(
        'Kari (deg)',
      );
      await page.goto(h.url + publicPage);
      await expect.poll(() => page.locator('main').textContent()).toContain('Kari');
      expect(await page.locator('main').textContent()).toContain(shown ?? '-');
      await screenshot(page, 'history33');
    } finally {
      await context.close();
    }
  }, 180_000);
});
