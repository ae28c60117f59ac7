/**
 * The front page, a table's page while it connects and a finished match's review paint from their
 * HTML (issue 36: "shows the front page in about a second" on a slow phone): the server sends the
 * page already drawn in the visitor's language, so it shows before any script runs, and only then
 * fetches the app's scripts; the app then takes those very elements over — nothing flashes, nothing
 * moves, and a tap works once it has. Read from the real build and server in Chromium.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  holdServerAfter,
  newPage,
  openPage,
  postTable,
  startHarness,
  type Harness,
} from './e2e/harness';

/** A phone as Lighthouse's mobile run is one, saying so in its user agent as a phone's browser does. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

/** The app's entry was asked for once the page was on the screen, not beside its HTML. */
async function expectScriptsAfterPaint(page: Page): Promise<void> {
  const times = await page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    app: performance.getEntriesByType('resource').find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name))
      ?.startTime,
  }));
  expect(times.painted).not.toBeNull();
  expect(times.app).toBeGreaterThanOrEqual(times.painted as number);
}

/** Every layout shift of the page from its start, each with what moved (read by `shiftsSoFar`). */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { shifts: [] as string[] };
    (window as unknown as { shiftsSeen: typeof seen }).shiftsSeen = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[])
        seen.shifts.push(
          `${e.value.toFixed(4)}: ` +
            (e.sources ?? [])
              .map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80))
              .join(' | '),
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shifts so far, once two more frames have been drawn. */
const shiftsSoFar = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (window as unknown as { shiftsSeen: { shifts: string[] } }).shiftsSeen.shifts;
  });

/** A table the bots wait at (the person at seat 1 has not come), to open as a spectator opens it. */
const botsWaitForKari = (url: string) =>
  postTable(url, {
    game: 'vri-atter',
    seats: [{ kind: 'open' }, { kind: 'bot', level: 'medium' }],
    join: { name: 'Kari', seat: 0 },
    turnClockMs: null,
    standInAfterMs: null,
  });

