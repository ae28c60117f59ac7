import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  choose,
  createTable,
  hasChromium,
  newPage,
  openPage,
  perform,
  playRound,
  readState,
  screenshot,
  setupFront,
  startHarness,
  stateChange,
  type Harness,
} from './e2e/harness';

/** The seat's own hand as card codes, in the order shown. */
const handCodes = (page: Page): Promise<string[]> =>
  page
    .locator('[data-testid=hand] button')
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('data-code') ?? ''));

const waitForTable = (page: Page) => page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });

interface GameCase {
  readonly id: string;
  readonly seats: readonly ('you' | 'bot' | 'open')[];
  /** House rules set in the front page's picker (a low target makes a short match). */
  readonly options?: Readonly<Record<string, string | boolean>>;
  /** Play on (dealing each next round) until the match is over. */
  readonly untilOver?: boolean;
  readonly shot?: string;
  /** Rounds to play (President's second round starts with the exchange). */
  readonly rounds?: number;
}

// Every game's whole round by tapping is played on a phone (e2e-page, in bokmål or Swedish); here
// the wide page plays what that does not: whole matches to their review, Viggo's draft of two, and
// President's second round with its exchange. Idiot's and Vri åtter's rounds are not played again.
const GAMES: readonly GameCase[] = [
  { id: 'viggo', seats: ['you', 'bot', 'bot', 'bot'], options: { targetScore: '6' }, untilOver: true },
  { id: 'viggo', seats: ['you', 'bot'], shot: 'viggo-draft' },
  { id: 'president', seats: ['you', 'bot', 'bot', 'bot'], rounds: 2 },
  { id: 'tuffa-viktor', seats: ['you', 'bot', 'bot'], options: { targetScore: '12' }, untilOver: true },
  { id: 'hjerterfri', seats: ['you', 'bot', 'bot', 'bot'], options: { targetScore: '10' }, untilOver: true },
];

