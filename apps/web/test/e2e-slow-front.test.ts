/**
 * Issue 34's front page in Chromium against the real server: a guest who picks "Spill over dager" is
 * told it needs a profile (the button greyed, the way to make one beside it); once the same browser
 * has a profile, it makes a slow table of 24 hours a move that waits at the deadline, and the table
 * page says so and shows the turn's deadline in hours, not a countdown in seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, newPage, screenshot, setupFront, startHarness, type Harness } from './e2e/harness';

describe.skipIf(!hasChromium)('a slow table from the front page (issue 34)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('is explained to a guest, and made by a profile', async () => {
    const { context, page } = await newPage(h);
    try {
      // A guest: over days is offered, and refused in words with the way to a profile.
      await setupFront(page, h.url, 'viggo', ['you', 'bot'], 'Kari');
      await page.locator('[data-testid=pace]').selectOption('slow');
      const why = page.locator('[data-testid=slow-needs-profile]');
      await expect.poll(() => why.textContent()).toContain('Spill over dager krever en profil');
      expect(await page.locator('[data-testid=move-time]').count()).toBe(0);
      expect(await page.locator('[data-testid=create]').isDisabled()).toBe(true);
      await expect
        .poll(() => page.locator('[data-testid=create-why-slow]').textContent())
        .toContain('krever en profil');
      await page.locator('[data-testid=slow-make-profile]').click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('profile-name');
      // Live again: the guest's table can be made as before.
      await page.locator('[data-testid=pace]').selectOption('live');
      expect(await page.locator('[data-testid=create]').isDisabled()).toBe(false);

      // The profile, made where the link led.
      await page.locator('[data-testid=profile-name]').fill('Kari');
      await page.locator('[data-testid=profile-make]').click();
      await expect.poll(() => page.locator('[data-testid=profile-me]').textContent()).toBe('Du er Kari');

      // Now over days: 24 hours a move, the table waits at the deadline.
      await setupFront(page, h.url, 'viggo', ['you', 'bot'], 'Kari');
      await page.locator('[data-testid=pace]').selectOption('slow');
      await page.locator('[data-testid=move-time]').selectOption('86400000');
      await page.locator('[data-testid=tempo-deadline]').selectOption('wait');
      expect(await page.locator('[data-testid=slow-needs-profile]').count()).toBe(0);
      expect(await page.locator('[data-testid=turn-clock]').count()).toBe(0);
      await screenshot(page, 'slow-front');
      await page.locator('[data-testid=create]').click();
      await page.waitForURL(/\/t\//);

      // The table says its tempo, and the seat to act shows its deadline a day ahead.
      await expect
        .poll(() => page.locator('[data-testid=table-tempo]').first().textContent())
        .toBe('Spill over dager: 24 timer per trekk; når fristen går ut, venter bordet');
      const clock = page.locator('[data-testid=clock][data-seat="0"]');
      await clock.waitFor();
      expect(await clock.getAttribute('data-slow')).toBe('');
      expect(await clock.textContent()).toMatch(/^(23 t 5\d|24 t 0) min igjen/);
      const due = Date.parse((await clock.locator('time').getAttribute('datetime')) ?? '');
      expect(Math.abs(due - Date.now() - 86_400_000)).toBeLessThan(10 * 60_000);
      await screenshot(page, 'slow-table');
    } finally {
      await context.close();
    }
  });
});
