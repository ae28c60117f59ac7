/**
 * A bot turn that fails does not stall its table: with the database's write lock held elsewhere, a
 * bot's move fails (SQLITE_BUSY after the busy timeout); once the lock is gone the turn is tried
 * again and the bots play on. Before, the failed turn kept its place and every later kick at that
 * version was ignored, for good.
 */
import { join } from 'node:path';
import { Writable } from 'node:stream';
import SQLite from 'better-sqlite3';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { http, tempDir, testServer } from './helpers';

describe('bot turns after a failure', () => {
  const tmp = tempDir();
  afterAll(() => tmp.remove());

  it('try again once the database takes writes again', async () => {
    const lines: string[] = [];
    const s = await testServer({
      dataDir: tmp.dir,
      logger: pino(
        { level: 'warn' },
        new Writable({ write: (c: Buffer, _e, done) => (lines.push(String(c)), done()) }),
      ),
    });
    const other = new SQLite(join(tmp.dir, 'kortbord.sqlite'));
    try {
      const made = await http<{ table: { id: string } }>(s.url, 'POST', '/api/tables', {
        game: 'viggo',
        seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
      });
      const id = made.body.table.id;
      const version = async () =>
        (await http<{ version: number }>(s.url, 'GET', `/api/tables/${id}`)).body.version;
      // Another writer holds the lock: the next bot move fails.
      other.exec('BEGIN IMMEDIATE');
      await expect
        .poll(() => lines.some((l) => l.includes('bot move failed')), { timeout: 30_000 })
        .toBe(true);
      const stuck = await version();
      other.exec('COMMIT');
      await expect.poll(version, { timeout: 30_000 }).toBeGreaterThan(stuck + 3);
    } finally {
      other.close();
      await s.cleanup();
    }
  }, 60_000);
});
