import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  isRoundOver,
  legalBySeat,
  newMatch,
  step,
  stepDeal,
  writeRecord,
  type Json,
  type GameId,
  type Match,
} from '@kortbord/engine';
import type { Page } from 'playwright-core';
import {
  choose,
  createTable,
  hasChromium,
  newPage,
  openPage,
  perform,
  readState,
  screenshot,
  seededRandom,
  setupFront,
  startHarness,
  stateChange,
  WEB_ROOT,
  type Harness,
} from './e2e/harness';
import type { Act } from '../src/game/actions';
import { ownCards } from '../src/game/actions';
import { GAP } from '../src/ui/layout';
import { LOCALE, ROUND_END, ROUND_LANG, ROUND_TITLES, englishIn, visibleText } from './e2e/english';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
const WIDE = { viewport: { width: 1280, height: 800 } };
const SIZES = { phone: PHONE, wide: WIDE };

const GAMES: readonly { id: GameId; seats: readonly ('you' | 'bot')[] }[] = [
  { id: 'viggo', seats: ['you', 'bot', 'bot', 'bot'] },
  { id: 'president', seats: ['you', 'bot', 'bot', 'bot'] },
  { id: 'vri-atter', seats: ['you', 'bot', 'bot', 'bot'] },
  { id: 'idiot', seats: ['you', 'bot', 'bot'] },
  { id: 'tuffa-viktor', seats: ['you', 'bot', 'bot'] },
];

/** The phone's whole rounds: every game, Hjerterfri too. */
const ROUND_GAMES: readonly { id: GameId; seats: readonly ('you' | 'bot')[] }[] = [
  ...GAMES,
  { id: 'hjerterfri', seats: ['you', 'bot', 'bot', 'bot'] },
];

/** The page's box of a test id, in page coordinates (the page is at its top: nothing scrolled). */
const box = async (page: Page, sel: string) => {
  const l = page.locator(sel).first();
  if ((await l.count()) === 0) throw new Error(`${sel} is not on the page`);
  const b = await l.boundingBox({ timeout: 2000 });
  if (!b) throw new Error(`${sel} is not shown`);
  return b;
};

/**
 * Every seat's name, chip and label, every button of the choices and of a finished round, that is cut
 * off (wider than its own box, or cut at the edge of a box that scrolls or clips) or leaves the screen
 * at the side; and while `playing`, every seat's name outside the screen or the seats' strip from top
 * to bottom (a finished round puts its standings first). In words: none is the answer.
 */
