import { describe, expect, it } from 'vitest';
import { sortHand } from './hands';

describe('a hand as each game’s players hold it', () => {
  it('follows the game’s own order', () => {
    expect(sortHand('viggo', ['2C', '4D', '3C', 'AS', '3H'])).toEqual(['4D', 'AS', '2C', '3H', '3C']);
    expect(sortHand('president', ['2C', '4D', '3C', 'AS', '3H'])).toEqual(['3H', '4D', 'AS', '2C', '3C']);
    expect(sortHand('idiot', ['2C', 'TD', '3C', 'AS'])).toEqual(['3C', 'AS', '2C', 'TD']);
    expect(sortHand('vri-atter', ['8S', '2H', 'KC', '5H', '8C'])).toEqual(['KC', '2H', '5H', '8S', '8C']);
    expect(sortHand('tuffa-viktor', ['VIVAN', 'G8', 'G1', 'VIKTOR'])).toEqual([
      'G1',
      'G8',
      'VIKTOR',
      'VIVAN',
    ]);
  });

  it('puts what it does not know last, keeping its order', () => {
    expect(sortHand('viggo', ['??', '5H', 'G3'])).toEqual(['5H', '??', 'G3']);
  });
});
