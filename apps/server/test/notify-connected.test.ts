/**
 * A table you are at does not also push (issue 34). At a slow table, Per's turn while his page is
 * open at the table writes no "your turn" (he sees it there); once he has left, his next turn is
 * pushed, once. A live table never pushes: its people are there, or a stand-in plays for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTable } from '@kortbord/protocol';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { browser, Client, http, tempDir, testServer, eventually } from './helpers';
import { decryptPush, testPushService } from './push-service';

const HOUR = 3_600_000;
let push: Awaited<ReturnType<typeof testPushService>>;
const tmp = tempDir();
beforeAll(async () => {
  push = await testPushService();
});
afterAll(async () => {
  await push?.close();
  tmp.remove();
});

const start = () =>
  testServer({
    dataDir: tmp.dir,
    push: { hosts: ['127.0.0.1'], agent: push.agent, timeoutMs: 2000, privateAddresses: true },
    outbox: { backoffMs: 10, pollMs: 20 },
  });
type Server = Awaited<ReturnType<typeof start>>;

/** The outbox's rows for one push subscription at one table, read from the database file. */
const rowsFor = (table: string, endpoint: string) => {
  const db = new SQLite(join(tmp.dir, 'kortbord.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[string, string], { kind: string }>(
        `select n.kind from notifications n join push_subscriptions s on s.id = n.subscription_id
         where n.table_id = ? and s.endpoint = ?`,
      )
      .all(table, endpoint)
      .map((r) => r.kind);
  } finally {
    db.close();
  }
};

