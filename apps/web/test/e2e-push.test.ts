/**
 * Being told, in Chromium (issue 34), on the real build and server: the service worker (the app
 * shell's) registers; a push message delivered to it through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`, the way a push service's message reaches the worker) shows
 * its notification, found by `registration.getNotifications()`, with the table's address to open;
 * and the profile panel's "Beskjeder" opens (loaded when opened) with this device's switch and the
 * profile's choices. Headless Chromium reaches no real push service, so the message is worded here
 * by the catalogue's function the outbox itself uses (the outbox's send is proved against a push
 * service that decrypts, apps/server/test/notify.test.ts). Headless Chromium has no notification to
 * tap either, so the tap is the worker's own `notificationclick` event, dispatched in the worker on
 * the notification it shows: the front page of ours that is open is taken to the table, where "since
 * you were here" marks what the other player did while she was away, and his chat line is there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { noticeText } from '@kortbord/words';
import type { MyTable } from '@kortbord/protocol';
import { Client, viewOver } from '../../server/test/helpers';
import { hasChromium, newPage, openPage, startHarness, type Harness } from './e2e/harness';

const until = async (test: () => boolean | Promise<boolean>, what: string) => {
  const end = Date.now() + 20_000;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** The service worker's global, as its `evaluate` sees it. */
type Sw = { readonly registration: ServiceWorkerRegistration };

/** The context's cookies as a request header (a node client speaking for that browser's profile). */
const cookieOf = async (context: BrowserContext) =>
  (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

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
    await openPage(page, `${h.url}/`);
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

  it('a tap takes the open front page to the table, where "since you were here" marks the news', async () => {
    const kari = await newPage(h);
    const per = await newPage(h);
    await kari.context.grantPermissions(['notifications'], { origin: h.url });
    /** A POST from the page, as the front page makes it. */
    const post = (page: typeof kari.page, path: string, body: unknown) =>
      page.evaluate(
        async ([path, body]) =>
          (await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((r) => r.json())) as unknown,
        [path, body] as const,
      );
    await openPage(kari.page, `${h.url}/`);
    await kari.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await post(kari.page, '/api/profiles', { name: 'Kari' });
    const made = (await post(kari.page, '/api/tables', {
      game: 'vri-atter',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      join: { name: 'Kari' },
      slow: { moveMs: 86_400_000, onDeadline: 'wait' },
    })) as { table: { id: string }; invite: string };
    const id = made.table.id;
    await openPage(per.page, `${h.url}/`);
    await post(per.page, '/api/profiles', { name: 'Per' });
    const joined = (await post(per.page, `/api/tables/${id}/join`, {
      invite: made.invite,
      name: 'Per',
    })) as { seat: number };
    const cookieBySeat = new Map([
      [0, await cookieOf(kari.context)],
      [joined.seat, await cookieOf(per.context)],
    ]);
    await per.context.close();
    // Kari's page shows the front page, reloaded so that the worker controls it.
    await kari.page.reload();

    // The moves are made by each profile's own connection, one at a time, nobody else connected.
    const toAct = async () => {
      const r = await fetch(`${h.url}/api/me/tables`, { headers: { cookie: cookieBySeat.get(0)! } });
      return ((await r.json()) as { tables: MyTable[] }).tables.find((t) => t.id === id)?.toAct ?? [];
    };
    const connected = async () => {
      const r = await fetch(`${h.url}/api/tables/${id}`);
      return ((await r.json()) as { seats: { connected: boolean }[] }).seats.some((x) => x.connected);
    };
    const move = async (): Promise<number> => {
      let seat = -1;
      await until(async () => {
        const a = await toAct();
        seat = a[0] ?? -1;
        return a.length === 1;
      }, 'a turn');
      const c = await Client.open(h.url, { cookie: cookieBySeat.get(seat)! });
      c.send({ type: 'subscribe', table: id });
      const v = await c.next('view', (m) => m.legal.length > 0 || viewOver(m));
      expect(viewOver(v)).toBe(false);
      c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
      await c.next('ack', (m) => m.id === 1);
      c.ws.close();
      await until(async () => !(await connected()), 'nobody connected');
      return seat;
    };
    // Kari makes a move; then Per makes his until it is her turn again: his are her news.
    while ((await move()) !== 0);
    let perMoves = 0;
    for (;;) {
      const a = await toAct();
      if (a.length === 1 && a[0] === 0 && perMoves > 0) break;
      if (a.length === 1 && a[0] === 0) {
        await move(); // Per's turn did not come yet (her move kept it hers)
        continue;
      }
      await move();
      perMoves++;
    }

    // Per writes to her in the chat before he goes.
    const chat = await Client.open(h.url, { cookie: cookieBySeat.get(joined.seat)! });
    chat.send({ type: 'subscribe', table: id });
    await chat.next('view');
    chat.send({ type: 'chat', table: id, id: 'c1', text: 'Din tur, Kari!' });
    await chat.next('ack', (m) => m.id === 'c1');
    chat.ws.close();
    await until(async () => !(await connected()), 'nobody connected');

    // The push for her turn, as the outbox words it, shows; a tap on it is the worker's event.
    const cdp = await kari.context.newCDPSession(kari.page);
    const regs: { registrationId: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => regs.push(...e.registrations));
    await cdp.send('ServiceWorker.enable');
    await until(() => regs.some((r) => !r.isDeleted), 'the worker’s registration');
    const title = noticeText('turn', 'nb', 'vri-atter', null);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(h.url).origin,
      registrationId: regs.find((r) => !r.isDeleted)!.registrationId,
      data: JSON.stringify({ title, url: `/t/${id}`, table: id }),
    });
    const worker = kari.context.serviceWorkers()[0] ?? (await kari.context.waitForEvent('serviceworker'));
    await until(
      () =>
        worker.evaluate(
          async () => (await (self as unknown as Sw).registration.getNotifications()).length === 1,
        ),
      'the notification',
    );
    expect(new URL(kari.page.url()).pathname).toBe('/');
    await worker.evaluate(async () => {
      const [n] = await (self as unknown as Sw).registration.getNotifications();
      const tap = new NotificationEvent('notificationclick', { notification: n! });
      // A handler's waitUntil throws for an event the browser did not make; its work goes on.
      self.dispatchEvent(tap);
    });
    await kari.page.waitForURL(`${h.url}/t/${id}`);
    // The notification is gone, and the table shows Per's moves as new since she was here.
    expect(
      await worker.evaluate(
        async () => (await (self as unknown as Sw).registration.getNotifications()).length,
      ),
    ).toBe(0);
    const lines = kari.page.getByTestId('log').locator('li');
    await until(async () => (await kari.page.locator('[data-testid=log] li.since').count()) > 0, 'the news');
    const all = await lines.evaluateAll((ls) =>
      ls.map((l) => ({
        text: l.textContent ?? '',
        since: l.classList.contains('since'),
        mark: l.dataset['since'],
      })),
    );
    const first = all.findIndex((l) => l.since);
    expect(first).toBeGreaterThan(0); // her own move, and the deal, are not news
    expect(all.slice(first).every((l) => l.since)).toBe(true);
    expect(all[first]!.mark).toBe('Siden sist du var her');
    expect(all[first]!.text).toContain('Per');
    expect(all.slice(first).filter((l) => l.text.includes('Kari')).length).toBe(0);
    // The chat is up to date too.
    await kari.page.getByTestId('chat-lines').getByText('Din tur, Kari!').waitFor({ state: 'attached' });
    await kari.context.close();
  });
});
