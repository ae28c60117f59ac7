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

describe.skipIf(!hasChromium)('the coach after a round of a running match, in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('at round-over of a Vri åtter match against a bot, "Trener: runde 1" shows the player’s own marks', async () => {
    const { context, page } = await newPage(h, { viewport: { width: 1280, height: 900 } });
    try {
      await createTable(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari', { scoring: true, rounds: '2' });
      await playRound(page);
      const ask = page.locator('[data-testid=coach-round]');
      await expect.poll(() => ask.textContent()).toBe('Trener: runde 1');
      await ask.click();
      await page.locator('[data-testid=coach-done]').waitFor({ timeout: 120_000 });
      const lines = page.locator('[data-testid=coach-lines] li');
      if ((await lines.count()) > 0) {
        const text = (await lines.first().textContent()) ?? '';
        // Worded as the review's coach, no program identifiers, no card codes.
        expect(text).toMatch(
          /^Runde \d+, din \d+\. tur: (kunne vært bedre|feil|stor feil)\. Spilte: .+ \((vant \d+ av \d+ prøvespill|i snitt \d+ av 100 i \d+ prøvespill)\)\. Bedre: .+ \((vant \d+ av \d+ prøvespill|i snitt \d+ av 100 i \d+ prøvespill)\)(\. .+)?$/,
        );
        // The reason in card terms, where the search found one, follows as its own sentence.
        const why = lines.first().locator('[data-testid=coach-why]');
        if ((await why.count()) > 0) expect(((await why.textContent()) ?? '').length).toBeGreaterThan(4);
        expect(text).not.toMatch(/"type"|\b[2-9TJQKA][CDHS]\b/);
      } else await page.locator('[data-testid=coach-all-good]').waitFor();
      await screenshot(page, 'coach-round', false);
      // The page asked with the seat's token in a header: the address alone is refused.
      const table = /\/t\/([A-Za-z0-9_-]+)/.exec(page.url())![1]!;
      const bare = await page.evaluate(
        async (p) => (await fetch(p)).status,
        `/api/tables/${table}/matches/1/coach?round=1`,
      );
      expect(bare).toBe(403);
    } finally {
      await context.close();
    }
  }, 240_000);
});
