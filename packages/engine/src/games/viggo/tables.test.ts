import { describe } from 'vitest';
import { gameTables } from '../../testing/game-tables';

describe('viggo: its playthrough and its perft table', () => {
  gameTables({ game: 'viggo', players: 4, steps: 24, perft: [25, 242, 879, 2075] });
});
