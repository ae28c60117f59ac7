/**
 * A table whose people have gone ends whatever spectators watch (issue 38, 6): the reaper counts
 * seated persons who are connected, and a spectator only at a table where nobody is seated.
 */
import { describe, expect, it } from 'vitest';
import { Client, http, testServer } from '../helpers';

describe('a watched table whose person dropped', () => {
  it('is ended by the reaper; a bot table a spectator watches is not', async () => {
    const s = await testServer({
      reap: { waitingMs: 3_600_000, unattendedMs: 0, everyMs: 3_600_000 },
      botMatchRounds: 1000,
    });
    try {
      const made = await http<{ table: { id: string }; joined: { token: string } }>(
        s.url,
        'POST',
        '/api/tables',
        {
          game: 'president',
          seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }],
          standInAfterMs: 0,
          public: false,
          join: { name: 'Ola', seat: 0 },
        },
      );
      const id = made.body.table.id;
      const bots = await http<{ table: { id: string } }>(s.url, 'POST', '/api/tables', {
        game: 'president',
        seats: [1, 2, 3].map(() => ({ kind: 'bot', level: 'random' })),
        public: false,
      });
      const ola = await Client.open(s.url);
      ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
      await ola.next('view');
      const watcher = await Client.open(s.url);
      for (const t of [id, bots.body.table.id]) {
        watcher.send({ type: 'subscribe', table: t });
        await watcher.next('view', (m) => m.table === t);
      }
      expect((await s.sweep()).ended).toEqual([]);

      // Ola drops; the spectator stays.
      ola.close();
      await expect.poll(() => ola.closed !== null).toBe(true);
      await expect
        .poll(
          async () =>
            (await http<{ seats: { connected?: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`)).body
              .seats[0]?.connected,
        )
        .toBe(false);
      const swept = await s.sweep();
      expect(swept.ended).toEqual([id]);
      const status = await http<{ status: string }>(s.url, 'GET', `/api/tables/${id}`);
      expect(status.body.status).toBe('over');
      await watcher.next('table', (m) => m.table.id === id && m.table.status === 'over');
      expect(
        (await http<{ status: string }>(s.url, 'GET', `/api/tables/${bots.body.table.id}`)).body.status,
      ).toBe('playing');
      watcher.close();
    } finally {
      await s.cleanup();
    }
  }, 30_000);
});
