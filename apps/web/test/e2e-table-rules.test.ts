import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTable,
  hasChromium,
  newPage,
  openPage,
  postTable,
  startHarness,
  type Harness,
} from './e2e/harness';

/**
 * The table's own rules where a new player meets them (issue 39): the waiting room says which game
 * and house rules, a guest may leave it, a full table offers watching, and "end the match" asks first.
 */
describe.skipIf(!hasChromium)('the table’s rules, in Chromium against the real server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('starts the turn clock off for one person and bots, at a minute with a friend', async () => {
    const { context, page } = await newPage(h);
    try {
      await openPage(page, h.url);
      const rows = page.locator('[data-testid=seat-row]');
      await rows.first().waitFor();
      for (let i = 1; i < (await rows.count()); i++)
        await rows.nth(i).locator('select').first().selectOption('bot');
      await rows.first().locator('select').first().selectOption('you');
      expect(await page.locator('[data-testid=turn-clock]').inputValue()).toBe('off');
      await rows.nth(1).locator('select').first().selectOption('open');
      expect(await page.locator('[data-testid=turn-clock]').inputValue()).toBe('60000');
    } finally {
      await context.close();
    }
  });

  it('says in the log when the clock made a move, and how short the turn is while away', async () => {
    const made = await postTable(h.url, {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'bot' }],
      join: { name: 'Kari' },
      standInAfterMs: null,
      turnClockMs: 8000,
    });
    const { context, page } = await newPage(h);
    try {
      await openPage(page, h.url);
      await page.evaluate(([id, ticket]) => localStorage.setItem(`kortbord.seat.${id}`, ticket), [
        made.table.id,
        JSON.stringify(made.joined),
      ] as const);
      await page.goto(`${h.url}/t/${made.table.id}`);
      // Kari reads and does nothing: the clock moves for her, and the log says so.
      await page
        .locator('[data-testid=log-drawer] li', { hasText: /^Tiden gikk ut: Du / })
        .first()
        .waitFor({ timeout: 30_000 });
      // On her next turn her seat says how long a move is now, and until when (8 s / 4).
      await page
        .locator('[data-testid=away]', { hasText: 'Borte: 2 s per trekk til du gjør et trekk selv' })
        .waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it('shows the game and its house rules in the waiting room, and lets a guest leave it', async () => {
    const kari = await newPage(h);
    const per = await newPage(h);
    try {
      await createTable(kari.page, h.url, 'viggo', ['you', 'open', 'open'], 'Kari', { passIsFinal: true });
      const link = await kari.page.locator('[data-testid=invite-link]').inputValue();
      await per.page.goto(link);
      await per.page.locator('[data-testid=join-name]').fill('Per');
      await per.page.locator('[data-testid=join]').click();
      const line = per.page.locator('[data-testid=table-game]');
      await line.waitFor();
      expect(await line.textContent()).toBe('Viggo · Husregler: Pass gjelder stikket');
      await kari.page.locator('[data-testid=waiting-room]', { hasText: 'Per' }).waitFor();
      // Per leaves before the match: his seat opens again for the others, and he is home.
      await per.page.locator('[data-testid=leave]').click();
      await per.page.locator('[data-testid=leave-yes]').click();
      await per.page.waitForURL((u) => u.pathname === '/');
      await expect
        .poll(() => kari.page.locator('[data-testid=waiting-room]').textContent(), { timeout: 20_000 })
        .not.toContain('Per');
      // The seat is there to take: another guest joins it with the same link.
      const ola = await newPage(h);
      try {
        await ola.page.goto(link);
        await ola.page.locator('[data-testid=join-name]').fill('Ola');
        await ola.page.locator('[data-testid=join]').click();
        await kari.page.locator('[data-testid=waiting-room]', { hasText: 'Ola' }).waitFor();
      } finally {
        await ola.context.close();
      }
    } finally {
      await kari.context.close();
      await per.context.close();
    }
  });

  it('says a full table is full and offers watching, not joining', async () => {
    const kari = await newPage(h);
    const per = await newPage(h);
    const ola = await newPage(h);
    try {
      await createTable(kari.page, h.url, 'viggo', ['you', 'open'], 'Kari');
      const link = await kari.page.locator('[data-testid=invite-link]').inputValue();
      await per.page.goto(link);
      await per.page.locator('[data-testid=join-name]').fill('Per');
      await per.page.locator('[data-testid=join]').click();
      await kari.page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await ola.page.goto(link);
      await ola.page.locator('[data-testid=table-full]').waitFor();
      expect(await ola.page.locator('[data-testid=table-full]').textContent()).toContain(
        'Bordet er fullt. Du kan se på i stedet.',
      );
      expect(await ola.page.locator('[data-testid=join]').count()).toBe(0);
      await ola.page.locator('[data-testid=watch]').click();
      await ola.page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
    } finally {
      for (const p of [kari, per, ola]) await p.context.close();
    }
  });

  it('asks before ending a President match, saying what happens, and says no round was finished', async () => {
    const { context, page } = await newPage(h, { locale: 'sv-SE' });
    try {
      await createTable(page, h.url, 'president', ['you', 'bot', 'bot', 'bot'], 'Kari');
      await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      await page.locator('[data-testid=end-match]').click();
      const ask = page.locator('[data-testid=end-confirm]');
      expect(await ask.textContent()).toContain(
        'Avsluta partiet nu? Ingen runda är färdigspelad, så partiet slutar utan vinnare.',
      );
      // "No": the match goes on.
      await page.locator('[data-testid=end-no]').click();
      expect(await page.locator('[data-testid=table]').getAttribute('data-over')).toBe('false');
      await page.locator('[data-testid=end-match]').click();
      await page.locator('[data-testid=end-yes]').click();
      const ended = page.locator('[data-testid=ended]');
      await ended.waitFor({ timeout: 20_000 });
      expect(await ended.textContent()).toBe(
        'Partiet avslutades innan första rundan var färdig – ingen vinnare.',
      );
      expect(await page.locator('[data-testid=winner]').count()).toBe(0);
      expect(await page.locator('[data-testid=table]').getAttribute('data-over')).toBe('true');
    } finally {
      await context.close();
    }
  });
});
