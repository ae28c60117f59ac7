import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, http, testServer, until } from './helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;

beforeAll(async () => {
  s = await testServer({
    limits: { maxMessageBytes: 2048, messagesPerSecond: 5, burst: 10, tablesPerAddress: 3 },
  });
});
afterAll(async () => {
  await s.cleanup();
});

describe('refused and malformed messages', () => {
  it('answers anything that is not a message with bad-message and stays up', async () => {
    const c = await Client.open(s.url);
    const welcome = await c.next('welcome');
    expect(welcome.limits.maxMessageBytes).toBe(2048);
    const junk = [
      'hello',
      '',
      '{}',
      '[]',
      '42',
      'null',
      '{"type":"act"}',
      '{"type":"subscribe","table":123}',
      '{"type":"subscribe","table":"a b"}',
      '{"type":"act","table":"x","action":"play"}',
      '{"type":"subscribe","table":"' + 'a'.repeat(100) + '"}',
    ];
    for (const j of junk) {
      c.send(j);
      expect((await c.next('error')).code, j).toBe('bad-message');
      await new Promise((r) => setTimeout(r, 120));
    }
    // The refusal says, in English for logs and tools, where the message is wrong and how.
    c.send({ type: 'subscribe', table: 'a'.repeat(65) });
    expect((await c.next('error')).message).toMatch(
      /^Not a kortbord message at table: Too big: .*64 characters/,
    );
    await new Promise((r) => setTimeout(r, 120));
    c.send({ type: 'subscribe', table: 'nosuchtable' });
    expect((await c.next('error')).code).toBe('not-found');
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await c.next('error')).code).toBe('bad-message');
    c.send('{"__proto__":{"polluted":true},"type":"ping","id":9}');
    expect((await c.next('pong')).id).toBe(9);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    c.close();
  });

  it('refuses actions a table cannot take: wrong seat, junk actions, before the start', async () => {
    const made = await http<{ table: { id: string }; joined: { token: string } }>(
      s.url,
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'open' }],
        join: { name: 'A' },
      },
    );
    const id = made.body.table.id;
    const c = await Client.open(s.url);
    c.send({ type: 'subscribe', table: id, token: made.body.joined.token });
    await c.next('table');
    c.send({ type: 'act', table: id, id: 1, action: { type: 'pass' } });
    expect((await c.next('error', (m) => m.id === 1)).code).toBe('not-started');
    c.send({ type: 'sync', table: id });
    expect((await c.next('error')).code).toBe('not-started');
    c.send({ type: 'next-round', table: id, id: 2 });
    expect((await c.next('error', (m) => m.id === 2)).code).toBe('not-started');
    c.close();
  });

  it('closes a connection that sends too much at once', async () => {
    const c = await Client.open(s.url);
    await c.next('welcome');
    c.send({ type: 'ping', pad: 'x'.repeat(3000) });
    const e = await c.next('error');
    expect(e.code).toBe('too-large');
    expect((await c.waitClose()).code).toBe(1009);
    // Far over the limit: ws itself refuses the frame.
    const d = await Client.open(s.url);
    d.send('x'.repeat(100_000));
    expect((await d.waitClose()).code).toBe(1009);
  });

  it('rate-limits: a clear error first, then the connection is closed', async () => {
    const d = await Client.open(s.url);
    const c = await Client.open(s.url);
    await c.next('welcome');
    for (let i = 0; i < 12; i++) c.send({ type: 'ping', id: i });
    const e = await c.next('error');
    expect(e.code).toBe('rate-limited');
    // The error names the dropped message, so the client knows which one to send again.
    expect(e.id).toBeGreaterThanOrEqual(1);
    expect(e.id).toBeLessThan(12);
    expect(c.closed).toBeNull();
    for (let i = 0; i < 5; i++) c.send({ type: 'ping', id: 100 + i });
    expect((await c.waitClose()).code).toBe(1008);
    // Other connections are not affected (a new one from this address would start where c left off:
    // proof/limits-21.test.ts).
    d.send({ type: 'ping', id: 1 });
    expect((await d.next('pong')).id).toBe(1);
    d.close();
  });

  it('limits open tables per client address', async () => {
    const spec = { game: 'viggo', seats: [{ kind: 'open' }, { kind: 'open' }] };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await http(s.url, 'POST', '/api/tables', spec)).status);
    // One table was made by the test before: three in all may be open.
    expect(codes.filter((c) => c === 201).length).toBe(2);
    const refused = await http<{ error: { code: string } }>(s.url, 'POST', '/api/tables', spec);
    expect([refused.status, refused.body.error.code]).toEqual([429, 'too-many-tables']);
  });

  it('survives a storm of random messages', async () => {
    const made = await http<{ table: { id: string } }>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
    });
    const id = made.status === 201 ? made.body.table.id : 'x';
    const c = await Client.open(s.url);
    const rnd = (n: number) => Math.floor(Math.random() * n);
    const values = [
      null,
      true,
      0,
      -1,
      1e308,
      'x',
      [],
      {},
      [1, [2, [3]]],
      { type: 'play', cards: ['3C', 3] },
      '\u0000',
      id,
    ];
    for (let i = 0; i < 9; i++) {
      const msg: Record<string, unknown> = {
        type: ['act', 'subscribe', 'sync', 'rematch', 'end-match', 'next-round', 'ping', 'x'][rnd(8)],
      };
      for (const k of ['table', 'token', 'action', 'id', 'version'])
        if (rnd(2)) msg[k] = values[rnd(values.length)];
      c.send(msg);
    }
    // Deeply nested JSON, within the size limit, over the socket and over HTTP.
    const deep = '['.repeat(900) + ']'.repeat(900);
    c.send(`{"type":"act","table":"${id}","action":{"type":"play","cards":${deep}}}`);
    c.send(`{"type":"subscribe","table":${deep}}`);
    await http(
      s.url,
      'POST',
      '/api/tables',
      `{"game":"viggo","seats":[{"kind":"open"},{"kind":"open"}],"options":{"x":${deep}}}`,
    );
    // A last ping: its pong (or the close for going over the rate) comes once the server has taken in
    // every frame of the storm before it.
    c.send({ type: 'ping', id: 'after' });
    await until(
      () => c.closed !== null || c.messages.some((m) => m.type === 'pong' && m.id === 'after'),
      20_000,
      'the storm to be read',
    );
    const health = await http(s.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    c.close();
  });
});
