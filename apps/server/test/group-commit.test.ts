import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../src/db';
import { groupCommit, type Write } from '../src/group-commit';
import { freshDatabase, services, tempDir } from './helpers';

const available = await services();
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const f of cleanups.reverse()) await f();
});

async function open(kind: 'sqlite' | 'postgres'): Promise<Db> {
  if (kind === 'sqlite') {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const d = await openDb({ dataDir: tmp.dir });
    cleanups.push(() => d.db.destroy());
    return d.db;
  }
  const fresh = await freshDatabase();
  cleanups.push(fresh.drop);
  const d = await openDb({ dataDir: '', databaseUrl: fresh.url });
  cleanups.push(() => d.db.destroy());
  return d.db;
}

const table = (id: string) => ({
  id,
  game: 'viggo',
  players: 2,
  options: '{}',
  status: 'playing',
  version: 0,
  match_no: 1,
  stand_in_ms: null,
  public: 0,
  invite_hash: 'x',
  creator: 'test',
  created_at: 'now',
});

/** A move's write: its event at `seq`, and the table's version moved to it. */
const move =
  (id: string, seq: number, entry: string): Write =>
  async (trx) => {
    await trx.insertInto('events').values({ table_id: id, seq, match_no: 1, entry, at: 'now' }).execute();
    await trx.updateTable('tables').set({ version: seq }).where('id', '=', id).execute();
  };

for (const kind of ['sqlite', 'postgres'] as const)
  describe.skipIf(kind === 'postgres' && !available.pg)(`group commit on ${kind}`, () => {
    it('commits the moves of many tables together; a lost race is rolled back alone', async () => {
      const db = await open(kind);
      await db
        .insertInto('tables')
        .values([table('a'), table('b'), table('c')])
        .execute();
      const writes = groupCommit(db);
      // Arriving together: two writers race for a's seq 1, b and c move on.
      const answers = await Promise.all([
        writes.write(move('a', 1, '"first"')),
        writes.write(move('b', 1, '"b1"')),
        writes.write(move('a', 1, '"second"')),
        writes.write(move('c', 1, '"c1"')),
      ]);
      expect(answers).toEqual([true, true, false, true]);
      const events = await db
        .selectFrom('events')
        .select(['table_id', 'seq', 'entry'])
        .orderBy('table_id')
        .execute();
      expect(events).toEqual([
        { table_id: 'a', seq: 1, entry: '"first"' },
        { table_id: 'b', seq: 1, entry: '"b1"' },
        { table_id: 'c', seq: 1, entry: '"c1"' },
      ]);
      const versions = await db.selectFrom('tables').select(['id', 'version']).orderBy('id').execute();
      expect(versions.map((v) => Number(v.version))).toEqual([1, 1, 1]);
      // The next batch goes on from there, and a write that fails otherwise is reported as such.
      const next = await Promise.allSettled([
        writes.write(move('a', 2, '"a2"')),
        writes.write(async (trx) => {
          await trx
            .insertInto('events')
            .values({ table_id: 'nope', seq: 1, match_no: 1, entry: '1', at: 'now' })
            .execute();
        }),
      ]);
      expect(next[0]).toEqual({ status: 'fulfilled', value: true });
      expect(next[1].status).toBe('rejected');
      const a = await db.selectFrom('events').select('seq').where('table_id', '=', 'a').execute();
      expect(a.map((r) => Number(r.seq))).toEqual([1, 2]);
    });
  });
