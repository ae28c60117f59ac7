import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTable, hasChromium, newPage, readState, screenshot, startHarness, type Harness } from './e2e/harness';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const WIDE = { viewport: { width: 1280, height: 800 } };
const SIZES = { phone: PHONE, wide: WIDE };

const GAMES: readonly { id: string; seats: readonly ('you' | 'bot')[] }[] = [
  { id: 'viggo', seats: ['you', 'bot', 'bot', 'bot'] },
  { id: 'president', seats: ['you', 'bot', 'bot', 'bot'] },
  { id: 'vri-atter', seats: ['you', 'bot', 'bot', 'bot'] },
  { id: 'idiot', seats: ['you', 'bot', 'bot'] },
  { id: 'tuffa-viktor', seats: ['you', 'bot', 'bot'] },
];

/** The page's box of a test id, in page coordinates (the page is at its top: nothing scrolled). */
const box = async (page: Page, sel: string) => {
  const l = page.locator(sel).first();
  if ((await l.count()) === 0) throw new Error(`${sel} is not on the page`);
  const b = await l.boundingBox({ timeout: 2000 });
  if (!b) throw new Error(`${sel} is not shown`);
  return b;
};

/** Waits until this seat may act (its choices are offered), with the page scrolled to its top. */
async function waitForTurn(page: Page): Promise<void> {
  await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
  await expect.poll(async () => (await readState(page)).legal.length, { timeout: 20_000 }).toBeGreaterThan(0);
}

describe.skipIf(!hasChromium)('the table page in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  for (const [size, options] of Object.entries(SIZES))
    for (const game of GAMES) {
      it(`${size}: ${game.id}'s pile, own hand and actions are on the first screen`, async () => {
        const { context, page } = await newPage(h, options);
        try {
          await createTable(page, h.url, game.id, game.seats, 'Kari');
          await waitForTurn(page);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          await screenshot(page, `page-${size}-${game.id}`, false);
          const height = options.viewport.height;
          for (const sel of ['[data-testid=center]', '[data-testid=hand]', '[data-testid=actions]']) {
            const b = await box(page, sel);
            expect.soft(b.y, `${sel} top`).toBeGreaterThanOrEqual(0);
            expect.soft(b.y + b.height, `${sel} bottom`).toBeLessThanOrEqual(height);
          }
          // The log shows its latest line on the first screen too (a drawer on the phone).
          const latest = await box(page, size === 'phone' ? '[data-testid=log-latest]' : '[data-testid=log]');
          expect.soft(latest.y, 'log').toBeLessThan(height);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
        } finally {
          await context.close();
        }
      }, 60_000);
    }
});
