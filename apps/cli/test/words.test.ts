import { event } from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { makePaint } from '../src/colour';
import { eventLines, type Ctx } from '../src/describe';
import type { Lang } from '../src/words';

const at = (lang: Lang, me: number): Ctx => ({ lang, level: 'easy', me, paint: makePaint(false) });

describe('the terminal says what happened from the catalogue', () => {
  const give = event('give', 1, { target: 0, secret: { cards: ['KD', '2D'], seats: [1, 0] } });
  const take = event('take-from', 2, { target: 3, secret: { cards: ['G3'], seats: [2, 3] } });

  it('shows an exchange’s cards to giver and receiver only', () => {
    expect(eventLines([give], at('nb', 0))).toEqual(['Plass 2 ga K♦ 2♦ til deg.']);
    expect(eventLines([give], at('sv', 2))).toEqual(['Plats 2 gav 2 kort till plats 1.']);
    expect(eventLines([give], at('en', 1))).toEqual(['You gave K♦ 2♦ to seat 1.']);
  });

  it('shows what Indrivaren took to the two seats concerned, in words for glass cards', () => {
    expect(eventLines([take], at('nb', 3))).toEqual(['Indrivaren: plass 3 tok glaskort 3 fra deg.']);
    expect(eventLines([take], at('en', 0))).toEqual(['Indrivaren: seat 3 took one card from seat 4.']);
  });

  it('leaves the round’s and the match’s end to the result, and never prints a code', () => {
    const over = event('round-over', null, { n: 1, seats: [0, 1], places: [1, 2] });
    const lines = eventLines([event('play', 0, { cards: ['VIKTOR'] }), over], at('sv', 1));
    expect(lines).toEqual(['Plats 1 lade Tuffa Viktor.']);
  });
});
