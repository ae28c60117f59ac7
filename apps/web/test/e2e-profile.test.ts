/**
 * Issue 33 in Chromium against the real server: a guest's seat moves to the profile made from the
 * name; a passkey added with the DevTools virtual authenticator signs a second browser in, which finds
 * the same table and sits at it; a link code signs a third browser in once and is refused the second
 * time. WebAuthn needs a domain for its relying party (not an IP address): the pages use localhost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  createTable,
  hasChromium,
  newPage,
  openPage,
  screenshot,
  startHarness,
  type Harness,
} from './e2e/harness';

/** A virtual platform authenticator (ctap2, internal, resident keys, user verification) for the page. */
async function authenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

describe.skipIf(!hasChromium)('a profile on every device (issue 33)', () => {
  let h: Harness;
  let base: string;
  beforeAll(async () => {
    h = await startHarness();
    base = h.url.replace('127.0.0.1', 'localhost');
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('guest seat to profile, passkey to a second browser, a link code once to a third', async () => {
    const laptop = await newPage(h);
    const phone = await newPage(h);
    const tablet = await newPage(h);
    const fourth = await newPage(h);
    try {
      // A guest makes a table and sits at it; the browser holds the seat's token.
      const lp = laptop.page;
      await createTable(lp, base, 'viggo', ['you', 'bot'], 'Kari');
      const id = new URL(lp.url()).pathname.split('/')[2] ?? '';
      expect(id).not.toBe('');
      await openPage(lp, base);
      await lp.locator('[data-testid=profile-name]').fill('Kari');
      await lp.locator('[data-testid=profile-make]').click();
      await expect.poll(() => lp.locator('[data-testid=profile-me]').textContent()).toBe('Du er Kari');
      // The guest's seat came along: the table is among my tables.
      await lp.locator(`[data-testid=my-tables] li[data-table="${id}"]`).waitFor();

      // A passkey on the laptop's authenticator.
      const onLaptop = await authenticator(laptop.context, lp);
      await lp.locator('[data-testid=devices-open]').click();
      await lp.locator('[data-testid=passkey-add]').click();
      await expect.poll(() => lp.locator('[data-testid=passkey-count]').textContent()).toBe('Passnøkler: 1');
      const { credentials } = await onLaptop.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: onLaptop.authenticatorId,
      });
      expect(credentials.length).toBe(1);
      expect(credentials[0]?.isResidentCredential).toBe(true);

      // The phone holds the same passkey (as a synced one would be) and signs in with it.
      const pp = phone.page;
      await openPage(pp, base);
      const onPhone = await authenticator(phone.context, pp);
      await onPhone.cdp.send('WebAuthn.addCredential', {
        authenticatorId: onPhone.authenticatorId,
        credential: credentials[0] as NonNullable<(typeof credentials)[0]>,
      });
      await pp.locator('[data-testid=signin-passkey]').click();
      await expect.poll(() => pp.locator('[data-testid=profile-me]').textContent()).toBe('Du er Kari');
      const mine = pp.locator(`[data-testid=my-tables] li[data-table="${id}"]`);
      await mine.waitFor();
      await screenshot(pp, 'profile33-phone-my-tables');
      // It opens the table at Kari's seat, without the laptop's token: her own seat, her hand.
      expect(await pp.evaluate((t) => localStorage.getItem(`kortbord.seat.${t}`), id)).toBeNull();
      await mine.locator('a').click();
      await pp.waitForURL(new RegExp(`/t/${id}`));
      await pp.locator('[data-testid=table] .seat-box.me[data-seat="0"]').waitFor({ timeout: 20_000 });
      // Her seat is hers to leave from here too (without the token): the button is offered.
      await pp.locator('[data-testid=leave]').waitFor();

      // A link code from the laptop, also as a QR code, signs the tablet in once.
      await lp.locator('[data-testid=link-code-make]').click();
      const code = (await lp.locator('[data-testid=link-code]').textContent()) ?? '';
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(
        await lp.locator('[data-testid=link-qr]').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBe(180);
      const tp = tablet.page;
      await tp.goto(`${base}/?code=${code}`);
      await expect.poll(() => tp.locator('[data-testid=signin-code]').inputValue()).toBe(code);
      await tp.locator('[data-testid=signin-code-go]').click();
      await expect.poll(() => tp.locator('[data-testid=profile-me]').textContent()).toBe('Du er Kari');
      await tp.locator(`[data-testid=my-tables] li[data-table="${id}"]`).waitFor();

      // The same code again, on a fourth browser: refused, in words, and still a guest.
      const fp = fourth.page;
      await openPage(fp, base);
      await fp.locator('[data-testid=signin-code]').fill(code);
      await fp.locator('[data-testid=signin-code-go]').click();
      await expect
        .poll(() => fp.locator('[data-testid=profile-error]').textContent())
        .toBe('Den koden er allerede brukt. Lag en ny på den andre enheten.');
      expect(await fp.locator('[data-testid=profile-me]').count()).toBe(0);
      await screenshot(fp, 'profile33-code-used');
    } finally {
      for (const c of [laptop, phone, tablet, fourth]) await c.context.close();
    }
  }, 180_000);
});
