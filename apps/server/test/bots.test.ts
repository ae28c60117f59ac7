import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '@kortbord/engine';
import { Client, http, testServer, until } from './helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;

beforeAll(async () => {
  s = await testServer({ botDelayMs: [0, 1] });
});
afterAll(async () => {
  await s.cleanup();
});

const CARD = /\b([2-9TJQKA][CDHS])\b/g;

interface Made {
  table: { id: string };
  invite: string;
  joined?: { seat: number; token: string };
}

const GAMES: [string, number, Record<string, unknown>][] = [
  ['viggo', 4, { targetScore: 8 }],
  ['viggo', 2, { targetScore: 8 }],
  ['president', 4, {}],
  ['vri-atter', 3, {}],
  ['idiot', 3, {}],
  ['tuffa-viktor', 3, { targetScore: 10 }],
  ['hjerterfri', 4, { targetScore: 10 }],
];

describe('bots at tables', () => {
  for (const [game, players, options] of GAMES)
    it(`plays a whole ${game} match (${players} bots) watched by a spectator`, async () => {
      const made = await http<Made>(s.url, 'POST', '/api/tables', {
        game,
        options,
        seats: Array.from({ length: players }, (_, i) => ({ kind: 'bot', level: i % 2 ? 'easy' : 'random' })),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const id = made.body.table.id;
      const spectator = await Client.open(s.url);
      spectator.send({ type: 'subscribe', table: id });
      // President never ends by itself: end it from the table after a few rounds.
      const stopAtRound = game === 'president' ? 3 : Infinity;
      await until(
        () => {
          const v = spectator.lastView(id)?.view as { over?: boolean; round?: number } | undefined;
          return !!v && (v.over === true || (v.round ?? 0) >= stopAtRound);
        },
        100_000,
        `${game} to end`,
      );
      const views = spectator.messages.filter((m) => m.type === 'view');
      for (let i = 1; i < views.length; i++)
        expect((views[i] as { version: number }).version).toBeGreaterThan(
          (views[i - 1] as { version: number }).version,
        );
      for (const v of views) {
        if (v.type !== 'view') continue;
        expect(v.seat).toBeNull();
        expect(v.legal).toEqual([]);
        for (const seat of (v.view as { seats: Record<string, unknown>[] }).seats)
          expect(seat['hand']).toBeUndefined();
      }
      if (game === 'president') return spectator.close();
      const info = await http<{ status: string; seed: string | null }>(s.url, 'GET', `/api/tables/${id}`);
      expect(info.body.status).toBe('over');
      expect(info.body.seed).toBeTruthy();
      for (const form of ['full', 'seed']) {
        const rec = await http(s.url, 'GET', `/api/tables/${id}/record?form=${form}`);
        const r = replay(rec.body);
        expect(r.error, form).toBeNull();
        expect(r.match?.over).toBe(true);
      }
      spectator.close();
    });

  it('stands a bot in for a dropped player and gives the seat back on return', async () => {
    const made = await http<Made>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      options: { targetScore: 30 },
      seats: [{ kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
      standInAfterMs: 100,
      join: { name: 'Ola' },
    });
    const id = made.body.table.id;
    const token = made.body.joined?.token;
    const a = await Client.open(s.url);
    a.send({ type: 'subscribe', table: id, token });
    const first = await a.next('view');
    expect(first.seat).toBe(0);
    a.close();
    // Nobody plays seat 0 now: after the delay a bot stands in and the match moves past it.
    const watcher = await Client.open(s.url);
    watcher.send({ type: 'subscribe', table: id });
    await watcher.next('table', (m) => m.table.seats[0]?.standIn === true);
    await until(
      () => (watcher.lastView(id)?.log ?? []).some((l) => l.seat === 0 && l.version > first.version),
      20_000,
      'stand-in move',
    );
    // The player returns: the current view at once, and the seat is theirs again.
    const b = await Client.open(s.url);
    b.send({ type: 'subscribe', table: id, token });
    const back = await b.next('table', (m) => m.table.seats[0]?.connected === true);
    expect(back.table.seats[0]?.standIn).toBe(false);
    const now = await b.next('view');
    expect(now.version).toBeGreaterThan(first.version);
    expect(now.seat).toBe(0);
    // While the player is back, bots wait for them when it is their turn.
    await until(
      () => {
        const v = b.lastView(id);
        return !!v && (v.legal.length > 0 || (v.view as { over: boolean }).over);
      },
      20_000,
      'seat 0 to be asked',
    );
    const v = b.lastView(id);
    const version = v?.version ?? 0;
    await new Promise((r) => setTimeout(r, 200));
    if (v && v.legal.length) expect(b.lastView(id)?.version).toBe(version);
    b.close();
    watcher.close();
  });
});

describe('logs never show a hidden card', () => {
  it('names in log lines only cards the spectator could see', async () => {
    // A played-out Vri åtter match: draws and restocks are hidden, plays are public.
    const made = await http<Made>(s.url, 'POST', '/api/tables', {
      game: 'vri-atter',
      seats: [{ kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
    });
    const id = made.body.table.id;
    const c = await Client.open(s.url);
    c.send({ type: 'subscribe', table: id });
    await until(
      () => (c.lastView(id)?.view as { over?: boolean } | undefined)?.over === true,
      60_000,
      'vri-atter to end',
    );
    for (const m of c.messages) {
      if (m.type !== 'view') continue;
      for (const l of m.log) {
        if (['draw', 'restock', 'deal', 'start', 'chance'].includes(l.kind))
          expect(l.text.match(CARD), l.text).toBeNull();
        for (const card of l.text.match(CARD) ?? []) expect(l.cards).toContain(card);
      }
    }
    c.close();
  });
});
