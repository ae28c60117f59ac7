/**
 * The review page does not jump (issue 36's layout shift, 0.26 on a phone): when a record arrives
 * the table is drawn once, at the position it shows, not first at the deal and then moved. Read
 * from Chromium's own layout-shift entries on a phone-sized page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, newPage, startHarness, WEB_ROOT, type Harness } from './e2e/harness';

const record = JSON.parse(readFileSync(join(WEB_ROOT, '..', '..', 'examples', 'vri-atter.json'), 'utf8'));

describe.skipIf(!hasChromium)('the review page’s layout', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('opens a kept record at its last move without moving what is already drawn', async () => {
    const { context, page } = await newPage(h, { viewport: { width: 412, height: 823 } });
    try {
      await page.addInitScript((doc) => {
        localStorage.setItem('kortbord.review', JSON.stringify({ doc, names: ['Per', 'Pål'] }));
        const shifts: { value: number; what: string[] }[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as {
            value: number;
            sources: { node?: Node | null }[];
          }[])
            shifts.push({ value: e.value, what: e.sources.map((s) => s.node?.nodeName ?? '?') });
        }).observe({ type: 'layout-shift', buffered: true });
      }, record);
      await page.goto(`${h.url}/review`);
      const position = page.locator('[data-testid=review-position]');
      await expect.poll(() => position.innerText()).toMatch(/^Steg (\d+) av \1$/);
      // Two frames after the last move shows, so a shift it caused has been reported.
      const shifts = await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return (window as unknown as { shifts: { value: number; what: string[] }[] }).shifts;
      });
      expect(shifts).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
