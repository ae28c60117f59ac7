/**
 * The hint over a real socket (issue 17): it comes to the seat on its turn, only to that socket, as
 * one of its legal actions with its win share; it is refused (code and reason) off turn, at a table
 * without hints, and over the seat's limits; the hints used are stored and shown in the table info.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonEqual, type Json } from '@kortbord/engine';
import type { TableInfo } from '@kortbord/protocol';
import { Client, freshDatabase, http, services, testServer, until } from './helpers';

const available = await services();

type Server = Awaited<ReturnType<typeof testServer>>;
type Made = { table: TableInfo; invite: string; joined: { token: string; seat: number } };

let paced: Server;
let counted: Server;
beforeAll(async () => {
  // One hint per 3 s as in play; and a server where only the per-round limit holds.
  paced = await testServer({ hints: { budgetMs: 100 } });
  counted = await testServer({ hints: { budgetMs: 100, gapMs: 0, perRound: 2 } });
});
afterAll(async () => {
  await paced.cleanup();
  await counted.cleanup();
});

/** A Vri åtter table of one person and a bot, the person subscribed and on their turn. */
async function aloneWithBot(s: Server): Promise<{ id: string; c: Client; seat: number }> {
  const made = await http<Made>(s.url, 'POST', '/api/tables', {
    game: 'vri-atter',
    seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
    join: { name: 'Ola' },
  });
  expect(made.status).toBe(201);
  expect(made.body.table.hints).toBe(true); // one person among bots: on by default
  const id = made.body.table.id;
  const c = await Client.open(s.url);
  c.send({ type: 'subscribe', table: id, token: made.body.joined.token });
  await until(() => (c.lastView(id)?.legal.length ?? 0) > 0, 20_000, 'my turn');
  return { id, c, seat: made.body.joined.seat };
}

describe('the hint', () => {
  it('comes to the seat on its turn as one of its legal actions, and can be played', async () => {
    const { id, c, seat } = await aloneWithBot(paced);
    const watcher = await Client.open(paced.url);
    watcher.send({ type: 'subscribe', table: id });
    await watcher.next('table');
    const view = c.lastView(id)!;
    c.send({ type: 'hint', table: id, id: 'h1' });
    const hint = await c.next('hint', (m) => m.id === 'h1');
    expect(hint.seat).toBe(seat);
    expect(hint.version).toBe(view.version);
    expect(view.legal.some((a) => jsonEqual(a as Json, hint.action as Json))).toBe(true);
    expect(hint.samples).toBeGreaterThan(0);
    expect(hint.wins).toBeGreaterThanOrEqual(0);
    expect(hint.wins).toBeLessThanOrEqual(1);
    if (view.legal.length > 1) expect(hint.second).not.toBeNull();
    expect([hint.used, hint.left]).toEqual([1, 9]);
    // Asked again at once: one hint per 3 s, said so in words the page can show.
    c.send({ type: 'hint', table: id, id: 'h2' });
    const again = await c.next('error', (m) => m.id === 'h2');
    expect(again.code).toBe('too-many-hints');
    expect(again.reason?.code).toBe('hint-wait');
    // Playing the hint is an ordinary move.
    c.send({ type: 'act', table: id, id: 'a1', action: hint.action });
    expect((await c.reply('a1')).type).toBe('ack');
    // Nobody else was sent it.
    expect(watcher.messages.some((m) => m.type === 'hint')).toBe(false);
    const info = await http<TableInfo>(paced.url, 'GET', `/api/tables/${id}`);
    expect(info.body.hintsUsed[seat]).toBe(1);
    c.close();
    watcher.close();
  });

  it('is refused to a spectator, and over the limit per round (counted in storage)', async () => {
    await overTheLimit(counted);
  });

  it.skipIf(!available.pg && process.env['CI'] !== 'true')(
    'counts the same on PostgreSQL (one statement: the last hint of a round is taken once)',
    async () => {
      const fresh = await freshDatabase();
      const pg = await testServer({
        databaseUrl: fresh.url,
        hints: { budgetMs: 100, gapMs: 0, perRound: 2 },
      });
      try {
        await overTheLimit(pg);
      } finally {
        await pg.cleanup();
        await fresh.drop();
      }
    },
  );

  async function overTheLimit(counted: Server): Promise<void> {
    const { id, c, seat } = await aloneWithBot(counted);
    const spectator = await Client.open(counted.url);
    spectator.send({ type: 'subscribe', table: id });
    await spectator.next('table');
    spectator.send({ type: 'hint', table: id, id: 's1' });
    expect((await spectator.next('error', (m) => m.id === 's1')).code).toBe('not-seated');
    for (const n of [1, 2]) {
      c.send({ type: 'hint', table: id, id: `h${n}` });
      expect((await c.next('hint', (m) => m.id === `h${n}`)).used).toBe(n);
    }
    c.send({ type: 'hint', table: id, id: 'h3' });
    const over = await c.next('error', (m) => m.id === 'h3');
    expect(over.code).toBe('too-many-hints');
    expect(over.reason).toEqual({ code: 'hint-round-limit', params: { n: 2 } });
    const info = await http<TableInfo>(counted.url, 'GET', `/api/tables/${id}`);
    expect(info.body.hintsUsed[seat]).toBe(2);
    expect(info.body.hintsUsed[1 - seat]).toBe(0);
    c.close();
    spectator.close();
  }

  it('is off by default when several people sit, and refused off turn where it is on', async () => {
    const table = async (hints?: boolean) => {
      const made = await http<Made>(counted.url, 'POST', '/api/tables', {
        game: 'vri-atter',
        seats: [{ kind: 'open' }, { kind: 'open' }],
        join: { name: 'Ola' },
        ...(hints === undefined ? {} : { hints }),
      });
      const id = made.body.table.id;
      const per = await http<{ token: string; seat: number }>(counted.url, 'POST', `/api/tables/${id}/join`, {
        invite: made.body.invite,
        name: 'Per',
      });
      const clients = [await Client.open(counted.url), await Client.open(counted.url)];
      clients[0]!.send({ type: 'subscribe', table: id, token: made.body.joined.token });
      clients[1]!.send({ type: 'subscribe', table: id, token: per.body.token });
      await until(() => clients.some((x) => (x.lastView(id)?.legal.length ?? 0) > 0), 20_000, 'a turn');
      const onTurn = clients.findIndex((x) => (x.lastView(id)?.legal.length ?? 0) > 0);
      return { id, made, clients, on: clients[onTurn]!, off: clients[1 - onTurn]! };
    };
    const off = await table();
    expect(off.made.body.table.hints).toBe(false);
    off.on.send({ type: 'hint', table: off.id, id: 'x' });
    expect((await off.on.next('error', (m) => m.id === 'x')).code).toBe('hints-off');

    const on = await table(true);
    expect(on.made.body.table.hints).toBe(true);
    on.off.send({ type: 'hint', table: on.id, id: 'y' });
    expect((await on.off.next('error', (m) => m.id === 'y')).code).toBe('not-your-turn');
    on.on.send({ type: 'hint', table: on.id, id: 'z' });
    expect((await on.on.next('hint', (m) => m.id === 'z')).table).toBe(on.id);
    // The other person is sent nothing of it.
    expect(on.off.messages.some((m) => m.type === 'hint')).toBe(false);
    for (const x of [...off.clients, ...on.clients]) x.close();
  });
});
