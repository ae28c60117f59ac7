import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAME_IDS } from '@kortbord/engine';
import {
  hasChromium,
  newPage,
  openPage,
  screenshot,
  setupFront,
  startHarness,
  type Harness,
} from './e2e/harness';

// Issue 39: what a new player trips over on the front page, seen in Chromium against the real server.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const WIDE = { viewport: { width: 1280, height: 800 } };

/** Whether the element's whole box is on the screen as it is scrolled now. */
const onScreen = (page: Page, sel: string): Promise<boolean> =>
  page.locator(sel).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });

/** Whether the element at the middle of `sel`'s box is `sel` itself (or inside it): nothing covers it. */
const uncovered = (page: Page, sel: string): Promise<boolean> =>
  page.locator(sel).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!top && (top === el || el.contains(top));
  });

const focusedGame = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.activeElement?.getAttribute('data-game') ?? null);

const checkedGame = (page: Page): Promise<string | null> =>
  page.locator('.game-tile[aria-checked=true]').getAttribute('data-game');

describe.skipIf(!hasChromium)('the front page for a new player (issue 39)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('on a phone, "Lag bord" and "Spill mot roboter her" are on the first screen after choosing any game', async () => {
    const { context, page } = await newPage(h, PHONE);
    try {
      await openPage(page, h.url);
      for (const game of GAME_IDS) {
        await page.locator(`.game-tile[data-game=${game}]`).tap();
        await page.evaluate(() => scrollTo(0, 0));
        expect(await checkedGame(page)).toBe(game);
        for (const sel of ['[data-testid=create]', '[data-testid=local]']) {
          expect(await onScreen(page, sel), `${game} ${sel}`).toBe(true);
          expect(await uncovered(page, sel), `${game} ${sel}`).toBe(true);
        }
        // Why "Lag bord" is grey (no name yet) is said beside it, on the same screen.
        expect(await onScreen(page, '[data-testid=create-why]'), game).toBe(true);
      }
      await screenshot(page, 'front39-phone-first-screen', false);
      // The why takes the player to the name field, shown above the buttons, not under them.
      await page.locator('[data-testid=create-why] button').tap();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('name');
      expect(await uncovered(page, '[data-testid=name]')).toBe(true);
      await page.locator('[data-testid=name]').fill('Kari');
      await expect.poll(() => page.locator('[data-testid=create-why]').count()).toBe(0);
      // Nothing is hidden for good: at the page's end the open tables and the review are uncovered.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      for (const sel of ['.open-tables h2', 'a[href="/review"]'])
        expect(await uncovered(page, sel), sel).toBe(true);
      await screenshot(page, 'front39-phone-end', false);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(1);
      // And the button still makes the table.
      await page.locator('[data-testid=create]').tap();
      await page.waitForURL(/\/t\//);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('on a desktop, the how-to, the house rules, the seats and both buttons show at once, the buttons under the seats', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await openPage(page, h.url);
      for (const sel of [
        '[data-testid=howto]',
        'details.house-rules > summary',
        '[data-testid=seat-row] >> nth=3',
        '[data-testid=name]',
        '[data-testid=create]',
        '[data-testid=local]',
      ])
        expect(await onScreen(page, sel), sel).toBe(true);
      const seats = await page.locator('.seats-panel').boundingBox();
      const bar = await page.locator('[data-testid=start-bar]').boundingBox();
      const picker = await page.locator('.game-panel').boundingBox();
      // The bar sits right under the seats, in the same column, beside the game's panel.
      expect(bar!.y).toBeGreaterThan(seats!.y + seats!.height);
      expect(bar!.y - (seats!.y + seats!.height)).toBeLessThanOrEqual(24);
      expect(bar!.x).toBe(seats!.x);
      expect(bar!.x).toBeGreaterThan(picker!.x + picker!.width);
      await screenshot(page, 'front39-desktop', false);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('says a bot level’s strength in round words, with the measured figures as its tooltip', async () => {
    for (const [locale, words] of [
      [
        'nb-NO',
        /^Vinner (omtrent \d+ av \d+ runder|omtrent halvparten|nesten alle).* mot tre roboter som spiller på måfå/,
      ],
      [
        'sv-SE',
        /^Vinner (ungefär \d+ av \d+ rundor|ungefär hälften|nästan alla).* mot tre robotar som spelar på måfå/,
      ],
      [
        'en-GB',
        /^Wins (about \d+ in \d+ rounds|about half|almost every).* against three bots that play at random/,
      ],
    ] as const) {
      const { context, page } = await newPage(h, { ...WIDE, locale });
      try {
        await openPage(page, h.url);
        const wins = page.locator('[data-testid=level-wins]');
        await expect.poll(() => wins.count()).toBe(1);
        const line = await wins.innerText();
        expect(line).toMatch(words);
        expect(line).not.toMatch(/%|\d{4}-\d\d-\d\d/);
        expect(await wins.getAttribute('title')).toMatch(/\d+ ?% .*Viggo.*\d{4}-\d\d-\d\d/);
      } finally {
        await context.close();
      }
    }
  }, 60_000);

  it('a number out of a house rule’s range becomes the nearest allowed, and the page says so', async () => {
    const { context, page } = await newPage(h, PHONE);
    try {
      await page.goto(`${h.url}/?game=vri-atter`);
      await page.locator('details.house-rules > summary').click();
      const field = page.locator('#opt-handSize');
      await field.fill('99');
      await field.blur();
      expect(await field.inputValue()).toBe('8');
      const note = page.locator('[data-testid=int-note]');
      await expect.poll(() => note.innerText()).toBe('Bare hele tall fra 5 til 8 går, så 99 ble til 8.');
      expect(await field.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
      // The table is made with what the field shows: the address (the rules as a link) has 8.
      await expect
        .poll(() => new URL(page.url()).searchParams.get('o'))
        .toBe(JSON.stringify({ handSize: 8 }));
      // Too low: the lowest. Typing again clears the note until the field is left.
      await field.fill('2');
      await expect.poll(() => note.count()).toBe(0);
      await field.blur();
      expect(await field.inputValue()).toBe('5');
      await expect.poll(() => note.innerText()).toBe('Bare hele tall fra 5 til 8 går, så 2 ble til 5.');
      // An empty field keeps its value, and says which.
      await field.fill('7');
      await field.blur();
      await expect.poll(() => note.count()).toBe(0);
      await field.fill('');
      await field.blur();
      expect(await field.inputValue()).toBe('7');
      await expect.poll(() => note.innerText()).toBe('Feltet var tomt, så det står fortsatt 7 (5–8).');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('says beside the hint setting that hints are off when two or more people play', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await setupFront(page, h.url, 'viggo', ['you', 'bot']);
      const hints = page.locator('[data-testid=hints-option]');
      const note = page.locator('[data-testid=hints-off-note]');
      expect(await hints.isChecked()).toBe(true);
      expect(await note.count()).toBe(0);
      await setupFront(page, h.url, 'viggo', ['you', 'open', 'bot']);
      expect(await hints.isChecked()).toBe(false);
      await expect
        .poll(() => note.innerText())
        .toBe(
          'Tips er av når to eller flere personer spiller. Kryss av her hvis alle ved bordet skal kunne be om tips.',
        );
      expect(await hints.getAttribute('aria-describedby')).toBe('hints-off-note');
      // Beside the setting: right under its checkbox.
      const box = await hints.boundingBox();
      const noteBox = await note.boundingBox();
      expect(noteBox!.y).toBeGreaterThan(box!.y);
      expect(noteBox!.y - (box!.y + box!.height)).toBeLessThan(30);
      // Turned on: the note goes, and the table is made with hints.
      await hints.setChecked(true);
      await expect.poll(() => note.count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('the game tiles are one radio group: the arrow keys move the choice, one tab stop', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await openPage(page, h.url);
      const tiles = page.locator('[role=radiogroup] [role=radio]');
      expect(await tiles.count()).toBe(GAME_IDS.length);
      expect(await page.locator('[role=radio][tabindex="0"]').count()).toBe(1);
      await page.locator('.game-tile[data-game=viggo]').focus();
      const moves: [string, string][] = [
        ['ArrowRight', 'president'],
        ['ArrowDown', 'vri-atter'],
        ['ArrowLeft', 'president'],
        ['ArrowUp', 'viggo'],
        // Round the ends, as radio buttons do.
        ['ArrowUp', 'hjerterfri'],
        ['ArrowRight', 'viggo'],
        ['End', 'hjerterfri'],
        ['Home', 'viggo'],
        ['ArrowRight', 'president'],
      ];
      for (const [key, game] of moves) {
        await page.keyboard.press(key);
        await expect.poll(() => checkedGame(page), { message: key }).toBe(game);
        expect(await focusedGame(page)).toBe(game);
        expect(await page.locator(`.game-tile[data-game=${game}]`).getAttribute('tabindex')).toBe('0');
        expect(await page.locator('[role=radio][tabindex="0"]').count()).toBe(1);
      }
      // The how-to follows the choice.
      await expect.poll(() => page.locator('[data-testid=howto]').innerText()).toContain('bli president');
      // One Tab leaves the group (to the rules link in the how-to), Shift+Tab comes back to the choice.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'rules-link',
      );
      await page.keyboard.press('Shift+Tab');
      expect(await focusedGame(page)).toBe('president');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('Enter in the name field makes the table, or says why it cannot', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await openPage(page, h.url);
      const name = page.locator('[data-testid=name]');
      await name.fill('');
      await name.press('Enter');
      const why = page.locator('[data-testid=name-enter-why]');
      await expect.poll(() => why.innerText()).toBe('Skriv navnet ditt først.');
      expect(await why.getAttribute('role')).toBe('alert');
      expect(await name.getAttribute('aria-describedby')).toBe('name-enter-why');
      expect(new URL(page.url()).pathname).toBe('/');
      // Typing clears it; Enter then makes the table.
      await name.fill('Kari');
      await expect.poll(() => why.count()).toBe(0);
      await name.press('Enter');
      await page.waitForURL(/\/t\//);
    } finally {
      await context.close();
    }
  }, 60_000);
});
