/**
 * The leak proof over this round's slow surface (issue 38, "the leak proof run over every new frame
 * and page"): a slow Vri åtter match between Kari (nb) and Ola (sv), both signed in with push and a
 * confirmed e-mail address, each away when the turn passes to them. Every frame their connections
 * get besides the seat's own view (the table with its deadline, "since you were here", the clock,
 * acks, errors), their "my tables" page read between moves, every push (decrypted as a browser would)
 * and every e-mail (subject, text and HTML, as a mail program shows them) are judged as the leak
 * proofs judge views: no card in any, and none of the secrets (seat tokens, the invite code, the
 * session cookies). The control: the seats' own views named cards. The seat's own view, its log and
 * what happened since they were here, are proved by leak-wire (every view to every seat).
 * Link previews: previews-38; today's deal and its field: daily-38; profile pages: pages-38.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMatch } from '@kortbord/engine';
import { browser, Client, http, sleep, testServer, until } from '../helpers';
import { decryptPush, testPushService, type TestSubscription } from '../push-service';
import { testSmtp, type Mail } from '../smtp-service';
import { cardsIn } from './proof-helpers';

let push: Awaited<ReturnType<typeof testPushService>>;
let smtp: Awaited<ReturnType<typeof testSmtp>>;
beforeAll(async () => {
  push = await testPushService();
  smtp = await testSmtp();
});
afterAll(async () => {
  await push?.close();
  await smtp?.close();
});

const MOVES = 16;
type Server = Awaited<ReturnType<typeof testServer>>;

/** A profile with push on this "device" and a confirmed e-mail address (by its link). */
async function person(s: Server, name: string, lang: 'nb' | 'sv') {
  const b = browser(s.url);
  expect((await b.call('POST', '/api/profiles', { name })).status).toBe(201);
  const sub: TestSubscription = push.subscription(`/push/slow38-${name}`);
  expect(
    (await b.call('POST', '/api/me/push', { endpoint: sub.endpoint, keys: sub.keys, lang })).status,
  ).toBe(201);
  const email = `slow38-${name.toLowerCase()}@example.test`;
  const put = await b.call('PUT', '/api/me/notify', {
    events: ['turn', 'invited', 'ended', 'chat'],
    quiet: null,
    timeZone: 'Europe/Oslo',
    reminder: true,
    lang,
    email,
  });
  expect(put.status).toBe(200);
  await until(() => smtp.received.some((m) => m.to === email), 20_000, `${name}'s confirmation`);
  const confirm = smtp.received.find((m) => m.to === email) as Mail;
  const line = confirm.text.split('\n').find((l) => /^https?:|: https?:/.test(l)) ?? '';
  const link = new URL(line.slice(line.indexOf('http')));
  expect((await fetch(s.url + link.pathname + link.search, { method: 'POST' })).status).toBe(200);
  expect((await b.call<{ emailConfirmed: boolean }>('GET', '/api/me/notify')).body.emailConfirmed).toBe(true);
  return { name, b, sub, email };
}

