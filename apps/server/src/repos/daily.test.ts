/**
 * Today's deal's attempts against both databases (SQLite through the grouped direct path and through
 * Kysely; PostgreSQL): one ranked attempt per player, game and day whatever races; the attempt's
 * result written in the transaction of its match's end, once; the field's counts and ranks right
 * with ties (checked against a count by hand); a deleted profile's attempts kept, held by nobody.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { DailyAttemptsRow, Db } from '../db';
import { services, testDatabases } from '../../test/helpers';
import { sortOf, type Finish } from '../commands/results';
import { dailyRepo } from './daily';
import { eventsRepo } from './events';
import { profilesRepo } from './profiles';
import { tablesRepo } from './tables';

const available = await services();
if (!available.pg && process.env['CI'] === 'true')
  throw new Error('daily attempts are tested on PostgreSQL too: it is absent on 127.0.0.1:5432 under CI');

const dbs = testDatabases();
afterAll(() => dbs.close());

const DAY = '2026-10-25';
const AT = '2026-10-25T12:00:00.000Z';

const attempt = (table: string, player: string, over: Partial<DailyAttemptsRow> = {}): DailyAttemptsRow => ({
  table_id: table,
  game: 'viggo',
  day: DAY,
  ranked: 1,
  player,
  profile_id: null,
  started_at: AT,
  finished_at: null,
  match_no: null,
  place: null,
  score: null,
  sort: null,
  ...over,
});

/** A finished ranked Viggo attempt (fewest points best): place, then points. */
const done = (n: number, place: number, score: number): DailyAttemptsRow =>
  attempt(`T${n}`, `g:${n}`, {
    finished_at: `2026-10-25T12:${String(n % 60).padStart(2, '0')}:00.000Z`,
    match_no: 1,
    place,
    score,
    sort: sortOf('fewest', score),
  });

async function playingTable(db: Db, id: string): Promise<void> {
  await tablesRepo(db).insert(
    {
      id,
      game: 'viggo',
      players: 2,
      options: '{}',
      status: 'playing',
      version: 1,
      match_no: 1,
      stand_in_ms: null,
      public: 0,
      invite_hash: 'h',
      creator: 'addr',
      created_at: AT,
      daily: DAY,
    },
    [0, 1].map((seat) => ({
      table_id: id,
      seat,
      kind: seat === 0 ? 'human' : 'bot',
      name: seat === 0 ? 'Kari' : 'Astrid (bot)',
      level: seat === 0 ? null : 'hard',
      token_hash: null,
      invite_hash: null,
      stand_in: 0,
      end_vote: null,
      profile_id: seat === 0 ? 'kari' : null,
    })),
  );
}

const ways = [
  ['sqlite', true],
  ['sqlite', false],
  ['postgres', false],
] as const;

