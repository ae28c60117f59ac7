import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, http, serverProcess, services, sleep, twoNodes, until } from './helpers';

const available = await services();
const ready = available.pg && available.redis;
if (!ready) {
  const why = `PostgreSQL ${available.pg ? 'up' : 'absent'}, Redis ${available.redis ? 'up' : 'absent'} on 127.0.0.1`;
  if (process.env['CI'] === 'true')
    throw new Error(`multi-node tests need PostgreSQL and Redis under CI: ${why}`);
  console.log(`skipping multi-node tests: ${why}`);
}

type Proc = Awaited<ReturnType<typeof serverProcess>>;
type View = NonNullable<ReturnType<Client['lastView']>>;

describe.skipIf(!ready)('two server processes on PostgreSQL and Redis', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    nodes = await twoNodes(
      { BOT_DELAY_MIN_MS: '0', BOT_DELAY_MAX_MS: '5', NEXT_ROUND_AFTER_MS: '100', MIN_TURN_CLOCK_MS: '0' },
      ['node-a', 'node-b'],
    );
    ({ a, b } = nodes);
  });

  afterAll(async () => {
    await nodes?.stop('SIGTERM');
  });

  it('serves one table from both nodes: moves on one reach clients on the other', async () => {
    const health = await Promise.all(
      [a, b].map((p) => http<{ db: string; fanout: string }>(p.url, 'GET', '/api/health')),
    );
    for (const h of health) expect([h.body.db, h.body.fanout]).toEqual(['postgres', 'redis']);
    const made = await http<{ table: { id: string }; invite: string; joined: { token: string } }>(
      a.url,
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        options: { targetScore: 6 },
        // Seat 2 is filled last, by a player who never connects: a bot stands in for her and plays
        // her seat. So the match starts only once Ola and Per are connected (a player joining the
        // last seat and connecting after the start could rightly get a stand-in on a slow machine).
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
        standInAfterMs: 300,
        join: { name: 'Ola' },
      },
    );
    const id = made.body.table.id;
    // The table made on A is joined through B.
    const per = await http<{ seat: number; token: string }>(b.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    });
    expect(per.body.seat).toBe(1);

    const ola = await Client.open(a.url);
    ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
    const perC = await Client.open(b.url);
    perC.send({ type: 'subscribe', table: id, token: per.body.token });
    const spectator = await Client.open(b.url);
    spectator.send({ type: 'subscribe', table: id });
    const players = [ola, perC];

    // Per is connected on B only: A must see that through Redis and never stand a bot in for him.
    // Waits until A knows both are connected, then starts the match; that no bot stands in is
    // checked over the whole match below (far longer than standInAfterMs), on every seat update.
    type Seats = { seats: { connected: boolean; standIn: boolean }[] };
    let fromA = await http<Seats>(a.url, 'GET', `/api/tables/${id}`);
    for (const end = Date.now() + 20_000; Date.now() < end;) {
      if (fromA.body.seats.slice(0, 2).every((x) => x.connected)) break;
      await sleep(20);
      fromA = await http<Seats>(a.url, 'GET', `/api/tables/${id}`);
    }
    const kari = await http(a.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Kari',
    });
    expect(kari.status).toBe(200);
    await until(() => players.every((c) => c.lastView(id) !== undefined), 20_000, 'the first deal');
    fromA = await http<Seats>(a.url, 'GET', `/api/tables/${id}`);
    expect(fromA.body.seats[1]).toMatchObject({ connected: true, standIn: false });
    expect(fromA.body.seats[0]).toMatchObject({ connected: true, standIn: false });

    let seen = 0;
    let n = 0;
    for (let i = 0; i < 3000; i++) {
      await until(
        () => players.every((c) => (c.lastView(id)?.version ?? 0) >= seen),
        20_000,
        `views at ${seen}`,
      );
      const vs = players.map((c) => c.lastView(id) as View);
      const state = (vs[0] as View).view as { over: boolean; phase: string };
      if (state.over) break;
      const who = vs.findIndex((v) => v.legal.length > 0 && v.version >= seen);
      if (who < 0) {
        await until(() => players.some((c) => (c.lastView(id)?.version ?? 0) > seen), 20_000, 'a move');
        seen = Math.max(...players.map((c) => c.lastView(id)?.version ?? 0));
        continue;
      }
      const v = vs[who] as View;
      const c = players[who] as Client;
      const r = await c.act(id, ++n, v.legal[0], v.version);
      seen = r.type === 'ack' ? r.version : v.version + 1;
    }
    // Each client sees the end (over a node of its own, in its own time): nothing moves after it.
    for (const c of [spectator, ...players])
      await until(
        () => (c.lastView(id)?.view as { over?: boolean } | undefined)?.over === true,
        20_000,
        'every client sees the end',
      );
    // Both clients and the spectator saw the same final version; the record is the same from both nodes.
    const final = spectator.lastView(id)?.version;
    expect(players.map((c) => c.lastView(id)?.version)).toEqual([final, final]);
    const [ra, rb] = await Promise.all([a, b].map((p) => http(p.url, 'GET', `/api/tables/${id}/record`)));
    expect(ra?.body).toEqual(rb?.body);
    // No bot ever stood in for a connected player, on either node.
    for (const c of [...players, spectator])
      for (const m of c.messages)
        if (m.type === 'table')
          expect(m.table.seats.slice(0, 2).map((x) => x.standIn)).toEqual([false, false]);
    for (const c of [...players, spectator]) c.close();
  });

  it('serialises concurrent moves of one seat sent to both nodes at once', async () => {
    const made = await http<{ table: { id: string }; joined: { token: string } }>(
      a.url,
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        options: { targetScore: 100 },
        seats: [{ kind: 'open' }, { kind: 'bot' }],
        standInAfterMs: null,
        join: { name: 'Ola' },
      },
    );
    const id = made.body.table.id;
    const token = made.body.joined.token;
    const onA = await Client.open(a.url);
    const onB = await Client.open(b.url);
    onA.send({ type: 'subscribe', table: id, token });
    onB.send({ type: 'subscribe', table: id, token });
    let n = 0;
    let races = 0;
    const winners: { version: number; action: unknown }[] = [];
    for (let i = 0; i < 40 && races < 8; i++) {
      await until(
        () => {
          const x = onA.lastView(id);
          const y = onB.lastView(id);
          return (
            !!x &&
            !!y &&
            x.version === y.version &&
            (x.legal.length > 0 || (x.view as { phase: string }).phase === 'round-over')
          );
        },
        20_000,
        'both nodes at one version with seat 0 to act',
      );
      const v = onA.lastView(id) as View;
      if (v.legal.length < 2) {
        // Nothing to race over: play on.
        if (v.legal.length) {
          onA.send({ type: 'act', table: id, id: `p${++n}`, action: v.legal[0] });
          await onA.reply(`p${n}`);
        } else {
          onA.send({ type: 'next-round', table: id, id: `r${++n}` });
          await onA.reply(`r${n}`);
        }
        await until(
          () => (onA.lastView(id)?.version ?? 0) > v.version && (onB.lastView(id)?.version ?? 0) > v.version,
          20_000,
          'next',
        );
        continue;
      }
      races++;
      const x = v.legal[0];
      const y = v.legal[v.legal.length - 1];
      const ia = `a${++n}`;
      const ib = `b${n}`;
      // Every other race names the version acted on: then the loser is always refused as stale.
      const pinned = races % 2 === 0 ? { version: v.version } : {};
      onA.send({ type: 'act', table: id, id: ia, action: x, ...pinned });
      onB.send({ type: 'act', table: id, id: ib, action: y, ...pinned });
      const [rx, ry] = await Promise.all([onA.reply(ia), onB.reply(ib)]);
      if ('version' in pinned) {
        expect([rx.type, ry.type].sort()).toEqual(['ack', 'error']);
        const stale = [rx, ry].find((r) => r.type === 'error');
        expect(stale?.type === 'error' && stale.code).toBe('stale-version');
      }
      // Exactly one wins the seq; the other is checked again on the new position: refused (no longer
      // seat 0's turn, or the cards are gone), or applied after it when it is legal again by then.
      const acks = [rx, ry].filter((r) => r.type === 'ack');
      expect(acks.length, JSON.stringify([rx, ry])).toBeGreaterThanOrEqual(1);
      if (acks.length === 2)
        expect(rx.type === 'ack' && ry.type === 'ack' && rx.version !== ry.version).toBe(true);
      const lost = [rx, ry].find((r) => r.type === 'error');
      if (lost?.type === 'error')
        expect(['not-your-turn', 'illegal', 'malformed', 'stale-version']).toContain(lost.code);
      if (rx.type === 'ack') winners.push({ version: rx.version, action: x });
      if (ry.type === 'ack') winners.push({ version: ry.version, action: y });
      const win = { version: Math.max(...acks.map((r) => (r.type === 'ack' ? r.version : 0))) };
      await until(
        () =>
          (onA.lastView(id)?.version ?? 0) >= win.version && (onB.lastView(id)?.version ?? 0) >= win.version,
        20_000,
        'both views',
      );
    }
    expect(races).toBeGreaterThan(0);
    onA.send({ type: 'end-match', table: id, id: 'end' });
    expect((await onA.reply('end')).type).toBe('ack');
    const rec = await http<{ moves: unknown[] }>(b.url, 'GET', `/api/tables/${id}/record`);
    for (const w of winners) expect(rec.body.moves[w.version - 2]).toEqual({ seat: 0, action: w.action });
    onA.close();
    onB.close();
  });

  it('lets exactly one of two joins for the same seat through', async () => {
    const made = await http<{ table: { id: string }; invite: string }>(a.url, 'POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'bot' }],
    });
    const id = made.body.table.id;
    const [x, y] = await Promise.all([
      http(a.url, 'POST', `/api/tables/${id}/join`, { invite: made.body.invite, name: 'X', seat: 0 }),
      http(b.url, 'POST', `/api/tables/${id}/join`, { invite: made.body.invite, name: 'Y', seat: 0 }),
    ]);
    expect([x?.status, y?.status].sort()).toEqual([200, 409]);
    const info = await http<{ status: string; match: number; version: number }>(
      b.url,
      'GET',
      `/api/tables/${id}`,
    );
    expect(info.body).toMatchObject({ status: 'playing', match: 1 });
  });

  it('runs a turn clock out once with both nodes timing it: one commit, the other refused', async () => {
    const made = await http<{ table: { id: string }; joined: { token: string } }>(
      a.url,
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'bot' }],
        standInAfterMs: null,
        turnClockMs: 400,
        join: { name: 'Ola' },
      },
    );
    const id = made.body.table.id;
    const ola = await Client.open(a.url);
    ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
    const watcher = await Client.open(b.url);
    watcher.send({ type: 'subscribe', table: id });
    const turn = await ola.next('view', (v) => v.legal.length > 0);
    // Both nodes know the same deadline: B read the one A stored.
    const [ca, cb] = await Promise.all([
      ola.next('clock', (c) => c.version === turn.version),
      watcher.next('clock', (c) => c.version === turn.version),
    ]);
    expect(ca.seats).toEqual(cb.seats);
    await watcher.next('table', (m) => m.table.seats[0]?.away === true);
    ola.send({ type: 'end-match', table: id, id: 'end' });
    await ola.reply('end');
    type Line = { table?: string; version?: number; msg?: string };
    const lines = (out: string): Line[] =>
      out
        .split('\n')
        .filter((l) => l.includes(id))
        .map((l) => {
          try {
            return JSON.parse(l) as Line;
          } catch {
            return {};
          }
        });
    const all = [...lines(a.output()), ...lines(b.output())];
    const ranOut = all.filter((l) => l.msg === 'turn clock ran out: a bot made the decision');
    expect(ranOut.filter((l) => l.version === turn.version)).toHaveLength(1);
    // Never two commits for one decision, whichever node fired.
    const versions = ranOut.map((l) => l.version);
    expect(new Set(versions).size).toBe(versions.length);
    ola.close();
    watcher.close();
  });
});
