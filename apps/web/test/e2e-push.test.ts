/**
 * Being told, in Chromium (issue 34), on the real build and server: the service worker (the app
 * shell's) registers; a push message delivered to it through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`, the way a push service's message reaches the worker) shows
 * its notification, found by `registration.getNotifications()`, with the table's address to open;
 * and the profile panel's "Beskjeder" opens (loaded when opened) with this device's switch and the
 * profile's choices. Headless Chromium reaches no real push service, so the message is worded here
 * by the catalogue's function the outbox itself uses (the outbox's send is proved against a push
 * service that decrypts, apps/server/test/notify.test.ts); a click on a system notification
 * cannot be made from here (its handler's choice of page is tested in apps/web/src/sw/push.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeText } from '@kortbord/words';
import { hasChromium, newPage, startHarness, type Harness } from './e2e/harness';

describe.skipIf(!hasChromium)('notifications in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 240_000);
  afterAll(async () => {
    await h?.close();
  });

  it('the worker shows a pushed message for the table; the panel offers notifications', async () => {
    const { context, page } = await newPage(h);
    await context.grantPermissions(['notifications'], { origin: h.url });
    await page.goto(`${h.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // A profile and a slow table of hers, made as the front page makes them.
    const id = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await post('/api/profiles', { name: 'Kari' });
      const made = (await (
        await post('/api/tables', {
          game: 'vri-atter',
          seats: [{ kind: 'open' }, { kind: 'open' }],
          join: { name: 'Kari' },
          slow: { moveMs: 86_400_000, onDeadline: 'wait' },
        })
      ).json()) as { table: { id: string } };
      return made.table.id;
    });

    // The panel: loaded when opened, with this device's switch and every event chosen.
    await page.reload();
    await page.getByTestId('notify-open').click();
    await page.getByTestId('notify-on').waitFor();
    for (const e of ['turn', 'invited', 'ended', 'chat'])
      expect(await page.getByTestId(`notify-event-${e}`).isChecked()).toBe(true);

    // A push to the worker, as the outbox words it for a Norwegian profile.
    const cdp = await context.newCDPSession(page);
    const regs: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => regs.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    const until = async (test: () => boolean | Promise<boolean>, what: string) => {
      const end = Date.now() + 20_000;
      while (!(await test())) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until(() => regs.some((r) => !r.isDeleted), 'the worker’s registration');
    const reg = regs.find((r) => !r.isDeleted)!;
    const title = noticeText('turn', 'nb', 'vri-atter', 'Familien Berg');
    expect(title).toBe('Din tur i Vri åtter – Familien Berg');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(h.url).origin,
      registrationId: reg.registrationId,
      data: JSON.stringify({ title, url: `/t/${id}`, table: id }),
    });
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    await until(async () => (await shown()).length > 0, 'the notification');
    expect(await shown()).toEqual([{ title, tag: `table-${id}`, url: `/t/${id}` }]);

    // A message of another shape, or one pointing off the site, shows nothing.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(h.url).origin,
      registrationId: reg.registrationId,
      data: JSON.stringify({ title: 'x', url: 'https://evil.example/t/a', table: 'a' }),
    });
    // A second good one for the same table replaces the first (one per table).
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(h.url).origin,
      registrationId: reg.registrationId,
      data: JSON.stringify({ title: `${title}!`, url: `/t/${id}`, table: id }),
    });
    await until(async () => (await shown())[0]?.title === `${title}!`, 'the newer notification');
    expect((await shown()).map((n) => n.title)).toEqual([`${title}!`]);
    await context.close();
  });
});
