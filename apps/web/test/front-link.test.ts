import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '@kortbord/engine';
import { decodeFront, defaultChoice, encodeFront, type FrontChoice } from '../src/game/front-link';
import { optionsToSend } from '../src/game/setup';

describe('the front page in its address (house rules as a link)', () => {
  it('keeps the page plain with the defaults', () => {
    expect(encodeFront(defaultChoice())).toBe('');
    expect(decodeFront('')).toEqual(defaultChoice());
  });

  it('reads back what it wrote: game, preset, house rules and seats', () => {
    const c: FrontChoice = {
      game: 'vri-atter',
      preset: 'olsen',
      overrides: { drawLimit: 'until-playable', handSize: 7, queenSkips: true },
      seats: [{ kind: 'you' }, { kind: 'bot', level: 'hard' }, { kind: 'open' }],
    };
    const q = encodeFront(c);
    expect(q).toMatch(/^\?game=vri-atter&preset=olsen&o=.+&seats=you%2Cbot-hard%2Copen$/);
    expect(decodeFront(q)).toEqual(c);
    // The table made from it is sent the same rules.
    const back = decodeFront(q);
    expect(optionsToSend(back.game, back.preset, back.seats.length, back.overrides)).toEqual({
      preset: 'olsen',
      ...optionsToSend('vri-atter', 'olsen', 3, c.overrides),
    });
  });

  it('ignores what is not a valid choice, keeping the rest', () => {
    const o = (x: unknown) => encodeURIComponent(JSON.stringify(x));
    expect(decodeFront('?game=chess').game).toBe('viggo');
    expect(decodeFront('?game=idiot&preset=nope').preset).toBeNull();
    expect(
      decodeFront(`?game=idiot&o=${o({ swap: 'yes', chance: true, nosuch: 1, __proto__: 1 })}`).overrides,
    ).toEqual({
      chance: true,
    });
    expect(decodeFront(`?game=vri-atter&o=${o({ handSize: 99, aceDraw: 2 })}`).overrides).toEqual({
      aceDraw: 2,
    });
    expect(decodeFront('?game=viggo&o=%7Bnot json').overrides).toEqual({});
    expect(decodeFront(`?game=tuffa-viktor&o=${o({ deck: { G1: -3 } })}`).overrides).toEqual({});
    // Seats: an unknown kind or level, too many or too few, two "you": the game's default seats.
    const fallback = decodeFront('?game=idiot').seats;
    for (const seats of [
      'you,bot-genius',
      'you',
      'you,you,bot-easy',
      'you,bot-easy,bot-easy,bot-easy,bot-easy,bot-easy',
    ])
      expect(decodeFront(`?game=idiot&seats=${seats}`).seats).toEqual(fallback);
    expect(decodeFront('?game=idiot&seats=open,bot-random').seats).toEqual([
      { kind: 'open' },
      { kind: 'bot', level: 'random' },
    ]);
  });

  it('never throws, whatever the address (many seeds)', () => {
    const bits = [
      'viggo',
      'idiot',
      'tuffa-viktor',
      'you',
      'open',
      'bot-hard',
      'bot-',
      ',',
      '{',
      '}',
      '"',
      ':',
      'swap',
      'true',
      '7',
      '-1',
      'deck',
      '%',
      '&',
      '=',
      'preset',
      'olsen',
      '\u0000',
      'é',
      ' ',
    ];
    for (let seed = 0; seed < 400; seed++) {
      const rng = rngFromSeed(seed);
      const text = () => Array.from({ length: rng.int(8) }, () => bits[rng.int(bits.length)]).join('');
      const q = new URLSearchParams({ game: text(), preset: text(), o: text(), seats: text() }).toString();
      const c = decodeFront(rng.int(2) ? `?${q}` : text());
      expect(c.seats.length).toBeGreaterThan(0);
      expect(decodeFront(encodeFront(c))).toEqual(c);
    }
  });
});
