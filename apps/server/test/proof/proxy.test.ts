/**
 * Behind a proxy (TRUST_PROXY=N) the client address is the entry the trusted proxy wrote, the N-th from
 * the right of X-Forwarded-For: leftmost entries, which the client writes, do not dodge the cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../src/env';
import { testServer } from '../helpers';

type Server = Awaited<ReturnType<typeof testServer>>;

const create = async (base: string, xff: string): Promise<{ status: number; code: string | null }> => {
  const res = await fetch(`${base}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
    body: JSON.stringify({ game: 'idiot', seats: [{ kind: 'open' }, { kind: 'open' }], public: false }),
  });
  const body = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: body.error?.code ?? null };
};

describe.each([1, 2])('TRUST_PROXY=%i', (hops) => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ trustProxy: hops, limits: { tablesPerAddress: 3 } });
  });
  afterAll(() => s?.cleanup());

  it('counts the address the trusted proxy wrote, whatever the client put to its left', async () => {
    // What the proxies append: the client's real address, then (with two) the outer proxy's.
    const appended = (client: string) => (hops === 1 ? client : `${client}, 10.0.0.1`);
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await create(s.url, `198.51.100.${i}, 203.0.113.${i}, ${appended('192.0.2.7')}`);
      answers.push(r.code ?? String(r.status));
    }
    expect(answers).toEqual(['201', '201', '201', 'too-many-tables', 'too-many-tables', 'too-many-tables']);
    // Another client behind the same proxy has its own count: the header is read, not ignored.
    expect((await create(s.url, `198.51.100.9, ${appended('192.0.2.8')}`)).status).toBe(201);
  });
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ trustProxy: '127.0.0.1, 10.0.0.0/8', limits: { tablesPerAddress: 2 } });
  });
  afterAll(() => s?.cleanup());

  it('skips the trusted proxies from the right and counts the first address that is not one', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await create(s.url, `198.51.100.${i}, 192.0.2.7, 10.1.2.3`);
      answers.push(r.code ?? String(r.status));
    }
    expect(answers).toEqual(['201', '201', 'too-many-tables', 'too-many-tables']);
  });
});

describe('TRUST_PROXY from the environment', () => {
  it('is a number of proxies, true meaning one', () => {
    expect(optionsFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(optionsFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(optionsFromEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(optionsFromEnv({}).trustProxy).toBe(0);
    expect(optionsFromEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => optionsFromEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
