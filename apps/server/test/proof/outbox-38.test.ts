/**
 * The notification outbox under attack (issue 38, the new surface):
 * - no notification carries a card: a slow Vri åtter match between two signed-in players who are
 *   away between their moves, every "your turn" that reaches the push service decrypted (RFC 8291)
 *   and judged as the leak proofs judge views, with the control that the seats' own views hold cards;
 * - a push endpoint off the allow-list, or at an address of this machine or a private network
 *   (written, or a name that resolves to one), is never called: no connection reaches the service;
 * - a kill between the commit and the send sends once: proved in test/outbox.test.ts (the node that
 *   wrote the notification stops before sending; its restart sends it once, on SQLite and PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMatch } from '@kortbord/engine';
import { openDb } from '../../src/db';
import { pushSender, vapidKeys } from '../../src/push';
import { browser, Client, http, sleep, tempDir, testServer, until } from '../helpers';
import { decryptPush, testPushService } from '../push-service';
import { cardsIn } from './proof-helpers';

type Service = Awaited<ReturnType<typeof testPushService>>;
let push: Service;
beforeAll(async () => {
  push = await testPushService();
});
afterAll(async () => {
  await push?.close();
});

const MOVES = 16;

describe('the notification outbox under attack', () => {
  it('sends "your turn" with no card in it, move after move of a slow match', async () => {
    const s = await testServer({
      push: { hosts: ['127.0.0.1'], agent: push.agent, timeoutMs: 2000, privateAddresses: true },
      outbox: { backoffMs: 10, pollMs: 20 },
    });
    try {
      const kari = browser(s.url);
      const ola = browser(s.url);
      await kari.call('POST', '/api/profiles', { name: 'Kari' });
      await ola.call('POST', '/api/profiles', { name: 'Ola' });
      const subs = { kari: push.subscription('/push/kari-38'), ola: push.subscription('/push/ola-38') };
      for (const [who, b] of [
        ['kari', kari],
        ['ola', ola],
      ] as const)
        expect(
          (
            await b.call('POST', '/api/me/push', {
              endpoint: subs[who].endpoint,
              keys: subs[who].keys,
              lang: 'en',
            })
          ).status,
        ).toBe(201);
      const made = await kari.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
        game: 'vri-atter',
        seats: [{ kind: 'open' }, { kind: 'open' }],
        join: { name: 'Kari' },
        slow: { moveMs: 86_400_000, onDeadline: 'bot' },
      });
      expect(made.status).toBe(201);
      const id = made.body.table.id;
      expect(
        (await ola.call('POST', `/api/tables/${id}/join`, { invite: made.body.invite, name: 'Ola' })).status,
      ).toBe(200);
      const connected = async () =>
        (await http<{ seats: { connected: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`)).body.seats;

      // Whoever's turn it is comes, moves and goes: the other is away when the turn passes to them.
      // The cards, as the leak proofs know them.
      const m = newMatch({ game: 'vri-atter', players: 2, seed: 1 });
      if (!m.ok) throw new Error(m.message);
      const deck = new Set(m.value.game.cards(m.value.state));
      let seenInViews = 0;
      for (let n = 0; n < MOVES; n++) {
        let moved = false;
        for (const b of [kari, ola]) {
          if (moved) break;
          const c = await Client.open(s.url, { cookie: b.cookie() });
          c.send({ type: 'subscribe', table: id });
          const v = await c.next('view');
          seenInViews += cardsIn(v.view, deck).size;
          if (v.legal.length && !(v.view as { over?: boolean }).over) {
            c.send({ type: 'act', table: id, id: `m${n}`, version: v.version, action: v.legal[0] });
            await c.next('ack', (a) => a.id === `m${n}`);
            moved = true;
          }
          c.ws.close();
          while ((await connected()).some((x) => x.connected)) await sleep(10);
        }
        if (!moved) break;
      }
      const ours = () => push.received.filter((r) => r.path === '/push/kari-38' || r.path === '/push/ola-38');
      await until(() => ours().length > 0, 20_000, 'a notification');
      // Every one written is sent (the outbox empties), then each is judged.
      expect(await s.drainOutbox()).toBe(0);
      const payloads = ours().map((r) =>
        JSON.parse(decryptPush(r.body, r.path === '/push/kari-38' ? subs.kari : subs.ola)),
      );
      const found = payloads.flatMap((p) => [...cardsIn(p, deck)]);
      expect(found).toEqual([]);
      for (const p of payloads) expect(Object.keys(p as object).sort()).toEqual(['table', 'title', 'url']);
      // The control: the views the two read between moves named their cards.
      expect(seenInViews).toBeGreaterThan(0);
      console.log(
        `[proof outbox-38] ${MOVES} moves of a slow match by two players away between moves: ${payloads.length} notifications decrypted, cards found 0 (control: ${seenInViews} card mentions in the seats' own views)`,
      );
    } finally {
      await s.cleanup();
    }
  }, 90_000);

  it('never calls an endpoint off the allow-list or at a private address, written or resolved', async () => {
    const tmp = tempDir();
    const { db } = await openDb({ dataDir: tmp.dir });
    try {
      const keys = await vapidKeys(db);
      const port = new URL(push.url).port;
      const at = (host: string) => ({
        ...push.subscription('/push/private-38').keys,
        endpoint: `https://${host}:${port}/push/private-38`,
      });
      const hosts = ['127.0.0.1', 'localhost', '[::1]', '10.0.0.7', '169.254.169.254'];
      const guarded = pushSender(keys, {
        hosts: [...hosts, '::1'],
        agent: push.agent,
        timeoutMs: 2000,
        subject: 'mailto:test@kortbord.example',
      });
      const before = push.connections();
      const outcomes: Record<string, string> = {};
      for (const host of hosts) outcomes[host] = await guarded(at(host), { title: 'x' }, 't');
      outcomes['push.evil.example'] = await guarded(at('push.evil.example'), { title: 'x' }, 't');
      expect(outcomes).toEqual({
        '127.0.0.1': 'refused',
        localhost: 'refused',
        '[::1]': 'refused',
        '10.0.0.7': 'refused',
        '169.254.169.254': 'refused',
        'push.evil.example': 'refused',
      });
      expect(push.connections() - before).toBe(0);
      // The control: the same service is called when this machine is allowed (the tests' setting).
      const open = pushSender(keys, {
        hosts: ['127.0.0.1'],
        agent: push.agent,
        timeoutMs: 2000,
        subject: 'mailto:test@kortbord.example',
        privateAddresses: true,
      });
      expect(await open(at('127.0.0.1'), { title: 'x' }, 't')).toBe('sent');
      expect(push.connections() - before).toBe(1);
    } finally {
      await db.destroy();
      tmp.remove();
    }
  });
});
