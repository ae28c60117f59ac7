/**
 * Today's deal on a server (issue 35), on SQLite and PostgreSQL, with a test clock: two profiles
 * who make the same moves meet the same bot replies and end on the same place; the deal's record is
 * refused to someone who has not played it and given (without the seed) to those who have, and to
 * everyone with the seed once the day is over; the published hash is sha256 of the revealed seed; a
 * second ranked attempt is refused; the field ranks the two alike; the day changes at Oslo's midnight
 * (the night summer time ends) and an attempt started before it counts for its day; a guest plays
 * by its browser's cookie; a past day is practice, unranked.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { DailyField, DailyStarted, DailyToday, HttpError, TableInfo } from '@kortbord/protocol';
import {
  browser,
  Client,
  freshDatabase,
  playFirstLegal,
  services,
  tempDir,
  testServer,
  until,
  viewOver,
} from './helpers';

const available = await services();
if (!available.pg && process.env['CI'] === 'true')
  throw new Error("today's deal is tested on PostgreSQL too: it is absent on 127.0.0.1:5432 under CI");

const tmp = tempDir();
afterAll(() => tmp.remove());

const GAME = 'vri-atter';
/** Noon in Oslo on the day summer time ends (a 25-hour day: it ends at 23:00 UTC). */
const NOON = Date.parse('2026-10-25T11:00:00Z');
const DAY = '2026-10-25';

type Call = ReturnType<typeof browser>['call'];

/** Plays the daily table to its end with the first legal action each turn; the moves' log as seen. */
async function playToEnd(
  base: string,
  started: DailyStarted,
): Promise<{ lines: string[]; table: TableInfo }> {
  const c = await Client.open(base);
  try {
    c.send({ type: 'subscribe', table: started.table, token: started.token });
    await c.next('view', (v) => v.table === started.table);
    await playFirstLegal(c, started.table, 2000, 60_000);
    await until(() => viewOver(c.lastView(started.table)), 60_000, 'the end');
    const v = c.lastView(started.table)!;
    const table = c.messages.filter((m) => m.type === 'table').at(-1) as { table: TableInfo };
    return { lines: v.log.map((l) => `${l.seat}:${l.kind}:${l.cards.join(' ')}`), table: table.table };
  } finally {
    c.close();
  }
}

async function signedUp(call: Call, name: string): Promise<string> {
  const made = await call<{ profile: { id: string } }>('POST', '/api/profiles', { name });
  expect(made.status).toBe(201);
  return made.body.profile.id;
}

const reasonOf = (b: unknown) => (b as HttpError).error?.reason?.code;