for (const [kind, grouped] of ways)
  describe.skipIf(kind === 'postgres' && !available.pg)(
    `daily attempts on ${kind}${grouped ? ' (grouped)' : ''}`,
    () => {
      it('one ranked attempt per player, game and day; practice as often as wished', async () => {
        const db = await dbs.open(kind);
        const repo = dailyRepo(db);
        expect(await repo.start(attempt('A1', 'g:x'))).toBe(true);
        expect(await repo.start(attempt('A2', 'g:x'))).toBe(false);
        expect(await repo.start(attempt('A3', 'g:x', { game: 'idiot' }))).toBe(true);
        expect(await repo.start(attempt('A4', 'g:x', { day: '2026-10-24', ranked: 0 }))).toBe(true);
        expect(await repo.start(attempt('A5', 'g:x', { day: '2026-10-24', ranked: 0 }))).toBe(true);
        expect(await repo.start(attempt('A6', 'g:x', { day: '2026-10-24' }))).toBe(true);
        // Two at once: one wins.
        const both = await Promise.all([repo.start(attempt('B1', 'g:y')), repo.start(attempt('B2', 'g:y'))]);
        expect(both.filter(Boolean)).toHaveLength(1);
        expect((await repo.ofPlayerOn('g:x', DAY)).map((a) => a.table_id).sort()).toEqual(['A1', 'A3']);
        expect((await repo.rankedDays('g:x', '2026-01-01')).sort()).toEqual(['2026-10-24', DAY]);
      });

      it("the attempt's result is written with its match's end, once", async () => {
        const db = await dbs.open(kind);
        await profilesRepo(db).insert({ id: 'kari', name: 'Kari', created_at: AT });
        await playingTable(db, 'D1');
        const repo = dailyRepo(db);
        expect(await repo.start(attempt('D1', 'p:kari', { profile_id: 'kari' }))).toBe(true);
        const finish: Finish = {
          results: [0, 1].map((seat) => ({
            table_id: 'D1',
            match_no: 1,
            game: 'viggo',
            finished_at: AT,
            seat,
            name: seat === 0 ? 'Kari' : 'Astrid (bot)',
            profile_id: seat === 0 ? 'kari' : null,
            bot_level: seat === 0 ? null : 'hard',
            place: seat + 1,
            score: seat === 0 ? 12 : 40,
            rated: 0,
            mu: null,
            sigma: null,
          })),
          rated: [],
          daily: { table: 'D1', match: 1, at: AT, place: 1, score: 12, sort: 12 },
        };
        const end = {
          table: 'D1',
          version: 1,
          entries: [{ end: { reason: 'test' } }],
          matchNo: 1,
          status: 'over' as const,
          at: AT,
          finish,
        };
        const events = eventsRepo(db, grouped);
        expect(await events.append(end)).toBe(true);
        const other = { ...finish, daily: { ...finish.daily!, place: 2, score: 99, sort: 99 } };
        expect(await events.append({ ...end, finish: other })).toBe(false);
        const row = await repo.byTable('D1');
        expect([row?.finished_at, row?.place, row?.score, row?.match_no]).toEqual([AT, 1, 12, 1]);
        // Counted in the field with it, once.
        expect(await repo.distribution('viggo', DAY)).toEqual([
          { place: 1, score: 12, sort: 12, count: 1, rank: 1 },
        ]);

        // The profile's data holds it; its deletion keeps the result for the field, held by nobody.
        const data = await profilesRepo(db).everything('kari');
        expect(data?.dailyAttempts.map((a) => [a.table_id, a.day, a.place])).toEqual([['D1', DAY, 1]]);
        expect(await profilesRepo(db).remove('kari', 'Tidligere spiller')).toBe(true);
        const kept = await repo.byTable('D1');
        expect([kept?.profile_id, kept?.player, kept?.place]).toEqual([null, 'x:D1', 1]);
        expect((await repo.counts(DAY)).get('viggo')).toBe(1);
      });

      it('the field: counts, ranks and the chart right with ties, and the best the first to reach it', async () => {
        const db = await dbs.open(kind);
        const repo = dailyRepo(db);
        // Places 1–4, Viggo's points (fewest best), many ties of both.
        const field = Array.from({ length: 60 }, (_, i) => done(i, 1 + (i % 4), 10 * ((i * 7) % 5)));
        for (const a of field) expect(await repo.start(a)).toBe(true);
        // Unfinished and practice attempts are not in the field.
        await repo.start(attempt('U1', 'g:u'));
        await repo.start(attempt('P1', 'g:p', { ranked: 0, finished_at: AT, place: 1, score: 0, sort: 0 }));
        // Written here without their matches' ends: counted from the attempts.
        await repo.recount('viggo', DAY);

        const better = (a: DailyAttemptsRow, b: DailyAttemptsRow) =>
          (b.place ?? 0) < (a.place ?? 0) || (b.place === a.place && (b.sort ?? 0) < (a.sort ?? 0));
        const same = (a: DailyAttemptsRow, b: DailyAttemptsRow) => b.place === a.place && b.sort === a.sort;
        for (const a of field.slice(0, 12)) {
          const r = await repo.around('viggo', DAY, { place: a.place ?? 0, sort: a.sort ?? 0 });
          expect(r).toEqual({
            better: field.filter((b) => better(a, b)).length,
            equal: field.filter((b) => same(a, b)).length,
            all: 60,
          });
        }

        const chart = await repo.distribution('viggo', DAY);
        expect(chart.reduce((n, b) => n + b.count, 0)).toBe(60);
        for (const b of chart) {
          const one = field.find((a) => a.place === b.place && a.sort === b.sort) as DailyAttemptsRow;
          expect(b.count).toBe(field.filter((a) => same(one, a)).length);
          expect(b.rank).toBe(1 + field.filter((a) => better(one, a)).length);
          expect(b.score).toBe(one.score);
        }
        expect(chart.map((b) => [b.place, b.sort])).toEqual(
          [...chart].sort((x, y) => x.place - y.place || x.sort - y.sort).map((b) => [b.place, b.sort]),
        );

        // RANK() over the field agrees with the counts: ties share, the next rank skips.
        const top = await repo.top('viggo', DAY, 60);
        for (const t of top) {
          const a = field.find((x) => x.table_id === t.table_id) as DailyAttemptsRow;
          expect(t.rank).toBe(1 + field.filter((b) => better(a, b)).length);
        }
        const ranks = await repo.ranksOf('viggo', DAY, ['g:0', 'g:1', 'g:nobody']);
        expect(ranks.get('g:0')?.rank).toBe(1 + field.filter((b) => better(field[0]!, b)).length);
        expect(ranks.has('g:nobody')).toBe(false);

        const best = await repo.best('viggo', DAY);
        const bests = field.filter((a) => !field.some((b) => better(a, b)));
        expect(best?.table_id).toBe(
          bests.sort((x, y) => (x.finished_at ?? '').localeCompare(y.finished_at ?? ''))[0]?.table_id,
        );
      });
    },
  );
