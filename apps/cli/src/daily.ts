/**
 * `kortbord daily <game>`: today's deal. With --server, the server's deal of the day (ranked among
 * everyone, as a guest) or with --day a past day's (practice), played at the server (daily-remote.ts).
 * Offline nothing is ranked: the server's seed is secret until its day is over, so the deal is made
 * here from the game and today's date in Oslo (the same for everyone offline that day), or, with
 * --seed, from a revealed day's seed (the server's deal of that day). Offline play is `play`'s loop.
 */
import { DAILY_TABLES, type GameId } from '@kortbord/engine';
import { UsageError } from './args';
import { colourWanted, makePaint } from './colour';
import { playRemote } from './daily-remote';
import { playCommand } from './play';
import { t, type Lang } from './words';

/** The zone whose midnight starts a new day's deals (the server's DAILY_ZONE). */
const ZONE = 'Europe/Oslo';

/** The day in Oslo at this instant, as 'YYYY-MM-DD'. */
export function osloDay(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The seed of the offline deal of a day: the same on every computer, and never the server's. */
export const offlineSeed = (game: GameId, day: string): string => `kortbord-offline:${game}:${day}`;

export interface DailyArgs {
  readonly game: GameId;
  readonly lang: Lang;
  readonly server?: string;
  readonly day?: string;
  readonly seed?: string;
  readonly now?: number;
}

function serverUrl(raw: string, L: Lang): URL {
  try {
    const u = new URL(raw);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u;
  } catch {
    // said below
  }
  throw new UsageError(t(L, 'dailyBadServer', { x: raw }));
}

export async function dailyCommand(a: DailyArgs): Promise<number> {
  const L = a.lang;
  if (a.day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(a.day))
    throw new UsageError(t(L, 'dailyBadDay', { x: a.day }));
  if (a.day !== undefined && a.server === undefined) throw new UsageError(t(L, 'dailyDayNeedsServer'));
  if (a.seed !== undefined && a.server !== undefined) throw new UsageError(t(L, 'dailySeedOrServer'));
  const table = DAILY_TABLES[a.game];
  if (a.server !== undefined) {
    const server = serverUrl(a.server, L);
    return playRemote({
      server,
      game: a.game,
      ...(a.day ? { day: a.day } : {}),
      lang: L,
      ctx: {
        lang: L,
        paint: makePaint(colourWanted(process.stdout, process.env)),
        level: 'hard',
        me: 0,
        ...(table.rounds !== null ? { rounds: table.rounds } : {}),
      },
      env: process.env,
    });
  }
  const day = osloDay(a.now ?? Date.now());
  return playCommand({
    game: a.game,
    players: table.players,
    level: 'hard',
    options: { preset: table.preset },
    lang: L,
    seed: a.seed ?? offlineSeed(a.game, day),
    ...(table.rounds !== null ? { rounds: table.rounds } : {}),
    banner: a.seed !== undefined ? t(L, 'dailyOfflineSeed') : t(L, 'dailyOffline', { day }),
  });
}
