/** History, statistics and ratings (issue 33): read only, for the history and profile pages. */
import type { GameStats, HistoryMatch, Leaderboard, PublicProfile } from '@kortbord/protocol';
import { call } from './api';

export const myHistory = async (): Promise<HistoryMatch[]> =>
  (await call<{ matches: HistoryMatch[] }>('GET', '/api/me/history')).matches;
export const myStats = async (): Promise<GameStats[]> =>
  (await call<{ games: GameStats[] }>('GET', '/api/me/stats')).games;
export const myLeaderboard = async (): Promise<Leaderboard[]> =>
  (await call<{ games: Leaderboard[] }>('GET', '/api/me/leaderboard')).games;
export const publicProfile = (id: string): Promise<PublicProfile> =>
  call('GET', `/api/profiles/${encodeURIComponent(id)}`);
