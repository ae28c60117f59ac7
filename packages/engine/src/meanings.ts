import type { Action, GameId, GameView } from './game';
import type { Json } from './json';
import type { Meaning, MeaningOf } from './meaning';
import { idiotMeaning } from './games/idiot/meaning';
import { presidentMeaning } from './games/president/meaning';
import { tuffaMeaning } from './games/tuffa-viktor/meaning';
import { viggoMeaning } from './games/viggo/meaning';
import { vriMeaning } from './games/vri-atter/meaning';
import { hjerterfriMeaning } from './games/hjerterfri/meaning';

/**
 * Every game's meaning of its moves, from its own folder: a game without one fails the build here.
 * Apart from the game modules (registry.ts), so that a page words a move without loading the rules.
 */
const MEANINGS = {
  viggo: viggoMeaning,
  president: presidentMeaning,
  'vri-atter': vriMeaning,
  idiot: idiotMeaning,
  'tuffa-viktor': tuffaMeaning,
  hjerterfri: hjerterfriMeaning,
} as const satisfies Record<GameId, unknown>;

type AnyMeaning = MeaningOf<Action, GameView, Readonly<Record<string, Json>>>;

/**
 * What `a` means in `game`. The action is one of the game's own (from its legal actions, a record
 * or a hint), the view and options the table's: plain JSON at this boundary, typed inside the game.
 */
export const moveMeaning = (
  game: GameId,
  a: Action,
  view: GameView | null,
  options: Readonly<Record<string, Json>>,
): Meaning => (MEANINGS[game] as unknown as AnyMeaning)(a, { view, options });
