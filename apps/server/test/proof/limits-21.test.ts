/**
 * Limits that cost an abuser what they cost us: tables created per minute per address, joins and
 * leaves per minute (HTTP), spectators per table and per address, and a WebSocket message budget that
 * a reconnect does not refill.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, http, testServer } from '../helpers';

type Server = Awaited<ReturnType<typeof testServer>>;

const newTable = (base: string) =>
  http<{ table: { id: string }; invite: string; error?: { code: string } }>(base, 'POST', '/api/tables', {
    game: 'idiot',
    seats: [{ kind: 'open' }, { kind: 'open' }],
    public: false,
  });

const firstOf = async (c: Client, table: string): Promise<{ type: string; code?: string }> => {
  const seen = c.messages.length;
  c.send({ type: 'subscribe', table });
  for (;;) {
    const m = c.messages
      .slice(seen)
      .find((x) => (x.type === 'table' || x.type === 'error') && x.table !== undefined);
    if (m) return m.type === 'error' ? { type: 'error', code: m.code } : { type: m.type };
    await new Promise((r) => setTimeout(r, 3));
  }
};

describe('limits per address', () => {
  let s: Server;
  const open: Client[] = [];
  beforeAll(async () => {
    s = await testServer({
      limits: {
        tablesPerMinute: 4,
        joinsPerMinute: 3,
        watchersPerTable: 3,
        watchersPerAddress: 5,
        tablesPerAddress: 100,
        messagesPerSecond: 0.05,
        burst: 6,
      },
    });
  });
  afterAll(async () => {
    for (const c of open) c.ws.close();
    await s?.cleanup();
  });

  it('refuses a table beyond the creation rate, even with the open-table cap far off', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await newTable(s.url);
      answers.push(r.status === 201 ? '201' : `${r.status} ${r.body.error?.code}`);
    }
    expect(answers).toEqual(['201', '201', '201', '201', '429 rate-limited', '429 rate-limited']);
  });

  it('refuses joins beyond the rate with rate-limited', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await http(s.url, 'POST', '/api/tables/nosuchtable/join', { invite: 'x', name: `N${i}` });
      answers.push(r.status);
    }
    // The first three are read (and refused: no such table); the rest never reach the table.
    expect(answers).toEqual([404, 404, 404, 429, 429]);
  });

  it('caps spectators per table and per address with too-many-watchers', async () => {
    // A fresh server: the creation rate above is spent for this address.
    const t = await testServer({ limits: { watchersPerTable: 3, watchersPerAddress: 5 } });
    try {
      const tables: string[] = [];
      for (let i = 0; i < 3; i++) tables.push((await newTable(t.url)).body.table.id);
      const [a, b, c] = tables as [string, string, string];
      const clients = await Promise.all(Array.from({ length: 6 }, () => Client.open(t.url)));
      const got: string[] = [];
      for (const cl of clients.slice(0, 4)) {
        const r = await firstOf(cl, a);
        got.push(r.code ?? r.type);
      }
      expect(got).toEqual(['table', 'table', 'table', 'too-many-watchers']);
      // Per address: three watch table a; two more subscriptions (b, c) reach five, the sixth is refused.
      expect((await firstOf(clients[4] as Client, b)).type).toBe('table');
      expect((await firstOf(clients[4] as Client, c)).type).toBe('table');
      expect((await firstOf(clients[5] as Client, b)).code).toBe('too-many-watchers');
      // One leaves: a place is free again.
      clients[0]?.send({ type: 'unsubscribe', table: a });
      await expect.poll(async () => (await firstOf(clients[5] as Client, b)).type).toBe('table');
      for (const cl of clients) cl.ws.close();
    } finally {
      await t.cleanup();
    }
  });

  it('does not refill the message budget of a flooder on reconnect', async () => {
    const first = await Client.open(s.url);
    for (let i = 0; i < 12; i++) first.send({ type: 'ping', id: i });
    await expect.poll(() => first.closed).toEqual({ code: 1008, reason: 'rate limit' });
    expect(first.messages.filter((m) => m.type === 'pong').length).toBe(6);
    // The budget (6, refilled at one message in 20 s) is spent and the warning already given: the
    // new connection's first message is over it and closes it.
    const second = await Client.open(s.url);
    open.push(second);
    second.send({ type: 'ping', id: 'again' });
    await expect.poll(() => second.closed).toEqual({ code: 1008, reason: 'rate limit' });
    expect(second.messages.some((m) => m.type === 'pong')).toBe(false);
  });
});
