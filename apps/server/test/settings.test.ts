import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDb } from '../src/db';
import { optionsFromEnv } from '../src/env';
import { tempDir } from './helpers';

/** The server's SQLite connection's journal mode and sync level (both are per connection). */
async function pragmasOf(sqliteSync?: 'normal' | 'full'): Promise<[string, number]> {
  const tmp = tempDir();
  const opened = await openDb({ dataDir: tmp.dir, ...(sqliteSync ? { sqliteSync } : {}) });
  try {
    const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(opened.db);
    const sync = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(opened.db);
    return [String(mode.rows[0]?.journal_mode), Number(sync.rows[0]?.synchronous)];
  } finally {
    await opened.db.destroy();
    tmp.remove();
  }
}

describe('operator settings', () => {
  it('SQLite commits to the WAL by default, and waits for the disk with SQLITE_SYNC=full', async () => {
    expect(await pragmasOf()).toEqual(['wal', 1]); // NORMAL
    expect(await pragmasOf('full')).toEqual(['wal', 2]); // FULL
    expect(optionsFromEnv({ SQLITE_SYNC: 'full' }).sqliteSync).toBe('full');
    expect(optionsFromEnv({}).sqliteSync).toBeUndefined();
    expect(() => optionsFromEnv({ SQLITE_SYNC: 'sometimes' })).toThrow(/SQLITE_SYNC must be normal or full/);
  });
});
