import { describe, expect, it } from 'vitest';
import { LANGS, placeholders } from '@kortbord/engine';
import { TABLE_WORDS } from './table';
import { TABLE_HELP_WORDS } from './table-help';

/** The table page's help words (issue 39): in the catalogue, in every language, saying what they must. */
describe('the table help words', () => {
  const keys = [
    'fairShuffle',
    'fairShuffleWhat',
    'fairShuffleCheck',
    'fairFingerprint',
    'fairSeedLater',
    'chatLeft',
    'chatFull',
    'tableMissing',
    'tableMissingWhy',
    'toFrontPage',
    'offlineLeave',
    'offlineLeaveAsk',
    'offlineLeaveYes',
    'offlineNew',
    'offlineNewAsk',
    'offlineNewYes',
    'offlineKeepPlaying',
    'tableHeading',
    'tableHeadingOffline',
    'skipToCards',
  ] as const;

  it('has every key in the table catalogue, in nb, sv and en, with the same parameters', () => {
    expect(Object.keys(TABLE_HELP_WORDS).sort()).toEqual([...keys].sort());
    for (const k of keys) {
      const t = (TABLE_WORDS as Record<string, (typeof TABLE_HELP_WORDS)[typeof k]>)[k];
      expect(t, k).toBeDefined();
      for (const lang of LANGS) {
        expect(t?.[lang].trim(), `${k} ${lang}`).not.toBe('');
        expect(placeholders(t?.[lang] ?? ''), `${k} ${lang}`).toEqual(placeholders(t?.nb ?? ''));
      }
      // No two languages share a sentence (short labels like «bord» may match).
      if ((t?.nb.split(' ').length ?? 0) > 3) expect(new Set(LANGS.map((l) => t?.[l])).size, k).toBe(3);
    }
  });

  it('tells how to check the shuffle with the tool and the review button as the page names them', () => {
    for (const lang of LANGS) {
      expect(TABLE_HELP_WORDS.fairShuffleCheck[lang]).toContain('kortbord replay');
      expect(TABLE_HELP_WORDS.fairShuffleCheck[lang]).toContain(TABLE_WORDS.reviewGame[lang]);
    }
  });

  it('says the chat limit with its number', () => {
    for (const lang of LANGS) {
      expect(placeholders(TABLE_HELP_WORDS.chatFull[lang])).toEqual(['n']);
      expect(placeholders(TABLE_HELP_WORDS.chatLeft[lang])).toEqual(['n']);
    }
  });
});
