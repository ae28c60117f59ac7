/**
 * The tests every game keeps as the models have them: its playthrough file compared on every run, and
 * its perft table. A game's `tables.test.ts` calls this with its own numbers.
 */
import { expect, it } from 'vitest';
import type { GameId } from '../game';
import { perft } from './perft';
import { playthrough } from './playthrough';

export interface GameTables {
  readonly game: GameId;
  readonly players: number;
  /** Steps of the playthrough written (the first ones of a round show the whole machinery). */
  readonly steps: number;
  /** Path counts at depth 1, 2, … from the seeded deal "perft-<game>". */
  readonly perft: readonly number[];
}

export function gameTables(t: GameTables): void {
  it('plays its checked-in playthrough step for step (playthrough.txt)', async () => {
    const text = playthrough({
      game: t.game,
      players: t.players,
      seed: `playthrough-${t.game}`,
      maxSteps: t.steps,
    });
    // Relative to the calling test's folder: the game's own.
    await expect(text).toMatchFileSnapshot(`./playthrough.txt`);
  });

  it(`counts the move paths from a fixed deal to depth ${t.perft.length} (perft)`, () => {
    expect(
      perft({ game: t.game, players: t.players, seed: `perft-${t.game}`, maxDepth: t.perft.length }),
    ).toEqual(t.perft);
  });
}
