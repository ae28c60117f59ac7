import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '@kortbord/engine';
import { createHash } from 'node:crypto';
import { Client, http, testServer, until } from './helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;

beforeAll(async () => {
  // Only the test deals the next round (an automatic deal would race its next-round request), and
  // it plays faster than a person: the per-connection rate limit (tested in limits) is lifted here.
  s = await testServer({ nextRoundAfterMs: 600_000, limits: { messagesPerSecond: 10_000, burst: 10_000 } });
});
afterAll(async () => {
  await s.cleanup();
});

interface Made {
  table: { id: string; status: string; seats: { kind: string; name: string | null }[] };
  invite: string;
  reserved: { seat: number; invite: string }[];
  joined?: { seat: number; token: string };
}

describe('table lifecycle over HTTP and sockets', () => {
  it('serves the API index and the games', async () => {
    const idx = await http(s.url, 'GET', '/api');
    expect(idx.status).toBe(200);
    expect(idx.body['protocol']).toBe(1);
    const root = await http(s.url, 'GET', '/');
    expect(root.status).toBe(200);
    const games = await http<{ games: { id: string }[] }>(s.url, 'GET', '/api/games');
    expect(games.body.games.map((g) => g.id)).toContain('viggo');
    const missing = await http<{ error: { code: string } }>(s.url, 'GET', '/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not-found');
  });

  it('creates, lists, joins, starts, plays, refuses, and leaves', async () => {
    const made = await http<Made>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'reserved', name: 'Kari' }],
      options: { targetScore: 5 },
      join: { name: 'Ola' },
    });
    expect(made.status).toBe(201);
    const id = made.body.table.id;
    expect(made.body.table.status).toBe('waiting');
    expect(made.body.joined?.seat).toBe(0);
    expect(made.body.reserved).toHaveLength(1);

    const list = await http<{ tables: { id: string }[] }>(s.url, 'GET', '/api/tables');
    expect(list.body.tables.map((t) => t.id)).toContain(id);

    // A spectator and seat 0 watch before the start.
    const spectator = await Client.open(s.url);
    await spectator.next('welcome');
    spectator.send({ type: 'subscribe', table: id });
    expect((await spectator.next('table')).table.status).toBe('waiting');
    const ola = await Client.open(s.url);
    ola.send({ type: 'subscribe', table: id, token: made.body.joined?.token });
    await ola.next('table', (m) => m.table.seats[0]?.connected === true);

    // Wrong invites, wrong tokens, a reserved seat with the table invite.
    const bad = await http<{ error: { code: string } }>(s.url, 'POST', `/api/tables/${id}/join`, {
      invite: 'nope',
      name: 'X',
    });
    expect([bad.status, bad.body.error.code]).toEqual([403, 'bad-invite']);
    const reservedTaken = await http<{ error: { code: string } }>(s.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'X',
      seat: 2,
    });
    expect([reservedTaken.status, reservedTaken.body.error.code]).toEqual([409, 'seat-taken']);
    const badToken = await Client.open(s.url);
    badToken.send({ type: 'subscribe', table: id, token: 'not-a-token' });
    expect((await badToken.next('error')).code).toBe('bad-token');
    badToken.close();

    // Per fill: the open seat by the table invite, the reserved one by its own.
    const per = await http<{ seat: number; token: string }>(s.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    });
    expect(per.body.seat).toBe(1);
    const tableFull = await http<{ error: { code: string } }>(s.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Y',
    });
    expect(tableFull.body.error.code).toBe('table-full');
    const kari = await http<{
      seat: number;
      token: string;
      table: { status: string; seedHash: string | null; seed: string | null };
    }>(s.url, 'POST', `/api/tables/${id}/join`, { invite: made.body.reserved[0]?.invite, name: 'Kari' });
    expect(kari.body.seat).toBe(2);
    expect(kari.body.table.status).toBe('playing');
    expect(kari.body.table.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(kari.body.table.seed).toBeNull();

    // Everybody gets the first deal; the spectator sees no hand.
    const first = await spectator.next('view');
    expect(first.seat).toBeNull();
    expect(first.legal).toEqual([]);
    const specSeats = (first.view as { seats: { hand?: unknown; handCount?: number }[] }).seats;
    expect(specSeats.every((x) => x.hand === undefined && typeof x.handCount === 'number')).toBe(true);
    const olaView = await ola.next('view');
    expect((olaView.view as { seats: { hand?: string[] }[] }).seats[0]?.hand).toHaveLength(13);

    // Not your turn / malformed / illegal come back with the engine's codes.
    const perC = await Client.open(s.url);
    perC.send({ type: 'subscribe', table: id, token: per.body.token });
    const kariC = await Client.open(s.url);
    kariC.send({ type: 'subscribe', table: id, token: kari.body.token });
    const clients = [ola, perC, kariC];
    await until(() => clients.every((c) => c.lastView(id) !== undefined), 10_000, 'first views');
    const views = clients.map((c) => c.lastView(id) as NonNullable<ReturnType<Client['lastView']>>);
    const toAct = (views[0]?.view as { toAct: number[] }).toAct[0] as number;
    const waiting = clients[(toAct + 1) % 3] as Client;
    waiting.send({ type: 'act', table: id, id: 1, action: { type: 'pass' } });
    expect((await waiting.next('error', (m) => m.id === 1)).code).toBe('not-your-turn');
    const actor = clients[toAct] as Client;
    actor.send({ type: 'act', table: id, id: 2, action: { type: 'play', cards: ['XX'] } });
    expect((await actor.next('error', (m) => m.id === 2)).code).toBe('malformed');
    actor.send({ type: 'act', table: id, id: 3, action: { type: 'pass' } });
    const e3 = await actor.next('error', (m) => m.id === 3);
    expect(e3.code).toBe('illegal');
    expect(e3.message.length).toBeGreaterThan(5);
    actor.send({ type: 'act', table: id, id: 4, version: 0, action: { type: 'pass' } });
    expect((await actor.next('error', (m) => m.id === 4)).code).toBe('stale-version');
    spectator.send({ type: 'act', table: id, id: 5, action: { type: 'pass' } });
    expect((await spectator.next('error', (m) => m.id === 5)).code).toBe('not-seated');

    // Play legal actions until the match ends; acks come with the version, then every seat's view.
    let version = views[0]?.version ?? 0;
    let last = views[0] as NonNullable<ReturnType<Client['lastView']>>;
    const refusals: string[] = [];
    for (let n = 0; n < 5000; n++) {
      await until(
        () => [...clients, spectator].every((c) => (c.lastView(id)?.version ?? 0) >= version),
        10_000,
        `views at ${version}`,
      );
      const vs = clients.map((c) => c.lastView(id) as NonNullable<ReturnType<Client['lastView']>>);
      last = vs[0] as typeof last;
      const state = last.view as { over: boolean; phase: string };
      if (state.over) break;
      if (state.phase === 'round-over') {
        // "Klar" is a vote: the first two are noted (the version stays), the third deals.
        for (const [i, c] of clients.entries()) {
          c.send({ type: 'next-round', table: id, id: `r${n}.${i}` });
          const r = await c.reply(`r${n}.${i}`);
          if (r.type === 'error') refusals.push(`next-round: ${r.code} ${r.message}`);
          else if (i < clients.length - 1) expect(r.version).toBe(last.version);
          else version = r.version;
        }
        expect(version).toBeGreaterThan(last.version);
        continue;
      }
      const who = vs.findIndex((x) => x.legal.length > 0);
      expect(who).toBeGreaterThanOrEqual(0);
      const c = clients[who] as Client;
      const view = vs[who] as typeof last;
      c.send({
        type: 'act',
        table: id,
        id: `m${n}`,
        version: view.version,
        action: view.legal[view.legal.length - 1],
      });
      // The answer by its id (ack or error): a refusal is noted and play goes on from fresh views,
      // so one lost race under load shows as a counted refusal instead of a 20 s hang.
      const r = await c.reply(`m${n}`);
      if (r.type === 'error') {
        refusals.push(`act at ${view.version}: ${r.code} ${r.message}`);
        continue;
      }
      expect(r.version).toBeGreaterThan(view.version);
      version = r.version;
    }
    expect((last.view as { over: boolean }).over).toBe(true);
    // Only the test moves at this table, so every legal action sent at the current version is accepted.
    expect(refusals).toEqual([]);
    expect(last.log.some((l) => l.kind === 'play')).toBe(true);

    // The seed is revealed; it hashes to the commitment and the record replays with it.
    const info = await http<{ status: string; seed: string; seedHash: string }>(
      s.url,
      'GET',
      `/api/tables/${id}`,
    );
    expect(info.body.status).toBe('over');
    expect(createHash('sha256').update(info.body.seed).digest('hex')).toBe(info.body.seedHash);
    const full = await http<{ seed: string; moves: unknown[] }>(s.url, 'GET', `/api/tables/${id}/record`);
    expect(full.body.seed).toBe(info.body.seed);
    const r1 = replay(full.body);
    expect(r1.ok).toBe(true);
    expect(r1.match?.over).toBe(true);
    const seedOnly = await http(s.url, 'GET', `/api/tables/${id}/record?form=seed`);
    const r2 = replay(seedOnly.body);
    expect(r2.ok).toBe(true);
    expect(r2.match?.scores).toEqual(r1.match?.scores);

    // Rematch: asked by every person seated, a new match, a new seed.
    perC.send({ type: 'rematch', table: id, id: 'again' });
    await perC.next('ack', (m) => m.id === 'again');
    await ola.next('table', (m) => !!m.table.seats[1]?.rematch && !m.table.seats[0]?.rematch);
    ola.send({ type: 'rematch', table: id, id: 'again0' });
    kariC.send({ type: 'rematch', table: id, id: 'again2' });
    const t2 = await perC.next('table', (m) => m.table.match === 2 && m.table.status === 'playing');
    expect(t2.table.seedHash).not.toBe(info.body.seedHash);
    expect(t2.table.seed).toBeNull();
    const old = await http<{ seed: string }>(s.url, 'GET', `/api/tables/${id}/record?match=1`);
    expect(old.body.seed).toBe(info.body.seed);
    const notYet = await http<{ error: { code: string } }>(s.url, 'GET', `/api/tables/${id}/record`);
    expect(notYet.body.error.code).toBe('not-over');

    // Leaving mid-match hands the seat to a bot, which then plays it.
    const left = await http(s.url, 'POST', `/api/tables/${id}/leave`, { token: kari.body.token });
    expect(left.status).toBe(200);
    const after = await http<{ seats: { kind: string; level: string | null; name: string }[] }>(
      s.url,
      'GET',
      `/api/tables/${id}`,
    );
    expect(after.body.seats[2]).toMatchObject({ kind: 'bot', level: 'medium', name: 'Kari (bot)' });
    for (const c of [spectator, ...clients]) c.close();
  });

  it('seats a player from the lobby at a public table without an invite, never at a private one', async () => {
    const seats = [{ kind: 'open' }, { kind: 'reserved', name: 'Kari' }, { kind: 'open' }];
    const pub = await http<Made>(s.url, 'POST', '/api/tables', { game: 'president', seats, public: true });
    const priv = await http<Made>(s.url, 'POST', '/api/tables', { game: 'president', seats, public: false });
    const list = await http<{ tables: { id: string }[] }>(s.url, 'GET', '/api/tables');
    expect(list.body.tables.map((t) => t.id)).toContain(pub.body.table.id);
    expect(list.body.tables.map((t) => t.id)).not.toContain(priv.body.table.id);

    const join = (id: string, body: object) =>
      http<{ seat: number; token: string; error: { code: string; message: string } }>(
        s.url,
        'POST',
        `/api/tables/${id}/join`,
        body,
      );
    const refused = await join(priv.body.table.id, { name: 'Ola' });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'bad-invite']);
    expect(refused.body.error.message).toMatch(/not public/);
    // The reserved seat stays Kari's: without her invite nobody takes it.
    const reserved = await join(pub.body.table.id, { name: 'Ola', seat: 1 });
    expect([reserved.status, reserved.body.error.code]).toEqual([409, 'seat-taken']);
    const ola = await join(pub.body.table.id, { name: 'Ola' });
    const per = await join(pub.body.table.id, { name: 'Per' });
    expect([ola.status, ola.body.seat, per.body.seat]).toEqual([200, 0, 2]);
    const full = await join(pub.body.table.id, { name: 'Eva' });
    expect(full.body.error.code).toBe('table-full');
    // The token works like any other seat's.
    const c = await Client.open(s.url);
    c.send({ type: 'subscribe', table: pub.body.table.id, token: ola.body.token });
    expect((await c.next('table', (m) => m.table.seats[0]?.connected === true)).table.seats[0]?.name).toBe(
      'Ola',
    );
    c.close();
  });

  it('refuses bad tables', async () => {
    const noGame = await http<{ error: { code: string } }>(s.url, 'POST', '/api/tables', {
      game: 'chess',
      seats: [{ kind: 'open' }, { kind: 'open' }],
    });
    expect([noGame.status, noGame.body.error.code]).toEqual([400, 'bad-message']);
    const badOpt = await http<{ error: { code: string; message: string } }>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'open' }],
      options: { nonsense: 1 },
    });
    expect(badOpt.body.error.code).toBe('bad-options');
    expect(badOpt.body.error.message).toContain('nonsense');
    // The reason travels as data, for the client to say in its player's language.
    expect((badOpt.body.error as { reason?: unknown }).reason).toEqual({
      code: 'unknown-option',
      params: { name: 'nonsense', list: 'passIsFinal, targetScore' },
    });
    const tooMany = await http<{ error: { code: string } }>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
    });
    expect(tooMany.body.error.code).toBe('bad-options');
    const notJson = await http<{ error: { code: string } }>(s.url, 'POST', '/api/tables', '{nope');
    expect(notJson.status).toBe(400);
    const huge = await http<{ error: { code: string } }>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      pad: 'x'.repeat(40_000),
      seats: [],
    });
    expect([huge.status, huge.body.error.code]).toEqual([413, 'too-large']);
    const none = await http<{ error: { code: string } }>(s.url, 'GET', '/api/tables/doesnotexist');
    expect([none.status, none.body.error.code]).toEqual([404, 'not-found']);
  });
});