describe.skipIf(!hasChromium)('the web client in Chromium against the real server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  for (const game of GAMES) {
    const name = game.shot ?? game.id;
    it(`plays ${game.untilOver ? 'a whole match' : 'a whole round'} of ${name} by clicking`, async () => {
      const { context, page } = await newPage(h);
      try {
        await createTable(page, h.url, game.id, game.seats, 'Kari', game.options);
        await waitForTable(page);
        await expect
          .poll(() => page.locator('[data-testid=connection]').getAttribute('data-status'))
          .toBe('open');
        let shot = false;
        const moves = await playRound(page, {
          timeoutMs: 150_000,
          untilOver: game.untilOver ?? false,
          onMove: async (n) => {
            if (n >= (game.shot ? 1 : 4) && !shot) {
              shot = true;
              await screenshot(page, name);
            }
          },
        });
        if (!shot) await screenshot(page, name);
        expect(moves).toBeGreaterThan(0);
        for (let round = 2; round <= (game.rounds ?? 1); round++) {
          await page.locator('[data-testid=next-round]').click();
          await expect.poll(async () => (await readState(page)).roundOver).toBe(false);
          await screenshot(page, `${name}-round-${round}`);
          await playRound(page, { timeoutMs: 150_000 });
        }
        const s = await readState(page);
        expect(s.roundOver).toBe(true);
        if (game.untilOver) expect(s.over).toBe(true);
        await expect.poll(() => page.locator('[data-testid=scoreboard]').count()).toBeGreaterThan(0);
        await screenshot(page, `${name}-over`);
        if (s.over) {
          // A finished match: its review steps through every move with all cards shown.
          await page.locator('[data-testid=review]').click();
          await page.locator('[data-testid=review-bar]').waitFor();
          await page.locator('[data-testid=review-prev]').click();
          await expect.poll(() => page.locator('[data-testid=review-position]').textContent()).toMatch(/\d+/);
          await screenshot(page, `${name}-review`);
        }
      } finally {
        await context.close();
      }
    }, 200_000);
  }

  it('two browsers play against each other at one table, joined by the invite link', async () => {
    const a = await newPage(h);
    const b = await newPage(h);
    try {
      await createTable(a.page, h.url, 'president', ['you', 'open', 'bot'], 'Anna');
      const link = await a.page.locator('[data-testid=invite-link]').inputValue();
      expect(link).toMatch(/\/t\/[A-Za-z0-9_-]+\?invite=/);
      await b.page.goto(link);
      // Without a name the greyed-out "Bli med" says why.
      await b.page.locator('[data-testid=join-name]').fill('');
      expect(await b.page.locator('[data-testid=join]').isDisabled()).toBe(true);
      expect(await b.page.locator('[data-testid=join-why]').innerText()).toBe('Skriv navnet ditt først.');
      await b.page.locator('[data-testid=join-name]').fill('Bodil');
      expect(await b.page.locator('[data-testid=join-why]').count()).toBe(0);
      await b.page.locator('[data-testid=join]').click();
      await Promise.all([waitForTable(a.page), waitForTable(b.page)]);
      await expect
        .poll(() => a.page.locator('[data-testid=seat]').allTextContents())
        .toContainEqual(expect.stringContaining('Bodil'));
      await expect
        .poll(() => b.page.locator('[data-testid=seat]').allTextContents())
        .toContainEqual(expect.stringContaining('Anna'));
      // A third browser watches without a seat: the table, no hand, no actions.
      const c = await newPage(h);
      await c.page.goto(link.replace(/\?.*$/, ''));
      await waitForTable(c.page);
      expect(await c.page.locator('[data-testid=hand]').count()).toBe(0);
      expect(await c.page.locator('[data-testid=actions]').count()).toBe(0);
      const [ma, mb] = await Promise.all([
        playRound(a.page, { timeoutMs: 150_000 }),
        playRound(b.page, { timeoutMs: 150_000 }),
      ]);
      expect(ma).toBeGreaterThan(0);
      expect(mb).toBeGreaterThan(0);
      await screenshot(b.page, 'two-players');
      await expect.poll(async () => (await readState(c.page)).roundOver).toBe(true);
      await screenshot(c.page, 'spectator');
      await c.context.close();
      // President never ends by itself: it ends once every person seated has asked (issue 21), and
      // everybody sees it. Bodil asks first and is told who is still to ask; Anna's ask ends it.
      await b.page.getByRole('button', { name: 'Avslutt partiet' }).click();
      // It asks first, saying the match ends only once everyone at the table has asked.
      await b.page
        .locator('[data-testid=end-confirm]', { hasText: 'når alle ved bordet har bedt om det' })
        .waitFor();
      await b.page.getByRole('button', { name: 'Ja, avslutt' }).click();
      await expect
        .poll(() => b.page.locator('[data-testid=error]').allTextContents())
        .toContainEqual(expect.stringContaining('Anna'));
      expect((await readState(a.page)).over).toBe(false);
      await a.page.locator('[data-testid=end-asked]', { hasText: 'Bodil' }).waitFor();
      await a.page.getByRole('button', { name: 'Avslutt partiet' }).click();
      await a.page.getByRole('button', { name: 'Ja, avslutt' }).click();
      await expect.poll(async () => (await readState(a.page)).over).toBe(true);
      await expect.poll(async () => (await readState(b.page)).over).toBe(true);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  }, 200_000);

  it('a stranger joins a public table from the lobby, and leaves it to a bot', async () => {
    const a = await newPage(h);
    const b = await newPage(h);
    try {
      await createTable(a.page, h.url, 'vri-atter', ['you', 'open'], 'Anna');
      const id = /\/t\/([A-Za-z0-9_-]+)/.exec(a.page.url())?.[1];
      expect(id).toBeTruthy();
      // The lobby lists the public table with its open seat; "Bli med" asks only for a name.
      await openPage(b.page, h.url);
      await b.page.locator(`[data-testid=lobby-join-${id}]`).click();
      await b.page.locator('[data-testid=join-name]').fill('Bodil');
      await b.page.locator('[data-testid=join]').click();
      await Promise.all([waitForTable(a.page), waitForTable(b.page)]);
      await expect.poll(async () => (await handCodes(b.page)).length).toBeGreaterThan(0);
      await expect
        .poll(() => a.page.locator('[data-testid=seat]').allTextContents())
        .toContainEqual(expect.stringContaining('Bodil'));
      // Leaving asks first, then hands the seat to a bot, which plays it on for Anna.
      await b.page.locator('[data-testid=leave]').click();
      await b.page.locator('[data-testid=leave-yes]').click();
      await b.page.waitForURL((u) => u.pathname === '/');
      await expect
        .poll(() => a.page.locator('[data-testid=seat]').allTextContents())
        .toContainEqual(expect.stringContaining('Bodil (bot)'));
      expect(await playRound(a.page, { timeoutMs: 120_000 })).toBeGreaterThan(0);
      expect((await readState(a.page)).roundOver).toBe(true);
      // Back on the table's page, Bodil's browser no longer holds the seat: it watches.
      await b.page.goto(`${h.url}/t/${id}`);
      await waitForTable(b.page);
      expect(await b.page.locator('[data-testid=hand]').count()).toBe(0);
    } finally {
      await a.context.close();
      await b.context.close();
    }
  }, 200_000);

  it('takes the seat back after a reload', async () => {
    const { context, page } = await newPage(h);
    try {
      await createTable(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
      await waitForTable(page);
      // The hand as soon as it is shown (only Kari's own moves change it under the default rules).
      await expect.poll(async () => (await handCodes(page)).length).toBeGreaterThan(0);
      const before = await handCodes(page);
      expect(before.length).toBeGreaterThan(0);
      const at = page.url();
      await page.reload();
      await waitForTable(page);
      expect(page.url()).toBe(at);
      await expect
        .poll(() => page.locator('[data-testid=connection]').getAttribute('data-status'))
        .toBe('open');
      await expect.poll(() => handCodes(page)).toEqual(before);
      // Keyboard: a card is a button; Enter selects it, Escape clears the selection.
      const first = page.locator('[data-testid=hand] button').first();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
      expect(await first.getAttribute('aria-label')).toMatch(/^(kløver|ruter|hjerter|spar) /);
      await page.keyboard.press('Escape');
      await expect.poll(() => first.getAttribute('aria-pressed')).toBe('false');
      // Still seated: the seat can move (its actions are offered on its turn, and a move of its own
      // is taken). One move shows it; the rounds are played out in the tests above.
      await expect
        .poll(
          async () => {
            const now = await readState(page);
            return now.legal.length > 0 && !now.pending;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      const mine = await readState(page);
      await perform(page, choose(mine.legal));
      await expect
        .poll(async () => (await readState(page)).version, { timeout: 20_000 })
        .not.toBe(mine.version);
    } finally {
      await context.close();
    }
  }, 200_000);

  it('shows a lost connection and reconnects by itself when the server is back', async () => {
    const { context, page } = await newPage(h);
    try {
      await createTable(page, h.url, 'idiot', ['you', 'bot'], 'Kari');
      await waitForTable(page);
      // Wait until only Kari can move the table: her turn in play (the bot has arranged, and moved
      // if it starts). Then nothing changes its version but her, and she does not move.
      let before = await readState(page);
      for (const end = Date.now() + 30_000; Date.now() < end; before = await readState(page)) {
        if (before.phase === 'play' && before.legal.length > 0 && !before.pending) break;
        const arrange = before.pending ? undefined : before.legal.find((a) => a.type === 'arrange');
        if (arrange) await perform(page, arrange);
        await stateChange(page, before, 1000);
      }
      expect([before.phase, before.legal.length > 0]).toEqual(['play', true]);
      await h.restartServer(1500, async () => {
        await expect
          .poll(() => page.locator('[data-testid=connection]').getAttribute('data-status'))
          .toBe('reconnecting');
        await screenshot(page, 'connection-lost');
      });
      await expect
        .poll(() => page.locator('[data-testid=connection]').getAttribute('data-status'), { timeout: 20_000 })
        .toBe('open');
      // The table survived the restart: the same seat, at the version it had.
      await expect.poll(async () => (await readState(page)).version).toBe(before.version);
      expect(await handCodes(page)).not.toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('plays bots offline in the page, with no server involved', async () => {
    const { context, page } = await newPage(h);
    try {
      await setupFront(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
      await page.locator('[data-testid=local]').click();
      await waitForTable(page);
      await expect
        .poll(() => page.locator('[data-testid=connection]').getAttribute('data-status'))
        .toBe('local');
      const moves = await playRound(page, { timeoutMs: 120_000 });
      expect(moves).toBeGreaterThan(0);
      await screenshot(page, 'offline');
    } finally {
      await context.close();
    }
  }, 150_000);

  it('switches language and remembers it', async () => {
    const { context, page } = await newPage(h);
    try {
      await openPage(page, h.url);
      await expect.poll(() => page.locator('#choose-game').textContent()).toBe('Velg spill');
      await page.locator('[data-lang=sv]').click();
      await expect.poll(() => page.locator('#choose-game').textContent()).toBe('Välj spel');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
      // Again after a reload, and drawn so by the server before any script (the choice's cookie): not
      // first in the browser's own language, bokmål here.
      const drawn = await (await context.request.get(page.url())).text();
      expect(drawn).toContain('id="choose-game">Välj spel</h2>');
      await openPage(page, page.url());
      await expect.poll(() => page.locator('#choose-game').textContent()).toBe('Välj spel');
      await screenshot(page, 'front-sv');
      await page.locator('[data-lang=en]').click();
      await expect.poll(() => page.locator('#choose-game').textContent()).toBe('Choose a game');
      await page.locator('.game-tile[data-game=tuffa-viktor]').click();
      await expect.poll(() => page.locator('[data-testid=howto]').textContent()).toContain('glasses');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('opens in the browser’s language the first time, and in the one chosen after that', async () => {
    const heading = async (locale: string, choose?: string): Promise<string | null> => {
      const { context, page } = await newPage(h, { locale });
      try {
        await openPage(page, h.url);
        await page.locator('#choose-game').waitFor();
        const first = await page.locator('#choose-game').textContent();
        if (!choose) return first;
        await page.locator(`[data-lang=${choose}]`).click();
        await openPage(page, page.url());
        return await page.locator('#choose-game').textContent();
      } finally {
        await context.close();
      }
    };
    expect(await heading('sv-SE')).toBe('Välj spel');
    expect(await heading('nn-NO')).toBe('Velg spill');
    expect(await heading('en-GB')).toBe('Choose a game');
    // A language we do not have: English, not Norwegian.
    expect(await heading('de-DE')).toBe('Choose a game');
    // A Swedish phone whose owner chose bokmål keeps bokmål.
    expect(await heading('sv-SE', 'nb')).toBe('Velg spill');
  }, 60_000);

  it('says once per level what it means, beside the first bot seat at that level', async () => {
    const { context, page } = await newPage(h);
    try {
      await openPage(page, h.url);
      const meanings = page.locator('[data-testid=level-meaning]');
      // You and three medium bots: one paragraph, beside seat 2.
      await expect.poll(() => meanings.count()).toBe(1);
      // In round words; the measured percentage is the tooltip's.
      expect(await meanings.first().innerText()).toMatch(/^Middels: .*Vinner (omtrent|nesten) .*rund/);
      expect(await meanings.first().innerText()).not.toContain('%');
      expect(await meanings.first().locator('[data-testid=level-wins]').getAttribute('title')).toMatch(
        /^Vinner \d+ % /,
      );
      // The third seat made hard: its own meaning beside it, medium's still beside seat 2.
      const third = page.locator('[data-testid=seat-row]').nth(2);
      await third.getByLabel('Nivå').selectOption('hard');
      await expect.poll(() => meanings.count()).toBe(2);
      expect(await third.locator('[data-testid=level-meaning]').innerText()).toMatch(/^Vanskelig: /);
      expect(
        await page.locator('[data-testid=seat-row]').nth(1).locator('[data-testid=level-meaning]').count(),
      ).toBe(1);
    } finally {
      await context.close();
    }
  }, 60_000);

  // Whole rounds on a phone are e2e-page's; here the front page and a table's start on one.
  it('fits a phone screen: the front page and a new table', async () => {
    const { context, page } = await newPage(h, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    try {
      await openPage(page, h.url);
      await screenshot(page, 'phone-front');
      // A bot's seat and its level share one line, so three bots take three short lines.
      const rows = page.locator('[data-testid=seat-row]');
      for (let i = 1; i < (await rows.count()); i++) {
        const [seatBox, levelBox] = await Promise.all(
          [0, 1].map((k) => rows.nth(i).locator('select').nth(k).boundingBox()),
        );
        expect(levelBox?.y).toBe(seatBox?.y);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(1);
      await createTable(page, h.url, 'tuffa-viktor', ['you', 'bot', 'bot'], 'Kari');
      await waitForTable(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      const box = await page.locator('[data-testid=hand] button').first().boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(50);
      await screenshot(page, 'phone-tuffa-viktor');
    } finally {
      await context.close();
    }
  }, 60_000);
});
