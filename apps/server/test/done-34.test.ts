/**
 * Issue 34's "Done when", as one test: four people on four devices finish a Vri åtter match on a
 * slow table over several (test) days without ever being online together, each told every time it
 * is their turn, and nothing lost or sent twice through kills and a second node.
 *
 * Two server processes on one PostgreSQL database and Redis; Kari and Per use node a, Ada and Ola
 * node b; a push service on this machine decrypts every message (RFC 8291) for the device it was
 * meant for. The days pass at night: both nodes are killed with SIGKILL and come back with their
 * clocks 16 hours on (TEST_CLOCK_AHEAD_MS; below a reminder's 18 hours of the day's move time).
 * Once, a "your turn" is taken by the push service and its answer held (a send in flight): the node
 * holding it is killed, and the message reaches its player once all the same.
 */
import postgres from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTable } from '@kortbord/protocol';
import {
  browser,
  Client,
  exited,
  freshDatabase,
  http,
  serverProcess,
  services,
  viewOver,
  eventually,
} from './helpers';
import { holderOfHeld } from './holder';
import { notifyNodeEnv } from './notify-node';
import { decryptPush, testPushService } from './push-service';

const HOUR = 3_600_000;
const NIGHT = 16 * HOUR;
type Node = Awaited<ReturnType<typeof serverProcess>>;
let push: Awaited<ReturnType<typeof testPushService>>;
beforeAll(async () => {
  push = await testPushService();
});
afterAll(async () => {
  await push?.close();
});

