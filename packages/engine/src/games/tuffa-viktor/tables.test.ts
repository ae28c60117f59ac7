import { describe } from 'vitest';
import { gameTables } from '../../testing/game-tables';

describe('tuffa-viktor: its playthrough and its perft table', () => {
  gameTables({ game: 'tuffa-viktor', players: 4, steps: 24, perft: [5, 55, 636, 7224] });
});
