/**
 * The review page's errors as a player meets them in Chromium: a record without its game says what
 * it lacks, and a newer file's error replaces the older one (one error on the page, the newest).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, newPage, startHarness, type Harness } from './e2e/harness';

describe.skipIf(!hasChromium)('the review page in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('says what a record lacks, and shows only the newest file’s error', async () => {
    const { context, page } = await newPage(h);
    try {
      await page.goto(`${h.url}/review`);
      const file = page.locator('[data-testid=record-file]');
      const errors = page.locator('p.error');
      await file.setInputFiles({
        name: 'no-game.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"format":"kortbord/1"}'),
      });
      await expect
        .poll(async () => errors.allInnerTexts())
        .toEqual(['Spillfila kunne ikke leses: Spillfila sier ikke hvilket spill den er.']);
      await file.setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{ not json'),
      });
      await expect
        .poll(async () => errors.allInnerTexts())
        .toEqual(['Spillfila kunne ikke leses: Fila er ikke JSON.']);
      expect(await page.locator('[data-testid=record-file-name]').innerText()).toBe('notes.json');
    } finally {
      await context.close();
    }
  }, 60_000);
});