describe('issue 34, done', async () => {
  const { pg, redis } = await services();
  it.skipIf(!pg || !redis)(
    'four people finish a slow match over days, never online together, each told every turn once, through kills and two nodes',
    async () => {
      const fresh = await freshDatabase();
      const outbox = new postgres.Client({ connectionString: fresh.url });
      await outbox.connect();
      let ahead = 0;
      const env = (name: 'a' | 'b', port?: string) =>
        notifyNodeEnv({
          databaseUrl: fresh.url,
          certFile: push.certFile,
          nodeId: `done34-${name}`,
          ahead,
          ...(port ? { port } : {}),
        });
      const nodes: Record<'a' | 'b', Node> = {
        a: await serverProcess(env('a')),
        b: await serverProcess(env('b')),
      };
      const restart = async (n: 'a' | 'b') => {
        nodes[n].child.kill('SIGKILL');
        await exited(nodes[n].child);
        nodes[n] = await serverProcess(env(n, new URL(nodes[n].url).port));
      };
      try {
        const people = await Promise.all(
          (
            [
              ['Kari', 'a'],
              ['Per', 'a'],
              ['Ada', 'b'],
              ['Ola', 'b'],
            ] as const
          ).map(async ([name, on]) => {
            const b = browser(nodes[on].url);
            expect((await b.call('POST', '/api/profiles', { name })).status).toBe(201);
            const sub = push.subscription(`/push/done34-${name}`);
            expect(
              (await b.call('POST', '/api/me/push', { endpoint: sub.endpoint, keys: sub.keys, lang: 'nb' }))
                .status,
            ).toBe(201);
            return { name, on, b, sub, seat: -1 };
          }),
        );
        type Person = (typeof people)[number];
        const kari = people[0]!;
        const made = await kari.b.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
          game: 'vri-atter',
          seats: people.map(() => ({ kind: 'open' })),
          join: { name: 'Kari' },
          slow: { moveMs: 24 * HOUR, onDeadline: 'wait' },
        });
        expect(made.status).toBe(201);
        const id = made.body.table.id;
        kari.seat = 0;
        for (const p of people.slice(1)) {
          const j = await p.b.call<{ seat: number }>('POST', `/api/tables/${id}/join`, {
            invite: made.body.invite,
            name: p.name,
          });
          expect(j.status).toBe(200);
          p.seat = j.body.seat;
        }
        const bySeat = new Map(people.map((p) => [p.seat, p]));
        const toAct = async () =>
          (await kari.b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find(
            (t) => t.id === id,
          )?.toAct ?? [];
        const nobodyAt = () =>
          eventually(
            async () =>
              (await http<{ seats: { connected: boolean }[] }>(nodes.a.url, 'GET', `/api/tables/${id}`)).body
                .seats,
            (seats) => seats.every((x) => !x.connected),
            'nobody at the table',
          );
        const pushesTo = (p: Person) =>
          push.received
            .filter((r) => r.path === new URL(p.sub.endpoint).pathname)
            .map((r) => JSON.parse(decryptPush(r.body, p.sub)) as { title: string; table: string });

        // Turns as the players live them: a turn is someone's when the seat to act becomes theirs.
        const turns = new Map(people.map((p) => [p.name, 0]));
        const turnsPushed = (p: Person) =>
          pushesTo(p).filter((m) => m.title === 'Din tur i Vri åtter').length;
        let acting = (await eventually(toAct, (a) => a.length === 1, 'the first turn'))[0]!;
        turns.set(bySeat.get(acting)!.name, 1);
        let moves = 0;
        let last: Person | undefined;
        let lastRound: number | undefined;
        let killedInFlight = false;
        for (;;) {
          // Night: both nodes die, and wake 16 hours later. The day's messages are out by then: a
          // node killed between the push service's answer and its own note of it would send that one
          // again (the service replaces it by its Topic; counted here, it would read as sent twice).
          if (moves > 0 && moves % 5 === 0) {
            // Out, and noted as out by their nodes: none claimed and not yet marked sent.
            await eventually(
              async () => ({
                behind: people.map((x) => turnsPushed(x) - (turns.get(x.name) ?? 0)),
                sending: Number(
                  (
                    await outbox.query<{ n: string }>(
                      'SELECT count(*) AS n FROM notifications WHERE sent_at IS NULL AND failed_at IS NULL AND claimed_until IS NOT NULL',
                    )
                  ).rows[0]!.n,
                ),
              }),
              (d) => d.behind.every((n) => n >= 0) && d.sending === 0,
              "the day's messages sent",
            );
            ahead += NIGHT;
            await Promise.all([restart('a'), restart('b')]);
          }
          // Once, the next "your turn" is in flight when its node is killed.
          const inFlight = !killedInFlight && moves >= 4;
          if (inFlight) push.misbehave('/push/done34-', 'hold');
          const heldBefore = push.held();
          const p = bySeat.get(acting)!;
          const c = await Client.open(nodes[p.on].url, { cookie: p.b.cookie() });
          c.send({ type: 'subscribe', table: id });
          const v = await c.next('view', (m) => m.legal.length > 0 || viewOver(m));
          expect(viewOver(v)).toBe(false);
          // A new round's deal is a new turn, also for the one who made the last round's last move.
          const round = (v.view as { round: number }).round;
          if (p === last && lastRound !== undefined && round !== lastRound)
            turns.set(p.name, (turns.get(p.name) ?? 0) + 1);
          lastRound = round;
          c.send({ type: 'act', table: id, id: 1, version: v.version, action: v.legal[0] });
          const ack = await c.next('ack', (m) => m.id === 1);
          const over = viewOver(
            await c.next('view', (m) => m.version >= (ack as { version: number }).version),
          );
          c.ws.close();
          await nobodyAt();
          moves++;
          last = p;
          if (over) break;
          const next = (await eventually(toAct, (a) => a.length === 1, 'the next turn'))[0]!;
          if (next !== acting) {
            const q = bySeat.get(next)!;
            turns.set(q.name, (turns.get(q.name) ?? 0) + 1);
          }
          acting = next;
          if (inFlight) {
            if (next === p.seat) {
              push.misbehave('/push/done34-', null); // no turn changed hands: try at the next move
              continue;
            }
            const holder = await holderOfHeld(push, [nodes.a.child.pid!, nodes.b.child.pid!], heldBefore);
            const dead = holder === nodes.a.child.pid ? 'a' : 'b';
            push.misbehave('/push/done34-', null);
            await restart(dead);
            killedInFlight = true;
          }
        }
        expect(killedInFlight).toBe(true);
        // Days passed (three nights at least), and the match was played to its end.
        expect(ahead).toBeGreaterThanOrEqual(3 * NIGHT);
        for (const p of people) {
          const ended = p === last ? 0 : 1;
          const got = await eventually(
            () => pushesTo(p),
            (m) =>
              m.filter((x) => x.title === 'Kampen i Vri åtter er ferdig').length === ended &&
              m.filter((x) => x.title === 'Din tur i Vri åtter').length >= (turns.get(p.name) ?? 0),
            `${p.name} told every turn and the match's end`,
          );
          expect(got.every((m) => m.table === id)).toBe(true);
          const told = got.filter((m) => m.title === 'Din tur i Vri åtter').length;
          expect([p.name, told]).toEqual([p.name, turns.get(p.name)]);
        }
        // Nothing sent twice: every message the service accepted has a topic of its own.
        const topics = push.received.map((r) => String(r.headers['topic']));
        expect(new Set(topics).size).toBe(topics.length);
      } finally {
        for (const n of Object.values(nodes)) {
          n.child.kill('SIGKILL');
          await exited(n.child);
        }
        await outbox.end();
        await fresh.drop();
      }
    },
    // Two runs at once on two cores take over four minutes (four server processes, real kills).
    480_000,
  );
});
