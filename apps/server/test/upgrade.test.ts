import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, testServer } from './helpers';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const server = await testServer();
afterAll(() => server.cleanup());

describe('an open WebSocket lets go of its upgrade request', () => {
  it('keeps neither the HTTP request nor its response once the socket is open', async () => {
    const requests: WeakRef<IncomingMessage>[] = [];
    server.app.server.on('upgrade', (req: IncomingMessage) => requests.push(new WeakRef(req)));
    const c = await Client.open(server.url);
    c.send({ type: 'ping', id: 1 });
    await c.next('pong');
    expect(requests).toHaveLength(1);
    // A message's handling can leave a request reachable for a turn; a few collections settle it.
    for (let i = 0; i < 5 && requests[0]?.deref(); i++) {
      await new Promise((r) => setImmediate(r));
      gc();
    }
    expect(requests[0]?.deref()).toBeUndefined();
    // And the connection still answers.
    c.send({ type: 'ping', id: 2 });
    expect(await c.next('pong')).toMatchObject({ id: 2 });
    c.ws.close();
  });
});
