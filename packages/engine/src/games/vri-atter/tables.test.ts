import { describe } from 'vitest';
import { gameTables } from '../../testing/game-tables';

describe('vri-atter: its playthrough and its perft table', () => {
  gameTables({ game: 'vri-atter', players: 4, steps: 30, perft: [2, 6, 17, 43, 97, 194, 365, 685] });
});
