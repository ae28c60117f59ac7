import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './game';
import { GAMES } from './registry';
import { GAME_SETUPS } from './setups';

describe('each game’s setup, without its rules', () => {
  it('is the registry’s own options, presets, table sizes and checks: one list, not a copy', () => {
    for (const id of GAME_IDS) {
      const game = GAMES[id];
      const setup = GAME_SETUPS[id];
      expect(setup.id).toBe(id);
      expect(setup.options).toBe(game.options);
      expect(setup.presets).toBe(game.presets);
      expect(setup.presetFor).toBe(game.presetFor);
      expect(setup.checkOptions).toBe(game.checkOptions);
      expect(setup.maxPlayers).toBe(game.maxPlayers);
      expect(setup.minPlayers).toBe(game.minPlayers);
    }
  });
});