describe('the leak proof over slow tables and notifications (issue 38)', () => {
  it('no card or secret in any frame but the seat’s own view, in my tables, a push or an e-mail', async () => {
    const s = await testServer({
      mail: { url: smtp.url },
      push: { hosts: ['127.0.0.1'], agent: push.agent, timeoutMs: 2000, privateAddresses: true },
      outbox: { backoffMs: 10, pollMs: 20 },
      reap: { everyMs: 3_600_000 },
    });
    try {
      const kari = await person(s, 'Kari', 'nb');
      const ola = await person(s, 'Ola', 'sv');
      const made = await kari.b.call<{ table: { id: string }; invite: string; joined: { token: string } }>(
        'POST',
        '/api/tables',
        {
          game: 'vri-atter',
          seats: [{ kind: 'open' }, { kind: 'open' }],
          join: { name: 'Kari' },
          slow: { moveMs: 86_400_000, onDeadline: 'bot' },
        },
      );
      expect(made.status).toBe(201);
      const id = made.body.table.id;
      const joined = await ola.b.call<{ token: string }>('POST', `/api/tables/${id}/join`, {
        invite: made.body.invite,
        name: 'Ola',
      });
      expect(joined.status).toBe(200);
      const secrets = [
        made.body.invite,
        made.body.joined.token,
        joined.body.token,
        kari.b.cookie(),
        ola.b.cookie(),
      ]
        .map((x) => (x.includes('=') ? x.slice(x.indexOf('=') + 1) : x))
        .filter((x) => x.length >= 8);
      expect(secrets.length).toBe(5);
      const connected = async () =>
        (await http<{ seats: { connected: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`)).body.seats;

      const m = newMatch({ game: 'vri-atter', players: 2, seed: 1 });
      if (!m.ok) throw new Error(m.message);
      const deck = new Set(m.value.game.cards(m.value.state));
      const frames: { type: string; raw: string }[] = [];
      const pages: string[] = [];
      let seenInViews = 0;
      let moves = 0;
      for (let n = 0; n < MOVES; n++) {
        let moved = false;
        for (const p of [kari, ola]) {
          if (moved) break;
          const c = await Client.open(s.url, { cookie: p.b.cookie() });
          c.ws.on('message', (d) => {
            const raw = String(d);
            frames.push({ type: (JSON.parse(raw) as { type: string }).type, raw });
          });
          c.send({ type: 'subscribe', table: id });
          const v = await c.next('view');
          seenInViews += cardsIn(v.view, deck).size;
          if (v.legal.length && !(v.view as { over?: boolean }).over) {
            c.send({ type: 'act', table: id, id: `m${n}`, version: v.version, action: v.legal[0] });
            await c.next('ack', (a) => a.id === `m${n}`);
            moved = true;
            moves++;
          }
          c.ws.close();
          while ((await connected()).some((x) => x.connected)) await sleep(10);
          pages.push(JSON.stringify((await p.b.call('GET', '/api/me/tables')).body));
        }
        if (!moved) break;
      }
      const pushPaths = new Set([kari, ola].map((p) => new URL(p.sub.endpoint).pathname));
      const ours = () => push.received.filter((r) => pushPaths.has(r.path));
      const mails = () => smtp.received.filter((x) => x.to === kari.email || x.to === ola.email);
      await until(() => ours().length > 0 && mails().length > 2, 20_000, 'notifications');
      // Every one written is sent (the outbox empties) before they are judged.
      while ((await s.drainOutbox()) > 0);
      const payloads = ours().map((r) =>
        decryptPush(
          r.body,
          ([kari, ola].find((p) => new URL(p.sub.endpoint).pathname === r.path) as typeof kari).sub,
        ),
      );
      // Each mail as a mail program shows it; the confirmations too.
      const letters = mails().map((x) => [x.subject, x.text, x.html].join('\n'));
      const others = frames.filter((f) => f.type !== 'view');
      const judged = [...others.map((f) => f.raw), ...pages, ...payloads, ...letters];
      const found = judged.flatMap((text) => [...cardsIn(JSON.parse(JSON.stringify(text)), deck)]);
      const secretsFound = judged.filter((text) => secrets.some((x) => text.includes(x)));
      const kinds = [...new Set(others.map((f) => f.type))].sort();
      console.log(
        `[proof leak-slow-38] ${moves} moves of a slow match, each player away between moves: judged ${others.length} frames ` +
          `(${kinds.join(', ')}), ${pages.length} my-tables pages, ${payloads.length} pushes, ${letters.length} e-mails ` +
          `(${Math.round(judged.join('').length / 1024)} KiB): cards found ${found.length}, secrets found ${secretsFound.length} ` +
          `(control: ${seenInViews} card mentions in the seats' own views)`,
      );
      expect(kinds).toEqual(expect.arrayContaining(['since', 'table', 'clock']));
      // The deadline frames judged: the slow clock of a day.
      expect(others.some((f) => f.type === 'clock' && f.raw.includes('"totalMs":86400000'))).toBe(true);
      expect(found).toEqual([]);
      expect(secretsFound).toEqual([]);
      expect(seenInViews).toBeGreaterThan(0);
      expect(moves).toBeGreaterThan(4);
    } finally {
      await s.cleanup();
    }
  }, 90_000);
});
