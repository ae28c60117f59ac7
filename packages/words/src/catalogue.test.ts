import { describe, expect, it } from 'vitest';
import { fill, LANGS, textFaults, type Text } from '@kortbord/engine';
import { COACH_WORDS } from './coach';
import { FRIENDS_WORDS } from './friends';
import { HINT_WORDS } from './hints';
import { ordinal } from './ordinal';
import { PAGE_WORDS } from './page';
import { FRONT_PAGE_WORDS } from './front-page';
import { TABLE_WORD_PARTS, TABLE_WORDS } from './table';
import { TERMINAL_WORDS } from './terminal';

/** The words of each page, by the page's name. */
const PAGES: Readonly<Record<string, Readonly<Record<string, Text>>>> = {
  table: TABLE_WORDS,
  terminal: TERMINAL_WORDS,
  page: PAGE_WORDS,
  hints: HINT_WORDS,
  friends: FRIENDS_WORDS,
  coach: COACH_WORDS,
};

/** Every text: present in each language, the same parameters, and not another language copied in. */
const checkText = (where: string, t: Text | undefined): void => expect(textFaults(t), where).toEqual([]);

describe('the pages’ words', () => {
  it('the table, the pages, the coach and the terminal', () => {
    for (const [page, words] of Object.entries(PAGES))
      for (const [k, t] of Object.entries(words)) checkText(`${page} ${k}`, t);
  });

  it('is one catalogue: no key in two of its files, and every file’s words in it as written', () => {
    const from = new Map<string, string>();
    for (const [file, words] of Object.entries(TABLE_WORD_PARTS))
      for (const k of Object.keys(words)) {
        expect(from.get(k), `${k} in ${file}`).toBeUndefined();
        from.set(k, file);
      }
    expect(Object.keys(TABLE_WORDS).sort()).toEqual([...from.keys()].sort());
    for (const words of Object.values(TABLE_WORD_PARTS))
      for (const [k, t] of Object.entries(words)) expect((TABLE_WORDS as Record<string, Text>)[k]).toBe(t);
  });

  it('has the front page’s words in the one catalogue, as written there', () => {
    for (const [k, t] of Object.entries(FRONT_PAGE_WORDS))
      expect((TABLE_WORDS as Record<string, Text>)[k], k).toBe(t);
  });

  it('writes Swedish ordinals as 1:a, 2:a, 3:e … 11:e, 21:a', () => {
    expect([1, 2, 3, 4, 11, 12, 21, 22].map((n) => ordinal(n, 'sv'))).toEqual([
      '1:a',
      '2:a',
      '3:e',
      '4:e',
      '11:e',
      '12:e',
      '21:a',
      '22:a',
    ]);
    expect([1, 2, 3, 11, 23].map((n) => ordinal(n, 'en'))).toEqual(['1st', '2nd', '3rd', '11th', '23rd']);
    expect(ordinal(3, 'nb')).toBe('3.');
  });

  it('never glues a possessive to a name ("Astrid (bot)s gruppe", "digs grupp", "you\'s group")', () => {
    const all = Object.values(PAGES).flatMap((words) => Object.entries(words));
    for (const [k, t] of all)
      for (const lang of LANGS) expect(t[lang], `${k} ${lang}`).not.toMatch(/\}'?s\b/);
  });

  it('counts the hints of a match so that one and many read right', () => {
    expect(fill(HINT_WORDS.hintsUsedN.en, { n: 1 })).toBe('hints this match: 1');
    expect(fill(HINT_WORDS.hintsUsedN.sv, { n: 1 })).toBe('tips i partiet: 1');
    expect(fill(HINT_WORDS.hintsUsedN.nb, { n: 3 })).toBe('tips i partiet: 3');
  });
});

describe('the front page’s words of issue 39', () => {
  const keys = [
    'levelWinsPlain',
    'share_about',
    'share_half',
    'share_almostAll',
    'share_almostNone',
    'vs_random',
    'vs_easy',
    'vs_medium',
    'vs_hard',
    'vs_expert',
    'intSnapped',
    'intEmpty',
    'hintsOffWithPeople',
  ] as const;

  it('has every new key in nb, sv and en, with the same parameters', () => {
    const table: Readonly<Record<string, Text>> = TABLE_WORDS;
    for (const k of keys) checkText(`front ${k}`, table[k]);
  });

  it('says a level’s strength without a percentage, and the limit of a number field with both bounds', () => {
    for (const lang of LANGS) {
      expect(TABLE_WORDS.levelWinsPlain[lang]).not.toMatch(/%|\{pct\}|\{rounds\}|\{date\}/);
      for (const p of ['{min}', '{max}', '{typed}', '{value}'])
        expect(TABLE_WORDS.intSnapped[lang]).toContain(p);
      expect(TABLE_WORDS.hintsOffWithPeople[lang].length).toBeGreaterThan(30);
    }
    expect(TABLE_WORDS.hintsOffWithPeople.nb).toMatch(/^Tips er av når to eller flere personer spiller/);
  });
});
