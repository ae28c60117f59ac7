import { describe, expect, it } from 'vitest';
import { COACH_WORDS, markWord, sayMarkFigures, sayMarkWhere } from './coach';
import { LANGS } from '@kortbord/engine';

describe('the coach speaks as card players do', () => {
  it('names the four marks without chess words, in every language', () => {
    const chess = /bukk|unøyaktig|tabbe|onoggrann|blunder|inaccura/i;
    for (const kind of ['good', 'inaccuracy', 'mistake', 'blunder'])
      for (const lang of LANGS) expect(COACH_WORDS[markWord(kind)][lang]).not.toMatch(chess);
    expect(LANGS.map((l) => COACH_WORDS[markWord('blunder')][l])).toEqual([
      'stor feil',
      'stort misstag',
      'big mistake',
    ]);
    expect(COACH_WORDS[markWord('inaccuracy')].en).toBe('could be better');
  });

  it('counts a mark by the seat’s own turn in the round', () => {
    expect(sayMarkWhere({ round: 2, turn: 5 }, null, 'en')).toBe('Round 2, your 5th turn');
    expect(sayMarkWhere({ round: 2, turn: 5 }, null, 'nb')).toBe('Runde 2, din 5. tur');
    expect(sayMarkWhere({ round: 1, turn: 2 }, 'Kari', 'sv')).toBe('Runda 1, 2:a turen för Kari');
    expect(sayMarkWhere({ round: 3 }, 'Kari', 'en')).toBe('Round 3');
  });

  it('gives each move its own figure, the better move’s the higher', () => {
    const m = { samples: 120, played: { wins: 0.05, value: 0.4 }, best: { wins: 0.3, value: 0.6 } };
    expect(sayMarkFigures(m, 'en')).toEqual({
      played: 'won 6 of 120 test games',
      best: 'won 36 of 120 test games',
    });
    // Fewer wins for the better move (a game of many seats): its mean result, which is higher, instead.
    const many = { samples: 120, played: { wins: 0.1, value: 0.4 }, best: { wins: 0.1, value: 0.55 } };
    expect(sayMarkFigures(many, 'nb')).toEqual({
      played: 'i snitt 40 av 100 i 120 prøvespill',
      best: 'i snitt 55 av 100 i 120 prøvespill',
    });
  });
});
