/**
 * Connections cost file handles (issue 38, 4): one address holds at most so many open at once (TCP,
 * or behind proxies its WebSockets), and a request that stops arriving halfway is answered 408 and
 * closed instead of holding its connection for ever. Both refusals in the API's own shape.
 */
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Client, testServer } from '../helpers';

/** A raw TCP connection and everything it received, and whether the server closed it. */
async function rawSocket(url: string): Promise<{ s: Socket; got: () => string; ended: () => boolean }> {
  const { hostname, port } = new URL(url);
  const s = connect(Number(port), hostname);
  let got = '';
  let ended = false;
  s.on('data', (d) => (got += String(d)));
  s.on('close', () => (ended = true));
  s.on('error', () => {});
  await new Promise<void>((ok) => s.once('connect', () => ok()));
  return { s, got: () => got, ended: () => ended };
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

describe('connections per address', () => {
  it('answers a connection beyond the cap 429 too-many-connections and closes it; a freed place is taken again', async () => {
    const s = await testServer({ limits: { connectionsPerAddress: 3 } });
    try {
      const held = await Promise.all([1, 2, 3].map(() => rawSocket(s.url)));
      const extra = await rawSocket(s.url);
      await expect.poll(() => extra.ended(), { timeout: 5_000 }).toBe(true);
      expect(extra.got()).toMatch(/^HTTP\/1\.1 429 /);
      expect(bodyOf(extra.got())).toEqual({
        error: {
          code: 'too-many-connections',
          message: 'This address has as many connections open as it may (3).',
        },
      });
      expect(held.some((h) => h.ended())).toBe(false);
      // One of the three closes: a newcomer is served.
      held[0]?.s.destroy();
      await expect
        .poll(
          async () => {
            const again = await rawSocket(s.url);
            again.s.write('GET /api HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
            await expect.poll(() => again.ended()).toBe(true);
            return again.got().split(' ')[1];
          },
          { timeout: 5_000 },
        )
        .toBe('200');
      for (const h of held) h.s.destroy();
    } finally {
      await s.cleanup();
    }
  }, 30_000);

  it('behind a proxy, caps WebSockets by the client address', async () => {
    const s = await testServer({ trustProxy: 1, limits: { connectionsPerAddress: 3 } });
    try {
      const from = (ip: string) => Client.open(s.url, { 'x-forwarded-for': ip });
      const three = await Promise.all([1, 2, 3].map(() => from('203.0.113.5')));
      const fourth = await from('203.0.113.5');
      await expect.poll(() => fourth.closed).toEqual({ code: 1008, reason: 'too many connections' });
      expect(fourth.messages.map((m) => (m.type === 'error' ? m.code : m.type))).toEqual([
        'too-many-connections',
      ]);
      const other = await from('203.0.113.6');
      other.send({ type: 'ping', id: 'p' });
      await other.next('pong');
      expect(three.every((c) => c.closed === null)).toBe(true);
      for (const c of [...three, other]) c.close();
    } finally {
      await s.cleanup();
    }
  }, 30_000);
});

describe('slow requests', () => {
  it('answers a body that stops halfway 408 in our shape and closes its connection', async () => {
    const s = await testServer({ requestTimeoutMs: 300 });
    try {
      const player = await Client.open(s.url);
      const slow = await rawSocket(s.url);
      slow.s.write(
        'POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"game":',
      );
      await expect.poll(() => slow.ended(), { timeout: 5_000 }).toBe(true);
      expect(slow.got()).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(slow.got())).toEqual({
        error: { code: 'bad-message', message: 'The request did not arrive within 300 ms.' },
      });
      // A WebSocket is no request in flight: opened before, it still answers after the timeout.
      player.send({ type: 'ping', id: 'still' });
      expect((await player.next('pong')).id).toBe('still');
      expect(player.closed).toBe(null);
      player.close();
    } finally {
      await s.cleanup();
    }
  }, 30_000);
});
