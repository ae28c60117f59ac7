import { describe, expect, it } from 'vitest';
import {
  GAME_IDS,
  FIGURES,
  RANK_CODES,
  SUIT_CODES,
  SUIT_NAMES,
  cardName,
  LANGS,
  type Text,
  GAME_WORDS,
  placeholders,
} from '@kortbord/engine';
import { DAILY_FRONT_WORDS } from './daily-front';
import { DAILY_PAGE_WORDS, DAILY_SHARE_WORDS } from './daily-page';
import { shareBar, shareText, type ShareInput } from './daily-share';

const ALL_CARDS = [
  ...SUIT_CODES.flatMap((s) => RANK_CODES.map((r) => `${r}${s}`)),
  ...Array.from({ length: 9 }, (_, i) => `G${i + 1}`),
  ...FIGURES,
];

const base: ShareInput = {
  game: 'viggo',
  day: '2026-12-06',
  lang: 'en',
  rank: 3,
  attempts: 57,
  worse: 53,
  equal: 1,
  place: 1,
  seats: 4,
  score: 12,
  streak: 4,
};

describe('the share text of today’s deal', () => {
  it('says the game, the day, the place among everyone, a bar and the run of days', () => {
    expect(shareText(base)).toBe(
      [
        '🃏 kortbord · Viggo · 2026-12-06',
        '🏅 No. 3 of 57',
        '🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩',
        '🥇 at the table: 1 of 4 · 12 penalty points',
        '🔥 days in a row: 4',
      ].join('\n'),
    );
    expect(shareText({ ...base, lang: 'nb', game: 'idiot', score: null, streak: 0, place: 4 })).toBe(
      [
        '🃏 kortbord · Idiot · 2026-12-06',
        '🏅 Nr. 3 av 57',
        '🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩',
        '🎴 ved bordet: 4 av 4',
      ].join('\n'),
    );
  });

  it('fills the bar with the share of the others you beat, a tie counting half', () => {
    expect(shareBar(0, 0, 11)).toBe('⬜'.repeat(10));
    expect(shareBar(10, 0, 11)).toBe('🟩'.repeat(10));
    expect(shareBar(5, 0, 11)).toBe('🟩'.repeat(5) + '⬜'.repeat(5));
    expect(shareBar(4, 2, 11)).toBe('🟩'.repeat(5) + '⬜'.repeat(5));
    // Alone in the field: nobody to beat, nobody better.
    expect(shareBar(0, 0, 1)).toBe('🟩'.repeat(10));
  });

  it('leaves the rank out for practice', () => {
    const text = shareText({ ...base, rank: null });
    expect(text).not.toMatch(/No\. /);
    expect(text).toMatch(/at the table: 1 of 4/);
  });

  it('never names a card, a suit or a card code, in any game and language', () => {
    for (const game of GAME_IDS)
      for (const lang of LANGS)
        for (const place of [1, 2, 3, 4])
          for (const score of [null, 0, 1, 8, 13, 52]) {
            const shared = shareText({
              ...base,
              game,
              lang,
              place,
              score,
              rank: place,
              url: 'https://kortbord.example',
            });
            // The game's own name is said (Tuffa Viktor is also a card's name): the rest never names a card.
            expect(shared).toContain(GAME_WORDS[game].name[lang]);
            const text = shared.replace(GAME_WORDS[game].name[lang], '');
            for (const code of ALL_CARDS) {
              expect(text, `${game} ${lang}: ${code}`).not.toContain(cardName(code, lang));
              expect(text).not.toMatch(new RegExp(`\\b${code}\\b`));
            }
            for (const suit of SUIT_CODES) expect(text).not.toContain(SUIT_NAMES[suit][lang]);
            expect(text).not.toMatch(/[♣♦♥♠]/);
          }
  });
});

describe('the words of today’s deal', () => {
  it('exist in nb, sv and en with the same parameters', () => {
    const all: [string, Text][] = [
      ...Object.entries(DAILY_FRONT_WORDS),
      ...Object.entries(DAILY_PAGE_WORDS),
      ...Object.entries(DAILY_SHARE_WORDS),
    ];
    for (const [k, t] of all)
      for (const lang of LANGS) {
        expect(t[lang].trim().length, `${k} ${lang}`).toBeGreaterThan(0);
        expect(placeholders(t[lang]), `${k} ${lang}`).toEqual(placeholders(t.nb));
      }
  });
});