describe("today's deal on a server", () => {
  it.each(['sqlite', 'postgres'] as const)('on %s', async (kind) => {
    const fresh = kind === 'postgres' ? await freshDatabase() : null;
    let clock = NOON;
    const s = await testServer({
      ...(fresh ? { databaseUrl: fresh.url } : { dataDir: `${tmp.dir}/${kind}` }),
      now: () => clock,
      dailyBotIterations: 40,
    });
    try {
      const anna = browser(s.url);
      const bjorn = browser(s.url);
      const carl = browser(s.url);
      const annaId = await signedUp(anna.call, 'Anna');
      const bjornId = await signedUp(bjorn.call, 'Bjørn');
      await signedUp(carl.call, 'Carl');

      // The day, its hash and when the next begins: midnight in Oslo after the 25-hour day.
      const today = await anna.call<DailyToday>('GET', '/api/daily');
      expect(today.status).toBe(200);
      expect(today.body.day).toBe(DAY);
      expect(today.body.nextDayAt).toBe('2026-10-25T23:00:00.000Z');
      expect(today.body.games[GAME].attempt).toEqual({ status: 'none' });
      expect(today.body.streak).toEqual({ days: 0, today: false });
      const hash = today.body.games[GAME].seedHash;

      // Anna plays; asking again while she plays gives her table back.
      const a = await anna.call<DailyStarted>('POST', `/api/daily/${GAME}`, {});
      expect(a.status).toBe(201);
      expect([a.body.ranked, a.body.day, a.body.seat, a.body.resumed]).toEqual([true, DAY, 0, false]);
      const again = await anna.call<DailyStarted>('POST', `/api/daily/${GAME}`);
      expect([again.body.table, again.body.resumed]).toEqual([a.body.table, true]);
      // The table publishes the day's hash; nobody else sits down or watches.
      const info = await anna.call<TableInfo>('GET', `/api/tables/${a.body.table}`);
      expect(info.body.seedHash).toBe(hash);
      // The table says it is a deal of the day (a page on another device hides the rematch by it).
      expect(info.body.daily).toEqual({ day: DAY });
      expect(info.body.seats.map((x) => [x.kind, x.level])).toEqual([
        ['human', null],
        ['bot', 'hard'],
        ['bot', 'hard'],
        ['bot', 'hard'],
      ]);
      const watcher = await Client.open(s.url);
      watcher.send({ type: 'subscribe', table: a.body.table });
      const refusedWatch = await watcher.next('error');
      expect([refusedWatch.code, refusedWatch.reason?.code]).toEqual(['daily-refused', 'daily-alone']);
      watcher.close();

      const annaPlay = await playToEnd(s.url, again.body);
      // Over, but the seed stays with the server until the day ends.
      expect(annaPlay.table.status).toBe('over');
      expect(annaPlay.table.seed).toBeNull();

      // Carl has not played: the record, the matches and the field are refused him.
      const carlRecord = await carl.call('GET', `/api/tables/${a.body.table}/record`);
      expect([carlRecord.status, reasonOf(carlRecord.body)]).toEqual([403, 'daily-play-first']);
      expect((await carl.call('GET', `/api/tables/${a.body.table}/matches`)).status).toBe(403);
      const carlField = await carl.call('GET', `/api/daily/${GAME}/${DAY}/field`);
      expect([carlField.status, reasonOf(carlField.body)]).toEqual([403, 'daily-play-first']);
      // Anna has: her record, without the seed.
      const annaRecord = await anna.call<{ seed: string | null; moves: unknown[] }>(
        'GET',
        `/api/tables/${a.body.table}/record`,
      );
      expect(annaRecord.status).toBe(200);
      expect(annaRecord.body.seed).toBeNull();
      expect(annaRecord.body.moves.length).toBeGreaterThan(0);

      // A second ranked attempt is refused.
      const second = await anna.call('POST', `/api/daily/${GAME}`);
      expect([second.status, reasonOf(second.body)]).toEqual([403, 'daily-already-played']);

      // Bjørn makes the same moves: the same bot replies, the same end.
      const b = await bjorn.call<DailyStarted>('POST', `/api/daily/${GAME}`);
      expect(b.body.table).not.toBe(a.body.table);
      const bjornPlay = await playToEnd(s.url, b.body);
      expect(bjornPlay.lines).toEqual(annaPlay.lines);

      // A group of the two: side by side; the field ranks them alike.
      const group = await anna.call<{ group: { invite: string } }>('POST', '/api/groups', {
        name: 'Familien',
      });
      expect((await bjorn.call('POST', '/api/groups/join', { invite: group.body.group.invite })).status).toBe(
        200,
      );
      const field = await anna.call<DailyField>('GET', `/api/daily/${GAME}/${DAY}/field`);
      expect(field.status).toBe(200);
      const f = field.body;
      expect([f.attempts, f.over, f.seed, f.seedHash]).toEqual([2, false, null, hash]);
      // With the way to her own play (and its coach), from any device.
      expect(f.you).toMatchObject({
        rank: 1,
        better: 0,
        equal: 1,
        worse: 0,
        review: `/review/${a.body.table}/1`,
      });
      expect(f.distribution).toEqual([{ place: f.you!.place, score: f.you!.score, rank: 1, count: 2 }]);
      const members = f.groups[0]!.members;
      expect(members.map((m) => [m.profile, m.you, m.result?.rank])).toEqual([
        [annaId, true, 1],
        [bjornId, false, 1],
      ]);
      // The best is Anna's (the first to reach it): its play, her name only once she allows it.
      expect(f.best).toMatchObject({ rank: 1, review: `/review/${a.body.table}/1`, name: null });
      // Nor does her table say it to Bjørn; to her it does.
      const seen = await bjorn.call<TableInfo>('GET', `/api/tables/${a.body.table}`);
      expect([seen.body.seats[0]?.name, seen.body.seats[0]?.profile]).toEqual([null, null]);
      expect((await anna.call<TableInfo>('GET', `/api/tables/${a.body.table}`)).body.seats[0]?.name).toBe(
        'Anna',
      );
      expect((await anna.call('POST', '/api/me/daily', { showName: true })).status).toBe(200);
      const named = await bjorn.call<DailyField>('GET', `/api/daily/${GAME}/${DAY}/field`);
      expect(named.body.best?.name).toBe('Anna');
      expect((await bjorn.call<TableInfo>('GET', `/api/tables/${a.body.table}`)).body.seats[0]?.name).toBe(
        'Anna',
      );
      const annaToday = await anna.call<DailyToday>('GET', '/api/daily');
      expect(annaToday.body.games[GAME].attempt).toMatchObject({ status: 'finished', rank: 1, ranked: true });
      expect(annaToday.body.streak).toEqual({ days: 1, today: true });
      expect(annaToday.body.games[GAME].players).toBe(2);

      // An hour before the day ends (22:00 UTC is 23:00 in Oslo, winter time again) it is still the day.
      clock = Date.parse('2026-10-25T22:59:59Z');
      expect((await carl.call<DailyToday>('GET', '/api/daily')).body.day).toBe(DAY);
      expect((await carl.call('GET', `/api/tables/${a.body.table}/record`)).status).toBe(403);
      // Dora, a guest (her browser's cookie), starts a second before midnight: it counts for the day.
      const dora = browser(s.url);
      const d = await dora.call<DailyStarted>('POST', `/api/daily/${GAME}`);
      expect([d.status, d.body.day, d.body.ranked]).toEqual([201, DAY, true]);
      expect(dora.cookie()).toMatch(/^kortbord_daily=/);
      // Erik too, but he is still playing when the deal opens to everyone (below).
      const erik = browser(s.url);
      const e = await erik.call<DailyStarted>('POST', `/api/daily/${GAME}`);
      expect([e.status, e.body.ranked]).toEqual([201, true]);

      // Midnight in Oslo: a new day. Dora finishes within the two hours the deal stays closed: it counts.
      clock = Date.parse('2026-10-25T23:00:00Z');
      await playToEnd(s.url, d.body);
      const doraField = await dora.call<DailyField>('GET', `/api/daily/${GAME}/${DAY}/field`);
      expect([doraField.body.attempts, doraField.body.you?.rank]).toEqual([3, 1]);
      expect((await dora.call<DailyToday>('GET', '/api/daily')).body.streak).toEqual({
        days: 1,
        today: false,
      });
      const next = await carl.call<DailyToday>('GET', '/api/daily');
      expect(next.body.day).toBe('2026-10-26');
      expect(next.body.games[GAME].seedHash).not.toBe(hash);
      // Still closed to those who have not played it: an attempt begun before midnight may be playing
      // (Erik's), and the seed would give him every hand.
      expect((await carl.call('GET', `/api/tables/${a.body.table}/record`)).status).toBe(403);
      const closedField = await erik.call('GET', `/api/daily/${GAME}/${DAY}/field`);
      expect([closedField.status, reasonOf(closedField.body)]).toEqual([403, 'daily-play-first']);

      // Two hours after midnight the deal opens to everyone: the seed, the record and the field.
      clock = Date.parse('2026-10-26T01:00:00Z');
      const open = await carl.call<{ seed: string }>('GET', `/api/tables/${a.body.table}/record`);
      expect(open.status).toBe(200);
      expect(createHash('sha256').update(open.body.seed).digest('hex')).toBe(hash);
      const openField = await carl.call<DailyField>('GET', `/api/daily/${GAME}/${DAY}/field`);
      expect([openField.status, openField.body.seed, openField.body.you]).toEqual([
        200,
        open.body.seed,
        null,
      ]);
      const shown = await carl.call<TableInfo>('GET', `/api/tables/${a.body.table}`);
      expect(shown.body.seed).toBe(open.body.seed);
      expect((await anna.call<DailyToday>('GET', '/api/daily')).body.streak).toEqual({
        days: 1,
        today: false,
      });

      // Erik finishes now, with the seed out: his attempt is kept as practice, never in the field.
      await playToEnd(s.url, e.body);
      const late = await erik.call<DailyField>('GET', `/api/daily/${GAME}/${DAY}/field`);
      expect([late.body.attempts, late.body.you]).toEqual([3, null]);
      expect(late.body.practice?.review).toBe(`/review/${e.body.table}/1`);

      // Yesterday is practice now: unranked, not in the field; a day to come is refused.
      const future = await carl.call('POST', `/api/daily/${GAME}`, { day: '2026-10-28' });
      expect([future.status, reasonOf(future.body)]).toEqual([403, 'daily-future-day']);
      const practice = await carl.call<DailyStarted>('POST', `/api/daily/${GAME}`, { day: DAY });
      expect([practice.status, practice.body.ranked, practice.body.day]).toEqual([201, false, DAY]);
      await playToEnd(s.url, practice.body);
      const after = await carl.call<DailyField>('GET', `/api/daily/${GAME}/${DAY}/field`);
      expect(after.body.attempts).toBe(3);
      expect(after.body.you).toBeNull();
      expect(after.body.practice).not.toBeNull();
      expect((await carl.call<DailyToday>('GET', '/api/daily')).body.streak.days).toBe(0);
    } finally {
      await s.cleanup();
      await fresh?.drop();
    }
  });
});

describe("today's deal of a game without an end of its own", () => {
  it('President is one round: the match ends after it and the attempt has its place', async () => {
    const s = await testServer({ dataDir: `${tmp.dir}/president`, now: () => NOON, dailyBotIterations: 40 });
    try {
      const me = browser(s.url);
      const started = await me.call<DailyStarted>('POST', '/api/daily/president');
      expect(started.status).toBe(201);
      const { table } = await playToEnd(s.url, started.body);
      expect([table.status, table.match, table.seed]).toEqual(['over', 1, null]);
      const today = await me.call<DailyToday>('GET', '/api/daily');
      const attempt = today.body.games.president.attempt;
      expect(attempt).toMatchObject({ status: 'finished', ranked: true, rank: 1, score: null });
      const matches = await me.call<{ matches: { rounds: unknown[] }[] }>(
        'GET',
        `/api/tables/${table.id}/matches`,
      );
      expect(matches.body.matches[0]?.rounds).toHaveLength(1);
    } finally {
      await s.cleanup();
    }
  });
});
