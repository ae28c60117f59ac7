/**
 * Results and ratings against both databases (SQLite through the grouped direct path and through
 * Kysely; PostgreSQL with its row locks): a match's end stores its results and moves the ratings in
 * the same transaction, once; two tables ending together with the same person both count; a deleted
 * profile's ratings go and its rows stay under the neutral name.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Finish } from '../commands/results';
import type { Db, ResultsRow } from '../db';
import { services, testDatabases } from '../../test/helpers';
import { rateMatch } from '../ratings/model';
import { eventsRepo } from './events';
import { profilesRepo } from './profiles';
import { resultsRepo } from './results';
import { tablesRepo } from './tables';

const available = await services();
if (!available.pg) {
  if (process.env['CI'] === 'true')
    throw new Error('results are tested on PostgreSQL too: it is absent on 127.0.0.1:5432 under CI');
  console.log('skipping results on PostgreSQL: PostgreSQL is absent on 127.0.0.1:5432');
}

const dbs = testDatabases();
afterAll(() => dbs.close());
const database = dbs.open;

const AT = '2026-02-01T12:00:00.000Z';

async function playingTable(db: Db, id: string): Promise<void> {
  await tablesRepo(db).insert(
    {
      id,
      game: 'idiot',
      players: 3,
      options: '{}',
      status: 'playing',
      version: 1,
      match_no: 1,
      stand_in_ms: null,
      public: 0,
      invite_hash: 'h',
      creator: 'addr',
      created_at: AT,
      rated: 1,
    },
    [0, 1, 2].map((seat) => ({
      table_id: id,
      seat,
      kind: seat === 2 ? 'bot' : 'human',
      name: ['Kari', 'Ola', 'Astrid (bot)'][seat] ?? null,
      level: seat === 2 ? 'easy' : null,
      token_hash: null,
      invite_hash: null,
      stand_in: 0,
      end_vote: null,
      profile_id: seat === 2 ? null : (['kari', 'ola'][seat] ?? null),
    })),
  );
}

/** Kari first, then the bot, then Ola; or as `places` says. */
function finish(table: string, places = [1, 3, 2], profiles = ['kari', 'ola']): Finish {
  const results: ResultsRow[] = [0, 1, 2].map((seat) => ({
    table_id: table,
    match_no: 1,
    game: 'idiot',
    finished_at: AT,
    seat,
    name: ['Kari', 'Ola', 'Astrid (bot)'][seat] ?? null,
    profile_id: seat === 2 ? null : (profiles[seat] ?? null),
    bot_level: seat === 2 ? 'easy' : null,
    place: places[seat] ?? 1,
    score: null,
    rated: 1,
    mu: null,
    sigma: null,
  }));
  return { results, rated: profiles };
}

const end = (table: string, f: Finish) => ({
  table,
  version: 1,
  entries: [{ end: { reason: 'test' } }],
  matchNo: 1,
  status: 'over' as const,
  at: AT,
  finish: f,
});

const ways = [
  ['sqlite', true],
  ['sqlite', false],
  ['postgres', false],
] as const;

for (const [kind, grouped] of ways)
  describe.skipIf(kind === 'postgres' && !available.pg)(
    `results on ${kind}${grouped ? ' (grouped)' : ''}`,
    () => {
      it('the end stores the results and moves the ratings, once; the lost race stores nothing', async () => {
        const db = await database(kind);
        const profiles = profilesRepo(db);
        for (const id of ['kari', 'ola']) await profiles.insert({ id, name: id, created_at: AT });
        await playingTable(db, 'T1');
        const events = eventsRepo(db, grouped);
        const results = resultsRepo(db);

        expect(await events.append(end('T1', finish('T1')))).toBe(true);
        // The same end again (a second node, a retry after a restart) loses the seq race: nothing more.
        expect(await events.append(end('T1', finish('T1')))).toBe(false);

        const rows = await results.ofMatches([{ table: 'T1', match: 1 }]);
        expect(rows.map((r) => [r.seat, r.place, r.profile_id, r.bot_level])).toEqual([
          [0, 1, 'kari', null],
          [1, 3, 'ola', null],
          [2, 2, null, 'easy'],
        ]);
        const expected = rateMatch([
          { profile: 'kari', skill: null, place: 1 },
          { profile: 'ola', skill: null, place: 3 },
          { bot: 'easy', place: 2 },
        ]);
        const ratings = await results.ratingsOf(['kari', 'ola']);
        expect(ratings.map((r) => [r.profile_id, r.game, r.matches])).toEqual([
          ['kari', 'idiot', 1],
          ['ola', 'idiot', 1],
        ]);
        expect(ratings[0]?.mu).toBeCloseTo(expected[0]!.mu, 9);
        expect(ratings[1]?.sigma).toBeCloseTo(expected[1]!.sigma, 9);
        expect(rows[0]?.mu).toBeCloseTo(expected[0]!.mu, 9);
        expect(rows[2]?.mu).toBeNull();

        expect((await results.mine('kari')).map((r) => r.table_id)).toEqual(['T1']);
        expect(await results.playedWith('kari')).toEqual(['ola']);
        expect(await results.counts('ola')).toEqual([{ game: 'idiot', matches: 1 }]);
      });

      it('two tables ending at once with the same person both count', async () => {
        const db = await database(kind);
        const profiles = profilesRepo(db);
        for (const id of ['kari', 'ola']) await profiles.insert({ id, name: id, created_at: AT });
        const ids = ['A', 'B', 'C', 'D'];
        for (const id of ids) await playingTable(db, id);
        const events = eventsRepo(db, grouped);
        const done = await Promise.all(ids.map((id) => events.append(end(id, finish(id)))));
        expect(done).toEqual([true, true, true, true]);
        const ratings = await resultsRepo(db).ratingsOf(['kari', 'ola']);
        expect(ratings.map((r) => r.matches)).toEqual([4, 4]);
      });

      it('a deleted profile: its ratings go, its rows stay under the neutral name', async () => {
        const db = await database(kind);
        const profiles = profilesRepo(db);
        for (const id of ['kari', 'ola']) await profiles.insert({ id, name: id, created_at: AT });
        await playingTable(db, 'T1');
        await eventsRepo(db, grouped).append(end('T1', finish('T1')));
        const mine = await profiles.everything('kari');
        expect(mine?.results.map((r) => r.place)).toEqual([1]);
        expect(mine?.ratings.map((r) => r.game)).toEqual(['idiot']);

        expect(await profiles.remove('kari', 'Tidligere spiller')).toBe(true);
        const results = resultsRepo(db);
        expect((await results.ratingsOf(['kari', 'ola'])).map((r) => r.profile_id)).toEqual(['ola']);
        const rows = await results.ofMatches([{ table: 'T1', match: 1 }]);
        expect(rows.map((r) => [r.name, r.profile_id])).toEqual([
          ['Tidligere spiller', null],
          ['Ola', 'ola'],
          ['Astrid (bot)', null],
        ]);
        expect(await results.playedWith('ola')).toEqual([]);
      });
    },
  );
