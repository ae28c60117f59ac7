import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTable,
  hasChromium,
  newPage,
  playRound,
  screenshot,
  startHarness,
  type Harness,
} from './e2e/harness';

describe.skipIf(!hasChromium)('the coach in the review, in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('a finished Vri åtter round against a bot: the coach marks the player’s decisions on the timeline', async () => {
    const { context, page } = await newPage(h, { viewport: { width: 1280, height: 900 } });
    try {
      await createTable(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
      // One round is the whole match in Vri åtter without scoring.
      await playRound(page, { untilOver: true });
      const table = /\/t\/([A-Za-z0-9_-]+)/.exec(page.url())![1]!;
      await page.locator('[data-testid=review]').click();
      await page.waitForURL(new RegExp(`/review/${table}/1`));
      const coach = page.locator('[data-testid=coach]');
      await expect.poll(() => coach.textContent()).toBe('Trener');
      await coach.click();
      await page.locator('[data-testid=coach-done]').waitFor({ timeout: 120_000 });
      const marks = page.locator('[data-testid=coach-marks] button');
      if ((await marks.count()) > 0) {
        // A mark is named by the round and the seat's own turn, in card players' words, and leads to its move.
        const first = marks.first();
        expect(await first.textContent()).toMatch(
          /^Runde \d+, \d+\. tur for .+: (kunne vært bedre|feil|stor feil)$/,
        );
        const step = Number(await first.getAttribute('data-step'));
        await first.click();
        await expect
          .poll(() => page.locator('[data-testid=review-position]').textContent())
          .toContain(String(step));
        const at = page.locator('[data-testid=coach-at]');
        await expect
          .poll(() => at.textContent())
          .toMatch(
            /^Runde \d+, \d+\. tur for .+: (kunne vært bedre|feil|stor feil)\. Spilte: .+ \((vant \d+ av \d+ prøvespill|i snitt \d+ av 100 i \d+ prøvespill)\)\. Bedre: .+ \((vant \d+ av \d+ prøvespill|i snitt \d+ av 100 i \d+ prøvespill)\)(\. [A-ZÆØÅ].+)?$/,
          );
        expect(await at.textContent()).not.toMatch(/"type"|\b[2-9TJQKA][CDHS]\b/);
      } else {
        await page.locator('[data-testid=coach-all-good]').waitFor();
      }
      await screenshot(page, 'coach-review', false);
      // The marks were kept by the server: another page gets them at once.
      const res = await page.evaluate(
        async (p) => (await fetch(p)).status,
        `/api/tables/${table}/matches/1/coach`,
      );
      expect(res).toBe(200);
    } finally {
      await context.close();
    }
  }, 240_000);
});
