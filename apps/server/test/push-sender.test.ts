/**
 * The one door out (issue 34): the push sender against a push service on this machine that
 * misbehaves. A redirect is not followed (the address it points to is never asked); a service that
 * never answers is given up at the timeout; one that answers with an endless body is hung up on at
 * once (the status is all that is read); a message that keeps failing is given up after the
 * outbox's limit of tries, each try a real request; and the messages that do go are decrypted as a
 * browser would (RFC 8291).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { openDb, type Db } from '../src/db';
import { createOutbox } from '../src/outbox';
import { pushSender, vapidKeys, type PushSend } from '../src/push';
import { sleep, tempDir } from './helpers';
import { decryptPush, testPushService } from './push-service';

type Service = Awaited<ReturnType<typeof testPushService>>;
let push: Service;
let db: Db;
let send: PushSend;
const tmp = tempDir();
const TIMEOUT = 400;
beforeAll(async () => {
  push = await testPushService();
  db = (await openDb({ dataDir: tmp.dir })).db;
  send = pushSender(await vapidKeys(db), {
    hosts: ['127.0.0.1'],
    agent: push.agent,
    timeoutMs: TIMEOUT,
    privateAddresses: true,
    subject: 'mailto:test@kortbord.example',
  });
});
afterAll(async () => {
  await db?.destroy();
  await push?.close();
  tmp.remove();
});

const body = { title: 'Din tur i Vri åtter', url: '/t/T1', table: 'T1' };
const target = (path: string) => {
  const sub = push.subscription(path);
  return { sub, to: { endpoint: sub.endpoint, ...sub.keys } };
};
const timed = async <T>(f: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const v = await f();
  return [v, performance.now() - t0];
};

describe('the push sender', () => {
  it('sends a message the service decrypts, and says "gone" for a subscription that is no more', async () => {
    const { sub, to } = target('/push/good');
    expect(await send(to, body, 'topic-good')).toBe('sent');
    const got = push.received.find((r) => r.path === '/push/good');
    expect(JSON.parse(decryptPush(got!.body, sub))).toEqual(body);
    expect(got!.headers['topic']).toBe('topic-good');
    push.fail(1, 410);
    expect(await send(to, body, 'topic-good')).toBe('gone');
  });

  it('follows no redirect', async () => {
    push.misbehave('/push/redirect', 'redirect');
    const { to } = target('/push/redirect');
    expect(await send(to, body, 't')).toBe('failed');
    expect(push.requests.filter((p) => p.includes('/push/redirect'))).toEqual(['/push/redirect']);
  });

  it('gives up on a service that never answers at the timeout', async () => {
    push.misbehave('/push/hang', 'hang');
    const [outcome, ms] = await timed(() => send(target('/push/hang').to, body, 't'));
    expect(outcome).toBe('failed');
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT - 20);
    expect(ms).toBeLessThan(TIMEOUT + 1500);
  });

  it('reads no answer body: an endless one is hung up on at once', async () => {
    push.misbehave('/push/huge', 'huge');
    const [outcome, ms] = await timed(() => send(target('/push/huge').to, body, 't'));
    expect(outcome).toBe('sent');
    expect(ms).toBeLessThan(TIMEOUT);
    // The service saw its reader go: what it wrote is what the sockets' buffers took, not more.
    const end = Date.now() + 10_000;
    while (!push.hugeWritten.length && Date.now() < end) await sleep(10);
    expect(push.hugeWritten[0]).toBeLessThan(16 * 1024 * 1024);
  });

  it('gives a message up after the outbox’s limit of tries, each a real request', async () => {
    push.misbehave('/push/down', 'redirect');
    const { sub } = target('/push/down');
    const at = new Date().toISOString();
    await db.insertInto('profiles').values({ id: 'P1', name: 'Kari', created_at: at }).execute();
    await db
      .insertInto('push_subscriptions')
      .values({ id: 'S1', profile_id: 'P1', endpoint: sub.endpoint, ...sub.keys, lang: 'nb', created_at: at })
      .execute();
    await db
      .insertInto('notifications')
      .values({
        id: 'S1:T1:1',
        subscription_id: 'S1',
        profile_id: 'P1',
        table_id: 'T1',
        kind: 'turn',
        created_at: at,
        next_at: at,
        tries: 0,
        claimed_until: null,
        sent_at: null,
        failed_at: null,
      })
      .execute();
    // A test clock: each pass is an hour on, past any back-off.
    let clock = Date.now();
    const outbox = createOutbox({
      db,
      kind: 'sqlite',
      send,
      log: pino({ level: 'silent' }),
      settings: { maxTries: 3 },
      now: () => clock,
    });
    for (let pass = 0; pass < 6; pass++) {
      expect(await outbox.drain()).toBe(0);
      clock += 3_600_000;
    }
    const row = await db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', 'S1:T1:1')
      .executeTakeFirst();
    expect([row?.tries, row?.sent_at, row?.failed_at !== null]).toEqual([3, null, true]);
    expect(push.requests.filter((p) => p === '/push/down').length).toBe(3);
  });
});
