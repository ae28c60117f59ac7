/**
 * The review's coach summary and filters (issue 37), in Chromium: a kept Vri åtter record (four
 * seats, every seat judged by the page's own worker) gets a summary per seat whose counts match the
 * marks it lists, a "mistakes only" filter that narrows the list to what the summary counts as
 * mistakes, and the coach beside the board, not above it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, newPage, screenshot, startHarness, WEB_ROOT, type Harness } from './e2e/harness';

const record = JSON.parse(readFileSync(join(WEB_ROOT, '..', '..', 'examples', 'vri-atter.json'), 'utf8'));

describe.skipIf(!hasChromium)('the review’s coach summary', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('counts per seat the marks it lists, filters to mistakes, and sits beside the board', async () => {
    const { context, page } = await newPage(h, { viewport: { width: 1280, height: 900 } });
    try {
      await page.addInitScript((doc) => {
        localStorage.setItem(
          'kortbord.review',
          JSON.stringify({ doc, names: ['Per', 'Pål', 'Espen', 'Kari'] }),
        );
      }, record);
      await page.goto(`${h.url}/review`);
      await page.locator('[data-testid=coach]').click();
      await page.locator('[data-testid=coach-done]').waitFor({ timeout: 120_000 });

      // One summary per judged seat: its decisions are the sum of its mark counts.
      const seats = page.locator('[data-testid=coach-seat]');
      expect(await seats.count()).toBe(4);
      const counts = await seats.evaluateAll((els) =>
        els.map((el) => {
          const of = (k: string) =>
            Number(el.querySelector(`[data-mark=${k}][data-count]`)?.getAttribute('data-count'));
          return {
            text: el.firstElementChild?.textContent ?? '',
            good: of('good'),
            inaccuracy: of('inaccuracy'),
            mistake: of('mistake'),
            blunder: of('blunder'),
          };
        }),
      );
      let worse = 0;
      let mistakes = 0;
      for (const c of counts) {
        const n = Number(/: (\d+) valg$/.exec(c.text)?.[1]);
        expect(n).toBe(c.good + c.inaccuracy + c.mistake + c.blunder);
        worse += c.inaccuracy + c.mistake + c.blunder;
        mistakes += c.mistake + c.blunder;
      }
      expect(counts.map((c) => c.text.split(':')[0])).toEqual(['Per', 'Pål', 'Espen', 'Kari']);
      expect(await page.locator('[data-testid=coach-summary]').textContent()).toMatch(/kunne vært bedre: \d/);
      // The marks listed are those the summary counts as worse than good.
      const listed = page.locator('[data-testid=coach-marks] button');
      expect(worse).toBeGreaterThan(0);
      expect(await listed.count()).toBe(worse);

      // Mistakes only: what remains is what the summary counts as mistakes and big mistakes.
      await page.locator('[data-testid=coach-mistakes]').check();
      if (mistakes > 0) {
        await expect.poll(() => listed.count()).toBe(mistakes);
        for (const m of await listed.evaluateAll((els) => els.map((el) => el.getAttribute('data-mark'))))
          expect(['mistake', 'blunder']).toContain(m);
      } else {
        await page.locator('[data-testid=coach-filtered-none]').waitFor();
        expect(await listed.count()).toBe(0);
      }
      await page.locator('[data-testid=coach-mistakes]').uncheck();
      await expect.poll(() => listed.count()).toBe(worse);

      // A mark opens its position; the coach's column stands to the right of the board, from its top.
      const first = listed.first();
      const step = Number(await first.getAttribute('data-step'));
      await first.click();
      await expect
        .poll(() => page.locator('[data-testid=review-position]').textContent())
        .toContain(String(step));
      await page.locator('[data-testid=coach-at]').waitFor();
      const board = await page.locator('[data-testid=table]').boundingBox();
      const coach = await page.locator('[data-testid=review-coach]').boundingBox();
      if (!board || !coach) throw new Error('no layout');
      expect(coach.x).toBeGreaterThanOrEqual(board.x + board.width - 1);
      expect(coach.y).toBeLessThan(board.y + 40);
      await screenshot(page, 'coach-summary', false);
    } finally {
      await context.close();
    }
  }, 240_000);
});
