/**
 * The outbox (issue 34) with a real push service: "your turn" is written in the transaction of the
 * move that makes it the profile's turn, sent after the commit, and sent once although the server
 * that committed it stopped before sending (and the service failed the first try); the message is
 * decrypted as a browser would (RFC 8291) and says only whose turn and where, in the profile's
 * language. On PostgreSQL two senders claiming at once send each message once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTable } from '@kortbord/protocol';
import pino from 'pino';
import { openDb, type Db } from '../src/db';
import { createOutbox } from '../src/outbox';
import { pushSender, vapidKeys } from '../src/push';
import { browser, Client, freshDatabase, http, services, tempDir, testServer, eventually } from './helpers';
import { decryptPush, testPushService } from './push-service';

type Service = Awaited<ReturnType<typeof testPushService>>;
let push: Service;
beforeAll(async () => {
  push = await testPushService();
});
afterAll(async () => {
  await push?.close();
});

describe.each(['sqlite', 'postgres'] as const)('the outbox on %s', async (kind) => {
  const { pg } = await services();
  const tmp = tempDir();
  let dbUrl: string | undefined;
  let drop = async () => {};
  let reader: Db | undefined;
  beforeAll(async () => {
    if (kind === 'postgres' && pg) {
      const fresh = await freshDatabase();
      dbUrl = fresh.url;
      drop = fresh.drop;
    }
  });
  afterAll(async () => {
    await reader?.destroy();
    await drop();
    tmp.remove();
  });
  const start = (paused: boolean) =>
    testServer({
      dataDir: tmp.dir,
      ...(dbUrl ? { databaseUrl: dbUrl } : {}),
      push: { hosts: ['127.0.0.1'], agent: push.agent, timeoutMs: 2000, privateAddresses: true },
      outbox: { paused, backoffMs: 10, pollMs: 20 },
    });
  /** The outbox's rows of one kind ("your turn"; its reminder is due at three quarters of the move time). */
  const rows = async (kind = 'turn') => {
    reader ??= (await openDb({ dataDir: tmp.dir, ...(dbUrl ? { databaseUrl: dbUrl } : {}) })).db;
    return reader
      .selectFrom('notifications')
      .select(['id', 'sent_at', 'tries', 'table_id', 'next_at', 'created_at'])
      .where('kind', '=', kind)
      .execute();
  };

  it.skipIf(kind === 'postgres' && !pg)(
    '"your turn" is written with the move and sent once after the sender stopped between commit and send',
    async () => {
      let s = await start(true);
      const kari = browser(s.url);
      await kari.call('POST', '/api/profiles', { name: 'Kari' });
      const sub = push.subscription(`/push/kari-${kind}`);
      const delivered = () => push.received.filter((r) => r.path === `/push/kari-${kind}`);
      // An endpoint off the allow-list is refused; hers is kept, with her language.
      const off = await kari.call<{ error: { reason: { code: string } } }>('POST', '/api/me/push', {
        endpoint: 'https://push.evil.example/x',
        keys: sub.keys,
        lang: 'nb',
      });
      expect([off.status, off.body.error.reason.code]).toEqual([400, 'push-endpoint-refused']);
      const other = await kari.call<{ error: { code: string } }>(
        'POST',
        '/api/me/push',
        { endpoint: sub.endpoint, keys: sub.keys, lang: 'nb' },
        'https://evil.example',
      );
      expect(other.body.error.code).toBe('bad-origin');
      expect(
        (await kari.call('POST', '/api/me/push', { endpoint: sub.endpoint, keys: sub.keys, lang: 'nb' }))
          .status,
      ).toBe(201);

      const group = await kari.call<{ group: { id: string } }>('POST', '/api/groups', {
        name: 'Familien Berg',
      });
      const made = await kari.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
        game: 'vri-atter',
        seats: [{ kind: 'open' }, { kind: 'open' }],
        join: { name: 'Kari' },
        group: group.body.group.id,
        slow: { moveMs: 86_400_000, onDeadline: 'bot' },
      });
      expect(made.status).toBe(201);
      const id = made.body.table.id;
      const per = await http<{ seat: number; token: string }>(s.url, 'POST', `/api/tables/${id}/join`, {
        invite: made.body.invite,
        name: 'Per',
      });
      const mine = async () =>
        (await kari.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find(
          (t) => t.id === id,
        );
      const connected = async () =>
        (await http<{ seats: { seat: number; connected: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`))
          .body.seats;

      /** One move by the seat's connection: it opens, acts at its turn, and closes. */
      const moveOnce = async (headers: Record<string, string>, token?: string) => {
        const c = await Client.open(s.url, headers);
        c.send({ type: 'subscribe', table: id, ...(token ? { token } : {}) });
        const v = await c.next('view', (m) => m.legal.length > 0);
        c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
        await c.next('ack', (m) => m.id === 1);
        c.ws.close();
        await eventually(connected, (seats) => seats.every((x) => !x.connected), 'nobody connected');
      };
      // Until it is Kari's turn by a move of Per's (she moves too, when the deal gives her the first turn).
      let turn = await eventually(mine, (t) => !!t?.toAct.length, 'a turn');
      while (!turn?.yourTurn || (await rows()).length === 0) {
        if (turn?.yourTurn) await moveOnce({ cookie: kari.cookie() });
        else await moveOnce({}, per.body.token);
        turn = await eventually(mine, (t) => !!t?.toAct.length, 'a turn');
      }
      // Written with the move, not sent: this node sends nothing, as if killed right after the commit.
      expect(await rows()).toEqual([expect.objectContaining({ table_id: id, sent_at: null, tries: 0 })]);
      const [reminder] = await rows('reminder');
      expect(Date.parse(reminder!.next_at) - Date.parse(reminder!.created_at)).toBe(18 * 3600_000);
      expect(delivered()).toEqual([]);
      await s.close();

      // The next start sends it; the service fails the first try, the retry gets through: once.
      push.fail(1, 500);
      s = await start(false);
      await eventually(rows, (r) => r.length > 0 && r.every((x) => x.sent_at !== null), 'sent');
      expect(delivered().length).toBe(1);
      expect((await rows())[0]?.tries).toBe(2);
      expect(await s.drainOutbox()).toBe(0);
      expect(delivered().length).toBe(1);
      const got = delivered()[0]!;
      expect(got.headers['content-encoding']).toBe('aes128gcm');
      expect(String(got.headers['authorization'])).toMatch(/^vapid t=/);
      expect(JSON.parse(decryptPush(got.body, sub))).toEqual({
        title: 'Din tur i Vri åtter – Familien Berg',
        url: `/t/${id}`,
        table: id,
      });
      await s.close();
    },
  );
});

describe('the outbox on PostgreSQL', async () => {
  const { pg } = await services();
  it.skipIf(!pg)('two senders claiming at once send each message once (FOR UPDATE SKIP LOCKED)', async () => {
    const fresh = await freshDatabase();
    const a = await openDb({ dataDir: '', databaseUrl: fresh.url });
    const b = await openDb({ dataDir: '', databaseUrl: fresh.url });
    try {
      const at = new Date().toISOString();
      await a.db.insertInto('profiles').values({ id: 'P1', name: 'Kari', created_at: at }).execute();
      const sub = push.subscription('/push/pg');
      await a.db
        .insertInto('push_subscriptions')
        .values({
          id: 'S1',
          profile_id: 'P1',
          endpoint: sub.endpoint,
          ...sub.keys,
          lang: 'en',
          created_at: at,
        })
        .execute();
      const n = 40;
      await a.db
        .insertInto('notifications')
        .values(
          Array.from({ length: n }, (_, i) => ({
            id: `S1:T${i}:1`,
            subscription_id: 'S1',
            profile_id: 'P1',
            table_id: `T${i}`,
            kind: 'turn',
            created_at: at,
            next_at: at,
            tries: 0,
            claimed_until: null,
            sent_at: null,
            failed_at: null,
          })),
        )
        .execute();
      const before = push.received.length;
      const log = pino({ level: 'silent' });
      const sender = async (db: typeof a) =>
        createOutbox({
          db: db.db,
          kind: 'postgres',
          send: pushSender(await vapidKeys(db.db), {
            hosts: ['127.0.0.1'],
            agent: push.agent,
            timeoutMs: 2000,
            privateAddresses: true,
            subject: 'mailto:test@kortbord.example',
          }),
          log,
          settings: { batch: 3 },
        });
      const [x, y] = await Promise.all([sender(a), sender(b)]);
      // Both claim at once, each in batches of 3 until nothing is due; then each looks once more.
      const sent = [
        ...(await Promise.all([x.drain(), y.drain()])),
        ...(await Promise.all([x.drain(), y.drain()])),
      ];
      const got = push.received
        .slice(before)
        .map((r) => (JSON.parse(decryptPush(r.body, sub)) as { table: string }).table);
      expect(got.length).toBe(n);
      expect(new Set(got).size).toBe(n);
      expect(sent.reduce((p, q) => p + q, 0)).toBe(n);
      const left = await a.db.selectFrom('notifications').select('id').where('sent_at', 'is', null).execute();
      expect(left).toEqual([]);
    } finally {
      await a.db.destroy();
      await b.db.destroy();
      await fresh.drop();
    }
  });
});
