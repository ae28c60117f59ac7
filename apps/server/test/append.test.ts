import { afterAll, describe, expect, it } from 'vitest';
import { appends, type Append } from '../src/append';
import { openDb } from '../src/db';
import { tempDir } from './helpers';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const f of cleanups.reverse()) await f();
});

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

const move = (id: string, seq: number, entry: string): Append => ({
  events: [{ table_id: id, seq, match_no: 1, entry, at: 'now' }],
  table: { id, version: seq, matchNo: 1, status: 'playing', at: 'now' },
});

describe('appends on SQLite, by prepared statements', () => {
  it('commits many tables together, rolls a lost race back alone, and waits for a transaction in flight', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const { db } = await openDb({ dataDir: tmp.dir });
    cleanups.push(() => db.destroy());
    await db
      .insertInto('tables')
      .values([table('a'), table('b'), table('c')])
      .execute();
    const writes = appends(db, true);
    const answers = await Promise.all([
      writes.write(move('a', 1, '"first"')),
      writes.write({
        ...move('b', 1, '"b1"'),
        match: { table_id: 'b', match_no: 1, seed: 's', seed_hash: 'h', started_at: 'now' },
      }),
      writes.write(move('a', 1, '"second"')),
      writes.write(move('c', 1, '"c1"')),
    ]);
    expect(answers).toEqual([true, true, false, true]);
    expect(
      await db.selectFrom('events').select(['table_id', 'seq', 'entry']).orderBy('table_id').execute(),
    ).toEqual([
      { table_id: 'a', seq: 1, entry: '"first"' },
      { table_id: 'b', seq: 1, entry: '"b1"' },
      { table_id: 'c', seq: 1, entry: '"c1"' },
    ]);
    expect(await db.selectFrom('matches').select(['table_id', 'seed']).execute()).toEqual([
      { table_id: 'b', seed: 's' },
    ]);

    // A Kysely transaction open across awaits: the appends wait for it rather than joining it, so
    // its rollback takes nothing of theirs.
    let inside!: () => void;
    const opened = new Promise<void>((r) => (inside = r));
    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('tables').values(table('d')).execute();
        inside();
        await new Promise((r) => setImmediate(r));
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    await opened;
    const [second, rollback, broken] = await Promise.allSettled([
      writes.write(move('a', 2, '"a2"')),
      rolledBack,
      writes.write(move('nope', 1, '1')),
    ]);
    expect(second).toEqual({ status: 'fulfilled', value: true });
    expect(rollback).toEqual({ status: 'fulfilled', value: 'rolled back' });
    expect(broken.status).toBe('rejected');
    const a = await db.selectFrom('events').select('seq').where('table_id', '=', 'a').execute();
    expect(a.map((r) => Number(r.seq))).toEqual([1, 2]);
    expect(await db.selectFrom('tables').select('id').where('id', '=', 'd').execute()).toEqual([]);
    const versions = await db.selectFrom('tables').select(['id', 'version']).orderBy('id').execute();
    expect(versions).toEqual([
      { id: 'a', version: 2 },
      { id: 'b', version: 1 },
      { id: 'c', version: 1 },
    ]);
  });
});
