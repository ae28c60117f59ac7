import { describe, expect, it } from 'vitest';
import { langOfLocale, langOfLocales } from './lang';

describe('the language of a locale', () => {
  it('reads Norwegian in any written form as bokmål, Swedish and English as themselves', () => {
    expect(['nb-NO', 'nn-NO', 'no', 'nb_NO.UTF-8', 'NB'].map(langOfLocale)).toEqual([
      'nb',
      'nb',
      'nb',
      'nb',
      'nb',
    ]);
    expect(['sv-SE', 'sv-FI', 'sv_SE.UTF-8'].map(langOfLocale)).toEqual(['sv', 'sv', 'sv']);
    expect(['en-GB', 'en', 'en_US.UTF-8'].map(langOfLocale)).toEqual(['en', 'en', 'en']);
    expect(['da-DK', 'de', 'C', 'POSIX', '', 'svx'].map(langOfLocale)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('takes the first preference that is one of ours, and English when none is', () => {
    expect(langOfLocales(['de-DE', 'sv-SE', 'en-US'])).toBe('sv');
    expect(langOfLocales(['en-US', 'nb-NO'])).toBe('en');
    expect(langOfLocales(['fi-FI', 'de'])).toBe('en');
    expect(langOfLocales([])).toBe('en');
  });
});
