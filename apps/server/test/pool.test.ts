import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, http, testServer } from './helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;

beforeAll(async () => {
  s = await testServer({ botWorkers: 2, botBudget: { timeMs: 50, iterations: 200 } });
});
afterAll(async () => {
  await s.cleanup();
});

describe('bots in worker threads', () => {
  it('plays a match with every level thinking off the event loop', async () => {
    expect(s.bots).toBe('pool');
    const made = await http<{ table: { id: string } }>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      options: { targetScore: 3 },
      seats: [
        { kind: 'bot', level: 'hard' },
        { kind: 'bot', level: 'medium' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    const id = made.body.table.id;
    const c = await Client.open(s.url);
    c.send({ type: 'subscribe', table: id });
    // The event loop stays free while the bots think: pings come straight back.
    const started = Date.now();
    let worst = 0;
    while (!((c.lastView(id)?.view as { over?: boolean } | undefined)?.over === true)) {
      if (Date.now() - started > 100_000) throw new Error('the match did not end');
      const t = Date.now();
      c.send({ type: 'ping', id: t });
      await c.next('pong', (m) => m.id === t);
      worst = Math.max(worst, Date.now() - t);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(worst).toBeLessThan(1000);
    c.close();
  });
});
