import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  cssString,
  hasChromium,
  holdServerAfter,
  newPage,
  openPage,
  postTable,
  readState,
  screenshot,
  setupFront,
  startHarness,
  type Harness,
} from './e2e/harness';

/**
 * What a new player tripped over at the table (issue 39): the fair shuffle's jargon, the chat's
 * silent limit, dead ends (a missing table, the offline table without a way out), and the keyboard.
 */
describe.skipIf(!hasChromium)('the table explains itself and has ways out, in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ seed: 'table-help' });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  /** A table on the server with the page's player at seat 0 and bots, opened in `page`. */
  async function seated(page: Page, game: string, bots: number): Promise<{ id: string; seedHash: string }> {
    const made = await postTable<{
      table: { id: string; seedHash: string | null };
      joined: { seat: number; token: string };
    }>(h.url, {
      game,
      seats: [{ kind: 'open' }, ...Array.from({ length: bots }, () => ({ kind: 'bot' }))],
      join: { name: 'Kari' },
      standInAfterMs: null,
      turnClockMs: null,
    });
    await openPage(page, h.url);
    await page.evaluate(([id, ticket]) => localStorage.setItem(`kortbord.seat.${id}`, ticket), [
      made.table.id,
      JSON.stringify(made.joined),
    ] as const);
    await page.goto(`${h.url}/t/${made.table.id}`);
    await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
    const info = (await (await fetch(`${h.url}/api/tables/${made.table.id}`)).json()) as {
      seedHash: string | null;
    };
    return { id: made.table.id, seedHash: info.seedHash ?? made.table.seedHash ?? '' };
  }

  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return {
        card: !!el?.matches('.seat-box.me .card-btn'),
        code: el?.getAttribute('data-code') ?? null,
        testId: el?.getAttribute('data-testid') ?? null,
        action: el?.getAttribute('data-action') ?? null,
      };
    });

  it('folds the shuffle’s fingerprint behind a lock that says what it is and how to check it', async () => {
    const { page, context } = await newPage(h);
    try {
      const { seedHash } = await seated(page, 'viggo', 2);
      expect(seedHash).toMatch(/^[0-9a-f]{16,}$/);
      // Closed: the lock and its name, no code and no engine word on the table.
      const lock = page.locator('[data-testid=fair-shuffle] summary');
      await expect.poll(() => lock.textContent()).toContain('Rettferdig stokking');
      const bar = page.locator('.session-bar');
      expect(await bar.innerText()).not.toMatch(/låst|Frø|[0-9a-f]{10}/);
      expect(await page.locator('[data-testid=fair-shuffle-body]').isVisible()).toBe(false);
      // Opened: one sentence on the fair shuffle, how to check it, and the whole fingerprint.
      await lock.click();
      const body = page.locator('[data-testid=fair-shuffle-body]');
      await body.waitFor();
      const text = await body.innerText();
      expect(text).toContain('før første kort ble delt ut');
      expect(text).toContain('kortbord replay');
      expect(text).toContain('Se gjennom partiet');
      expect(text).toContain('Frøet vises når partiet er over.');
      expect(await page.locator('[data-testid=fair-shuffle-hash]').innerText()).toBe(
        `Fingeravtrykk: ${seedHash}`,
      );
      await screenshot(page, 'table-help-fair-shuffle', false);
    } finally {
      await context.close();
    }
  });

  it('opens the lock on a phone inside the screen, the page no wider', async () => {
    const { page, context } = await newPage(h, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await seated(page, 'viggo', 3);
      await page.locator('[data-testid=fair-shuffle] summary').click();
      const body = page.locator('[data-testid=fair-shuffle-body]');
      await body.waitFor();
      const b = await body.boundingBox();
      expect(b).not.toBeNull();
      expect(b?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((b?.x ?? 0) + (b?.width ?? 0)).toBeLessThanOrEqual(390);
      expect((b?.y ?? 0) + (b?.height ?? 0)).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, 'table-help-fair-shuffle-phone', false);
    } finally {
      await context.close();
    }
  });

  it('counts the chat’s last characters and says when a message is full', async () => {
    const { page, context } = await newPage(h);
    try {
      await seated(page, 'viggo', 1);
      const input = page.locator('[data-testid=chat-input]');
      await input.fill('a'.repeat(150));
      expect(await page.locator('[data-testid=chat-count]').count()).toBe(0);
      await input.fill('a'.repeat(185));
      await expect.poll(() => page.locator('[data-testid=chat-count]').innerText()).toBe('15 tegn igjen');
      // A paste past the limit: the field keeps the server's 200 and says so.
      await input.fill('b'.repeat(260));
      await expect
        .poll(() => page.locator('[data-testid=chat-full]').innerText())
        .toBe('Meldingen er full: den kan ha 200 tegn.');
      expect((await input.inputValue()).length).toBe(200);
      // Characters, as the server counts them (an emoji is one, not two).
      await input.fill('🎉'.repeat(199));
      await expect.poll(() => page.locator('[data-testid=chat-count]').innerText()).toBe('1 tegn igjen');
      await input.fill('x'.repeat(200));
      await page.locator('[data-testid=chat-send]').click();
      await page.locator('[data-testid=chat-lines] li', { hasText: 'x'.repeat(200) }).waitFor();
      expect(await page.locator('[data-testid=chat-full]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('says a missing table does not exist, with the way home and no connection status', async () => {
    const { page, context } = await newPage(h);
    try {
      await page.goto(`${h.url}/t/finnesikke42`);
      const missing = page.locator('[data-testid=table-missing]');
      await missing.waitFor({ timeout: 20_000 });
      expect(await page.locator('h1').innerText()).toBe('Dette bordet finnes ikke');
      expect(await missing.innerText()).toContain('bordet ryddet bort');
      expect(await page.locator('[data-testid=connection]').count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toMatch(/Tilkoblet|Kobler til|Fant ikke bordet/);
      await screenshot(page, 'table-help-missing', false);
      await page.locator('[data-testid=to-front-page]').click();
      await page.waitForURL(`${h.url}/`);
      await page.locator('.game-tile').first().waitFor();
      // An invite to a table that is gone says the same, not a join form.
      await page.goto(`${h.url}/t/finnesikke42?invite=abc123`);
      await page.locator('[data-testid=table-missing]').waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-testid=join-form]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lets the offline table start a new game (asking first) and leave for the front page', async () => {
    const { page, context } = await newPage(h);
    try {
      await setupFront(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
      await page.locator('[data-testid=local]').click();
      await page.waitForURL(/\/local$/);
      await page.locator('[data-testid=hand] .card-btn').first().waitFor({ timeout: 20_000 });
      const hand = () =>
        page.$$eval('[data-testid=hand] .card-btn', (bs) =>
          bs.map((b) => b.getAttribute('data-code')).join(),
        );
      const first = await hand();
      expect(await page.locator('h1').innerText()).toBe('Vri åtter mot roboter');
      // A game in progress is not thrown away without asking; "keep playing" keeps it.
      await page.locator('[data-testid=offline-new]').click();
      expect(await page.locator('[data-testid=offline-ask]').innerText()).toContain('blir borte');
      await page.locator('[data-testid=offline-no]').click();
      expect(await hand()).toBe(first);
      await page.locator('[data-testid=offline-new]').click();
      await page.locator('[data-testid=offline-yes]').click();
      // The same game and seats, new cards.
      await expect.poll(hand, { timeout: 20_000 }).not.toBe(first);
      expect(await page.locator('[data-testid=table]').getAttribute('data-game')).toBe('vri-atter');
      expect(await page.locator('[data-testid=seat]').count()).toBe(1);
      await page.locator('[data-testid=offline-leave]').click();
      await page.locator('[data-testid=offline-yes]').click();
      await page.waitForURL(`${h.url}/`);
      await page.locator('.game-tile').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('names the table in an h1 and offers "to your cards" as the first Tab stop', async () => {
    const { page, context } = await newPage(h);
    try {
      const { id } = await seated(page, 'vri-atter', 1);
      expect(await page.locator('h1').innerText()).toBe(`Vri åtter, bord ${id}`);
      expect(await page.locator('h1').count()).toBe(1);
      const firstTab = await page.evaluate(() => {
        const all = Array.from(
          document.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, summary, [tabindex]',
          ),
        ).filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled);
        return all[0]?.getAttribute('data-testid') ?? all[0]?.outerHTML.slice(0, 80) ?? null;
      });
      expect(firstTab).toBe('skip-to-cards');
      const skip = page.locator('[data-testid=skip-to-cards]');
      await skip.focus();
      expect(await skip.innerText()).toBe('Til kortene dine');
      // Hidden until focused, then on the screen.
      const top = await skip.evaluate((e) => e.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).card).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('puts the focus on the hand when the player’s first turn comes', async () => {
    const { page, context } = await newPage(h);
    try {
      await seated(page, 'vri-atter', 1);
      await expect
        .poll(async () => (await readState(page)).legal.length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expect.poll(async () => (await focused(page)).card).toBe(true);
      // "Your turn" pulses when it comes, and then rests: a pulse without end kept the page
      // painting every frame while the player thought (a slow table's turn lasts days).
      const pulse = await page
        .locator('.turn.mine')
        .evaluate((el) => el.getAnimations().map((a) => ({ ends: a.effect?.getComputedTiming().endTime })));
      // (Gone already when the test came late: ended, as it should.)
      for (const a of pulse) expect(a.ends).toBeLessThan(10_000);
    } finally {
      await context.close();
    }
  });

  it('with no cards in hand yet (Viggo’s draft), puts the focus on the first choice', async () => {
    const { page, context } = await newPage(h);
    try {
      await seated(page, 'viggo', 1);
      await expect
        .poll(async () => (await readState(page)).legal.length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      expect(await page.locator('[data-testid=hand] .card-btn').count()).toBe(0);
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid=actions]')))
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('puts the focus on the card drawn after a draw, not on "Trekk"', async () => {
    const { page, context } = await newPage(h);
    try {
      await seated(page, 'vri-atter', 1);
      const draw = page.locator(
        `[data-testid=button-actions] button[data-action=${cssString('{"type":"draw"}')}]`,
      );
      await draw.waitFor({ timeout: 20_000 });
      const codes = () =>
        page.$$eval('[data-testid=hand] .card-btn', (bs) => bs.map((b) => b.getAttribute('data-code') ?? ''));
      const before = await codes();
      await draw.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await codes()).length, { timeout: 20_000 }).toBe(before.length + 1);
      const left = [...before];
      const drawn = (await codes()).filter((c) => {
        const i = left.indexOf(c);
        if (i < 0) return true;
        left.splice(i, 1);
        return false;
      });
      expect(drawn.length).toBe(1);
      await expect.poll(async () => (await focused(page)).code).toBe(drawn[0]);
      expect((await focused(page)).card).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('leaves the focus in the chat when the first turn comes while the player is typing', async () => {
    const made = await postTable<{
      table: { id: string };
      invite: string;
      joined: { seat: number; token: string };
    }>(h.url, {
      game: 'vri-atter',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      join: { name: 'Kari' },
      standInAfterMs: null,
      turnClockMs: null,
    });
    const { page, context } = await newPage(h);
    try {
      await openPage(page, h.url);
      await page.evaluate(([id, ticket]) => localStorage.setItem(`kortbord.seat.${id}`, ticket), [
        made.table.id,
        JSON.stringify(made.joined),
      ] as const);
      // The match's first view is held back after the facts that say it has started, as a slow
      // line may bring them in different frames: the chat must stay through that moment too.
      const letGo = await holdServerAfter(
        page,
        (text) => text.includes('"type":"table"') && text.includes('"status":"playing"'),
      );
      await page.goto(`${h.url}/t/${made.table.id}`);
      // Kari writes in the waiting room's chat; Per takes the last seat and the match starts.
      const input = page.locator('[data-testid=chat-input]');
      await input.click();
      await page.keyboard.type('Hei');
      const joined = await fetch(`${h.url}/api/tables/${made.table.id}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ invite: made.invite, name: 'Per' }),
      });
      expect(joined.status).toBe(200);
      await page.locator('[data-testid=waiting-room] h2', { hasText: 'Kobler til' }).waitFor();
      await page.keyboard.type(',');
      expect(await input.inputValue()).toBe('Hei,');
      letGo();
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      // This deal gives Kari the first turn: her cards are there, and she is still typing.
      await expect
        .poll(async () => (await readState(page)).legal.length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      await page.keyboard.type(' Per');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'chat-input',
      );
      expect(await input.inputValue()).toBe('Hei, Per');
    } finally {
      await context.close();
    }
  });
});
