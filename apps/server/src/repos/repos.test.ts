/**
 * The repositories against both databases the server runs on: SQLite in a temp folder, and
 * PostgreSQL at 127.0.0.1:5432 (skipped here with a printed reason when absent; a failure under CI).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { SeatsRow, TablesRow } from '../db';
import { services, testDatabases } from '../../test/helpers';
import { chatRepo } from './chat';
import { coachRepo } from './coach';
import { eventsRepo } from './events';
import { groupsRepo } from './groups';
import { hintsRepo } from './hints';
import { profilesRepo } from './profiles';
import { seatsRepo } from './seats';
import { tablesRepo } from './tables';

const available = await services();
if (!available.pg) {
  if (process.env['CI'] === 'true')
    throw new Error('the repositories are tested on PostgreSQL too: it is absent on 127.0.0.1:5432 under CI');
  console.log('skipping the repositories on PostgreSQL: PostgreSQL is absent on 127.0.0.1:5432');
}

const dbs = testDatabases();
afterAll(() => dbs.close());
const database = dbs.open;

const tableRow = (id: string, over: Partial<TablesRow> = {}): TablesRow => ({
  id,
  game: 'viggo',
  players: 2,
  options: '{}',
  status: 'waiting',
  version: 0,
  match_no: 0,
  stand_in_ms: null,
  public: 1,
  invite_hash: 'h',
  creator: 'addr',
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const seatRows = (id: string): SeatsRow[] =>
  [0, 1].map((seat) => ({
    table_id: id,
    seat,
    kind: seat === 0 ? 'human' : 'open',
    name: seat === 0 ? 'Kari' : null,
    level: null,
    token_hash: null,
    invite_hash: null,
    stand_in: 0,
    end_vote: null,
  }));

for (const kind of ['sqlite', 'postgres'] as const)
  describe.skipIf(kind === 'postgres' && !available.pg)(`the repositories on ${kind}`, () => {
    it('tables: created with their seats, counted, listed, deadlines kept, removed with everything', async () => {
      const db = await database(kind);
      const tables = tablesRepo(db);
      await tables.insert(tableRow('A'), seatRows('A'));
      await tables.insert(tableRow('B', { status: 'playing', public: 0 }), seatRows('B'));
      await tables.insert(tableRow('C', { status: 'over' }), seatRows('C'));
      expect((await tables.byId('A'))?.game).toBe('viggo');
      expect(await tables.byId('nope')).toBeUndefined();
      expect(await tables.openBy('addr')).toBe(2);
      expect(await tables.waitingPublic(10)).toEqual(['A']);
      expect(await tables.playing()).toEqual(['B']);
      expect((await tables.activity()).find((r) => r.id === 'C')).toEqual({
        id: 'C',
        status: 'over',
        last: '2026-01-01T00:00:00.000Z',
      });
      const d = { version: 5, seats: [0, 1], at: Date.parse('2026-01-01T00:01:00.000Z') };
      expect(await tables.setDeadline('A', d)).toEqual(d);
      // An older decision's deadline does not replace the one stored (another node's, later).
      expect(await tables.setDeadline('A', { ...d, version: 4, at: d.at + 9 })).toEqual(d);
      await chatRepo(db).add('A', { seat: 0, name: 'Kari', kind: 'text', body: 'hei' });
      await tables.remove('A');
      expect(await tables.byId('A')).toBeUndefined();
      expect(await seatsRepo(db).load('A')).toEqual([]);
      expect(await chatRepo(db).since('A', 0, 10)).toEqual([]);
    });

    it('seats: a change applies only to a seat as its guard says', async () => {
      const db = await database(kind);
      await tablesRepo(db).insert(tableRow('S'), seatRows('S'));
      const seats = seatsRepo(db);
      expect(await seats.update('S', 1, { kind: 'human', name: 'Ola' }, { kind: 'open' })).toBe(true);
      expect(await seats.update('S', 1, { kind: 'human', name: 'Per' }, { kind: 'open' })).toBe(false);
      expect(await seats.update('S', 1, { away: true }, { kind: 'human', away: false })).toBe(true);
      expect(await seats.update('S', 1, { away: true }, { kind: 'human', away: false })).toBe(false);
      const loaded = await seats.load('S');
      expect(loaded.map((s) => [s.seat, s.kind, s.name, !!s.away])).toEqual([
        [0, 'human', 'Kari', false],
        [1, 'human', 'Ola', true],
      ]);
    });

    it('events: appended at the next seq with the seed and version; a second writer at that seq loses', async () => {
      const db = await database(kind);
      await tablesRepo(db).insert(tableRow('E'), seatRows('E'));
      const events = eventsRepo(db, kind === 'sqlite');
      const at = '2026-01-01T00:02:00.000Z';
      const start = { table: 'E', version: 0, matchNo: 1, status: 'playing' as const, at };
      expect(await events.append({ ...start, entries: [{ start: { match: 1 } }], seed: 'seed-1' })).toBe(
        true,
      );
      expect(await events.append({ ...start, entries: [{ end: { reason: 'x' } }] })).toBe(false);
      expect(
        await events.append({ ...start, version: 1, entries: [{ end: { reason: 'done' } }], status: 'over' }),
      ).toBe(true);
      expect(await tablesRepo(db).byId('E')).toMatchObject({ version: 2, match_no: 1, status: 'over' });
      expect((await events.after('E', 0)).map((e) => [e.seq, JSON.parse(e.entry) as unknown])).toEqual([
        [1, { start: { match: 1 } }],
        [2, { end: { reason: 'done' } }],
      ]);
      expect((await events.after('E', 1)).map((e) => e.seq)).toEqual([2]);
      expect((await events.fromMatch('E', 1)).length).toBe(2);
      expect((await events.ofMatch('E', 2)).length).toBe(0);
      expect(await events.seeds('E', [1, 2])).toEqual(new Map([[1, 'seed-1']]));
    });

    it("chat: each line at the table's next seq; the last lines, oldest first", async () => {
      const db = await database(kind);
      await tablesRepo(db).insert(tableRow('C'), seatRows('C'));
      const chat = chatRepo(db);
      for (const body of ['a', 'b', 'c']) await chat.add('C', { seat: null, name: null, kind: 'text', body });
      expect((await chat.since('C', 0, 2)).map((r) => [r.seq, r.body])).toEqual([
        [2, 'b'],
        [3, 'c'],
      ]);
      expect((await chat.since('C', 2, 10)).map((r) => r.body)).toEqual(['c']);
    });

    it('hints: counted up to the limit of a round, summed over the match by seat', async () => {
      const db = await database(kind);
      await tablesRepo(db).insert(tableRow('H'), seatRows('H'));
      const hints = hintsRepo(db);
      const k = { table: 'H', matchNo: 1, round: 1, seat: 1 };
      expect(await hints.count(k, 2)).toEqual({ counted: true, round: 1 });
      expect(await hints.count(k, 2)).toEqual({ counted: true, round: 2 });
      expect(await hints.count(k, 2)).toEqual({ counted: false, round: 2 });
      expect(await hints.count({ ...k, round: 2 }, 2)).toEqual({ counted: true, round: 1 });
      expect(await hints.used('H', 1, 2)).toEqual([0, 3]);
      expect(await hints.used('H', 0, 2)).toEqual([0, 0]);
    });

    it("coach: a match's report kept once; a second node's keep leaves the first", async () => {
      const db = await database(kind);
      await tablesRepo(db).insert(tableRow('K'), seatRows('K'));
      const coach = coachRepo(db);
      expect(await coach.get('K', 1)).toBeNull();
      await coach.keep('K', 1, [0, 2], { marks: 1 });
      await coach.keep('K', 1, [0], { marks: 2 });
      expect(await coach.get('K', 1)).toEqual({ seats: [0, 2], report: { marks: 1 } });
    });

    it('groups: members in order of joining, joined once, tables newest first; the last one out takes the group', async () => {
      const db = await database(kind);
      const at = (m: number) => `2026-01-01T00:0${m}:00.000Z`;
      for (const [id, name] of [
        ['p1', 'Kari'],
        ['p2', 'Per'],
      ] as const)
        await profilesRepo(db).insert({ id, name, created_at: at(0) });
      const groups = groupsRepo(db);
      await groups.create({ id: 'g', name: 'Familien Berg', invite: 'inv', created_at: at(1) }, 'p1');
      expect(await groups.join('g', 'p2', at(2))).toBe(true);
      expect(await groups.join('g', 'p2', at(3))).toBe(false);
      expect((await groups.members('g')).map((m) => m.name)).toEqual(['Kari', 'Per']);
      expect((await groups.byInvite('inv'))?.id).toBe('g');
      expect((await groups.ofProfile('p2')).map((g) => g.name)).toEqual(['Familien Berg']);
      await tablesRepo(db).insert(tableRow('T1'), seatRows('T1'));
      await tablesRepo(db).insert(tableRow('T2', { game: 'idiot' }), seatRows('T2'));
      await groups.addTable({ table_id: 'T1', group_id: 'g', invite: 'a', created_at: at(4) });
      await groups.addTable({ table_id: 'T2', group_id: 'g', invite: 'b', created_at: at(5) });
      expect((await groups.tables(['g'])).map((t) => [t.table_id, t.game])).toEqual([
        ['T2', 'idiot'],
        ['T1', 'viggo'],
      ]);
      // The reaper's removal of a group's table takes its link, not the group.
      await tablesRepo(db).remove('T1');
      expect((await groups.tables(['g'])).map((t) => t.table_id)).toEqual(['T2']);
      expect(await groups.leave('g', 'p1')).toBe(true);
      expect(await groups.leave('g', 'p1')).toBe(false);
      expect(await groups.byId('g')).toBeDefined();
      expect(await groups.leave('g', 'p2')).toBe(true);
      expect(await groups.byId('g')).toBeUndefined();
      expect(await groups.tables(['g'])).toEqual([]);
    });
  });
