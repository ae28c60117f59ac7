/** An action's `id` makes it idempotent on its connection: sent twice, one ack twice, applied once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '@kortbord/engine';
import { Client, testServer } from '../helpers';
import { humanTable, type View } from './proof-helpers';

describe('idempotent actions', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer({ limits: { messagesPerSecond: 1000, burst: 1000 } });
  });
  afterAll(() => s?.cleanup());

  for (const game of ['viggo', 'idiot', 'president'])
    it(`${game}: the same move sent twice without a version, with one id, is applied once`, async () => {
      const t = await humanTable(s.url, game, game === 'president' ? 3 : 2);
      const socks: Client[] = [];
      for (const token of t.tokens) {
        const c = await Client.open(s.url);
        c.send({ type: 'subscribe', table: t.table, token });
        socks.push(c);
      }
      let mover: Client | undefined;
      let view: View | undefined;
      await expect
        .poll(() => {
          for (const c of socks) {
            const v = c.lastView(t.table) as (View & { legal?: Json[] }) | undefined;
            if (v?.legal?.length) [mover, view] = [c, v];
          }
          return mover !== undefined;
        })
        .toBe(true);
      const legal = (view as View & { legal: Json[] }).legal;
      const action = legal[0] as Json;
      mover!.send({ type: 'act', table: t.table, id: 'same', action });
      mover!.send({ type: 'act', table: t.table, id: 'same', action });
      const first = await mover!.next('ack', (m) => m.id === 'same');
      const second = await mover!.next('ack', (m) => m.id === 'same');
      expect(second.version).toBe(first.version);
      expect(mover!.messages.filter((m) => m.type === 'error' && m.id === 'same')).toEqual([]);
      // Another id is another move: it is judged on its own.
      mover!.send({ type: 'sync', table: t.table });
      await expect.poll(() => mover!.lastView(t.table)?.version).toBeGreaterThanOrEqual(first.version);
      for (const c of socks) c.ws.close();
    });
});
