import type { AnyGameSetup, GameId } from './game';
import { IDIOT_SETUP } from './games/idiot/options';
import { PRESIDENT_SETUP } from './games/president/options';
import { TUFFA_SETUP } from './games/tuffa-viktor/options';
import { VIGGO_SETUP } from './games/viggo/options';
import { VRI_SETUP } from './games/vri-atter/options';
import { HJERTERFRI_SETUP } from './games/hjerterfri/options';

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
  hjerterfri: HJERTERFRI_SETUP,
};

/**
 * Today's deal (issue 35) per game: the standard preset (each game's first, its plain rules), the
 * usual table size (four, as the benches and most tables play), and where the game's match has no
 * end of its own (President), the rounds after which the day's match ends.
 */
export const DAILY_TABLES: Readonly<
  Record<GameId, { readonly preset: string; readonly players: number; readonly rounds: number | null }>
> = {
  viggo: { preset: 'viggo', players: 4, rounds: null },
  president: { preset: 'standard', players: 4, rounds: 1 },
  'vri-atter': { preset: 'vri-atter', players: 4, rounds: null },
  idiot: { preset: 'idiot', players: 4, rounds: null },
  'tuffa-viktor': { preset: 'tuffa-viktor', players: 4, rounds: null },
  hjerterfri: { preset: 'standard', players: 4, rounds: null },
};
