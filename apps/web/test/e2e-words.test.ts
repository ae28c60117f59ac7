import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAME_IDS, type Lang } from '@kortbord/engine';
import { hasChromium, newPage, openPage, setupFront, startHarness, type Harness } from './e2e/harness';
import { PIECES, englishIn, visibleText } from './e2e/english';

/**
 * A Norwegian and a Swedish player meet no English: on the front page with a game's house rules
 * open, and on its rules page, here; through a whole round and its log, in the phone's whole rounds
 * (e2e-page), which play every game in bokmål or Swedish and read every screen.
 */

async function frontTexts(page: Page, url: string, game: string, lang: Lang): Promise<string> {
  await openPage(page, url);
  await page.locator(`[data-lang=${lang}]`).click();
  await page.locator(`.game-tile[data-game=${game}]`).click();
  await page.locator('details.house-rules > summary').click();
  return visibleText(page);
}

/** The game's rules page, in the language chosen on the front page. */
async function rulesTexts(page: Page, url: string, game: string): Promise<string> {
  await page.goto(`${url}/regler/${game}`);
  await page.locator('[data-testid=card-rules]').waitFor({ timeout: 10_000 });
  return visibleText(page);
}

describe.skipIf(!hasChromium)('a Norwegian and a Swedish player meet no English', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('knows English sentences to look for', () => {
    expect(PIECES.length).toBeGreaterThan(100);
    expect(PIECES).toContain('Every seat at this table is taken');
  });

  // Every game in both languages: the pages are quick (a round in each is e2e-page's).
  for (const game of GAME_IDS)
    it(`${game}: the front page and the rules page in bokmål and Swedish`, async () => {
      const { context, page } = await newPage(h);
      try {
        for (const lang of ['nb', 'sv'] as const) {
          const seen = [await frontTexts(page, h.url, game, lang), await rulesTexts(page, h.url, game)];
          expect([...new Set(seen.flatMap(englishIn))], `${game} ${lang}`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }, 60_000);

  it('would notice English: the same screens in English show the sentences looked for', async () => {
    const { context, page } = await newPage(h);
    try {
      const text = await frontTexts(page, h.url, 'vri-atter', 'en');
      expect(englishIn(text).length).toBeGreaterThan(3);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a refusal from the server reaches a Swedish page in Swedish', async () => {
    const { context, page } = await newPage(h);
    try {
      await setupFront(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
      await page.locator('[data-lang=sv]').click();
      await page.goto(`${h.url}/t/no-such-table`);
      await expect.poll(() => visibleText(page)).toMatch(/Det här bordet finns inte/);
      expect(englishIn(await visibleText(page))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
