import { describe } from 'vitest';
import { gameTables } from '../../testing/game-tables';

describe('idiot: its playthrough and its perft table', () => {
  gameTables({ game: 'idiot', players: 4, steps: 16, perft: [80, 4800] });
});
