import { afterAll, describe, expect, it } from 'vitest';
import { jsonEqual, matchView, type Json } from '@kortbord/engine';
import { openDb, type OpenDb } from '../src/db';
import { TableStore } from '../src/store';
import { Refused, type Table } from '../src/table';
import { freshDatabase, services, tempDir } from './helpers';

const available = await services();
if (!available.pg) {
  if (process.env['CI'] === 'true')
    throw new Error('the race tests on PostgreSQL need PostgreSQL at 127.0.0.1:5432 under CI');
  console.log('skipping the PostgreSQL race tests: PostgreSQL is absent on 127.0.0.1:5432');
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const f of cleanups.reverse()) await f();
});

/**
 * Two stores over one database, each with its own cache: on PostgreSQL two nodes with their own
 * connections; on SQLite (one process per file) two writers sharing the process's connection.
 */
async function twoNodes(kind: 'sqlite' | 'postgres'): Promise<[TableStore, TableStore]> {
  let opts: { dataDir: string; databaseUrl?: string };
  if (kind === 'sqlite') {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    opts = { dataDir: tmp.dir };
  } else {
    const db = await freshDatabase();
    cleanups.push(db.drop);
    opts = { dataDir: '', databaseUrl: db.url };
  }
  const dbs: OpenDb[] = [];
  for (let i = 0; i < 2; i++) dbs.push(kind === 'sqlite' && dbs[0] ? dbs[0] : await openDb(opts));
  cleanups.push(async () => {
    for (const d of new Set(dbs)) await d.db.destroy();
  });
  return dbs.map((d) => new TableStore(d.db, { tablesPerAddress: 100 })) as [TableStore, TableStore];
}

async function tableOnBoth(
  x: TableStore,
  y: TableStore,
  game: string,
  players: number,
): Promise<[Table, Table]> {
  const made = await x.create({
    game,
    seats: Array.from({ length: players }, () => ({ kind: 'bot' as const, level: 'random' as const })),
    standInAfterMs: null,
    public: false,
    creator: 'test',
  });
  await x.startMatch(made.table, 0);
  const other = await y.get(made.table.id);
  if (!other) throw new Error('not found on the second node');
  return [made.table, other];
}

const same = (a: Table, b: Table) =>
  a.version === b.version && jsonEqual(matchView(a.match!, 'all'), matchView(b.match!, 'all'));

for (const kind of ['sqlite', 'postgres'] as const)
  describe.skipIf(kind === 'postgres' && !available.pg)(`concurrent writers on ${kind}`, () => {
    it('two nodes racing one seat: exactly one move wins, the other is checked again and refused', async () => {
      const [x, y] = await twoNodes(kind);
      const [a, b] = await tableOnBoth(x, y, 'viggo', 2);
      let raced = 0;
      for (let i = 0; i < 30; i++) {
        const m = a.match!;
        const seat = (m.game.toAct(m.state) as number[])[0];
        if (seat === undefined) break;
        const legal = m.game.legalActions(m.state, seat) as Json[];
        if (legal.length >= 2) {
          raced++;
          const results = await Promise.allSettled([
            x.act(a, seat, legal[0] as Json),
            y.act(b, seat, legal[legal.length - 1] as Json),
          ]);
          const won = results.filter((r) => r.status === 'fulfilled');
          expect(won).toHaveLength(1);
          const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
          expect(lost.reason).toBeInstanceOf(Refused);
          expect(['not-your-turn', 'illegal', 'malformed']).toContain((lost.reason as Refused).code);
        } else await x.act(a, seat, legal[0] as Json);
        await x.refresh(a);
        await y.refresh(b);
        expect(same(a, b)).toBe(true);
      }
      expect(raced).toBeGreaterThan(3);
    });

    it('moves that may both happen are both applied, the loser after a second check', async () => {
      const [x, y] = await twoNodes(kind);
      const [a, b] = await tableOnBoth(x, y, 'idiot', 2);
      const m = a.match!;
      const acting = m.game.toAct(m.state) as number[];
      expect(acting).toEqual([0, 1]); // the arrange step: both at once
      const pick = (seat: number) => (m.game.legalActions(m.state, seat) as Json[])[0] as Json;
      const v0 = a.version;
      await Promise.all([x.act(a, 0, pick(0)), y.act(b, 1, pick(1))]);
      await x.refresh(a);
      await y.refresh(b);
      expect(a.version).toBe(v0 + 2);
      expect(same(a, b)).toBe(true);
    });

    it('an action naming an old version is refused as stale', async () => {
      const [x, y] = await twoNodes(kind);
      const [a, b] = await tableOnBoth(x, y, 'viggo', 2);
      const m = a.match!;
      const seat = (m.game.toAct(m.state) as number[])[0] as number;
      const legal = m.game.legalActions(m.state, seat) as Json[];
      const v = a.version;
      await x.act(a, seat, legal[0] as Json, v);
      await expect(y.act(b, seat, legal[0] as Json, v)).rejects.toMatchObject({ code: 'stale-version' });
      expect(b.version).toBe(a.version);
    });
  });

describe('rebuilding from the database', () => {
  it('rebuilds a table after a rematch, and gives the first match’s record from its events', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const one = await openDb({ dataDir: tmp.dir });
    const x = new TableStore(one.db, { tablesPerAddress: 100 });
    const made = await x.create({
      game: 'viggo',
      seats: [
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'random' },
      ],
      standInAfterMs: null,
      public: false,
      creator: 'test',
    });
    const t = made.table;
    await x.startMatch(t, 0);
    for (let i = 0; i < 5; i++) {
      const m = t.match!;
      const seat = (m.game.toAct(m.state) as number[])[0] as number;
      await x.act(t, seat, (m.game.legalActions(m.state, seat) as Json[])[0] as Json);
    }
    await x.endMatch(t, 'test');
    await x.startMatch(t, 1);
    const m2 = t.match!;
    const seat = (m2.game.toAct(m2.state) as number[])[0] as number;
    await x.act(t, seat, (m2.game.legalActions(m2.state, seat) as Json[])[0] as Json);
    await one.db.destroy();

    const two = await openDb({ dataDir: tmp.dir });
    cleanups.push(() => two.db.destroy());
    const y = new TableStore(two.db, { tablesPerAddress: 100 });
    const back = await y.get(t.id);
    expect(back?.matchNo).toBe(2);
    expect(back?.version).toBe(t.version);
    expect(same(back!, t)).toBe(true);
    const first = (await y.record(back!, 1, 'full')) as { moves: unknown[] };
    expect(first.moves).toHaveLength(5);
    await expect(y.record(back!, 2, 'full')).rejects.toMatchObject({ code: 'not-over' });
  });
});
