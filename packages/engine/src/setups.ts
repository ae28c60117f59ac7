import type { AnyGameSetup, GameId } from './game';
import { IDIOT_SETUP } from './games/idiot/options';
import { PRESIDENT_SETUP } from './games/president/options';
import { TUFFA_SETUP } from './games/tuffa-viktor/options';
import { VIGGO_SETUP } from './games/viggo/options';
import { VRI_SETUP } from './games/vri-atter/options';

/**
 * Each game's setup without its rules: what the front page's pickers read (the registry's games are
 * built from these same objects, so there is one list of options and presets).
 */
export const GAME_SETUPS: Readonly<Record<GameId, AnyGameSetup>> = {
  viggo: VIGGO_SETUP,
  president: PRESIDENT_SETUP,
  'vri-atter': VRI_SETUP,
  idiot: IDIOT_SETUP,
  'tuffa-viktor': TUFFA_SETUP,
};
