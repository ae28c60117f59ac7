/**
 * Delivered once, across real processes (issue 34): two server processes on one PostgreSQL database
 * and Redis, each with its outbox, play a slow Vri åtter match for Kari (on node a) and Per (on node
 * b) with a push service on this machine that decrypts every message (RFC 8291). Every message the
 * service accepts is accepted once (its Topic is the outbox row's). One message is taken by the
 * service and held unanswered (a send in flight, after the commit): the node holding it is killed
 * with SIGKILL, and the other node sends it once when the dead node's claim runs out; the killed
 * node comes back and sends nothing twice. Then a deadline crosses a SIGKILL: both nodes die while
 * Kari's move time runs, come back with their clocks past it (TEST_CLOCK_AHEAD_MS), and the bot
 * makes her move once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { MyTable } from '@kortbord/protocol';
import { openDb, type Db } from '../src/db';
import {
  browser,
  Client,
  exited,
  freshDatabase,
  http,
  serverProcess,
  services,
  sleep,
  viewOver,
  eventually,
} from './helpers';
import { holderOfHeld } from './holder';
import { notifyNodeEnv } from './notify-node';
import { decryptPush, testPushService } from './push-service';

const HOUR = 3_600_000;
type Push = Awaited<ReturnType<typeof testPushService>>;
type Node = Awaited<ReturnType<typeof serverProcess>>;
let push: Push;
beforeAll(async () => {
  push = await testPushService();
});
afterAll(async () => {
  await push?.close();
});

describe('two server processes on PostgreSQL and Redis', async () => {
  const { pg, redis } = await services();
  it.skipIf(!pg || !redis)(
    'send each message once, through a SIGKILL between commit and send; a deadline crosses a SIGKILL and fires once',
    async () => {
      const fresh = await freshDatabase();
      const env = (name: string, ahead = 0, port?: string) =>
        notifyNodeEnv({
          databaseUrl: fresh.url,
          certFile: push.certFile,
          nodeId: name,
          ahead,
          ...(port ? { port } : {}),
        });
      const nodes: Record<'a' | 'b', Node> = {
        a: await serverProcess(env('notify-a')),
        b: await serverProcess(env('notify-b')),
      };
      let reader: Db | null = null;
      try {
        reader = (await openDb({ dataDir: '', databaseUrl: fresh.url })).db;
        const db = reader;
        // Kari uses node a, Per node b: a profile and this device's subscription each.
        const people = await Promise.all(
          (['a', 'b'] as const).map(async (on, i) => {
            const name = i === 0 ? 'Kari' : 'Per';
            const b = browser(nodes[on].url);
            expect((await b.call('POST', '/api/profiles', { name })).status).toBe(201);
            const sub = push.subscription(`/push/nodes-${name}`);
            expect(
              (await b.call('POST', '/api/me/push', { endpoint: sub.endpoint, keys: sub.keys, lang: 'nb' }))
                .status,
            ).toBe(201);
            return { name, on, b, sub, seat: -1 };
          }),
        );
        const [kari, per] = people as [(typeof people)[number], (typeof people)[number]];
        const made = await kari.b.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
          game: 'vri-atter',
          seats: [{ kind: 'open' }, { kind: 'open' }],
          join: { name: 'Kari' },
          slow: { moveMs: 24 * HOUR, onDeadline: 'wait' },
        });
        expect(made.status).toBe(201);
        const id = made.body.table.id;
        kari.seat = 0;
        per.seat = (
          await per.b.call<{ seat: number }>('POST', `/api/tables/${id}/join`, {
            invite: made.body.invite,
            name: 'Per',
          })
        ).body.seat;
        const bySeat = new Map(people.map((p) => [p.seat, p]));
        const url = (p: typeof kari) => nodes[p.on].url;
        const toAct = async () =>
          (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find(
            (t) => t.id === id,
          )?.toAct ?? [];
        const connected = async () =>
          (
            await http<{ seats: { connected: boolean }[] }>(nodes.a.url, 'GET', `/api/tables/${id}`)
          ).body.seats.some((x) => x.connected);
        /** The seat to act makes one move on its node and leaves; false once the match is over. */
        const move = async (): Promise<boolean> => {
          const seat = (await eventually(toAct, (a) => a.length === 1, 'a turn'))[0]!;
          const p = bySeat.get(seat)!;
          const c = await Client.open(url(p), { cookie: p.b.cookie() });
          c.send({ type: 'subscribe', table: id });
          const v = await c.next('view', (m) => m.legal.length > 0 || viewOver(m));
          if (viewOver(v)) return false;
          c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
          const ack = await c.next('ack', (m) => m.id === 1);
          const over = viewOver(
            await c.next('view', (m) => m.version >= (ack as { version: number }).version),
          );
          c.ws.close();
          await eventually(connected, (x) => !x, 'nobody connected');
          return !over;
        };
        const pushRows = () =>
          db
            .selectFrom('notifications')
            .select(['id', 'kind', 'sent_at'])
            .where('channel', '=', 'push')
            .where('kind', '=', 'turn') // a reminder waits for its time (18 h on)
            .execute();
        /** The topic the outbox gives a row's message (outbox.ts): the service's record of which row. */
        const topicOf = (rowId: string) =>
          createHash('sha256').update(rowId).digest('base64url').slice(0, 32);
        /**
         * Every row sent and accepted by the service once, and nothing accepted that is no row's: waited
         * for, since a message in flight is accepted a moment before its row is marked sent.
         */
        const acceptedOnce = async () => {
          const state = async () => {
            const rows = await pushRows();
            const topics = push.received.map((r) => String(r.headers['topic']));
            const rowTopics = new Set(rows.map((r) => topicOf(r.id)));
            // What is still missing, first, so that a timeout's message (cut at 500 characters) says it.
            const missing = {
              unsent: rows.filter((x) => x.sent_at === null).map((x) => x.id),
              notReceived: rows.filter((r) => !topics.includes(topicOf(r.id))).map((r) => [r.id, r.sent_at]),
              noRow: topics.filter((t) => !rowTopics.has(t)).length,
            };
            return { missing, rows, topics };
          };
          const { rows, topics } = await eventually(
            state,
            ({ missing, rows }) =>
              rows.length > 0 && !missing.unsent.length && !missing.notReceived.length && missing.noRow === 0,
            'every row sent and accepted',
          );
          expect(topics.length).toBe(rows.length); // none twice
          for (const p of people)
            for (const r of push.received.filter((x) => x.path === new URL(p.sub.endpoint).pathname))
              expect(JSON.parse(decryptPush(r.body, p.sub))).toMatchObject({
                title: 'Din tur i Vri åtter',
                table: id,
              });
        };

        // The VAPID keys were made at the first start and kept: both nodes sign with the same.
        const keyOf = async (n: Node) =>
          (await http<{ key: string }>(n.url, 'GET', '/api/push/key')).body.key;
        const key = await keyOf(nodes.a);
        expect(key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
        expect(await keyOf(nodes.b)).toBe(key);

        // Both nodes send: a few moves, each told once.
        for (let i = 0; i < 6; i++) expect(await move()).toBe(true);
        await acceptedOnce();

        // The service takes Per's next "your turn" and holds its answer: a send in flight.
        const perPath = new URL(per.sub.endpoint).pathname;
        push.misbehave(perPath, 'hold');
        while (push.held() === 0) {
          expect(await move()).toBe(true);
          await sleep(50);
        }
        const holder = await holderOfHeld(push, [nodes.a.child.pid!, nodes.b.child.pid!], 0);
        const dead = holder === nodes.a.child.pid ? 'a' : 'b';
        push.misbehave(perPath, null);
        const before = push.received.length;
        nodes[dead].child.kill('SIGKILL');
        await exited(nodes[dead].child);
        // The other node sends it once its claim ran out.
        await eventually(
          () => push.received.length,
          (n) => n === before + 1,
          'the held message, sent by the other node',
        );
        expect(push.received.at(-1)!.path).toBe(perPath);
        nodes[dead] = await serverProcess(env(`notify-${dead}`, 0, new URL(nodes[dead].url).port));
        expect(await keyOf(nodes[dead])).toBe(key); // kept across the restart
        for (let i = 0; i < 4; i++) if (!(await move())) break;
        await acceptedOnce();

        // A deadline crosses a SIGKILL: a table of Kari and a bot whose deadline makes the bot move.
        const bot = await kari.b.call<{ table: { id: string } }>('POST', '/api/tables', {
          game: 'viggo',
          seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
          join: { name: 'Kari' },
          slow: { moveMs: 8 * HOUR, onDeadline: 'bot' },
        });
        const botId = bot.body.table.id;
        const mine = await eventually(
          async () =>
            (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find(
              (t) => t.id === botId,
            ),
          (t) => !!t?.yourTurn && !!t.deadline,
          'her turn with its deadline',
        );
        const version = async () =>
          (await http<{ version: number }>(nodes.a.url, 'GET', `/api/tables/${botId}`)).body.version;
        const v0 = await version();
        for (const n of ['a', 'b'] as const) {
          nodes[n].child.kill('SIGKILL');
          await exited(nodes[n].child);
        }
        const ahead = Date.parse(mine!.deadline!) - Date.now() + 60_000;
        nodes.a = await serverProcess(env('notify-a', ahead, new URL(nodes.a.url).port));
        nodes.b = await serverProcess(env('notify-b', ahead, new URL(nodes.b.url).port));
        await eventually(version, (v) => v > v0, 'the bot to make her move');
        // Her move was made once, by the clock, at the version her deadline was for.
        const clockMoves = async () =>
          (
            await db.selectFrom('events').select(['seq', 'entry']).where('table_id', '=', botId).execute()
          ).filter((e) => e.entry.includes('"clock":true'));
        await eventually(
          async () => (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables,
          (ts) => !!ts.find((t) => t.id === botId)?.yourTurn,
          'her next turn',
        );
        expect((await clockMoves()).map((e) => e.seq)).toEqual([v0 + 1]);
      } finally {
        await reader?.destroy();
        for (const n of Object.values(nodes)) {
          n.child.kill('SIGKILL');
          await exited(n.child);
        }
        await fresh.drop();
      }
    },
    180_000,
  );
});
