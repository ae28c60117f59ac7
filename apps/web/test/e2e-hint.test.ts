/**
 * The hint end to end (issue 17): in each game a player alone with bots (hints on by default) asks
 * for a hint on their turn, sees the reason in their language and the suggested cards highlighted,
 * and plays it. One hint per game, against the real server and its search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { actionId, ownCards, type Act } from '../src/game/actions';
import { cardNames } from '../src/cards/codes';
import {
  cssString,
  hasChromium,
  newPage,
  perform,
  readState,
  screenshot,
  setupFront,
  startHarness,
  type Harness,
} from './e2e/harness';

const SEATS: Record<string, readonly ('you' | 'bot')[]> = {
  viggo: ['you', 'bot', 'bot'],
  president: ['you', 'bot', 'bot', 'bot'],
  'vri-atter': ['you', 'bot'],
  idiot: ['you', 'bot'],
  'tuffa-viktor': ['you', 'bot', 'bot'],
  hjerterfri: ['you', 'bot', 'bot', 'bot'],
};

/** Waits for the seat's turn (its legal actions shown), failing after `ms`. */
async function myTurn(page: Page, ms = 30_000): Promise<void> {
  await expect
    .poll(async () => (await readState(page)).legal.length > 0, { timeout: ms, interval: 50 })
    .toBe(true);
}

describe.skipIf(!hasChromium)('the hint in the browser', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ botDelayMs: [0, 5] });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  for (const [game, seats] of Object.entries(SEATS))
    it(`${game}: ask for a hint and play it`, async () => {
      const { context, page } = await newPage(h);
      try {
        await setupFront(page, h.url, game, seats, 'Kari');
        await page.locator('[data-lang=nb]').click();
        // Alone with bots: hints are on unless the creator turns them off.
        expect(await page.locator('[data-testid=hints-option]').isChecked()).toBe(true);
        await page.locator('[data-testid=create]').click();
        await page.waitForURL(/\/t\//);
        await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
        await myTurn(page);
        const before = await readState(page);
        await page.locator('[data-testid=hint]').click();
        const text = page.locator('[data-testid=hint-text]');
        await text.waitFor({ timeout: 15_000 });
        expect(await text.textContent()).toMatch(
          // Why in card terms first where a reason applies (a sentence), then the figures in plain words.
          /^Forslag: .+ – ([A-ZÆØÅ][^.]+[.!] )*(Vant \d+ av \d+ prøvespill, mot \d+ for «.+»|Fikk i snitt \d+ av 100|Like bra som «.+»|Et grovt anslag|Det er det eneste)/,
        );
        const action = JSON.parse(
          (await page.locator('[data-testid=hint-box]').getAttribute('data-action')) ?? 'null',
        ) as Act;
        expect(before.legal).toContainEqual(action);
        // The suggested cards glow in the hand.
        const glowing = await page
          .locator('[data-testid=hand] [data-suggested], [data-testid=face-up] [data-suggested]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
        expect([...new Set(glowing)].sort()).toEqual([...new Set(ownCards(action))].sort());
        await screenshot(page, `hint-${game}`, false);
        const own = ownCards(action);
        if (own.length) {
          // The words name the whole move's cards, and the table selects them (Idiot: the three to
          // put face up), so the button for the move (its suit, its call) is the one offered.
          expect(await text.textContent()).toContain(cardNames(own, 'nb'));
          const selected = await page
            .locator('[data-testid=hand] [aria-pressed=true], [data-testid=face-up] [aria-pressed=true]')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
          expect(selected.sort()).toEqual([...own].sort());
          await page
            .locator(`[data-testid=selection-actions] button[data-action=${cssString(actionId(action))}]`)
            .click({ timeout: 5000 })
            // A bot's knock between the hint and the press offers other moves: the poll below sees it.
            .catch(() => page.keyboard.press('Escape'));
        } else await perform(page, action);
        await expect
          .poll(
            async () => {
              const s = await readState(page);
              return s.version !== before.version || s.roundOver;
            },
            { timeout: 15_000 },
          )
          .toBe(true);
        expect((await readState(page)).error).toBeNull();
      } finally {
        await context.close();
      }
    }, 120_000);
});
