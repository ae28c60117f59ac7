import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTable,
  hasChromium,
  newPage,
  openPage,
  postTable,
  screenshot,
  startHarness,
  type Harness,
} from './e2e/harness';

/** Friends at one table in two browsers: the waiting room, the chat, the turn alert, the clock. */
describe.skipIf(!hasChromium)('friends at a table, in Chromium against the real server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('starts a waiting room with a bot, and a chat message arrives in the other browser', async () => {
    const kari = await newPage(h);
    const per = await newPage(h);
    try {
      await createTable(kari.page, h.url, 'viggo', ['you', 'open', 'open'], 'Kari');
      const link = await kari.page.locator('[data-testid=invite-link]').inputValue();
      await per.page.goto(link);
      await per.page.locator('[data-testid=join-name]').fill('Per');
      await per.page.locator('[data-testid=join]').click();
      await kari.page.locator('[data-testid=waiting-room]', { hasText: 'Per' }).waitFor();
      // Only the host sees the host's controls.
      await kari.page.locator('[data-testid=host-controls]').waitFor();
      expect(await per.page.locator('[data-testid=host-controls]').count()).toBe(0);

      await kari.page.locator('[data-testid=chat-input]').fill('Hei Per, klar?');
      await kari.page.locator('[data-testid=chat-send]').click();
      await per.page.locator('[data-testid=chat-lines] li', { hasText: 'Hei Per, klar?' }).waitFor();
      await per.page.getByRole('button', { name: 'Lykke til!' }).click();
      await kari.page.locator('[data-testid=chat-lines] li', { hasText: 'Lykke til!' }).waitFor();

      // Kari mutes Per: his lines and reactions leave her page (only hers), and stay gone on reload.
      const perLines = kari.page.locator('[data-testid=chat-lines] li[data-seat="1"]');
      await kari.page.locator('[data-testid=mute-1]').click();
      await expect.poll(() => perLines.count()).toBe(0);
      await per.page.locator('[data-testid=chat-input]').fill('Hører du meg?');
      await per.page.locator('[data-testid=chat-send]').click();
      await per.page.getByRole('button', { name: '🎉' }).click();
      await per.page.locator('[data-testid=chat-lines] li[data-kind=emoji]').waitFor();
      // Kari's own line comes after Per's on her socket: once it shows, his have arrived, unshown.
      const mark = async (text: string) => {
        await kari.page.locator('[data-testid=chat-input]').fill(text);
        await kari.page.locator('[data-testid=chat-send]').click();
        await kari.page.locator('[data-testid=chat-lines] li', { hasText: text }).waitFor();
      };
      await mark('Kari her');
      expect(await perLines.count()).toBe(0);
      // Per's page still shows everything: the mute is Kari's browser's alone.
      await per.page.locator('[data-testid=chat-lines] li', { hasText: 'Kari her' }).waitFor();
      expect(await per.page.locator('[data-testid=chat-lines] li[data-seat="1"]').count()).toBe(3);
      await kari.page.reload();
      await kari.page.locator('[data-testid=chat-lines] li', { hasText: 'Kari her' }).waitFor();
      expect(await perLines.count()).toBe(0);
      expect(await kari.page.locator('[data-testid=mute-1]').getAttribute('aria-pressed')).toBe('true');
      // Unmuted, his lines are back, the new one and the reaction among them.
      await kari.page.locator('[data-testid=mute-1]').click();
      await kari.page.locator('[data-testid=chat-lines] li', { hasText: 'Hører du meg?' }).waitFor();
      expect(await perLines.count()).toBe(3);
      await kari.page.locator('[data-testid=chat-lines] li[data-kind=emoji]', { hasText: '🎉' }).waitFor();

      await screenshot(kari.page, 'friends-waiting-room');
      await kari.page.locator('[data-testid=start-now]').click();
      for (const p of [kari.page, per.page])
        await p.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      // The chat stays with the table once the match runs (and a reload shows it).
      await per.page.reload();
      await per.page.locator('[data-testid=chat-lines] li', { hasText: 'Hei Per, klar?' }).waitFor();
      await screenshot(per.page, 'friends-table-chat');
    } finally {
      await kari.context.close();
      await per.context.close();
    }
  });

  it('a chat line arriving on a phone shows in the chat’s box and leaves the page where it is', async () => {
    const kari = await newPage(h);
    const per = await newPage(h, { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true });
    try {
      await createTable(kari.page, h.url, 'viggo', ['you', 'open'], 'Kari');
      await per.page.goto(await kari.page.locator('[data-testid=invite-link]').inputValue());
      await per.page.locator('[data-testid=join-name]').fill('Per');
      await per.page.locator('[data-testid=join]').click();
      for (const p of [kari.page, per.page])
        await p.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
      // Per looks at his hand at the top of the page; the chat is below his first screen.
      await per.page.evaluate(() => window.scrollTo(0, 0));
      const chat = per.page.locator('[data-testid=chat-lines]');
      expect((await chat.boundingBox())!.y).toBeGreaterThan(700);
      // Long lines, more than the chat's box holds.
      for (let n = 1; n <= 4; n++) {
        await kari.page.locator('[data-testid=chat-input]').fill(`${n}: ${'bla '.repeat(45)}`);
        await kari.page.locator('[data-testid=chat-send]').click();
        await per.page.locator('[data-testid=chat-lines] li', { hasText: `${n}: bla` }).waitFor();
      }
      // The box shows its newest line (scrolled to its end)...
      await expect
        .poll(() =>
          chat.evaluate(
            (el) =>
              el.scrollHeight > el.clientHeight && el.scrollTop + el.clientHeight >= el.scrollHeight - 1,
          ),
        )
        .toBe(true);
      // ...and the page did not move.
      expect(await per.page.evaluate(() => window.scrollY)).toBe(0);
    } finally {
      await kari.context.close();
      await per.context.close();
    }
  });

  it('says "your turn" in the title, and an idle seat’s clock runs out and the game goes on', async () => {
    const made = await postTable(h.url, {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'bot' }],
      join: { name: 'Kari' },
      standInAfterMs: null,
      turnClockMs: 3000,
    });
    const kari = await newPage(h);
    try {
      await openPage(kari.page, h.url);
      await kari.page.evaluate(([id, ticket]) => localStorage.setItem(`kortbord.seat.${id}`, ticket), [
        made.table.id,
        JSON.stringify(made.joined),
      ] as const);
      await kari.page.goto(`${h.url}/t/${made.table.id}`);
      // Kari's turn: the title says so, and her seat's clock counts down.
      await expect.poll(() => kari.page.title(), { timeout: 20_000 }).toBe('● Din tur – kortbord');
      await kari.page.locator('[data-testid=clock][data-seat="0"]').waitFor();
      const version = Number(await kari.page.locator('[data-testid=table]').getAttribute('data-version'));
      // Kari does nothing: a bot decides for her, her seat shows away, and the table moves on.
      await screenshot(kari.page, 'friends-clock');
      await kari.page.locator('[data-testid=away]').waitFor({ timeout: 20_000 });
      await expect
        .poll(async () => Number(await kari.page.locator('[data-testid=table]').getAttribute('data-version')))
        .toBeGreaterThan(version);
    } finally {
      await kari.context.close();
    }
  });
});
