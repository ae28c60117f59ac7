import { describe, expect, it } from 'vitest';
import { gameTables } from '../../testing/game-tables';
import { perft } from '../../testing/perft';

// The first round opens with every seat choosing 3 of 13 cards at once (286 each), so the default
// rules' tree is counted to depth 1 only; the trick play is counted from the same kind of fixed deal
// without passing, deeper.
describe('hjerterfri: its playthrough and its perft table', () => {
  gameTables({ game: 'hjerterfri', players: 4, steps: 16, perft: [1144] });

  it('counts the trick play from a fixed deal without passing to depth 8 (perft)', () => {
    expect(
      perft({
        game: 'hjerterfri',
        players: 4,
        options: { passing: 'none' },
        seed: 'perft-hjerterfri',
        maxDepth: 8,
      }),
    ).toEqual([1, 2, 10, 10, 90, 326, 1470, 3800]);
  });
});
