/**
 * The browser's door: every page's security headers, the WebSocket's Origin check, no invite code in
 * the server's log, and a real Chromium that loads the built client, joins by an invite link and plays
 * with no Content-Security-Policy violation, the invite gone from the address bar afterwards.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pino } from 'pino';
import { hasChromium, launchChromium, sharedWeb } from '../../../web/test/e2e/harness';
import { checkOrigin } from '../../src/door';
import { http, testServer } from '../helpers';

type Server = Awaited<ReturnType<typeof testServer>>;

/** Opens a WebSocket with this Origin (or none) and collects what arrives until it closes or welcomes. */
function knock(
  url: string,
  origin: string | undefined,
): Promise<{ first: Record<string, unknown>; close: { code: number; reason: string } | null }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', origin ? { origin } : {});
    let first: Record<string, unknown> | null = null;
    ws.on('message', (d) => {
      first ??= JSON.parse(String(d)) as Record<string, unknown>;
      if (first['type'] === 'welcome') {
        ws.close();
        resolve({ first, close: null });
      }
    });
    ws.on('close', (code, reason) => {
      if (first?.['type'] !== 'welcome')
        resolve({ first: first ?? {}, close: { code, reason: String(reason) } });
    });
    ws.on('error', reject);
  });
}

describe('the browser door', () => {
  let s: Server;
  let web: string;
  const lines: string[] = [];
  beforeAll(async () => {
    web = await sharedWeb();
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    s = await testServer({
      webDir: web,
      logger: pino({ level: 'info' }, sink),
      allowedOrigins: ['https://kortbord.example'],
      botDelayMs: [0, 2],
    });
  }, 120_000);
  afterAll(async () => {
    await s?.cleanup();
  });

  it('serves every page and API answer with the security headers', async () => {
    for (const path of ['/', '/t/abc?invite=x', '/api', '/api/games']) {
      const res = await fetch(s.url + path);
      await res.arrayBuffer();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('refuses a WebSocket from a foreign origin with a clear reason, lets in its own and the listed ones', async () => {
    const foreign = await knock(s.url, 'https://evil.example');
    expect(foreign.first).toMatchObject({ type: 'error', code: 'bad-origin' });
    expect(foreign.close).toEqual({ code: 1008, reason: 'origin not allowed' });
    // Same host but another scheme or port is another origin.
    const port = await knock(s.url, `http://127.0.0.1:${s.port + 1}`);
    expect(port.close?.reason).toBe('origin not allowed');
    expect((await knock(s.url, s.url)).first['type']).toBe('welcome');
    expect((await knock(s.url, 'https://kortbord.example')).first['type']).toBe('welcome');
    // No Origin: not a browser (the CLI, the bots' tests), let in; its seat token still guards a seat.
    expect((await knock(s.url, undefined)).first['type']).toBe('welcome');
    expect(checkOrigin('null', '127.0.0.1:1', []).ok).toBe(false);
    expect(checkOrigin('not a url', '127.0.0.1:1', []).ok).toBe(false);
  });

  it.skipIf(!hasChromium)(
    'Chromium joins by an invite link and plays with no CSP violation; the invite leaves the address bar and never reaches the log',
    async () => {
      const made = await http<{ table: { id: string }; invite: string }>(s.url, 'POST', '/api/tables', {
        game: 'idiot',
        seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
        standInAfterMs: null,
        public: false,
      });
      expect(made.status).toBe(201);
      const { invite } = made.body;
      const id = made.body.table.id;
      const browser = await launchChromium();
      try {
        const page = await browser.newPage();
        const problems: string[] = [];
        page.on('console', (m) => {
          if (/content security policy|refused to/i.test(m.text())) problems.push(m.text());
        });
        page.on('pageerror', (e) => problems.push(e.message));
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(`Refused to ... Content Security Policy ${e.violatedDirective} ${e.blockedURI}`),
          );
        });
        await page.goto(`${s.url}/t/${id}?invite=${invite}`);
        await page.locator('[data-testid=join-name]').fill('Kari');
        await page.locator('[data-testid=join]').click();
        await page.locator('[data-testid=table]').waitFor({ timeout: 30_000 });
        await page.locator('[data-testid=connection][data-status=open]').waitFor({ timeout: 30_000 });
        await page.locator('[data-testid=hand] button').first().waitFor({ timeout: 30_000 });
        expect(new URL(page.url()).search).toBe('');
        expect(page.url()).not.toContain(invite);
        expect(problems).toEqual([]);
      } finally {
        await browser.close();
      }
      const log = lines.join('');
      expect(log).toContain(`/t/${id}?…`);
      expect(log).not.toContain(invite);
    },
    120_000,
  );
});
