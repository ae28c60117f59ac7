import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Client, exited, freshDatabase, http, REDIS_URL, serverProcess, services, until } from './helpers';
import { phaseOf, playToRoundOver } from './play';

const available = await services();
const up = available.pg && available.redis;
if (!up) {
  const why = `PostgreSQL ${available.pg ? 'up' : 'absent'}, Redis ${available.redis ? 'up' : 'absent'} on 127.0.0.1`;
  if (process.env['CI'] === 'true')
    throw new Error(`the friends' multi-node tests need PostgreSQL and Redis under CI: ${why}`);
  console.log(`skipping the friends' multi-node tests (the "Klar" vote, the chat): ${why}`);
}

type Proc = Awaited<ReturnType<typeof serverProcess>>;
type Made = { table: { id: string }; invite: string; joined: { token: string } };

const answer = async (c: Client, m: Record<string, unknown>, ref: string) => {
  c.send({ ...m, id: ref });
  return c.reply(ref);
};

async function subscribed(url: string, id: string, token?: string): Promise<Client> {
  const c = await Client.open(url);
  c.send({ type: 'subscribe', table: id, ...(token ? { token } : {}) });
  await c.next('table');
  return c;
}

describe.skipIf(!up)('playing with friends on two server processes (PostgreSQL and Redis)', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Proc;
  let b: Proc;
  const env = (node: string) => ({
    DATABASE_URL: db.url,
    REDIS_URL,
    NODE_ID: node,
    BOT_DELAY_MIN_MS: '0',
    BOT_DELAY_MAX_MS: '5',
    // Only the votes deal here: the countdown would race them.
    NEXT_ROUND_AFTER_MS: '600000',
  });
  const rows = async <T>(q: string, args: unknown[]): Promise<T[]> => {
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    try {
      return (await c.query(q, args)).rows as T[];
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    db = await freshDatabase();
    // One first (it migrates), then the other.
    a = await serverProcess(env('node-a'));
    b = await serverProcess(env('node-b'));
  });
  afterAll(async () => {
    for (const p of [a, b]) {
      p?.child.kill('SIGTERM');
      if (p) await exited(p.child);
    }
    await db?.drop();
  });

  it('deals once when the last two "Klar" arrive on two nodes at once', async () => {
    const made = await http<Made>(a.url, 'POST', '/api/tables', {
      game: 'viggo',
      options: { targetScore: 200 },
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot' }],
      standInAfterMs: null,
      turnClockMs: null,
      join: { name: 'Ola' },
    });
    const id = made.body.table.id;
    const per = await http<{ token: string }>(b.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    });
    const ola = await subscribed(a.url, id, made.body.joined.token);
    const perC = await subscribed(b.url, id, per.body.token);
    for (let round = 0; round < 2; round++) {
      const over = await playToRoundOver(id, [ola, perC]);
      const v = over.version;
      const [ra, rb] = await Promise.all([
        answer(ola, { type: 'next-round', table: id }, `ola${round}`),
        answer(perC, { type: 'next-round', table: id }, `per${round}`),
      ]);
      expect([ra.type, rb.type]).toEqual(['ack', 'ack']);
      // Both nodes' players get the new round.
      await until(
        () =>
          [ola, perC].every((c) => {
            const x = c.lastView(id);
            return !!x && x.version > v && phaseOf(x) !== 'round-over';
          }),
        20_000,
        'the next round on both nodes',
      );
      // One deal was committed, at the finished round's version.
      const after = await rows<{ seq: number; entry: string }>(
        'select seq, entry from events where table_id = $1 and seq > $2 order by seq',
        [id, v],
      );
      expect(after.filter((e) => 'deal' in (JSON.parse(e.entry) as object)).map((e) => e.seq)).toEqual([
        v + 1,
      ]);
    }
    ola.close();
    perC.close();
  });

  it('brings a chat line from node A to a socket on node B once, and keeps it across a SIGKILL of both', async () => {
    const made = await http<Made>(a.url, 'POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      standInAfterMs: null,
      join: { name: 'Ola' },
    });
    const id = made.body.table.id;
    const per = await http<{ token: string }>(b.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    });
    const ola = await subscribed(a.url, id, made.body.joined.token);
    const perC = await subscribed(b.url, id, per.body.token);
    const watcherB = await subscribed(b.url, id);
    expect((await answer(ola, { type: 'chat', table: id, text: 'Hei fra A' }, 'c1')).type).toBe('ack');
    const got = await perC.next('chat', (m) => m.lines.some((l) => l.body === 'Hei fra A'));
    expect(got.lines.map((l) => [l.seat, l.name, l.body])).toEqual([[0, 'Ola', 'Hei fra A']]);
    // Per answers through B; once his line is back at B (and at A), A's line came to B exactly once.
    expect((await answer(perC, { type: 'chat', table: id, phrase: 'goodLuck' }, 'c2')).type).toBe('ack');
    await ola.next('chat', (m) => m.lines.some((l) => l.body === 'goodLuck'));
    await watcherB.next('chat', (m) => m.lines.some((l) => l.body === 'goodLuck'));
    const bodies = (c: Client) =>
      c.messages.flatMap((m) => (m.type === 'chat' && m.table === id ? m.lines.map((l) => l.body) : []));
    for (const c of [perC, watcherB]) expect(bodies(c)).toEqual(['Hei fra A', 'goodLuck']);
    expect(bodies(ola)).toEqual(['Hei fra A', 'goodLuck']);

    // Both nodes die at once; one comes back: the chat is the table's, in the database.
    for (const p of [a, b]) p.child.kill('SIGKILL');
    await Promise.all([a, b].map((p) => exited(p.child)));
    a = await serverProcess(env('node-a'));
    b = await serverProcess(env('node-b'));
    const back = await Client.open(b.url);
    back.send({ type: 'subscribe', table: id });
    const kept = await back.next('chat');
    expect(kept.lines.map((l) => [l.seat, l.body])).toEqual([
      [0, 'Hei fra A'],
      [1, 'goodLuck'],
    ]);
    // A line after the restart goes between the nodes as before.
    const ola2 = await subscribed(a.url, id, made.body.joined.token);
    expect((await answer(ola2, { type: 'chat', table: id, emoji: '🎉' }, 'c3')).type).toBe('ack');
    const late = await back.next('chat', (m) => m.lines.some((l) => l.body === '🎉'));
    expect(late.lines.map((l) => l.seq)).toEqual([3]);
    for (const c of [ola, perC, watcherB, back, ola2]) c.close();
  });
});