async function twoPeople(s: Server, tag: string, slow: boolean) {
  const people = await Promise.all(
    ['Kari', 'Per'].map(async (name) => {
      const b = browser(s.url);
      const made = await b.call<{ profile: { id: string } }>('POST', '/api/profiles', { name });
      expect(made.status).toBe(201);
      const sub = push.subscription(`/push/${tag}-${name}`);
      expect(
        (await b.call('POST', '/api/me/push', { endpoint: sub.endpoint, keys: sub.keys, lang: 'nb' })).status,
      ).toBe(201);
      return { name, b, sub, seat: 0 };
    }),
  );
  const [kari, per] = people as [(typeof people)[number], (typeof people)[number]];
  const made = await kari.b.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
    game: 'vri-atter',
    seats: [{ kind: 'open' }, { kind: 'open' }],
    join: { name: 'Kari' },
    ...(slow ? { slow: { moveMs: 24 * HOUR, onDeadline: 'wait' } } : {}),
  });
  expect(made.status).toBe(201);
  const id = made.body.table.id;
  per.seat = (
    await per.b.call<{ seat: number }>('POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    })
  ).body.seat;
  const toAct = async () =>
    (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find((t) => t.id === id)
      ?.toAct ?? [];
  const pushesTo = (p: typeof kari) =>
    push.received
      .filter((r) => r.path === new URL(p.sub.endpoint).pathname)
      .map((r) => JSON.parse(decryptPush(r.body, p.sub)) as { title: string });
  return { kari, per, id, toAct, pushesTo };
}

/** One move at the table by whoever holds `cookie`, on a connection of its own that then leaves. */
async function moveAs(s: Server, cookie: string, id: string): Promise<void> {
  const c = await Client.open(s.url, { cookie });
  c.send({ type: 'subscribe', table: id });
  const v = await c.next('view', (m) => m.legal.length > 0);
  c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
  await c.next('ack', (m) => m.id === 1);
  c.ws.close();
}

const versionOf = async (s: Server, id: string) =>
  (await http<{ version: number }>(s.url, 'GET', `/api/tables/${id}`)).body.version;
const nobodyAt = async (s: Server, id: string) =>
  eventually(
    async () =>
      (await http<{ seats: { connected: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`)).body.seats,
    (seats) => seats.every((x) => !x.connected),
    'nobody at the table',
  );

describe('a table you are at does not also push', () => {
  it('slow: not while Per is at it; once he has left, his next turn is pushed once', async () => {
    const s = await start();
    const { kari, per, id, toAct, pushesTo } = await twoPeople(s, 'here', true);
    const perTurnRows = () => rowsFor(id, per.sub.endpoint).filter((k) => k === 'turn').length;
    // What came before he opened the table (the match's first turn, if his) is sent and counted.
    await eventually(
      () => s.drainOutbox(),
      (n) => n === 0,
      'the outbox settled',
    );
    const rowsBefore = perTurnRows();
    const pushedBefore = pushesTo(per).length;

    // Per opens the table and stays; Kari's moves come and go. His turns come while he is there.
    const here = await Client.open(s.url, { cookie: per.b.cookie() });
    here.send({ type: 'subscribe', table: id });
    await here.next('view');
    let hisTurns = 0;
    let n = 0;
    while (hisTurns < 2) {
      const [seat] = await eventually(toAct, (a) => a.length === 1, 'a turn');
      if (seat === per.seat) {
        const version = await versionOf(s, id);
        const v = await here.next('view', (m) => m.version === version && m.legal.length > 0);
        here.send({ type: 'act', table: id, id: ++n, version, action: v.legal[0] });
        await here.next('ack', (m) => m.id === n);
        continue;
      }
      await moveAs(s, kari.b.cookie(), id);
      if ((await eventually(toAct, (a) => a.length === 1, 'the next turn'))[0] === per.seat) hisTurns++;
    }
    await eventually(
      () => s.drainOutbox(),
      (x) => x === 0,
      'the outbox settled',
    );
    expect([perTurnRows(), pushesTo(per).length]).toEqual([rowsBefore, pushedBefore]);

    // He leaves. The next time Kari's move makes it his turn, he is told, once.
    here.ws.close();
    await nobodyAt(s, id);
    for (;;) {
      const [seat] = await eventually(toAct, (a) => a.length === 1, 'a turn');
      await moveAs(s, (seat === per.seat ? per : kari).b.cookie(), id);
      await nobodyAt(s, id);
      const [next] = await eventually(toAct, (a) => a.length === 1, 'the next turn');
      if (seat !== per.seat && next === per.seat) break;
    }
    const told = await eventually(
      () => pushesTo(per).slice(pushedBefore),
      (m) => m.length >= 1,
      'his turn, pushed',
    );
    await eventually(
      () => s.drainOutbox(),
      (x) => x === 0,
      'the outbox settled',
    );
    expect(told.map((m) => m.title)).toEqual(['Din tur i Vri åtter']);
    expect(perTurnRows()).toBe(rowsBefore + 1);
    await s.close();
  });

  it('live: never, though Per is away when his turn comes', async () => {
    const s = await start();
    const { kari, per, id, toAct, pushesTo } = await twoPeople(s, 'live', false);
    let hisTurns = 0;
    while (hisTurns < 2) {
      const [seat] = await eventually(toAct, (a) => a.length === 1, 'a turn');
      await moveAs(s, (seat === per.seat ? per : kari).b.cookie(), id);
      await nobodyAt(s, id);
      const [next] = await eventually(toAct, (a) => a.length === 1, 'the next turn');
      if (seat !== per.seat && next === per.seat) hisTurns++;
    }
    await s.drainOutbox();
    expect(rowsFor(id, per.sub.endpoint)).toEqual([]);
    expect(rowsFor(id, kari.sub.endpoint)).toEqual([]);
    expect(pushesTo(per)).toEqual([]);
    await s.close();
  });

  it('the one whose request starts the match is on the way to it: not told its first turn, told the next', async () => {
    const s = await start();
    const people = await Promise.all(
      ['Kari', 'Per'].map(async (name) => {
        const b = browser(s.url);
        expect((await b.call('POST', '/api/profiles', { name })).status).toBe(201);
        const sub = push.subscription(`/push/starter-${name}`);
        expect(
          (await b.call('POST', '/api/me/push', { endpoint: sub.endpoint, keys: sub.keys, lang: 'nb' }))
            .status,
        ).toBe(201);
        return { b, sub };
      }),
    );
    const [kari, per] = people as [(typeof people)[number], (typeof people)[number]];
    // Kari sits at seat 1; Per takes seat 0, the first to act, and his taking it starts the match.
    const made = await kari.b.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
      game: 'vri-atter',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      join: { name: 'Kari', seat: 1 },
      slow: { moveMs: 24 * HOUR, onDeadline: 'wait' },
    });
    expect(made.status).toBe(201);
    const id = made.body.table.id;
    const joined = await per.b.call<{ seat: number }>('POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    });
    expect(joined.body.seat).toBe(0);
    const toAct = async () =>
      (await per.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find((t) => t.id === id)
        ?.toAct ?? [];
    expect(await eventually(toAct, (a) => a.length === 1, 'the first turn')).toEqual([0]);
    await eventually(
      () => s.drainOutbox(),
      (n) => n === 0,
      'the outbox settled',
    );
    expect(rowsFor(id, per.sub.endpoint).filter((k) => k === 'turn')).toEqual([]);
    // He moves and leaves; Kari moves (as many as are hers) and leaves: his next turn is told.
    for (;;) {
      const [seat] = await eventually(toAct, (a) => a.length === 1, 'a turn');
      await moveAs(s, (seat === 0 ? per : kari).b.cookie(), id);
      await nobodyAt(s, id);
      const [next] = await eventually(toAct, (a) => a.length === 1, 'the next turn');
      if (seat === 1 && next === 0) break;
    }
    const told = await eventually(
      () => push.received.filter((r) => r.path === '/push/starter-Per'),
      (r) => r.length >= 1,
      'his turn, pushed',
    );
    await eventually(
      () => s.drainOutbox(),
      (n) => n === 0,
      'the outbox settled',
    );
    expect(told.map((r) => (JSON.parse(decryptPush(r.body, per.sub)) as { title: string }).title)).toEqual([
      'Din tur i Vri åtter',
    ]);
    await s.close();
  });
});
