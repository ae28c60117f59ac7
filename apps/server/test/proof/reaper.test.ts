/**
 * No table runs for ever: waiting tables nobody joined are deleted, a table no person plays or watches
 * is ended (also one that came back after a restart), a match among bots ends after a set number of
 * rounds, and finished tables are deleted once their records' time is up.
 */
import { describe, expect, it } from 'vitest';
import { Client, http, tempDir, testServer } from '../helpers';

const bots = (n: number) => Array.from({ length: n }, () => ({ kind: 'bot', level: 'random' }));
const statusOf = async (base: string, id: string): Promise<string | number> => {
  const r = await http<{ status: string }>(base, 'GET', `/api/tables/${id}`);
  return r.status === 200 ? r.body.status : r.status;
};
const make = async (base: string, body: Record<string, unknown>): Promise<string> => {
  const r = await http<{ table: { id: string } }>(base, 'POST', '/api/tables', { public: false, ...body });
  expect(r.status).toBe(201);
  return r.body.table.id;
};

describe('tables that end', () => {
  it('deletes waiting tables nobody is at, keeps one with a person there, ends a bot table nobody watches', async () => {
    const s = await testServer({
      reap: { waitingMs: 0, unattendedMs: 0, everyMs: 3_600_000 },
      botMatchRounds: 1000,
    });
    try {
      const empty = await make(s.url, { game: 'idiot', seats: [{ kind: 'open' }, { kind: 'open' }] });
      const watchedWaiting = await make(s.url, {
        game: 'idiot',
        seats: [{ kind: 'open' }, { kind: 'open' }],
      });
      const botTable = await make(s.url, { game: 'president', seats: bots(3) });
      const watcher = await Client.open(s.url);
      watcher.send({ type: 'subscribe', table: watchedWaiting });
      await watcher.next('table');
      watcher.send({ type: 'subscribe', table: botTable });
      await watcher.next('table', (m) => m.table.id === botTable);

      const first = await s.sweep();
      expect(first.removed).toEqual([empty]);
      expect(first.ended).toEqual([]);
      expect(await statusOf(s.url, empty)).toBe(404);
      expect(await statusOf(s.url, watchedWaiting)).toBe('waiting');
      expect(await statusOf(s.url, botTable)).toBe('playing');

      // The person stops watching: the bot table is ended (its record kept), the waiting one deleted.
      watcher.ws.close();
      await expect.poll(() => watcher.closed !== null).toBe(true);
      const second = await s.sweep();
      expect(second.ended).toEqual([botTable]);
      expect(second.removed).toEqual([watchedWaiting]);
      expect(await statusOf(s.url, botTable)).toBe('over');
      expect(await statusOf(s.url, watchedWaiting)).toBe(404);
      const rec = await http(s.url, 'GET', `/api/tables/${botTable}/record`);
      expect(rec.status).toBe(200);
    } finally {
      await s.cleanup();
    }
  }, 60_000);

  it('ends a bot match after the set number of rounds, and deletes finished tables when their records expire', async () => {
    const s = await testServer({ botMatchRounds: 2, reap: { keepRecordsMs: 0, everyMs: 3_600_000 } });
    try {
      const id = await make(s.url, { game: 'president', seats: bots(4) });
      await expect.poll(() => statusOf(s.url, id), { timeout: 60_000 }).toBe('over');
      // President has no end of its own: only the round limit ended it. Its record is out.
      expect((await http(s.url, 'GET', `/api/tables/${id}/record`)).status).toBe(200);
      const swept = await s.sweep();
      expect(swept.removed).toContain(id);
      expect(await statusOf(s.url, id)).toBe(404);
    } finally {
      await s.cleanup();
    }
  }, 90_000);

  it('ends an unattended bot table that came back after a restart', async () => {
    const data = tempDir();
    try {
      const a = await testServer({ dataDir: data.dir, botMatchRounds: 1000 });
      const id = await make(a.url, { game: 'president', seats: bots(3) });
      expect(await statusOf(a.url, id)).toBe('playing');
      await a.close();
      const b = await testServer({ dataDir: data.dir, botMatchRounds: 1000, reap: { unattendedMs: 0 } });
      try {
        // The sweep at start saw it unattended: ended, without anyone asking.
        await expect.poll(() => statusOf(b.url, id), { timeout: 20_000 }).toBe('over');
      } finally {
        await b.close();
      }
    } finally {
      data.remove();
    }
  }, 60_000);
});
