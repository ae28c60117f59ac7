/**
 * One seat token on many sockets (issue 38, 5): at most `socketsPerSeat` connections follow a seat;
 * a newer one takes the oldest's place, as a reconnect would, so a token cannot make the server send
 * its views to thousands of sockets around the spectator caps.
 */
import { describe, expect, it } from 'vitest';
import { Client, testServer } from '../helpers';
import { humanTable } from './proof-helpers';

describe('sockets per seat', () => {
  it('lets a newer connection take the oldest one’s place beyond the cap', async () => {
    const s = await testServer({ limits: { socketsPerSeat: 2 } });
    try {
      const seated = await humanTable(s.url, 'idiot', 2);
      const token = seated.tokens[0];
      const clients: Client[] = [];
      for (let i = 0; i < 5; i++) {
        const c = await Client.open(s.url);
        c.send({ type: 'subscribe', table: seated.table, token });
        await c.next('view');
        clients.push(c);
      }
      const told = clients.map((c) =>
        c.messages.some((m) => m.type === 'error' && m.code === 'seat-elsewhere' && m.table === seated.table),
      );
      expect(told).toEqual([true, true, true, false, false]);
      // The displaced ones no longer follow the seat: a sync is refused, the newest two get the view.
      const answers = await Promise.all(
        clients.map(async (c, i) => {
          const from = c.messages.length;
          c.send({ type: 'sync', table: seated.table, id: `s${i}` });
          for (;;) {
            const m = c.messages.slice(from).find((x) => x.type === 'view' || x.type === 'error');
            if (m) return m.type === 'error' ? m.code : m.type;
            await new Promise((r) => setTimeout(r, 3));
          }
        }),
      );
      expect(answers).toEqual(['not-seated', 'not-seated', 'not-seated', 'view', 'view']);
      // Subscribing again takes the seat back, and the oldest of the two is displaced in turn.
      const first = clients[0] as Client;
      first.send({ type: 'subscribe', table: seated.table, token });
      await first.next('view');
      await expect
        .poll(
          () => clients[3]?.messages.filter((m) => m.type === 'error' && m.code === 'seat-elsewhere').length,
        )
        .toBe(1);
      for (const c of clients) c.close();
    } finally {
      await s.cleanup();
    }
  }, 30_000);
});
