import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CardSvg } from '../src/cards/Card';
import {
  cardName,
  cardNames,
  FIGURES,
  isCardCode,
  parseCard,
  RANK_CODES,
  SUIT_CODES,
} from '../src/cards/codes';

const FRENCH = RANK_CODES.flatMap((r) => SUIT_CODES.map((s) => `${r}${s}`));
const TUFFA = [...Array.from({ length: 8 }, (_, i) => `G${i + 1}`), ...FIGURES];

describe('card codes', () => {
  it('reads every code of RECORD.md and nothing else', () => {
    for (const c of [...FRENCH, ...TUFFA]) expect(isCardCode(c), c).toBe(true);
    for (const c of ['1H', 'TX', 'G0', 'G10', 'viktor', '', '10H']) expect(isCardCode(c), c).toBe(false);
    expect(parseCard('TD')).toEqual({ kind: 'french', rank: 'T', suit: 'D' });
    expect(parseCard('G7')).toEqual({ kind: 'glass', value: 7 });
  });

  it('names cards for a screen reader in each language; Tuffa Viktor’s in Swedish', () => {
    expect(cardName('QH', 'nb')).toBe('hjerter dame');
    expect(cardName('QH', 'sv')).toBe('hjärter dam');
    expect(cardName('QH', 'en')).toBe('queen of hearts');
    expect(cardName('TC', 'nb')).toBe('kløver 10');
    expect(cardName('AS', 'sv')).toBe('spader ess');
    expect(cardName('3D', 'en')).toBe('3 of diamonds');
    expect(cardName('ARREST', 'en')).toBe('Arrestering');
    expect(cardName('VIKTOR', 'nb')).toBe('Tuffa Viktor');
    expect(cardName('G3', 'sv')).toBe('glaskort 3');
    expect(cardNames(['5H', '5S'], 'nb')).toBe('hjerter 5 og spar 5');
    expect(cardNames(['5H', '5S', '5C'], 'en')).toBe('5 of hearts, 5 of spades and 5 of clubs');
    expect(cardNames(['5H', '5S'], 'sv')).toBe('hjärter 5 och spader 5');
    expect(cardNames(['G3', 'G4', 'G5'], 'nb')).toBe('glaskort 3, 4, 5 (12 glass)');
    expect(cardNames(['G2', 'G2'], 'en')).toBe('glass cards 2, 2 (4 glasses)');
  });
});

describe('cards drawn as SVG', () => {
  it('draws every card with its name and no broken geometry', () => {
    for (const c of [...FRENCH, ...TUFFA, null]) {
      const svg = renderToStaticMarkup(
        createElement(CardSvg, { code: c, label: c ? cardName(c, 'nb') : 'back' }),
      );
      expect(svg).toMatch(/^<svg viewBox="0 0 100 140"/);
      expect(svg).toContain(`aria-label="${c ? cardName(c, 'nb') : 'back'}"`);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('shows the rank in the corner and the suit in its colour class', () => {
    const ten = renderToStaticMarkup(createElement(CardSvg, { code: 'TH' }));
    expect(ten).toContain('>10<');
    expect(ten).toContain('suit-H');
    expect((ten.match(/<path/g) ?? []).length).toBe(12); // two corners and ten pips
    const glass = renderToStaticMarkup(createElement(CardSvg, { code: 'G6' }));
    expect((glass.match(/glass-outline/g) ?? []).length).toBe(6);
    expect(renderToStaticMarkup(createElement(CardSvg, { code: 'INDRIVAREN' }))).toContain('INDRIVAREN');
  });
});
