import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAME_WORDS } from '@kortbord/engine';
import { LANGS } from '../src/i18n/strings';
import { ALL_KEYS, translate } from '../src/i18n/table-words';

describe('the three languages', () => {
  it('translate a key with its parameters', () => {
    expect(translate('nb', 'round', { n: 3 })).toBe('Runde 3');
    expect(translate('sv', 'round', { n: 3 })).toBe('Runda 3');
  });

  it('fill placeholders and leave unknown ones visible', () => {
    expect(translate('en', 'winner', { name: 'Kari' })).toBe('Kari won!');
    expect(translate('sv', 'winner', {})).toBe('{name} vann!');
  });

  it('describe how to play every game in every language', () => {
    for (const g of GAME_IDS)
      for (const l of LANGS) {
        expect(GAME_WORDS[g].name[l].length).toBeGreaterThan(2);
        expect(GAME_WORDS[g].howTo[l].length).toBeGreaterThan(80);
      }
  });

  it('agree on the placeholders of every key', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of ALL_KEYS) {
      const nb = placeholders(translate('nb', key));
      for (const l of LANGS) {
        const text = translate(l, key);
        expect(text.trim().length, `${l} ${key}`).toBeGreaterThan(0);
        expect(placeholders(text), `${l} ${key}`).toEqual(nb);
      }
    }
  });
});
