import { ordinal, rate } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { describe, expect, it } from 'vitest';
import { BOT_ANCHORS, NEWCOMER, PROVISIONAL_MATCHES, rateMatch, ratingOf, shown, type Skill } from './model';

const kari = (place: number, skill: Skill | null = null) => ({ profile: 'kari', skill, place });
const ola = (place: number, skill: Skill | null = null) => ({ profile: 'ola', skill, place });

describe('the rating model', () => {
  it('the winner goes up, the loser down, and a newcomer starts at the defaults', () => {
    const [k, o] = rateMatch([kari(1), ola(2)]);
    expect(k!.mu).toBeGreaterThan(NEWCOMER.mu);
    expect(o!.mu).toBeLessThan(NEWCOMER.mu);
    expect(k!.sigma).toBeLessThan(NEWCOMER.sigma);
    expect(ratingOf(k!)).toBeGreaterThan(ratingOf(NEWCOMER));
  });

  it('is openskill’s own Plackett–Luce, number for number', () => {
    const a = { mu: 27, sigma: 5 };
    const b = { mu: 22, sigma: 6 };
    const out = rateMatch([kari(2, a), ola(1, b), { bot: 'medium', place: 3 }]);
    const theirs = rate([[a], [b], [BOT_ANCHORS.medium]], { rank: [2, 1, 3], model: plackettLuce });
    expect(out[0]!.mu).toBeCloseTo(theirs[0]![0]!.mu, 12);
    expect(out[1]!.sigma).toBeCloseTo(theirs[1]![0]!.sigma, 12);
  });

  it('anchors never move, whoever wins', () => {
    for (const level of ['random', 'easy', 'medium', 'hard', 'expert'] as const) {
      const [me, bot] = rateMatch([kari(1), { bot: level, place: 2 }]);
      expect(bot).toEqual(BOT_ANCHORS[level]);
      expect(me!.mu).toBeGreaterThan(NEWCOMER.mu);
    }
    // Beating the expert is worth more than beating the random bot.
    const [vsExpert] = rateMatch([kari(1), { bot: 'expert', place: 2 }]);
    const [vsRandom] = rateMatch([kari(1), { bot: 'random', place: 2 }]);
    expect(vsExpert!.mu).toBeGreaterThan(vsRandom!.mu);
  });

  it('a shared place is a tie: equal players stay equal, and above the one below', () => {
    const [k, o, bot] = rateMatch([kari(1), ola(1), { bot: 'easy', place: 3 }]);
    expect(k!.mu).toBeCloseTo(o!.mu, 12);
    expect(bot).toEqual(BOT_ANCHORS.easy);
    const [k2, o2] = rateMatch([kari(1), ola(1)]);
    expect(k2!.mu).toBeCloseTo(NEWCOMER.mu, 9);
    expect(o2!.mu).toBeCloseTo(NEWCOMER.mu, 9);
  });

  it('one entrant: nothing moves', () => {
    expect(rateMatch([kari(1)])).toEqual([NEWCOMER]);
  });

  it(`is provisional until ${PROVISIONAL_MATCHES} matches; the number is 1000 + 40 × (μ − 3σ), never below 0`, () => {
    expect(shown(NEWCOMER, 0)).toEqual({ rating: 1000, provisional: true });
    expect(shown(NEWCOMER, PROVISIONAL_MATCHES - 1).provisional).toBe(true);
    expect(shown(NEWCOMER, PROVISIONAL_MATCHES).provisional).toBe(false);
    const s = { mu: 30, sigma: 2 };
    expect(shown(s, 12)).toEqual({ rating: Math.round(1000 + 40 * ordinal(s)), provisional: false });
    expect(shown(s, 12).rating).toBe(1960);
    expect(ratingOf({ mu: 5, sigma: 8 })).toBe(240);
    expect(ratingOf({ mu: -10, sigma: 8 })).toBe(0);
  });
});
