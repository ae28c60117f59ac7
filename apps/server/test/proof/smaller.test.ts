/**
 * The smaller holes: option and preset names read as own keys, error texts that never echo what was
 * not checked, and over-size frames answered as documented and logged as warnings without a stack.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Client, http, testServer } from '../helpers';

describe('smaller holes', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    s = await testServer({
      logger: pino({ level: 'info' }, sink),
      limits: { burst: 3, messagesPerSecond: 0.05 },
    });
  });
  afterAll(() => s?.cleanup());

  it('refuses inherited names as presets and options, and never echoes a name that is not one', async () => {
    for (const preset of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const r = await http<{ error: { code: string; message: string } }>(s.url, 'POST', '/api/tables', {
        game: 'viggo',
        options: { preset },
        seats: [{ kind: 'open' }, { kind: 'open' }],
      });
      expect([r.status, preset]).toEqual([400, preset]);
      expect(r.body.error.message).toContain('Unknown preset');
    }
    const junk = '<img src=x onerror=alert(1)>' + 'x'.repeat(500);
    for (const options of [{ preset: junk }, { [junk]: 1 }, { constructor: 1 }]) {
      const r = await http<{ error: { message: string } }>(s.url, 'POST', '/api/tables', {
        game: 'viggo',
        options,
        seats: [{ kind: 'open' }, { kind: 'open' }],
      });
      expect(r.status).toBe(400);
      expect(r.body.error.message).not.toContain('<img');
      expect(r.body.error.message.length).toBeLessThan(300);
    }
  });

  it('names a throttled message by its id and table only when they read as such', async () => {
    const c = await Client.open(s.url);
    await c.next('welcome');
    for (let i = 0; i < 3; i++) c.send({ type: 'ping', id: i });
    c.send({ type: 'act', id: '<b>bold</b>', table: '"><script>x</script>', action: {} });
    const e = await c.next('error');
    expect(e.code).toBe('rate-limited');
    expect([e.id, e.table]).toEqual([null, null]);
    c.ws.close();
  });

  it('answers an over-size frame with too-large and 1009, and logs a far larger one as a warning without a stack', async () => {
    const fresh = await testServer({
      logger: pino(
        { level: 'info' },
        new Writable({ write: (c: Buffer, _e, d) => (lines.push(String(c)), d()) }),
      ),
    });
    try {
      const a = await Client.open(fresh.url);
      await a.next('welcome');
      a.send({ type: 'ping', pad: 'x'.repeat(20_000) });
      expect((await a.next('error')).code).toBe('too-large');
      expect((await a.waitClose()).code).toBe(1009);
      const b = await Client.open(fresh.url);
      await b.next('welcome');
      b.send('x'.repeat(200_000));
      expect((await b.waitClose()).code).toBe(1009);
      await expect
        .poll(() => lines.some((l) => l.includes('websocket closed on a protocol error')))
        .toBe(true);
      const entry = JSON.parse(
        lines.find((l) => l.includes('websocket closed on a protocol error')) as string,
      ) as Record<string, unknown>;
      expect(entry['level']).toBe(40);
      expect(JSON.stringify(entry)).not.toContain('stack');
      expect(lines.filter((l) => JSON.parse(l).level >= 50)).toEqual([]);
    } finally {
      await fresh.cleanup();
    }
  });
});