const clipped = (page: Page, playing = true): Promise<string[]> =>
  page.evaluate((playing) => {
    const out: string[] = [];
    const names = '[data-testid=seat] .seat-name > span:first-child';
    const all = [
      names,
      '.seat-box .chip',
      '.seat-box .zone-label',
      '[data-testid=actions] button',
      '[data-testid=round-over] button',
      '[data-testid=round-over] .chip',
      '.statusbar > *',
    ].join(', ');
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(all))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const what = `"${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth)
        out.push(`${what} is wider than its box (${el.scrollWidth} > ${el.clientWidth})`);
      if (r.left < -0.5 || r.right > innerWidth + 0.5)
        out.push(`${what} leaves the screen (${Math.round(r.left)}–${Math.round(r.right)})`);
      const name = playing && el.matches(names);
      if (name && (r.top < -0.5 || r.bottom > innerHeight + 0.5))
        out.push(`${what} is off the screen (${Math.round(r.top)}–${Math.round(r.bottom)})`);
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        const b = a.getBoundingClientRect();
        const side = s.overflowX !== 'visible' && (r.left < b.left - 0.5 || r.right > b.right + 0.5);
        const down = name && s.overflowY !== 'visible' && (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5);
        if (side || down) {
          out.push(`${what} is cut at the edge of ${a.className || a.tagName}`);
          break;
        }
      }
    }
    return out;
  }, playing);

/**
 * The other seats' face-up Idiot cards too small to read, or covered past their corner index: a
 * card must be 34 px wide (its rank about 10 px high) and show at least 40 % of its width.
 */
const unreadable = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[data-testid=seat] .zone:not([data-testid=face-down]) .card-row'),
    ).flatMap((row) => {
      // Layout boxes (offset*), not the drawn ones: a card just laid is still growing into place.
      const cards = Array.from(row.querySelectorAll<HTMLElement>(':scope > .table-card'));
      return cards.flatMap((c, i) => {
        const next = cards[i + 1];
        const shown = next && next.offsetTop === c.offsetTop ? next.offsetLeft - c.offsetLeft : c.offsetWidth;
        return c.offsetWidth < 34 || shown < c.offsetWidth * 0.4
          ? [`a face-up card ${c.offsetWidth} px wide, ${shown} px shown`]
          : [];
      });
    }),
  );

/**
 * The record of a long match, played from a seed with random legal moves: `rounds` rounds, or fewer
 * where the match ends first (Viggo at its target). Written to a file the review opens.
 */
function longMatch(game: string, players: number, rounds: number): { file: string; rounds: number } {
  const random = seededRandom(`long-${game}`);
  const started = newMatch({ game, players, seed: `long-${game}` });
  if (!started.ok) throw new Error(JSON.stringify(started));
  let m: Match = started.value;
  while (!m.over) {
    if (isRoundOver(m)) {
      if (m.round >= rounds) break;
      const next = stepDeal(m);
      if (!next.ok) throw new Error(JSON.stringify(next));
      m = next.value.match;
      continue;
    }
    const [seat, legal] = Object.entries(legalBySeat(m)).find(([, l]) => l.length > 0)!;
    const moved = step(m, Number(seat), legal[Math.floor(random() * legal.length)] as Json);
    if (!moved.ok) throw new Error(JSON.stringify(moved));
    m = moved.value.match;
  }
  const file = join(mkdtempSync(join(tmpdir(), 'kortbord-long-')), `${game}.json`);
  writeFileSync(file, JSON.stringify(writeRecord(m)));
  return { file, rounds: m.results.length };
}

/** Waits until this seat may act (its choices are offered), with the page scrolled to its top. */
async function waitForTurn(page: Page): Promise<void> {
  await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
  await expect.poll(async () => (await readState(page)).legal.length, { timeout: 20_000 }).toBeGreaterThan(0);
}

/**
 * The deals the tables meet: the same every run. The phone's whole rounds are played from the seed
 * 'page' for every game, and from 'a' for the games whose deals from it once ended the choices below
 * the screen (Idiot's and Tuffa Viktor's); the long run (KORTBORD_LONG=1) plays every game from both.
 * KORTBORD_PAGE_SEED (one seed, or several with commas) explores others, every game from each.
 */
const EXPLORE = process.env['KORTBORD_PAGE_SEED']?.split(',');
const PHONE_ROUNDS: readonly { seed: string; games: readonly string[] | 'all' }[] = EXPLORE
  ? EXPLORE.map((seed) => ({ seed, games: 'all' }))
  : [
      { seed: 'page', games: 'all' },
      { seed: 'a', games: process.env['KORTBORD_LONG'] === '1' ? 'all' : ['idiot', 'tuffa-viktor'] },
    ];

describe.skipIf(!hasChromium)('the table page in Chromium', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ seed: EXPLORE?.[0] ?? 'page' });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  for (const game of GAMES)
    it(`${game.id}: the pile, the own hand and the choices are on the first screen, phone and wide`, async () => {
      // One table seen at both sizes (the page follows a resize as a rotated tablet would).
      const { context, page } = await newPage(h, PHONE);
      try {
        await createTable(page, h.url, game.id, game.seats, 'Kari');
        await waitForTurn(page);
        for (const [size, options] of Object.entries(SIZES)) {
          await page.setViewportSize(options.viewport);
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `page-${size}-${game.id}`, false);
          const height = options.viewport.height;
          for (const sel of ['[data-testid=center]', '[data-testid=hand]', '[data-testid=actions]']) {
            const b = await box(page, sel);
            expect.soft(b.y, `${size} ${sel} top`).toBeGreaterThanOrEqual(0);
            expect.soft(b.y + b.height, `${size} ${sel} bottom`).toBeLessThanOrEqual(height);
          }
          // The log shows its latest line on the first screen too (a drawer on the phone).
          const latest = await box(page, size === 'phone' ? '[data-testid=log-latest]' : '[data-testid=log]');
          expect.soft(latest.y, `${size} log`).toBeLessThan(height);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
          ).toBeLessThanOrEqual(0);
          // Every control above the table is on the screen, none cut off at its edge ("Forlat bordet").
          const controls = page.locator('.session-bar button, .session-bar input');
          expect(await controls.count()).toBeGreaterThan(0);
          for (const c of await controls.all()) {
            const b = (await c.boundingBox())!;
            const label = (await c.textContent()) || (await c.getAttribute('aria-label'));
            expect.soft(b.x, `${size} ${label} left`).toBeGreaterThanOrEqual(0);
            expect.soft(b.x + b.width, `${size} ${label} right`).toBeLessThanOrEqual(options.viewport.width);
          }
        }
      } finally {
        await context.close();
      }
    }, 60_000);

  it('wide: the other seats sit around the middle; the hand uses its width; a lifted card hides none', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await createTable(page, h.url, 'viggo', ['you', 'bot', 'bot', 'bot'], 'Kari');
      await waitForTurn(page);
      const center = await box(page, '[data-testid=center]');
      const left = await box(page, '[data-testid=seat][data-spot=left]');
      const right = await box(page, '[data-testid=seat][data-spot=right]');
      const across = await box(page, '[data-testid=seat][data-spot=across]');
      expect(left.x + left.width).toBeLessThanOrEqual(center.x);
      expect(right.x).toBeGreaterThanOrEqual(center.x + center.width);
      expect(across.y + across.height).toBeLessThanOrEqual(center.y);
      const cards = page.locator('[data-testid=hand] .card-btn');
      const boxes = async () => Promise.all((await cards.all()).map((c) => c.boundingBox()));
      const before = (await boxes()).map((b) => b!);
      const hand = await page.locator('[data-testid=hand]').evaluate((e) => {
        const s = getComputedStyle(e);
        return e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      });
      const w = before[0]!.width;
      const n = before.length;
      if (n * w + (n - 1) * GAP <= hand) {
        for (let i = 1; i < n; i++) expect(before[i]!.x).toBeGreaterThanOrEqual(before[i - 1]!.x + w);
      } else {
        // Overlapping, so spread over the whole width (one row here: 13 cards fit at half a card).
        const span = before[n - 1]!.x + w - before[0]!.x;
        expect(span).toBeGreaterThanOrEqual(hand - 2);
      }
      await cards.nth(2).click();
      await expect.poll(() => cards.nth(2).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => (await cards.nth(2).boundingBox())!.y).toBeLessThan(before[2]!.y - 8);
      const after = (await boxes()).map((b) => b!);
      // Every card is still found at its own visible corner: the lifted one covers no other.
      const hits = await page.evaluate(
        (pts) =>
          pts.map(([x, y]) =>
            document.elementFromPoint(x!, y!)?.closest('.card-btn')?.getAttribute('data-card'),
          ),
        after.map((b) => [b.x + Math.min(12, b.width / 5), b.y + b.height / 2]),
      );
      const ids = await cards.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
      expect(hits).toEqual(ids);
      await screenshot(page, 'page-wide-selected', false);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('keyboard and screen reader: arrows move, unusable cards say why, backs are named, focus stays after a move', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await createTable(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
      await waitForTurn(page);
      const focused = () =>
        page.evaluate(
          () => document.activeElement?.getAttribute('data-card') ?? document.activeElement?.tagName,
        );
      const cards = page.locator('[data-testid=hand] .card-btn');
      const ids = await cards.evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')));
      await cards.first().focus();
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(ids[1]);
      await page.keyboard.press('End');
      expect(await focused()).toBe(ids[ids.length - 1]);
      // The stock and the other seat's hand are named for what they are.
      expect(await page.locator('[data-testid=stock] svg').getAttribute('aria-label')).toMatch(
        /^Trekkbunken, \d+ kort$/,
      );
      expect(await page.locator('[data-testid=seat] .backs').getAttribute('aria-label')).toMatch(
        /^Hånden til .+: \d+ kort$/,
      );
      // Play moves by keyboard until one leaves the hand; each time the focus is back on a card.
      for (let moves = 0; moves < 3;) {
        const s = await readState(page);
        if (s.roundOver) break;
        // Each move waits for the table to move on from the version it was chosen at, so that the
        // next choice is read from the view after it (not the one that still held the card).
        const moved = () =>
          expect
            .poll(async () => {
              const now = await readState(page);
              return now.version !== s.version || now.roundOver || (!!now.error && !now.pending);
            })
            .toBe(true);
        if (s.pending || !s.legal.length) {
          await moved();
          continue;
        }
        const play = s.legal.find((a) => ownCards(a).length === 1);
        if (!play) {
          await perform(page, s.legal[0]!);
          await moved();
          continue;
        }
        const disabled = page.locator('[data-testid=hand] .card-btn[aria-disabled=true]');
        if ((await disabled.count()) > 0) {
          const why = await disabled
            .first()
            .evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent);
          expect(why).toBeTruthy();
        }
        const code = ownCards(play)[0]!;
        await page.locator(`[data-testid=hand] .card-btn[data-code="${code}"]`).first().focus();
        await page.keyboard.press('Enter');
        const button = page.locator('[data-testid=selection-actions] button[data-action]').first();
        await button.focus();
        await page.keyboard.press('Enter');
        moves++;
        await moved();
        await expect.poll(focused).toMatch(/^hand:/);
      }
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a phone shorter than the choices: they fold and drop the help line, to end on the first screen', async () => {
    const { context, page } = await newPage(h, PHONE);
    try {
      await createTable(page, h.url, 'vri-atter', ['you', 'bot', 'bot', 'bot'], 'Kari');
      await waitForTurn(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const full = await box(page, '[data-testid=actions]');
      expect(await page.locator('[data-testid=actions][data-squeezed]').count()).toBe(0);
      // The help line is what a squeeze always drops; folding may save more, depending on the deal.
      const help = page.locator('[data-testid=select-hint]');
      const saved = (await help.count()) ? ((await help.boundingBox())?.height ?? 0) : 0;
      // A screen that ends a little above where the choices would end with the other seats' strip
      // given up whole (a phone with a smaller screen, or the browser's own bars taking part of it),
      // by less than the help line's height: the seats' room alone does not make them fit.
      const seats = (await box(page, '[data-testid=others]')).height;
      const height = Math.floor(full.y + full.height - seats) - Math.max(1, Math.floor(saved / 2));
      await page.setViewportSize({ width: PHONE.viewport.width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('[data-testid=actions][data-squeezed]').waitFor();
      expect(await help.count()).toBe(0);
      const squeezed = await box(page, '[data-testid=actions]');
      if (saved > 0) expect(squeezed.y + squeezed.height).toBeLessThanOrEqual(height);
      else expect(squeezed.y + squeezed.height).toBeLessThanOrEqual(full.y + full.height - seats + 1);
      // Every choice is still there: folded kinds open with one tap.
      const s = await readState(page);
      expect(s.legal.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  }, 60_000);

  // Many rounds (Viggo to its target, President's roles in words) make a long scoreboard: it scrolls
  // inside its own box, at its latest round, beside the names; the page never grows sideways.
  for (const [game, players, rounds] of [
    ['viggo', 4, 40],
    ['president', 4, 14],
  ] as const)
    it(`a scoreboard of many rounds (${game}) fits the window, its last round in sight, wide and phone`, async () => {
      const long = longMatch(game, players, rounds);
      expect(long.rounds).toBeGreaterThanOrEqual(10);
      const { context, page } = await newPage(h, WIDE);
      try {
        await page.goto(`${h.url}/review`);
        await page.locator('[data-testid=record-file]').setInputFiles(long.file);
        await page.locator('[data-testid=review-bar]').waitFor();
        await page.locator('[data-testid=review-bar] button', { hasText: '▶|' }).click();
        const board = page.locator('[data-testid=scoreboard]');
        await expect.poll(() => board.locator('thead th').count()).toBe(long.rounds + 1);
        for (const [size, options] of [
          ['wide', WIDE],
          ['phone', PHONE],
        ] as const) {
          await page.setViewportSize(options.viewport);
          await board.scrollIntoViewIfNeeded();
          const width = options.viewport.width;
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
            `${size}: the page grows sideways`,
          ).toBeLessThanOrEqual(0);
          const scroller = await box(page, '[data-testid=scoreboard] div:has(> table)');
          expect(scroller.x + scroller.width, `${size}: the scoreboard's right edge`).toBeLessThanOrEqual(
            width,
          );
          // The last round's column and the names are both within the scoreboard's box.
          const last = (await board.locator('thead th').last().boundingBox())!;
          const names = (await board.locator('tbody th').first().boundingBox())!;
          expect(last.x, `${size}: round ${long.rounds}`).toBeGreaterThanOrEqual(scroller.x - 0.5);
          expect(last.x + last.width, `${size}: round ${long.rounds}`).toBeLessThanOrEqual(
            scroller.x + scroller.width + 0.5,
          );
          expect(names.x, `${size}: the names`).toBeGreaterThanOrEqual(scroller.x - 0.5);
          expect(names.x + names.width, `${size}: the names`).toBeLessThanOrEqual(last.x);
          await screenshot(page, `page-${size}-scoreboard-${game}`, false);
        }
      } finally {
        await context.close();
      }
    }, 60_000);

  it('names an Idiot table card back as a face-down table card', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await createTable(page, h.url, 'idiot', ['you', 'bot'], 'Kari');
      await waitForTurn(page);
      const labels = await page
        .locator('[data-testid=face-down] svg')
        .evaluateAll((s) => s.map((e) => e.getAttribute('aria-label')));
      expect(labels.length).toBeGreaterThan(0);
      expect(new Set(labels)).toEqual(new Set(['Skjult bordkort']));
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a finished match has a review address that reloads to the same step, with the names', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await createTable(page, h.url, 'president', ['you', 'bot', 'bot'], 'Kari');
      await waitForTurn(page);
      // President ends when a seated player ends it: then the match is over and its record out.
      await page.getByRole('button', { name: 'Avslutt partiet' }).click();
      await page.getByRole('button', { name: 'Ja, avslutt' }).click();
      await expect.poll(async () => (await readState(page)).over).toBe(true);
      const table = /\/t\/([A-Za-z0-9_-]+)/.exec(page.url())![1]!;
      await page.locator('[data-testid=review]').click();
      await page.waitForURL(new RegExp(`/review/${table}/1`));
      await page.locator('[data-testid=review-bar]').waitFor();
      await page.locator('[data-testid=review-prev]').click();
      await page.locator('[data-testid=review-prev]').click();
      const position = await page.locator('[data-testid=review-position]').textContent();
      await expect.poll(() => page.url()).toMatch(/\?step=\d+$/);
      const address = page.url();
      // Another browser (no stored record, no seat) opens the same address.
      const other = await newPage(h, WIDE);
      try {
        await other.page.goto(address);
        await other.page.locator('[data-testid=review-bar]').waitFor();
        expect(await other.page.locator('[data-testid=review-position]').textContent()).toBe(position);
        await expect
          .poll(() => other.page.locator('[data-testid=seat]').allTextContents())
          .toContainEqual(expect.stringContaining('Kari'));
        await other.page.reload();
        await other.page.locator('[data-testid=review-bar]').waitFor();
        expect(await other.page.locator('[data-testid=review-position]').textContent()).toBe(position);
        await screenshot(other.page, 'page-review-address', false);
      } finally {
        await other.context.close();
      }
    } finally {
      await context.close();
    }
  }, 60_000);

  it("opening a record file speaks the page's language, not the browser's", async () => {
    const { context, page } = await newPage(h, PHONE);
    try {
      await page.goto(`${h.url}/review`);
      await page.getByRole('button', { name: 'SV', exact: true }).click();
      const picker = page.locator('label.file-pick');
      await expect
        .poll(async () => (await picker.innerText()).replace(/\s+/g, ' '))
        .toBe('Öppna spelfil: Välj fil … Ingen fil vald');
      // The browser's own button ("Choose File") is out of sight; ours opens the same input.
      expect((await page.locator('[data-testid=record-file]').boundingBox())!.width).toBeLessThanOrEqual(1);
      await page
        .locator('[data-testid=record-file]')
        .setInputFiles(join(WEB_ROOT, '..', '..', 'examples', 'vri-atter.json'));
      await page.locator('[data-testid=review-bar]').waitFor();
      expect(await page.locator('[data-testid=record-file-name]').innerText()).toBe('vri-atter.json');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('"Lag bord" greyed out says why; playing the bots offline needs no name', async () => {
    const { context, page } = await newPage(h, PHONE);
    try {
      await openPage(page, h.url);
      await page.locator('[data-testid=name]').fill('');
      expect(await page.locator('[data-testid=create]').isDisabled()).toBe(true);
      const why = page.locator('[data-testid=create-why]');
      expect(await why.textContent()).toBe('Skriv navnet ditt først.');
      expect(await page.locator('[data-testid=create]').getAttribute('aria-describedby')).toBe(
        await why.getAttribute('id'),
      );
      // Playing the bots here needs no name: the button stays live, and the table opens.
      expect(await page.locator('[data-testid=local]').isDisabled()).toBe(false);
      expect(await page.locator('[data-testid=local-why]').count()).toBe(0);
      await page.locator('[data-testid=name]').fill('Kari');
      expect(await page.locator('[data-testid=create]').isDisabled()).toBe(false);
      expect(await why.count()).toBe(0);
      await page.locator('[data-testid=name]').fill('');
      await page.locator('[data-testid=local]').click();
      await waitForTurn(page);
      expect(new URL(page.url()).pathname).toBe('/local');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('the offline table plays the chosen level in a worker and survives a reload', async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await setupFront(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
      await page.locator('[data-testid=seat-row]').nth(1).locator('select').nth(1).selectOption('hard');
      await page.locator('[data-testid=local]').click();
      await waitForTurn(page);
      expect(await page.locator('[data-testid=bot-level]').textContent()).toBe('vanskelig');
      // Play until the bot has moved at least once (it answers from the worker).
      for (let moves = 0; moves < 3;) {
        const st = await readState(page);
        if (st.roundOver) break;
        if (st.pending || !st.legal.length) {
          await stateChange(page, st, 1000);
          continue;
        }
        await perform(page, st.legal.find((a) => ownCards(a).length > 0) ?? st.legal[0]!);
        moves++;
        await expect.poll(async () => (await readState(page)).version).not.toBe(st.version);
      }
      const workers = await page.evaluate(
        () => performance.getEntriesByType('resource').filter((r) => /bot-worker/.test(r.name)).length,
      );
      expect(workers).toBeGreaterThan(0);
      await waitForTurn(page);
      const before = await readState(page);
      const hand = await page
        .locator('[data-testid=hand] .card-btn')
        .evaluateAll((b) => b.map((x) => x.getAttribute('data-code')));
      await page.reload();
      await waitForTurn(page);
      expect(page.url()).toMatch(/\/local$/);
      expect((await readState(page)).version).toBe(before.version);
      expect(
        await page
          .locator('[data-testid=hand] .card-btn')
          .evaluateAll((b) => b.map((x) => x.getAttribute('data-code'))),
      ).toEqual(hand);
      expect(await page.locator('[data-testid=bot-level]').textContent()).toBe('vanskelig');
    } finally {
      await context.close();
    }
  }, 60_000);

  for (const motion of ['no-preference', 'reduce'] as const)
    it(`cards fly to the pile and from the stock${motion === 'reduce' ? ': not with reduced motion' : ''}`, async () => {
      const { context, page } = await newPage(h, { ...WIDE, reducedMotion: motion });
      try {
        await createTable(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
        await waitForTurn(page);
        const flights = async () =>
          Number((await page.locator('[data-testid=table]').getAttribute('data-flights')) ?? 0);
        const running = () =>
          page.evaluate(() => document.getAnimations().filter((a) => a.id === 'card-flight').length);
        let seen = 0;
        for (let moves = 0; moves < 6 && (await flights()) === 0;) {
          const st = await readState(page);
          if (st.roundOver) break;
          if (st.pending || !st.legal.length) {
            await stateChange(page, st, 1000);
            continue;
          }
          await perform(page, st.legal.find((a) => ownCards(a).length > 0) ?? st.legal[0]!);
          moves++;
          seen = Math.max(seen, await running());
          await expect.poll(async () => (await readState(page)).version).not.toBe(st.version);
        }
        if (motion === 'reduce') {
          expect(await flights()).toBe(0);
          expect(seen).toBe(0);
        } else expect(await flights()).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    }, 60_000);

  it('house rules as a link: the address carries them, a table made from it plays them, junk is ignored', async () => {
    const { context, page } = await newPage(h, PHONE);
    try {
      const o = encodeURIComponent(JSON.stringify({ handSize: 7, nosuch: 1, aceDraw: 99 }));
      await page.goto(`${h.url}/?game=vri-atter&preset=olsen&o=${o}&seats=you,bot-easy`);
      expect(await page.locator('.game-tile[data-game=vri-atter]').getAttribute('aria-checked')).toBe('true');
      expect(await page.locator('[data-testid=preset]').inputValue()).toBe('olsen');
      await page.locator('details.house-rules > summary').click();
      expect(await page.locator('#opt-handSize').inputValue()).toBe('7');
      // A change is written to the address as it is made (the invalid values are gone from it).
      await page.locator('#opt-queenSkips').setChecked(true);
      await expect
        .poll(() => new URL(page.url()).searchParams.get('o'))
        .toBe(JSON.stringify({ handSize: 7, queenSkips: true }));
      expect(new URL(page.url()).searchParams.get('seats')).toBe('you,bot-easy');
      await page.locator('[data-testid=copy-rules-link]').click();
      await page.locator('[data-testid=rules-link-copied], [data-testid=rules-link-text]').first().waitFor();
      // Another browser opens the link and makes the table: it plays those rules.
      const link = page.url();
      const other = await newPage(h, WIDE);
      try {
        await other.page.goto(link);
        await other.page.locator('[data-testid=name]').fill('Per');
        await other.page.locator('[data-testid=create]').click();
        await other.page.waitForURL(/\/t\//);
        const id = /\/t\/([A-Za-z0-9_-]+)/.exec(other.page.url())![1]!;
        const info = (await (await fetch(`${h.url}/api/tables/${id}`)).json()) as {
          options: Record<string, unknown>;
          seats: { kind: string; level: string | null }[];
        };
        expect(info.options).toMatchObject({ handSize: 7, queenSkips: true, callWord: 'Olsen' });
        expect(info.seats.map((x) => x.kind)).toEqual(['human', 'bot']);
        expect(info.seats[1]?.level).toBe('easy');
        await waitForTurn(other.page);
        expect(await other.page.locator('[data-testid=hand] .card-btn').count()).toBe(7);
      } finally {
        await other.context.close();
      }
      // An address of junk shows the standard page, no crash.
      await page.goto(`${h.url}/?game=chess&preset=%7B&o=%7Bnot&seats=you,you,bot-genius`);
      expect(await page.locator('.game-tile[data-game=viggo]').getAttribute('aria-checked')).toBe('true');
      expect(await page.locator('[data-testid=seat-row]').count()).toBe(4);
    } finally {
      await context.close();
    }
  }, 60_000);

  it("a bot's draw flies from the stock to its hand (Tuffa Viktor)", async () => {
    const { context, page } = await newPage(h, WIDE);
    try {
      await createTable(page, h.url, 'tuffa-viktor', ['you', 'bot'], 'Kari');
      const draws = async () =>
        Number((await page.locator('[data-testid=table]').getAttribute('data-flights-draw')) ?? 0);
      let seen = 0;
      for (let moves = 0; moves < 8 && (await draws()) === 0;) {
        const st = await readState(page);
        if (st.roundOver) break;
        if (st.pending || !st.legal.length) {
          await stateChange(page, st, 1000);
          continue;
        }
        await perform(page, choose(st.legal));
        moves++;
        seen = Math.max(seen, await page.evaluate(() => document.querySelectorAll('.flight-ghost').length));
        await expect.poll(async () => (await readState(page)).version).not.toBe(st.version);
      }
      expect(await draws()).toBeGreaterThan(0);
      // The copies flown are gone again once landed: nothing left over the table.
      await expect.poll(() => page.evaluate(() => document.querySelectorAll('.flight-ghost').length)).toBe(0);
    } finally {
      await context.close();
    }
  }, 60_000);
});

for (const { seed, games } of PHONE_ROUNDS)
  describe.skipIf(!hasChromium)(`a phone through whole rounds (seed ${seed})`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness({ seed });
    }, 120_000);
    afterAll(async () => {
      await h?.close();
    });

    // Phone, a whole round by tapping: after every own move the pile, the own hand and the buttons
    // are still on the first screen, and no name, chip, label or button is cut off, nor at the
    // round's end; the others' face-up Idiot cards read (Idiot picks up every pile of four or more,
    // to hold a big hand). In bokmål or Swedish (ROUND_LANG; the second deal in the other): no screen
    // of the round shows English, and the last names the round's end. The deal, the bots and this
    // player's choices are seeded: every run meets the same positions.
    for (const game of ROUND_GAMES.filter((g) => games === 'all' || games.includes(g.id)))
      it(`${game.id}: on a phone the pile, the hand and the buttons stay on the first screen, through a whole round`, async () => {
        const first = ROUND_LANG[game.id];
        const lang = seed === 'a' ? (first === 'nb' ? 'sv' : 'nb') : first;
        const { context, page } = await newPage(h, { ...PHONE, locale: LOCALE[lang] });
        const seen: string[] = [];
        const random = seededRandom(`phone-${game.id}`);
        const bottoms: number[] = [];
        let pickups = 0;
        let faceUps = 0;
        let folds = 0;
        try {
          await createTable(page, h.url, game.id, game.seats, 'Kari');
          await waitForTurn(page);
          for (let moves = 0; ;) {
            const st = await readState(page);
            if (st.roundOver) break;
            if (st.pending || !st.legal.length) {
              await stateChange(page, st, 1000);
              continue;
            }
            await page.evaluate(() => window.scrollTo(0, 0));
            for (const sel of ['[data-testid=center]', '[data-testid=hand]', '[data-testid=actions]']) {
              const b = await box(page, sel);
              expect.soft(b.y, `move ${moves} ${sel} top`).toBeGreaterThanOrEqual(0);
              expect.soft(b.y + b.height, `move ${moves} ${sel} bottom`).toBeLessThanOrEqual(844);
              if (sel === '[data-testid=actions]') bottoms.push(Math.round(b.y + b.height));
              if (b.y + b.height > 844)
                await screenshot(page, `page-phone-over-${seed}-${game.id}-${moves}`, false);
            }
            expect.soft(await clipped(page), `move ${moves}: cut off`).toEqual([]);
            seen.push(await visibleText(page));
            // A long explanation above the choices shows two lines; a tap shows it whole, another
            // folds it again (the first one met in the round).
            const fold = page.locator('[data-testid=fold]').first();
            if (!folds && (await fold.count())) {
              folds++;
              const lines = () =>
                fold.locator('summary').evaluate((s) => ({
                  cut: s.scrollHeight > s.clientHeight + 1,
                  lines: Math.round(s.clientHeight / parseFloat(getComputedStyle(s).lineHeight)),
                }));
              const closed = await lines();
              expect.soft(closed.lines, `move ${moves}: a folded explanation`).toBeLessThanOrEqual(2);
              await fold.locator('summary').tap();
              await expect.poll(() => fold.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
              const open = await lines();
              expect.soft(open.cut, `move ${moves}: the explanation opened`).toBe(false);
              if (closed.cut) expect.soft(open.lines).toBeGreaterThan(closed.lines);
              await fold.locator('summary').tap();
              await expect.poll(() => fold.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
            }
            if (game.id === 'idiot') {
              expect.soft(await unreadable(page), `move ${moves}: face-up cards`).toEqual([]);
              faceUps += await page
                .locator('[data-testid=seat] .zone:not([data-testid=face-down]) .table-card')
                .count();
            }
            const pile = await page.evaluate(() =>
              Number(document.querySelector('[data-testid=pile]')?.getAttribute('data-count') ?? 0),
            );
            const pickup = st.legal.find((a: Act) => a.type === 'pickup');
            const picks = game.id === 'idiot' && pickup && pile >= 4;
            if (picks) pickups++;
            await perform(page, picks ? pickup : choose(st.legal, random));
            moves++;
            await expect
              .poll(async () => {
                const now = await readState(page);
                return now.version !== st.version || now.roundOver || (!!now.error && !now.pending);
              })
              .toBe(true);
          }
          await screenshot(page, `page-phone-later-${seed}-${game.id}`, false);
          // The round's end: places and glasses beside the names, the standings and their buttons.
          await page.locator('[data-testid=round-over]').waitFor();
          await page.evaluate(() => window.scrollTo(0, 0));
          expect.soft(await clipped(page, false), 'the round over: cut off').toEqual([]);
          // Each seat's place beside the dealer chip and the name: every chip inside its seat.
          const outside = await page.evaluate(() =>
            Array.from(document.querySelectorAll('.felt .seat-box .chip'))
              .filter((c) => {
                const seat = (c.closest('.seat-box') as Element).getBoundingClientRect();
                const r = c.getBoundingClientRect();
                // The bot's level is hidden on a phone (display: none): no box, nothing to clip.
                return r.width > 0 && (r.right > seat.right + 0.5 || r.left < seat.left - 0.5);
              })
              .map((c) => c.textContent),
          );
          expect.soft(outside, 'the round over: a chip outside its seat').toEqual([]);
          // The round's log, opened as a phone player opens it, tells the round to its end.
          await page.locator('[data-testid=log-drawer] > summary').tap();
          await page.locator('[data-testid=log]').waitFor();
          const last = await visibleText(page);
          expect([...new Set([...seen, last].flatMap(englishIn))], `${game.id} in ${lang}`).toEqual([]);
          expect(last).toMatch(ROUND_END[lang]);
          const titles = ROUND_TITLES[game.id]?.[lang];
          if (titles) expect(last).toMatch(titles);
          expect(bottoms.length).toBeGreaterThan(0);
          if (game.id === 'idiot') expect(faceUps).toBeGreaterThan(0);
          // A pile picked up flew to the hand (Idiot).
          if (pickups > 0)
            expect(
              Number(await page.locator('[data-testid=table]').getAttribute('data-flights-pile')),
            ).toBeGreaterThan(0);
        } finally {
          await context.close();
        }
      }, 180_000);
  });
