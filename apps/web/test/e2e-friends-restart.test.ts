import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { exited, freePort, serverProcess } from '../../server/test/helpers';
import {
  hasChromium,
  launchChromium,
  playRound,
  readState,
  screenshot,
  setupFront,
  sharedWeb,
} from './e2e/harness';

/**
 * Issue 15's "done when", with the server as its own process killed (SIGKILL) at each stage: three
 * friends set a table up in the browser, wait for each other, talk, play a match with a clock, say
 * "Klar" between rounds and play again; after every kill the pages come back on their own to the
 * same waiting room, chat, clock, votes and countdown.
 */
describe.skipIf(!hasChromium)('three friends through server kills, in Chromium', () => {
  let web: string;
  let data: string;
  let browser: Browser;
  let srv: Awaited<ReturnType<typeof serverProcess>>;
  let env: Record<string, string>;

  beforeAll(async () => {
    web = await sharedWeb();
    data = mkdtempSync(join(tmpdir(), 'kortbord-data-'));
    env = {
      PORT: String(await freePort()),
      DATA_DIR: data,
      WEB_DIR: web,
      BOT_DELAY_MIN_MS: '20',
      BOT_DELAY_MAX_MS: '60',
      // Long enough that a kill and a restart (slow on a loaded machine) fit inside one countdown.
      NEXT_ROUND_AFTER_MS: '120000',
      LOG_LEVEL: 'warn',
    };
    srv = await serverProcess(env, 90_000);
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close().catch(() => {});
    srv?.child.kill('SIGKILL');
    if (srv) await exited(srv.child);
    if (data) rmSync(data, { recursive: true, force: true });
  });

  const t0 = Date.now();
  /** Where the walk is, for a log that shows which stage a failure came in. */
  const stage = (what: string) =>
    console.log(`friends-restart +${Math.round((Date.now() - t0) / 1000)} s: ${what}`);

  /** Kills the server outright and starts it again on the same port and data. */
  async function kill(): Promise<void> {
    stage('kill');
    srv.child.kill('SIGKILL');
    await exited(srv.child);
    srv = await serverProcess(env, 90_000);
  }

  const connected = (pages: readonly Page[]) =>
    Promise.all(
      pages.map((p) => p.locator('[data-testid=connection][data-status=open]').waitFor({ timeout: 30_000 })),
    );
  const chatBodies = (p: Page) => p.locator('[data-testid=chat-lines] li[data-seat]').allInnerTexts();
  const clockSeconds = async (p: Page): Promise<number> =>
    Number(await p.locator('[data-testid=clock]').first().getAttribute('data-seconds'));
  const countdown = async (p: Page): Promise<number> =>
    Number(await p.locator('[data-testid=deal-countdown]').getAttribute('data-seconds'));

  it(
    'set up, wait, talk, play with a clock, "Klar", play again: all as it was after each kill',
    { timeout: 900_000 },
    async () => {
      const pages: Page[] = [];
      for (let i = 0; i < 3; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'nb-NO' });
        pages.push(await context.newPage());
      }
      const [kari, per, ola] = pages as [Page, Page, Page];
      const url = `http://127.0.0.1:${env['PORT']}`;

      // Kari sets the table up with a two-minute clock (a restart on a loaded machine fits in it); Per
      // comes in; they talk.
      await setupFront(kari, url, 'viggo', ['you', 'open', 'open'], 'Kari', { targetScore: '14' });
      await kari.locator('[data-testid=turn-clock]').selectOption('120000');
      await kari.locator('[data-testid=create]').click();
      await kari.waitForURL(/\/t\//);
      const link = await kari.locator('[data-testid=invite-link]').inputValue();
      await per.goto(link);
      await per.locator('[data-testid=join-name]').fill('Per');
      await per.locator('[data-testid=join]').click();
      await kari.locator('[data-testid=waiting-room]', { hasText: 'Per' }).waitFor();
      await kari.locator('[data-testid=chat-input]').fill('Hei, venter på Ola');
      await kari.locator('[data-testid=chat-send]').click();
      await per.locator('[data-testid=chat-lines] li', { hasText: 'venter på Ola' }).waitFor();

      stage('the waiting room');
      // Kill 1, in the waiting room: it is still there with Per in it, the chat line once.
      await kill();
      await connected([kari, per]);
      await kari.locator('[data-testid=waiting-room]', { hasText: 'Per' }).waitFor();
      for (const p of [kari, per]) expect(await chatBodies(p)).toHaveLength(1);

      stage('Ola joins');
      // Ola takes the last seat: the match starts for all three, with a clock on the seat to act.
      await ola.goto(link);
      await ola.locator('[data-testid=join-name]').fill('Ola');
      await ola.locator('[data-testid=join]').click();
      for (const p of pages) await p.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await ola.locator('[data-testid=chat-lines] li', { hasText: 'venter på Ola' }).waitFor();
      await kari.locator('[data-testid=clock]').waitFor();
      const before = await clockSeconds(kari);
      const version = (await readState(kari)).version;

      stage('a clock runs');
      // Kill 2, mid-turn: the same decision's clock goes on from where it was, not from a full minute.
      await kill();
      await connected(pages);
      await kari.locator('[data-testid=clock]').waitFor();
      expect((await readState(kari)).version).toBe(version);
      expect(await clockSeconds(kari)).toBeLessThanOrEqual(before);
      await screenshot(kari, 'friends-restart-clock');

      stage('round 1');
      // Round 1 is played out by the three pages.
      await Promise.all(pages.map((p) => playRound(p, { timeoutMs: 150_000 })));
      // Between rounds: the countdown; Kari and Per say "Klar", and everyone sees it.
      await kari.locator('[data-testid=deal-countdown]').waitFor();
      await kari.locator('[data-testid=next-round]').click();
      await kari.locator('[data-testid=ready-mine]').waitFor();
      await ola.locator('[data-testid=ready-names]', { hasText: 'Kari er klar' }).waitFor();
      await per.locator('[data-testid=next-round]').click();
      await ola.locator('[data-testid=ready-count]', { hasText: '2 av 3 klare' }).waitFor();
      const left = await countdown(ola);
      await screenshot(ola, 'friends-restart-ready');

      stage('two of three ready');
      // Kill 3, between rounds: the votes and the countdown are as they were.
      await kill();
      await connected(pages);
      await ola.locator('[data-testid=ready-count]', { hasText: '2 av 3 klare' }).waitFor();
      await ola.locator('[data-testid=deal-countdown]').waitFor();
      expect(await countdown(ola)).toBeLessThanOrEqual(left);
      await per.locator('[data-testid=ready-mine]').waitFor();
      // Ola is the last: the next round is dealt at once, long before the countdown's end.
      await ola.locator('[data-testid=next-round]').click();
      for (const p of pages) await expect.poll(async () => (await readState(p)).roundOver).toBe(false);

      stage('the rest of the match');
      // The match is played to its end (each page says "Klar" between rounds).
      await Promise.all(pages.map((p) => playRound(p, { untilOver: true, timeoutMs: 300_000 })));
      await kari.locator('[data-testid=rematch]').click();
      await kari.locator('[data-testid=rematch-waiting]').waitFor();

      stage('a rematch asked');
      // Kill 4, after the match: Kari's ask for a rematch is kept; the others accept and play again.
      await kill();
      await connected(pages);
      await per.locator('[data-testid=rematch-box]', { hasText: 'Kari' }).waitFor();
      await per.locator('[data-testid=rematch]').click();
      await ola.locator('[data-testid=rematch]').click();
      for (const p of pages)
        await expect.poll(async () => (await readState(p)).over, { timeout: 20_000 }).toBe(false);
      await kari.locator('[data-testid=match-history]').waitFor();
      stage('the rematch started');
      // The chat went through every kill once, and still carries new lines.
      await per.locator('[data-testid=chat-input]').fill('En gang til!');
      await per.locator('[data-testid=chat-send]').click();
      for (const p of pages) {
        await p.locator('[data-testid=chat-lines] li', { hasText: 'En gang til!' }).waitFor();
        expect(await chatBodies(p)).toHaveLength(2);
      }
      await screenshot(kari, 'friends-restart-rematch');
    },
  );
});
