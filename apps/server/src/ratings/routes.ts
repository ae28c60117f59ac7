/**
 * History, statistics, ratings (issue 33): my finished matches, my statistics per game, the
 * leaderboard of the people I have played with, and a profile's public page. Read only; plans in
 * commands/history.ts, SQL in repos/results.ts.
 *
 * The public page (GET /api/profiles/:id) is open to anyone holding the id (the history and the
 * leaderboard link to it): it shows the name, matches per game and the ratings, nothing more.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reason } from '@kortbord/engine';
import { historyOf, leaderboardsOf, publicProfileOf, statsOf } from '../commands/history';
import type { Db } from '../db';
import type { Sessions } from '../profiles/session';
import { profilesRepo } from '../repos/profiles';
import { resultsRepo } from '../repos/results';
import { Refused } from '../table';

/** At most this many matches in the history list (the statistics count them all). */
export const HISTORY_LIMIT = 200;

export async function recordRoutes(app: FastifyInstance, deps: { db: Db; sessions: Sessions }) {
  const profiles = profilesRepo(deps.db);
  const results = resultsRepo(deps.db);

  const me = async (req: FastifyRequest): Promise<string> => {
    const id = await deps.sessions.profileOf(req);
    if (!id || !(await profiles.byId(id)))
      throw new Refused(
        'not-signed-in',
        'This browser is not signed in to a profile.',
        reason('not-signed-in'),
      );
    return id;
  };

  app.get('/api/me/history', async (req) => {
    const id = await me(req);
    const mine = await results.mine(id, HISTORY_LIMIT);
    const all = await results.ofMatches(mine.map((r) => ({ table: r.table_id, match: r.match_no })));
    return { matches: historyOf(mine, all) };
  });

  app.get('/api/me/stats', async (req) => {
    const id = await me(req);
    return { games: statsOf(await results.mine(id), await results.ratingsOf([id])) };
  });

  app.get('/api/me/leaderboard', async (req) => {
    const id = await me(req);
    const ids = [id, ...(await results.playedWith(id))];
    const names = await profiles.names(ids);
    return { games: leaderboardsOf(id, await results.ratingsOf(ids), names) };
  });

  app.get<{ Params: { id: string } }>('/api/profiles/:id', async (req) => {
    const id = req.params.id;
    const p = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await profiles.byId(id) : undefined;
    if (!p) throw new Refused('not-found', 'No such profile.', reason('profile-unknown'));
    return publicProfileOf(p, await results.counts(id), await results.ratingsOf([id]));
  });
}
