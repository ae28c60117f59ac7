/**
 * Groups in Chromium against the real server (issue 33): Kari makes "Familien Berg" and passes its
 * link on; Per opens it, makes his name his and joins; a table Kari makes for the group shows in
 * Per's "my tables" with an open seat, which takes him to the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  newPage,
  openPage,
  screenshot,
  setupFront,
  startHarness,
  type Harness,
} from './e2e/harness';

describe.skipIf(!hasChromium)('a group of a family (issue 33)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('made, joined by its link, and its table found by every member', async () => {
    const kari = await newPage(h);
    const per = await newPage(h);
    try {
      const kp = kari.page;
      await openPage(kp, h.url);
      await kp.locator('[data-testid=profile-name]').fill('Kari');
      await kp.locator('[data-testid=profile-make]').click();
      await kp.locator('[data-testid=profile-me]').waitFor();
      await kp.locator('[data-testid=group-name]').fill('Familien Berg');
      await kp.locator('[data-testid=group-make]').click();
      const link = kp.locator('[data-testid=group-list] li [data-testid=group-link]');
      await link.waitFor();
      const href = await link.inputValue();
      expect(href).toMatch(/\/\?group=[A-Za-z0-9_-]+$/);

      // Per opens the link: the group is named, and he is asked to make his name his first.
      const pp = per.page;
      await pp.goto(href);
      await expect
        .poll(() => pp.locator('[data-testid=group-invite]').textContent())
        .toContain('Du er invitert til gruppen «Familien Berg».');
      await pp.locator('[data-testid=profile-name]').fill('Per');
      await pp.locator('[data-testid=profile-make]').click();
      await pp.locator('[data-testid=group-join]').click();
      await expect
        .poll(() => pp.locator('[data-testid=group-list] li').first().textContent())
        .toContain('Med: Kari, Per');

      // Kari makes a President table for the group: she sits, two seats stay open.
      await setupFront(kp, h.url, 'president', ['you', 'open', 'open'], 'Kari');
      await kp.locator('[data-testid=table-group]').selectOption({ label: 'Familien Berg' });
      await kp.locator('[data-testid=create]').click();
      await kp.waitForURL(/\/t\//);
      const id = new URL(kp.url()).pathname.split('/')[2] ?? '';

      // Per finds it among his tables, with its group and an open seat; it takes him to the table.
      await openPage(pp, h.url);
      const row = pp.locator(`[data-testid=my-tables] li[data-table="${id}"]`);
      await expect.poll(() => row.textContent()).toContain('i Familien Berg');
      expect(await row.textContent()).toContain('Ledig plass');
      await screenshot(pp, 'groups33-my-tables');
      await row.locator('a').click();
      await pp.waitForURL(new RegExp(`/t/${id}\\?invite=`));
      // His profile's name is in the field: one press takes the seat.
      const field = pp.getByLabel('Navnet ditt');
      await expect.poll(() => field.inputValue()).toBe('Per');
      await pp.getByRole('button', { name: 'Bli med', exact: true }).click();
      await pp.locator('[data-testid=waiting-room]').waitFor();
    } finally {
      await kari.context.close();
      await per.context.close();
    }
  });
});
