/**
 * Today's deal (issue 35) in Chromium against the real server: from the front page's panel a guest
 * plays today's deal of Idiot (seat 1 against hard bots) to its end by clicking her cards, goes from
 * the table to the field, sees her place, the chart with its text, the fingerprint and the way to
 * the coach, copies the share text (read back from the clipboard) and finds her place and the run
 * of days on the front page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  newPage,
  openPage,
  playRound,
  screenshot,
  startHarness,
  type Harness,
} from './e2e/harness';

describe.skipIf(!hasChromium)('today’s deal in the browser (issue 35)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ botDelayMs: [0, 5], server: { dailyBotIterations: 40 } });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('plays today’s deal, sees the field and copies the share text', async () => {
    const { context, page } = await newPage(h);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: h.url });
    try {
      await openPage(page, h.url);
      const row = page.locator('[data-testid=daily-game][data-game=idiot]');
      await row.waitFor();
      expect(await page.locator('[data-testid=daily] h2').textContent()).toBe('Dagens giv');
      expect(await page.locator('[data-testid=daily-next]').textContent()).toMatch(
        /^Ny giv om (\d+ t )?\d+ min$/,
      );
      await row.locator('[data-testid=daily-play]').click();
      await page.waitForURL(/\/t\//);
      const table = new URL(page.url()).pathname.split('/')[2] ?? '';
      expect(await page.locator('[data-testid=daily-line]').textContent()).toContain(
        'Dagens giv: alle får de samme kortene i dag.',
      );

      await playRound(page, { untilOver: true, timeoutMs: 240_000 });
      await screenshot(page, 'daily35-table-over');
      // One match a day: no rematch offered, the way on is the field.
      expect(await page.locator('[data-testid=rematch]').count()).toBe(0);
      await page.locator('[data-testid=daily-to-field]').click();
      await page.waitForURL(/\/daily\/idiot\/\d{4}-\d{2}-\d{2}$/);
      const day = new URL(page.url()).pathname.split('/')[3] ?? '';

      const you = page.locator('[data-testid=field-you]');
      await you.waitFor();
      expect(await you.textContent()).toContain('Du er nr. 1 av 1');
      expect(await page.locator('[data-testid=field-better-worse]').textContent()).toBe(
        'Bedre enn deg: 0 · dårligere: 0 · like godt: 0',
      );
      // The chart says in words what it draws; her own bar is marked.
      const chart = page.locator('[data-testid=field-chart]');
      expect(await chart.getAttribute('role')).toBe('img');
      expect(await chart.getAttribute('aria-label')).toMatch(
        /^Resultatene til alle 1, best først: plass \d ved bordet: 1 \(deg\)$/,
      );
      expect(await chart.locator('g[data-you=true]').count()).toBe(1);
      expect(await page.locator('[data-testid=field-hash]').textContent()).toMatch(/[0-9a-f]{64}/);
      // Her own match with the coach's marks, and the best result's play (hers, with no name).
      expect(await page.locator('[data-testid=field-coach]').getAttribute('href')).toBe(`/review/${table}/1`);
      expect(await page.locator('[data-testid=field-best-review]').getAttribute('href')).toBe(
        `/review/${table}/1`,
      );

      const shown = (await page.locator('[data-testid=share-text]').textContent()) ?? '';
      expect(shown).toContain(`🃏 kortbord · Idiot · ${day}\n🏅 Nr. 1 av 1\n`);
      expect(shown).not.toMatch(/[♣♦♥♠]|hjerter|spar|ruter|kløver/);
      await page.locator('[data-testid=share-copy]').click();
      await expect.poll(() => page.locator('[data-testid=share-copied]').textContent()).toBe('Kopiert!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
      await screenshot(page, 'daily35-field');

      // The coach's way: her own match opens for review (the record is hers: she has played the deal).
      await page.locator('[data-testid=field-coach]').click();
      await page.waitForURL(new RegExp(`/review/${table}/1$`));
      await page.locator('[data-testid=review-bar]').waitFor();
      expect(await page.locator('[data-testid=coach]').count()).toBe(1);

      // The front page: her place instead of the button, and the run of days.
      await openPage(page, h.url);
      await row.locator('[data-testid=daily-rank]').waitFor();
      expect(await row.getAttribute('data-status')).toBe('finished');
      expect(await row.locator('[data-testid=daily-rank]').textContent()).toBe('Nr. 1 av 1');
      expect(await page.locator('[data-testid=daily-streak]').textContent()).toBe('Dager på rad: 1');
      await screenshot(page, 'daily35-front');
    } finally {
      await context.close();
    }
  }, 360_000);
});