describe.skipIf(!hasChromium)('the first paint from the HTML', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('is the whole front page before any script runs, in the browser’s language', async () => {
    const { context, page } = await newPage(h, { javaScriptEnabled: false, locale: 'sv-SE' });
    try {
      await page.goto(h.url);
      await expect.poll(() => page.locator('#choose-game').innerText()).toBe('Välj spel');
      expect(await page.locator('.game-tile').count()).toBeGreaterThanOrEqual(5);
      expect(await page.locator('[data-testid=howto]').innerText()).toMatch(/^Så spelar du/);
      // Not to be used until the app has it: no script here, so it stays so.
      expect(await page.locator('#root').getAttribute('inert')).toBe('');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('is taken over by the app without a flash or a shift, and then answers a tap', async () => {
    const { context, page } = await newPage(h, { ...PHONE, locale: 'en-GB' });
    try {
      await page.addInitScript(() => {
        const seen = { shifts: [] as number[], paints: [] as Element[], rewritten: [] as string[] };
        (window as unknown as { seen: typeof seen }).seen = seen;
        // What the take-over writes into the drawn page (its records come together, in order, up to
        // the root's own `data-first-paint` going): a class or a card picture's attribute written
        // again is one the app draws as the server did.
        let over = false;
        new MutationObserver((records) => {
          for (const r of records) {
            if (over || r.type !== 'attributes') continue;
            const el = r.target as Element;
            if (el.id === 'root' && r.attributeName === 'data-first-paint') over = true;
            else if (r.attributeName === 'class' || el instanceof SVGElement)
              seen.rewritten.push(`${el.nodeName} ${r.attributeName}`);
          }
        }).observe(document, { attributes: true, subtree: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number }[]) seen.shifts.push(e.value);
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { element: Element | null }[])
            if (e.element) seen.paints.push(e.element);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      // A slow phone: the browser reads the long HTML in several turns and could paint in between
      // (the header without its language buttons moved them when they came, 4 of 12 loads so).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(h.url);
      // Taken over once the app's scripts have come (asked for after the paint, so later on a slow phone).
      await page.locator('#root:not([data-first-paint])').waitFor({ state: 'attached' });
      expect(await page.locator('#root').getAttribute('inert')).toBeNull();
      const seen = await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const s = (
          window as unknown as { seen: { shifts: number[]; paints: Element[]; rewritten: string[] } }
        ).seen;
        // The largest thing painted is still the element the HTML brought: taken over, not redrawn.
        return {
          shifts: s.shifts,
          largestKept: s.paints.length > 0 && s.paints.every((e) => e.isConnected),
          rewritten: s.rewritten,
        };
      });
      expect(seen.shifts).toEqual([]);
      expect(seen.largestKept).toBe(true);
      // Nothing the app draws as the server did is written again (take-over.ts: each such write
      // made the browser check style and layout again; 175 classes and the cards' pictures).
      expect(seen.rewritten).toEqual([]);
      // The app's scripts were asked for once the page was on the screen, not beside its HTML (a slow
      // line then carries only the HTML and the style before the page shows).
      await expectScriptsAfterPaint(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // The taken-over tiles answer: another game is chosen and its how-to shows.
      await page.locator('.game-tile[data-game=idiot]').click();
      await expect
        .poll(() => page.locator('.game-tile[data-game=idiot]').getAttribute('aria-checked'))
        .toBe('true');
    } finally {
      await context.close();
    }
  }, 60_000);
  it('takes over what this browser has differently from the drawn page: its four-colour deck', async () => {
    const { context, page } = await newPage(h);
    try {
      await openPage(page, h.url);
      await page.locator('[data-testid=four-colour]').check();
      // The server draws the front page as a new visitor sees it, the toggle off; the app has it on.
      await openPage(page, h.url);
      expect(await page.locator('[data-testid=four-colour]').isChecked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('four-colour'))).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a table’s page shows its frame and “connecting” before any script, then the table', async () => {
    const { table } = await botsWaitForKari(h.url);
    const id = table.id;
    const drawn = await newPage(h, { javaScriptEnabled: false, locale: 'sv-SE' });
    try {
      await drawn.page.goto(`${h.url}/t/${id}`);
      expect(await drawn.page.locator('[data-testid=waiting-room] h2').innerText()).toBe('Ansluter …');
      expect(await drawn.page.locator('.topbar .brand').count()).toBe(1);
      expect(await drawn.page.locator('#root').getAttribute('inert')).toBe('');
    } finally {
      await drawn.context.close();
    }
    const { context, page } = await newPage(h, { ...PHONE, locale: 'sv-SE' });
    try {
      await watchShifts(page);
      // First with the server's socket held back, so the page stays as drawn while the app takes it
      // over: nothing of it may move. (What the table's coming moves is the app's own, as before.)
      await page.routeWebSocket(/\/ws/, () => {});
      await openPage(page, `${h.url}/t/${id}`);
      const shifts = await shiftsSoFar(page);
      expect(shifts, shifts.join('\n')).toEqual([]);
      expect(await page.locator('[data-testid=waiting-room] h2').innerText()).toBe('Ansluter …');
      await expectScriptsAfterPaint(page);
      // Then with the server (another page: the held one stays held): the table comes as the
      // spectator sees it, on the page the HTML brought.
      const served = await context.newPage();
      await served.goto(`${h.url}/t/${id}`);
      await served.locator('[data-testid=table]').waitFor();
      expect(await served.locator('#root').getAttribute('inert')).toBeNull();
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a table’s page does not move when its view comes after its facts', async () => {
    // On a slow phone the table's facts (names, the lock of the fair shuffle) and its view can come in
    // different frames. In between, the page stays as drawn: nothing is drawn there that the table
    // then pushes away (the chat jumped 515 px down, a layout shift Lighthouse counted as 0.13).
    const { table } = await botsWaitForKari(h.url);
    const { context, page } = await newPage(h, { ...PHONE, locale: 'sv-SE' });
    try {
      await watchShifts(page);
      // The server's messages pass up to the table's facts; what follows (its view) is held.
      const letGo = await holdServerAfter(page, (text) => text.includes('"type":"table"'));
      await openPage(page, `${h.url}/t/${table.id}`);
      // The facts have come: the heading for screen readers names the table.
      await page
        .locator(`[data-testid=table-heading]:has-text("${table.id}")`)
        .waitFor({ state: 'attached' });
      expect(await shiftsSoFar(page)).toEqual([]);
      expect(await page.locator('[data-testid=waiting-room] h2').innerText()).toBe('Ansluter …');
      expect(await page.locator('[data-testid=chat]').count()).toBe(0);
      letGo();
      await page.locator('[data-testid=table]').waitFor();
      await page.locator('[data-testid=chat]').waitFor({ state: 'attached' });
      const shifts = await shiftsSoFar(page);
      expect(shifts, shifts.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a finished match’s review shows at the asked step before any script, and the app keeps it', async () => {
    // Two bots play Vri åtter's one round: the match is over and its record out.
    const { table } = await postTable(h.url, {
      game: 'vri-atter',
      seats: [
        { kind: 'bot', level: 'medium', name: 'Per' },
        { kind: 'bot', level: 'medium', name: 'Pål' },
      ],
    });
    const id = table.id;
    await expect
      .poll(async () => (await fetch(`${h.url}/api/tables/${id}/record?match=1`)).status, { timeout: 60_000 })
      .toBe(200);
    const address = `${h.url}/review/${id}/1?step=3`;
    const drawn = await newPage(h, { ...PHONE, javaScriptEnabled: false, locale: 'sv-SE' });
    try {
      await drawn.page.goto(address);
      const p = drawn.page;
      expect(await p.locator('[data-testid=review-position]').innerText()).toMatch(/^Drag 3 av \d+$/);
      expect(await p.locator('[data-testid=seat]').allInnerTexts()).toEqual([
        expect.stringContaining('Per'),
        expect.stringContaining('Pål'),
      ]);
      // On a phone the log is closed under the status, as the app has it there.
      expect(await p.locator('[data-testid=log-drawer]').getAttribute('open')).toBeNull();
      expect(await p.locator('#root').getAttribute('inert')).toBe('');
    } finally {
      await drawn.context.close();
    }
    const { context, page } = await newPage(h, { ...PHONE, locale: 'sv-SE' });
    try {
      await watchShifts(page);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/')) asked.push(r.url());
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await openPage(page, address);
      const shifts = await shiftsSoFar(page);
      expect(shifts, shifts.join('\n')).toEqual([]);
      await expectScriptsAfterPaint(page);
      // The app took the record over with the page: it asked the server for neither it nor the table.
      expect(asked.filter((u) => /\/api\/tables\/[^/]+(\/record.*)?$/.test(u))).toEqual([]);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // And answers: a step back.
      await page.locator('[data-testid=review-prev]').click();
      await expect
        .poll(() => page.locator('[data-testid=review-position]').innerText())
        .toMatch(/^Drag 2 av/);
      await expect.poll(() => page.url()).toMatch(/\?step=2$/);
    } finally {
      await context.close();
    }
  }, 120_000);
});
