/**
 * Today's deal (issue 35): the day's games with the asker's attempt and streak, starting an attempt
 * (today's, ranked; a past day's, practice) and a day's field. The routes are protocol/daily.ts's.
 */
import type { GameId } from '@kortbord/engine';
import type { DailyField, DailyStarted, DailyToday } from '@kortbord/protocol';
import { call } from './api';
import { save } from './storage';

export const dailyToday = (): Promise<DailyToday> => call('GET', '/api/daily');

export const startDaily = (game: GameId, day?: string): Promise<DailyStarted> =>
  call('POST', `/api/daily/${encodeURIComponent(game)}`, day ? { day } : {});

export const dailyField = (game: GameId, day: string): Promise<DailyField> =>
  call('GET', `/api/daily/${encodeURIComponent(game)}/${encodeURIComponent(day)}/field`);

/** A profile's choice: its name beside a day's best result (shown only where allowed). */
export const setDailyShowName = (showName: boolean): Promise<{ showName: boolean }> =>
  call('POST', '/api/me/daily', { showName });

/** What this browser knows of a daily table: its game and day, so the table links to the field. */
export interface DailyTableNote {
  readonly game: GameId;
  readonly day: string;
  readonly ranked: boolean;
}

/** Keeps the seat (as joining does) and the table's day, then the caller opens `/t/<table>`. */
export function keepDailySeat(s: DailyStarted): void {
  save(`seat.${s.table}`, { seat: s.seat, token: s.token });
  save(`daily.${s.table}`, { game: s.game, day: s.day, ranked: s.ranked } satisfies DailyTableNote);
  // The field page links to my own match (its coach) by day: the field does not name my table.
  save(`daily.mine.${s.game}.${s.day}`, { table: s.table, ranked: s.ranked });
}
