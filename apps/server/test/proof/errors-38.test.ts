/**
 * Every error in our shape (issue 38, 8): addresses Fastify refuses before any route (a broken
 * %-escape, a part longer than it reads) answer `{ error: { code, message } }` like our own refusals,
 * without quoting the address; and a match ended by agreement reads as over everywhere.
 */
import { describe, expect, it } from 'vitest';
import { Client, http, testServer } from '../helpers';
import type { View } from './proof-helpers';

describe('errors in our shape', () => {
  it('answers Fastify’s own refusals of an address as ours', async () => {
    const s = await testServer();
    try {
      const long = 'a'.repeat(300);
      const cases: [string, number, string][] = [
        ['/api/tables/%ZZ', 400, 'The address is not valid (a broken %-escape).'],
        ['/api/tables/%E0%A4%A/matches', 400, 'The address is not valid (a broken %-escape).'],
        [`/api/tables/${long}`, 414, 'A part of the address is too long.'],
        [`/api/tables/${long}/record`, 414, 'A part of the address is too long.'],
      ];
      for (const [path, status, message] of cases) {
        const r = await http<unknown>(s.url, 'GET', path);
        expect([path.slice(0, 40), r.status, r.body]).toEqual([
          path.slice(0, 40),
          status,
          { error: { code: 'bad-message', message } },
        ]);
      }
    } finally {
      await s.cleanup();
    }
  }, 30_000);

  it('shows a match ended by agreement as over to its seat, a spectator and a newcomer', async () => {
    const s = await testServer();
    try {
      const made = await http<{ table: { id: string }; joined: { token: string } }>(
        s.url,
        'POST',
        '/api/tables',
        {
          game: 'president',
          seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }],
          standInAfterMs: null,
          public: false,
          join: { name: 'Ola', seat: 0 },
        },
      );
      const id = made.body.table.id;
      const ola = await Client.open(s.url);
      ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
      await ola.next('view');
      const watcher = await Client.open(s.url);
      watcher.send({ type: 'subscribe', table: id });
      await watcher.next('view');
      ola.send({ type: 'end-match', table: id, id: 'end' });
      expect((await ola.reply('end')).type).toBe('ack');
      const overOf = (v: View) => (v.view as { over?: boolean } | null)?.over;
      for (const c of [ola, watcher]) await c.next('view', (m) => overOf(m) === true);
      const late = await Client.open(s.url);
      late.send({ type: 'subscribe', table: id });
      const seen = await late.next('view');
      expect([
        overOf(seen),
        (await http<{ status: string }>(s.url, 'GET', `/api/tables/${id}`)).body.status,
      ]).toEqual([true, 'over']);
      for (const c of [ola, watcher, late]) c.close();
    } finally {
      await s.cleanup();
    }
  }, 30_000);
});
