import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { say, SHARED_REASONS } from '@kortbord/engine';
import { requestGate, type GateSettings } from './gate';

async function gated(settings: Partial<GateSettings>, route?: () => Promise<unknown>) {
  let t = 1_000_000;
  const app = Fastify();
  requestGate(app, {
    requestsPerMinute: 1_000,
    getsPerMinute: 1_000,
    requestsInFlightPerAddress: 100,
    holdMs: 50,
    now: () => t,
    ...settings,
  });
  app.get('/x', async () => (route ? route() : { ok: true }));
  app.post('/x', async () => ({ ok: true }));
  await app.ready();
  return { app, tick: (ms: number) => (t += ms) };
}

describe('the gate in front of HTTP', () => {
  it('serves a sixth of the minute at once, then refuses after the hold, in the visitor’s language', async () => {
    // 12 GETs a minute: 2 at once, then one each 5 s.
    const { app, tick } = await gated({ getsPerMinute: 12 });
    const get = () => app.inject({ url: '/x', headers: { 'accept-language': 'sv-SE' } });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const t0 = performance.now();
    const refused = await get();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(45);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      error: {
        code: 'rate-limited',
        message: say(SHARED_REASONS['requests-paced'], 'sv', { s: 5 }),
        reason: { code: 'requests-paced', params: { s: 5 } },
      },
    });
    // A POST is not a GET: its own pace is far from spent.
    expect((await app.inject({ method: 'POST', url: '/x' })).statusCode).toBe(200);
    // A slot comes back 5 s on.
    tick(5_000);
    expect((await get()).statusCode).toBe(200);
    await app.close();
  });

  it('lets a request a little early wait for its slot rather than refusing it', async () => {
    // 1,200 a minute: one each 50 ms after the 200 at once; the hold (100 ms) covers the next two.
    const { app } = await gated({ requestsPerMinute: 100_000, getsPerMinute: 1_200, holdMs: 100 });
    const all = await Promise.all(Array.from({ length: 202 }, () => app.inject({ url: '/x' })));
    expect(all.map((r) => r.statusCode).filter((c) => c === 200)).toHaveLength(202);
    await app.close();
  });

  it('holds at most its places in flight; the next waits for one, or is refused after the hold', async () => {
    // Over real HTTP: a place is given back when the answer's connection says it is done.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    let running = 0;
    const { app } = await gated({ requestsInFlightPerAddress: 2, holdMs: 2_000 }, async () => {
      running++;
      await held;
      return { ok: true };
    });
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/x`;
    const asked = [fetch(url), fetch(url), fetch(url)];
    while (running < 2) await new Promise((r) => setTimeout(r, 5));
    // Two run; the third waits for a place (not refused: its hold has not passed).
    expect(running).toBe(2);
    release();
    expect((await Promise.all(asked)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(running).toBe(3);
    await app.close();

    let free: () => void = () => {};
    const busy = await gated(
      { requestsInFlightPerAddress: 1, holdMs: 50 },
      () => new Promise<void>((r) => (free = r)),
    );
    const at = `${await busy.app.listen({ port: 0, host: '127.0.0.1' })}/x`;
    const first = fetch(at);
    await new Promise((r) => setTimeout(r, 20));
    const late = await fetch(at);
    expect([
      late.status,
      ((await late.json()) as { error: { reason: { code: string } } }).error.reason.code,
    ]).toEqual([429, 'requests-paced']);
    free();
    expect((await first).status).toBe(200);
    await busy.app.close();
  });
});
