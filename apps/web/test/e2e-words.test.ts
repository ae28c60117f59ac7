import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  CARD_RULES,
  ERROR_WORDS,
  EVENT_WORDS,
  GAME_WORDS,
  SHARED_REASONS,
  TITLE_WORDS,
  UNIT_WORDS,
  type Lang,
  type Text,
} from '@kortbord/engine';
import { TABLE_WORDS } from '@kortbord/words';
import {
  createTable,
  hasChromium,
  newPage,
  playRound,
  setupFront,
  startHarness,
  type Harness,
} from './e2e/harness';

/**
 * Every English sentence of the catalogue, cut at its parameters into pieces of four words or more
 * that read differently in bokmål and Swedish: none of them may show on a nb or sv page.
 */
function englishPieces(): string[] {
  const texts: Text[] = [
    ...Object.values(TABLE_WORDS),
    ...Object.values(ERROR_WORDS),
    ...Object.values(SHARED_REASONS),
    ...Object.values(EVENT_WORDS),
    ...Object.values(UNIT_WORDS),
    ...Object.values(TITLE_WORDS),
  ];
  for (const w of Object.values(GAME_WORDS)) {
    texts.push(w.howTo, ...Object.values(w.reasons), ...Object.values(w.presets));
    for (const o of Object.values(w.options))
      texts.push(o.label, o.describe, ...Object.values(o.values ?? {}).filter((v): v is Text => !!v));
  }
  for (const rules of Object.values(CARD_RULES)) for (const r of rules) texts.push(r.what, r.does, r.example);
  const out = new Set<string>();
  for (const t of texts)
    for (const piece of t.en.split(/\{\w+\}/)) {
      const p = piece.trim().replace(/^[:;,.–-]\s*|[:;,.–-]$/g, '');
      if (p.split(/\s+/).length >= 4 && !t.nb.includes(p) && !t.sv.includes(p)) out.add(p);
    }
  return [...out];
}

const PIECES = englishPieces();

/** The page's visible text, the house rules opened so their words are read too. */
const visibleText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

function englishIn(text: string): string[] {
  return PIECES.filter((p) => text.includes(p));
}

const SEATS: Record<string, readonly ('you' | 'bot')[]> = {
  viggo: ['you', 'bot', 'bot'],
  president: ['you', 'bot', 'bot', 'bot'],
  'vri-atter': ['you', 'bot', 'bot'],
  idiot: ['you', 'bot'],
  'tuffa-viktor': ['you', 'bot', 'bot'],
  hjerterfri: ['you', 'bot', 'bot', 'bot'],
};

async function frontTexts(page: Page, url: string, game: string, lang: Lang): Promise<string> {
  await page.goto(url);
  await page.locator(`[data-lang=${lang}]`).click();
  await page.locator(`.game-tile[data-game=${game}]`).click();
  await page.locator('details.house-rules > summary').click();
  return visibleText(page);
}

/** The game's rules page, in the language chosen on the front page. */
async function rulesTexts(page: Page, url: string, game: string): Promise<string> {
  await page.goto(`${url}/regler/${game}`);
  await page.locator('[data-testid=card-rules]').waitFor({ timeout: 10_000 });
  return visibleText(page);
}

/** What the last screen must name: the round's end, and the titles the game gives. */
const END: Record<Lang, RegExp> = { nb: /Runde 1 er over/, sv: /Runda 1 är slut/, en: /Round 1 is over/ };
const TITLES: Partial<Record<string, Partial<Record<Lang, RegExp>>>> = {
  president: { nb: /president[\s\S]*boms/, sv: /president[\s\S]*bom/ },
  idiot: { nb: /idiot/, sv: /idiot/ },
};

describe.skipIf(!hasChromium)('a Norwegian and a Swedish player meet no English', () => {
  let h: Harness;
  beforeAll(async () => {
    // Bots at the fastest pace: the words are the point here, not the pacing.
    h = await startHarness({ botDelayMs: [0, 5] });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('knows English sentences to look for', () => {
    expect(PIECES.length).toBeGreaterThan(100);
    expect(PIECES).toContain('Every seat at this table is taken');
  });

  // Every game once, in Norwegian or in Swedish (three each); the long run (KORTBORD_LONG=1) plays
  // every game in both. The catalogue's completeness in every language is checked without a browser
  // (i18n.test, the words package): here it is what a page shows of it through a whole round.
  const once: [string, Lang][] = [
    ['viggo', 'nb'],
    ['president', 'sv'],
    ['vri-atter', 'sv'],
    ['idiot', 'nb'],
    ['tuffa-viktor', 'sv'],
    ['hjerterfri', 'nb'],
  ];
  const cases: [string, Lang][] =
    process.env['KORTBORD_LONG'] === '1'
      ? once.flatMap(([game]) => (['nb', 'sv'] as const).map((lang): [string, Lang] => [game, lang]))
      : once;
  for (const [game, lang] of cases)
    it(`${game} in ${lang}: the front page, the rules page, a round and its log`, async () => {
      const { context, page } = await newPage(h);
      try {
        const seen = [await frontTexts(page, h.url, game, lang), await rulesTexts(page, h.url, game)];
        await createTable(page, h.url, game, SEATS[game] ?? ['you', 'bot'], 'Kari');
        await page.locator('[data-testid=table]').waitFor({ timeout: 20_000 });
        await playRound(page, {
          timeoutMs: 150_000,
          onMove: async () => {
            seen.push(await visibleText(page));
          },
        });
        seen.push(await visibleText(page));
        const found = new Set(seen.flatMap(englishIn));
        expect([...found], `${game} ${lang}`).toEqual([]);
        // The log tells the round: the last screen names the round's end, and its titles.
        expect(seen.at(-1)).toMatch(END[lang]);
        const titles = TITLES[game]?.[lang];
        if (titles) expect(seen.at(-1)).toMatch(titles);
      } finally {
        await context.close();
      }
    }, 200_000);

  it('would notice English: the same screens in English show the sentences looked for', async () => {
    const { context, page } = await newPage(h);
    try {
      const text = await frontTexts(page, h.url, 'vri-atter', 'en');
      expect(englishIn(text).length).toBeGreaterThan(3);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('a refusal from the server reaches a Swedish page in Swedish', async () => {
    const { context, page } = await newPage(h);
    try {
      await setupFront(page, h.url, 'vri-atter', ['you', 'bot'], 'Kari');
      await page.locator('[data-lang=sv]').click();
      await page.goto(`${h.url}/t/no-such-table`);
      await expect.poll(() => visibleText(page)).toMatch(/Det här bordet finns inte/);
      expect(englishIn(await visibleText(page))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
