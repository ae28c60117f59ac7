import { afterAll, describe, expect, it } from 'vitest';
import { Client, exited, http, serverProcess, tempDir, until } from './helpers';

const tmp = tempDir();
afterAll(() => tmp.remove());

type View = NonNullable<ReturnType<Client['lastView']>>;

describe('restart recovery', () => {
  it('a server killed with SIGKILL mid-game restarts with every acknowledged move', async () => {
    const env = {
      DATA_DIR: tmp.dir,
      BOT_DELAY_MIN_MS: '0',
      BOT_DELAY_MAX_MS: '5',
      NEXT_ROUND_AFTER_MS: '100',
    };
    let srv = await serverProcess(env);
    const made = await http<{ table: { id: string }; joined: { token: string } }>(
      srv.url,
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        options: { targetScore: 6 },
        seats: [{ kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
        standInAfterMs: null,
        join: { name: 'Ola' },
      },
    );
    const id = made.body.table.id;
    const token = made.body.joined.token;
    const bots = await http<{ table: { id: string } }>(srv.url, 'POST', '/api/tables', {
      game: 'viggo',
      options: { targetScore: 200 },
      seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
    });
    const botTable = bots.body.table.id;

    const acked = new Map<number, unknown>();
    let c = await Client.open(srv.url);
    c.send({ type: 'subscribe', table: id, token });
    let n = 0;
    let seen = 0;
    const myTurn = async (cl: Client): Promise<View> => {
      await until(
        () => {
          const v = cl.lastView(id);
          return !!v && v.version >= seen && (v.legal.length > 0 || (v.view as { over: boolean }).over);
        },
        30_000,
        'my turn',
      );
      return cl.lastView(id) as View;
    };
    for (let i = 0; i < 6; i++) {
      const v = await myTurn(c);
      if ((v.view as { over: boolean }).over) break;
      const action = v.legal[0];
      c.send({ type: 'act', table: id, id: ++n, version: v.version, action });
      const ack = await c.next('ack', (m) => m.id === n);
      acked.set(ack.version, action);
      seen = ack.version;
    }
    expect(acked.size).toBeGreaterThan(0);
    const botsBefore = (await http<{ version: number }>(srv.url, 'GET', `/api/tables/${botTable}`)).body
      .version;
    // One more action in flight while the process dies: it may or may not have been committed.
    const v = await myTurn(c);
    c.send({ type: 'act', table: id, id: ++n, version: v.version, action: v.legal[0] });
    srv.child.kill('SIGKILL');
    await exited(srv.child);

    srv = await serverProcess(env);
    c = await Client.open(srv.url);
    c.send({ type: 'subscribe', table: id, token });
    const back = await c.next('view');
    seen = back.version;
    expect(back.version).toBeGreaterThanOrEqual(Math.max(...acked.keys()));
    // The bots' table goes on by itself after the restart: past where the restart found it.
    const botsAfter = (await http<{ version: number }>(srv.url, 'GET', `/api/tables/${botTable}`)).body
      .version;
    expect(botsAfter).toBeGreaterThanOrEqual(botsBefore);
    await expect
      .poll(
        async () => (await http<{ version: number }>(srv.url, 'GET', `/api/tables/${botTable}`)).body.version,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(botsAfter);

    // Play the match out, then check the record holds every acknowledged move where it was acknowledged.
    for (let i = 0; i < 2000; i++) {
      const w = await myTurn(c);
      if ((w.view as { over: boolean }).over) break;
      const reply = await c.act(id, ++n, w.legal[0], w.version);
      seen = reply.type === 'ack' ? reply.version : w.version + 1;
    }
    const rec = await http<{ moves: { seat?: number; action?: unknown }[] }>(
      srv.url,
      'GET',
      `/api/tables/${id}/record`,
    );
    expect(rec.status).toBe(200);
    for (const [version, action] of acked) expect(rec.body.moves[version - 2]).toEqual({ seat: 0, action });
    c.close();
    srv.child.kill('SIGTERM');
    expect(await exited(srv.child)).toBe(0);
    expect(srv.output()).toContain('kortbord server stopped');
  });
});
