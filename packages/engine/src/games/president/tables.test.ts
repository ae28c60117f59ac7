import { describe } from 'vitest';
import { gameTables } from '../../testing/game-tables';

describe('president: its playthrough and its perft table', () => {
  gameTables({ game: 'president', players: 4, steps: 24, perft: [15, 117, 775, 2893] });
});
