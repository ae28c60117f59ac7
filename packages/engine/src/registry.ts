import type { AnyGame, GameId } from './game';
import { viggo } from './games/viggo';
import { president } from './games/president';
import { vriAtter } from './games/vri-atter';
import { idiot } from './games/idiot';
import { tuffaViktor } from './games/tuffa-viktor';
import { hjerterfri } from './games/hjerterfri';

export const GAMES: Readonly<Record<GameId, AnyGame>> = {
  viggo,
  president,
  'vri-atter': vriAtter,
  idiot,
  'tuffa-viktor': tuffaViktor,
  hjerterfri,
};

export const getGame = (id: unknown): AnyGame | undefined =>
  typeof id === 'string' && Object.prototype.hasOwnProperty.call(GAMES, id) ? GAMES[id as GameId] : undefined;
