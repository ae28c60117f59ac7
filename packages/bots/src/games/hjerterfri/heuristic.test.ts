import { rngFromSeed, type Action, type GameView } from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { hjerterfriHeuristic } from './heuristic';

const play = (card: string): Action => ({ type: 'play', cards: [card] }) as Action;
const rng = rngFromSeed('hjerterfri-heuristic');

/** The seat's view with only the fields the heuristic reads. */
function choose(
  hand: string[],
  legal: Action[],
  trick: { seat: number; card: string }[] = [],
  taken: string[] = [],
) {
  const view = {
    phase: 'play' as const,
    toAct: [0],
    placings: [],
    trick,
    seats: [
      { hand, taken },
      { handCount: hand.length, taken: [] },
      { handCount: 5, taken: [] },
      { handCount: 5, taken: [] },
    ],
  };
  return hjerterfriHeuristic(
    { game: 'hjerterfri', seat: 0, options: {}, view: view as unknown as GameView, legal },
    rng,
  );
}

describe('the Hjerterfri heuristic plays as card players do', () => {
  it('passes the queen of spades and her guards when it holds few low spades', () => {
    const hand = ['2C', '3C', '4D', '5D', '6D', '7H', '2S', 'QS', 'KS', 'AS', '9C', 'TC', 'JC'];
    const legal: Action[] = [
      { type: 'pass', cards: ['2C', '3C', '4D'] } as Action,
      { type: 'pass', cards: ['QS', 'KS', 'AS'] } as Action,
    ];
    expect(choose(hand, legal)).toEqual(legal[1]);
  });

  it('plays under the card on top when it follows', () => {
    expect(choose(['5D', 'AD'], [play('5D'), play('AD')], [{ seat: 1, card: 'KD' }])).toEqual(play('5D'));
  });

  it('throws the queen of spades when it cannot follow', () => {
    expect(
      choose(['QS', 'AH', '2C'], [play('QS'), play('AH'), play('2C')], [{ seat: 1, card: '9D' }]),
    ).toEqual(play('QS'));
  });

  it('leads low and keeps its high spades while the queen is out', () => {
    expect(choose(['AS', '4C', 'KD'], [play('AS'), play('4C'), play('KD')])).toEqual(play('4C'));
  });
});
