/** Profiles on two server processes sharing PostgreSQL and Redis: a session made on one node is valid on the other. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, services, twoNodes } from './helpers';

const available = await services();
const ready = available.pg && available.redis;
if (!ready) {
  const why = `PostgreSQL ${available.pg ? 'up' : 'absent'}, Redis ${available.redis ? 'up' : 'absent'} on 127.0.0.1`;
  if (process.env['CI'] === 'true')
    throw new Error(`multi-node tests need PostgreSQL and Redis under CI: ${why}`);
  console.log(`skipping multi-node profile tests: ${why}`);
}

async function call<T>(base: string, method: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = res.headers.get('set-cookie');
  return {
    status: res.status,
    body: (await res.json()) as T,
    cookie: set ? (set.split(';')[0] ?? '') : cookie,
  };
}

describe.skipIf(!ready)('profiles on two nodes (PostgreSQL and Redis)', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  beforeAll(async () => {
    nodes = await twoNodes({ BOT_DELAY_MIN_MS: '0', BOT_DELAY_MAX_MS: '5' }, ['node-a', 'node-b']);
  });
  afterAll(async () => {
    await nodes?.stop('SIGTERM');
  });

  it('a profile made on one node is signed in on the other, which seats its devices; a code from one signs in on the other once', async () => {
    const { a, b } = nodes;
    const made = await call<{ table: { id: string }; joined: { token: string } }>(
      a.url,
      'POST',
      '/api/tables',
      '',
      {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
        join: { name: 'Kari' },
      },
    );
    const id = made.body.table.id;
    const mine = await call<{ profile: { name: string } }>(a.url, 'POST', '/api/profiles', '', {
      name: 'Kari',
      seats: [{ table: id, token: made.body.joined.token }],
    });
    expect(mine.status).toBe(201);
    const me = await call<{ profile: { name: string } | null }>(b.url, 'GET', '/api/me', mine.cookie);
    expect(me.body.profile?.name).toBe('Kari');
    const tables = await call<{ tables: { id: string; seat: number }[] }>(
      b.url,
      'GET',
      '/api/me/tables',
      mine.cookie,
    );
    expect(tables.body.tables.map((t) => [t.id, t.seat])).toEqual([[id, 0]]);
    const c = await Client.open(b.url, { cookie: mine.cookie });
    c.send({ type: 'subscribe', table: id });
    expect((await c.next('view')).seat).toBe(0);
    c.close();

    const code = await call<{ code: string }>(b.url, 'POST', '/api/me/link-codes', mine.cookie);
    const phone = await call<{ profile: { name: string } }>(a.url, 'POST', '/api/sign-in/code', '', {
      code: code.body.code,
    });
    expect(phone.body.profile.name).toBe('Kari');
    const again = await call<{ error: { reason: { code: string } } }>(
      b.url,
      'POST',
      '/api/sign-in/code',
      '',
      {
        code: code.body.code,
      },
    );
    expect(again.body.error.reason.code).toBe('code-used');

    // Signed out on one node: the other knows at once.
    await call(a.url, 'POST', '/api/me/sign-out', phone.cookie);
    expect((await call<{ profile: null }>(b.url, 'GET', '/api/me', phone.cookie)).body.profile).toBeNull();
    expect(
      (await call<{ profile: { name: string } }>(a.url, 'GET', '/api/me', mine.cookie)).body.profile.name,
    ).toBe('Kari');
  });
});
