/**
 * The site around the pages (issue 36), on the real build in Chromium: the files' encoding and
 * caching, the web manifest, the service worker that keeps the shell (after one visit the front
 * page, the rules and the offline table against bots open and play with the network off), the line
 * offering a new version when the build changes, and a real 404 for an unknown address.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_WORDS } from '@kortbord/words';
import {
  buildWeb,
  hasChromium,
  launchChromium,
  playRound,
  readState,
  setupFront,
  sharedWeb,
} from './e2e/harness';
import type { Browser } from 'playwright-core';

type Built = Awaited<ReturnType<typeof buildWeb>>;

/** Puts a build where the server reads its files (the server looks them up at each request). */
function serve(from: string, to: string): void {
  for (const f of readdirSync(to)) rmSync(join(to, f), { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

/** Waits until this page's service worker has kept the shell and controls the page. */
async function shellKept(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
      );
  });
}

/** A PNG's width and height, from its header. */
const pngSize = (b: Buffer) => [b.readUInt32BE(16), b.readUInt32BE(20)];

describe.skipIf(!hasChromium)('the site: compressed, cached, installable, offline', () => {
  /** The run's shared build (only copied from, never changed). */
  let first: string;
  let second: Built;
  let served: string;
  let data: string;
  let url: string;
  let stop: () => Promise<void>;
  let browser: Browser;

  beforeAll(async () => {
    first = await sharedWeb();
    // The same code with one more line in its page: a new build, as a deploy brings (its own build).
    second = await buildWeb([
      {
        name: 'second-build',
        transformIndexHtml: (html: string) =>
          html.replace('</head>', '<meta name="kortbord-build" content="second" /></head>'),
      },
    ]);
    served = mkdtempSync(join(tmpdir(), 'kortbord-served-'));
    data = mkdtempSync(join(tmpdir(), 'kortbord-data-'));
    serve(first, served);
    const { startServer } = await import('../../server/src/index');
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: data,
      webDir: served,
      logLevel: 'silent',
      botWorkers: 0,
    });
    url = server.url;
    stop = () => server.close();
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await stop?.();
    for (const d of [second?.dir, served, data]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it('sends the scripts as Brotli, kept a year, and the HTML asked for again', async () => {
    const page = await fetch(`${url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    // The style, the first script and the app's scripts it fetches once the page shows (named in a meta).
    const scripts = [...new Set([...html.matchAll(/\/assets\/[^"\s]+\.(?:js|css)/g)].map((m) => m[0]))];
    expect(scripts.length).toBeGreaterThan(1);
    let compressed = 0;
    for (const path of scripts) {
      const r = await fetch(url + path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(r.status, path).toBe(200);
      expect(r.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(r.headers.get('vary'), path).toMatch(/accept-encoding/i);
      const size = (await r.arrayBuffer()).byteLength;
      // Files under half a kilobyte are sent as they are: compressing them gains nothing.
      if (size < 1024) continue;
      expect(r.headers.get('content-encoding'), path).toBe('br');
      compressed++;
    }
    expect(compressed).toBeGreaterThan(1);
  });

  it('offers a web manifest to install the game, with its icons', async () => {
    const html = await (await fetch(`${url}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const r = await fetch(`${url}/manifest.webmanifest`);
    expect(r.headers.get('content-type')).toMatch(/manifest\+json/);
    const m = (await r.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(m).toMatchObject({
      name: 'kortbord',
      short_name: 'kortbord',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14532d',
      lang: 'nb',
    });
    expect(m['description']).toBe(TABLE_WORDS.tagline.nb);
    const want = [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ];
    for (const [sizes, purpose] of want) {
      const icon = m.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const img = await fetch(url + (icon as { src: string }).src);
      expect(img.headers.get('content-type')).toBe('image/png');
      const [w, h] = pngSize(Buffer.from(await img.arrayBuffer()));
      expect(`${w}x${h}`).toBe(sizes);
    }
  });

  it('after one visit, opens the front page, the rules and the offline table with no network, and plays a round', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nb-NO' });
    try {
      const page = await context.newPage();
      await page.goto(`${url}/`);
      await shellKept(page);
      // With the worker in place an unknown address is still the server's 404, not the app.
      expect((await page.goto(`${url}/finnes-ikke`))?.status()).toBe(404);
      await expect
        .poll(() => page.locator('[data-testid=not-found] h1').textContent())
        .toBe('Siden finnes ikke');

      await context.setOffline(true);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      await page.goto(`${url}/regler/idiot`);
      await page.locator('[data-testid=rules] h1').waitFor();
      expect(await page.locator('[data-testid=rules] h1').textContent()).toBe('Regler: Idiot');

      await setupFront(page, url, 'vri-atter', ['you', 'bot'], 'Kari');
      await page.locator('[data-testid=local]').click();
      await page.locator('[data-testid=table]').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.locator('[data-testid=connection]').getAttribute('data-status'))
        .toBe('local');
      const moves = await playRound(page, { timeoutMs: 120_000 });
      expect(moves).toBeGreaterThan(0);
      expect((await readState(page)).roundOver).toBe(true);
    } finally {
      await context.close();
    }
  }, 200_000);

  it('offers a new build with one line, and takes it whole on the press', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'sv-SE' });
    try {
      const page = await context.newPage();
      await page.goto(`${url}/`);
      await shellKept(page);
      const line = page.locator('[data-testid=update-line]');
      expect(await line.count()).toBe(0);

      serve(second.dir, served);
      // A visit (here a reload) makes the browser look for a new service worker.
      await page.reload();
      await line.waitFor({ timeout: 30_000 });
      expect(await line.locator('span').textContent()).toBe('En ny version av kortbord är klar.');
      // Until the press the page runs the build it started with, all of it.
      expect(await page.locator('meta[name=kortbord-build]').count()).toBe(0);

      await Promise.all([
        page.waitForEvent('load'),
        line.getByRole('button', { name: 'Ladda om för den nya versionen' }).click(),
      ]);
      await expect
        .poll(() => page.locator('meta[name=kortbord-build]').getAttribute('content'))
        .toBe('second');
      await page.locator('.game-tile').first().waitFor();
      expect(await line.count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
