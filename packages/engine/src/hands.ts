import type { GameId } from './game';
import type { HandKey } from './hand';
import { idiotHand } from './games/idiot/hand';
import { presidentHand } from './games/president/hand';
import { tuffaHand } from './games/tuffa-viktor/hand';
import { viggoHand } from './games/viggo/hand';
import { vriHand } from './games/vri-atter/hand';
import { hjerterfriHand } from './games/hjerterfri/hand';

/** Every game's way of holding a hand, from its own folder (a game without one fails the build). */
export const HANDS: Readonly<Record<GameId, HandKey>> = {
  viggo: viggoHand,
  president: presidentHand,
  'vri-atter': vriHand,
  idiot: idiotHand,
  'tuffa-viktor': tuffaHand,
  hjerterfri: hjerterfriHand,
};

/** A hand in the order the game's players hold it (stable for equal keys). */
export const sortHand = (game: GameId, codes: readonly string[]): string[] =>
  [...codes].sort((a, b) => HANDS[game](a) - HANDS[game](b));
