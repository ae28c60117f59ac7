import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import type { ServerMessage } from '@kortbord/protocol';
import { framedBuffer, prepare, send, sendPrepared, type Conn, type Prepared } from '../src/conn';

const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
afterAll(
  () =>
    new Promise<void>((r) => {
      for (const c of wss.clients) c.terminate();
      wss.close(() => r());
    }),
);

describe('a frame built once and written to the socket itself', () => {
  it('reaches a ws client whole at every length encoding, in order with ws’s own frames', async () => {
    const server = new Promise<Conn>((resolve) =>
      wss.on('connection', (ws, req) =>
        resolve({
          ws,
          socket: req.socket,
          ip: '',
          subs: new Map(),
          tokens: 0,
          last: 0,
          warned: 0,
          alive: true,
        }),
      ),
    );
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const got: string[] = [];
    const sizes = [0, 1, 125, 126, 65535, 65536, 200_000];
    const all = new Promise<void>((resolve) =>
      client.on('message', (d) => {
        got.push(String(d));
        if (got.length === sizes.length * 2) resolve();
      }),
    );
    const c = await server;
    const texts = sizes.map((n) => (n >= 4 ? `é${'x'.repeat(n - 2)}` : 'x'.repeat(n)));
    for (const text of texts) {
      // Bytes of every length (not messages): the frame's head at each of its three sizes.
      const bytes = Buffer.from(text) as Prepared;
      sendPrepared(c, bytes); // the shared frame, straight to the socket
      sendPrepared(c, bytes); // the same frame again, from its cache
    }
    await all;
    expect(got.map((s) => Buffer.byteLength(s))).toEqual(sizes.flatMap((n) => [n, n]));
    expect(got).toEqual(texts.flatMap((t) => [t, t]));
    // A message written into the room left for its frame's head goes out as it is.
    for (const n of [5, 300, 70_000]) {
      const { body } = framedBuffer(n);
      body.fill(0x61);
      const arrived = new Promise<string>((r) => client.once('message', (d) => r(String(d))));
      sendPrepared(c, body as Prepared);
      expect(await arrived).toBe('a'.repeat(n));
    }
    // ws's own frames still follow in order.
    const next = new Promise<string>((r) => client.once('message', (d) => r(String(d))));
    send(c, { type: 'pong', id: 7 });
    expect(JSON.parse(await next)).toEqual({ type: 'pong', id: 7 });
    // A typed message prepared once for many: its bytes are its JSON, and it arrives as that message.
    const msgs: ServerMessage[] = [
      { type: 'cancelled', table: 'Tø1' },
      {
        type: 'chat',
        table: 'T',
        lines: [{ seq: 1, seat: 0, name: 'Åse', kind: 'text', body: 'hei på deg 🂡', at: 'now' }],
      },
    ];
    for (const m of msgs) {
      const p = prepare(m);
      expect(p.toString()).toBe(JSON.stringify(m));
      const arrived = new Promise<string>((r) => client.once('message', (d) => r(String(d))));
      sendPrepared(c, p);
      expect(JSON.parse(await arrived)).toEqual(m);
    }
    client.close();
  });
});
