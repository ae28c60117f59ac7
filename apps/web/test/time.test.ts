import { describe, expect, it } from 'vitest';
import { translate } from '../src/i18n/table-words';
import { timeLeft } from '../src/i18n/time';

describe('a clock in words', () => {
  it('counts seconds under a minute and minutes from one, in every language', () => {
    for (const lang of ['nb', 'sv', 'en'] as const) {
      const t = (key: 'clockLeft', p: { n: number }) => translate(lang, key, p);
      expect(timeLeft(45, t)).toBe('45 s');
      expect(timeLeft(0, t)).toBe('0 s');
      expect(timeLeft(60, t)).toBe('1:00');
      expect(timeLeft(118, t)).toBe('1:58');
      expect(timeLeft(600, t)).toBe('10:00');
    }
  });
});
