/**
 * The terminal's link against a real WebSocket server in the test: a drop is mended with the
 * subscription first and what was asked to be sent meanwhile after it, and a server that stays
 * away (or takes the connection only to close it) is given up on.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { openLink, type Link, type LinkEvent } from './link';

const servers: WebSocketServer[] = [];
const links: Link[] = [];
afterEach(async () => {
  for (const l of links.splice(0)) l.close();
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

/** A server that hands each connection, with the texts it receives, to `on`. */
async function serve(on: (ws: WebSocket, got: string[], n: number) => void) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(wss);
  await new Promise((r) => wss.once('listening', r));
  let n = 0;
  wss.on('connection', (ws) => {
    const got: string[] = [];
    const i = n++;
    ws.on('message', (d) => {
      got.push(String(d));
    });
    on(ws, got, i);
  });
  return { wss, url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/ws` };
}

const link = (url: string, retryMs = [20, 20, 20]) => {
  const l = openLink({ url, headers: {}, hello: { type: 'subscribe', table: 't1' }, retryMs });
  links.push(l);
  return l;
};

async function until(l: Link, kind: LinkEvent['kind']): Promise<LinkEvent[]> {
  const seen: LinkEvent[] = [];
  for (;;) {
    const e = await l.next();
    seen.push(e);
    if (e.kind === kind) return seen;
  }
}

const view = (version: number) => JSON.stringify({ type: 'view', table: 't1', version });

describe('the terminal’s link to a table', () => {
  it('subscribes again after a drop, then sends what was asked meanwhile', async () => {
    const conns: { ws: WebSocket; got: string[] }[] = [];
    const { url } = await serve((ws, got) => {
      conns.push({ ws, got });
      ws.on('message', () => {
        if (got.length === 1) ws.send(view(conns.length));
      });
    });
    const l = link(url);
    const first = await l.next();
    expect(first).toEqual({ kind: 'message', message: { type: 'view', table: 't1', version: 1 } });
    expect(conns[0]?.got).toEqual([JSON.stringify({ type: 'subscribe', table: 't1' })]);

    conns[0]?.ws.terminate();
    expect(await l.next()).toEqual({ kind: 'dropped' });
    // Asked while no connection is open: held, and sent after the subscription.
    expect(l.send({ type: 'act', table: 't1', id: 1 })).toBeNull();
    expect(await l.next()).toEqual({ kind: 'back', serial: 2 });
    const again = await l.next();
    expect(again).toEqual({ kind: 'message', message: { type: 'view', table: 't1', version: 2 } });
    expect(conns).toHaveLength(2);
    expect(conns[1]?.got.map((g) => (JSON.parse(g) as { type: string }).type)).toEqual(['subscribe', 'act']);
    // Sent on the open connection: its number.
    expect(l.send({ type: 'sync', table: 't1' })).toBe(2);
    conns[1]?.ws.terminate();
    expect(await until(l, 'back')).toEqual([{ kind: 'dropped' }, { kind: 'back', serial: 3 }]);
  });

  it('gives up when the server stays away, and says so once', async () => {
    const { wss, url } = await serve((ws) => ws.send(view(1)));
    const l = link(url);
    expect((await l.next()).kind).toBe('message');
    // The server goes and does not come back: each try is refused.
    for (const c of wss.clients) c.terminate();
    await new Promise((r) => wss.close(r));
    servers.length = 0;
    expect(await until(l, 'gone')).toEqual([{ kind: 'dropped' }, { kind: 'gone' }]);
    expect(await l.next()).toEqual({ kind: 'gone' });
  });

  it('does not try for ever a server that takes each connection and closes it', async () => {
    let tries = 0;
    const { url } = await serve((ws) => {
      tries++;
      ws.send(JSON.stringify({ type: 'error', code: 'too-many-connections', message: 'full' }));
      ws.close(1008, 'too many connections');
    });
    const l = link(url, [10, 10]);
    const seen = await until(l, 'gone');
    // The first connection and two more tries, each refused with its reason.
    expect(tries).toBe(3);
    expect(seen.filter((e) => e.kind === 'message')).toHaveLength(3);
    expect(seen.at(-1)).toEqual({ kind: 'gone' });
  });
});
