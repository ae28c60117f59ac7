import { afterAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import { emptyTable, type Seat } from '../src/table';
import { nextDeadline } from '../src/commands/deadline';
import { Client, http, tempDir, testServer } from './helpers';

type Made = { table: { id: string; turnClockMs: number | null }; invite: string; joined: { token: string } };
type Info = { version: number; seats: { away: boolean }[]; turnClockMs: number | null };

const dirs: { remove: () => void }[] = [];
afterAll(() => dirs.forEach((d) => d.remove()));

/** A table of Ola (seat 0, who never acts unless told) and a quick bot. */
const olaAndBot = (base: string, turnClockMs: number) =>
  http<Made>(base, 'POST', '/api/tables', {
    game: 'viggo',
    seats: [{ kind: 'open' }, { kind: 'bot' }],
    standInAfterMs: null,
    turnClockMs,
    join: { name: 'Ola' },
  });

describe('the turn clock', () => {
  it('gives each decision its time, the rest of a simultaneous choice what it had, an away seat a quarter', () => {
    const seat = (n: number, away = false): Seat => ({
      seat: n,
      kind: 'human',
      name: `P${n}`,
      level: null,
      tokenHash: null,
      inviteHash: null,
      standIn: false,
      away,
      endVote: null,
    });
    const spec = { id: 't', game: 'viggo', players: 3, options: {}, standInAfterMs: null, public: false };
    const t = emptyTable({ ...spec, inviteHash: '', createdAt: '', turnClockMs: 60_000 }, [
      seat(0),
      seat(1),
      seat(2, true),
    ]);
    t.version = 5;
    expect(nextDeadline(t, [0, 1, 2], 1000)).toEqual({ version: 5, seats: [0, 1, 2], at: 61_000 });
    t.deadline = { version: 5, seats: [0, 1, 2], at: 61_000 };
    t.version = 6;
    // Seat 0 chose: seats 1 and 2 keep the deadline they had.
    expect(nextDeadline(t, [1, 2], 2000).at).toBe(61_000);
    // The same seat again (a new decision), or once that deadline passed: a fresh one.
    t.deadline = { version: 6, seats: [1], at: 61_000 };
    t.version = 7;
    expect(nextDeadline(t, [1], 2000).at).toBe(62_000);
    // Only away seats to decide: a quarter.
    expect(nextDeadline(t, [2], 2000).at).toBe(17_000);
  });

  it('defaults to a minute with people, none for one person among bots, and refuses one shorter than the server allows', async () => {
    const s = await testServer();
    try {
      const people = await http<Made>(s.url, 'POST', '/api/tables', {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'reserved' }, { kind: 'bot' }],
      });
      expect(people.body.table.turnClockMs).toBe(60_000);
      // One person and bots (issue 39): a newcomer reads the rules at their own pace, unless asked.
      const alone = await http<Made>(s.url, 'POST', '/api/tables', {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
        join: { name: 'Ola' },
      });
      expect(alone.body.table.turnClockMs).toBe(null);
      const asked = await http<Made>(s.url, 'POST', '/api/tables', {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'bot' }],
        turnClockMs: 30_000,
      });
      expect(asked.body.table.turnClockMs).toBe(30_000);
      const bots = await http<Made>(s.url, 'POST', '/api/tables', {
        game: 'viggo',
        seats: [{ kind: 'bot' }, { kind: 'bot' }],
      });
      expect(bots.body.table.turnClockMs).toBe(null);
      const short = await olaAndBot(s.url, 500);
      expect([short.status, (short.body as unknown as { error: { code: string } }).error.code]).toEqual([
        400,
        'bad-options',
      ]);
    } finally {
      await s.cleanup();
    }
  });

  it('runs out: a bot makes that one decision at its version, the seat is away, acting takes it back', async () => {
    const s = await testServer({ minTurnClockMs: 0 });
    try {
      // Long enough that the first decision's clock has not run out before Ola has subscribed on a
      // loaded machine (at 300 ms it sometimes had, and her first turn was already an away one).
      const made = await olaAndBot(s.url, 1500);
      const id = made.body.table.id;
      const ola = await Client.open(s.url);
      ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
      const turn = await ola.next('view', (v) => v.legal.length > 0);
      const clock = await ola.next('clock', (c) => c.version === turn.version);
      expect(clock.seats).toEqual([0]);
      expect(clock.totalMs).toBe(1500);
      // Nobody acts: the table goes on by itself, and says seat 0 is away.
      const away = await ola.next('table', (m) => m.table.seats[0]?.away === true);
      expect(away.table.version).toBeGreaterThan(turn.version);
      const after = ola.lastView(id);
      const line = after?.log.find((l) => l.version === turn.version + 1);
      expect(line?.seat).toBe(0);
      // An away seat's next clock is a quarter; acting in time (or at a later turn) takes the seat back.
      let n = 0;
      for (;;) {
        const v = await ola.next('view', (m) => m.legal.length > 0);
        const r = await ola.act(id, ++n, v.legal[0], v.version);
        if (r.type === 'ack') break;
      }
      await ola.next('table', (m) => m.table.seats[0]?.away === false);
      ola.close();
    } finally {
      await s.cleanup();
    }
  });

  it('says in the log, to the seat and to a spectator, that the clock made the move, after a restart too', async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    const opts = { minTurnClockMs: 0, dataDir: tmp.dir };
    let s = await testServer(opts);
    try {
      const made = await olaAndBot(s.url, 1200);
      const id = made.body.table.id;
      const ola = await Client.open(s.url);
      ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
      const watcher = await Client.open(s.url);
      watcher.send({ type: 'subscribe', table: id });
      const turn = await ola.next('view', (v) => v.legal.length > 0);
      await ola.next('table', (m) => m.table.seats[0]?.away === true);
      const moved = turn.version + 1;
      const mine = (await ola.next('view', (v) => v.version >= moved)).log.find((l) => l.version === moved);
      const seen = (await watcher.next('view', (v) => v.version >= moved)).log.find(
        (l) => l.version === moved,
      );
      expect([mine?.seat, mine?.clock, mine?.text.startsWith('Time ran out: ')]).toEqual([0, true, true]);
      expect([seen?.seat, seen?.clock, seen?.kind]).toEqual([0, true, mine?.kind]);
      // A public line: the spectator's copy shows no card beyond the seat's own copy of the same move.
      for (const c of seen?.cards ?? []) expect(mine?.cards).toContain(c);
      // Only the moves the clock made are marked (Ola's, none of her own: she never acted), never the bot's.
      const lines = ola.lastView(id)?.log ?? [];
      expect(lines.filter((l) => l.clock).map((l) => l.version)).toContain(moved);
      expect(lines.filter((l) => l.seat === 1 && l.clock)).toEqual([]);
      ola.close();
      watcher.close();
      await s.close();

      // The flag is stored with the move: a restarted server's log says it as before.
      s = await testServer(opts);
      const back = await Client.open(s.url);
      back.send({ type: 'subscribe', table: id });
      const again = (await back.next('view')).log.find((l) => l.version === moved);
      expect(again).toEqual(seen);
      back.close();
    } finally {
      await s.cleanup();
    }
  });

  it('keeps a pending deadline across a restart and fires it once, with nobody connected', async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    const opts = { minTurnClockMs: 0, dataDir: tmp.dir };
    let s = await testServer(opts);
    const made = await olaAndBot(s.url, 2500);
    const id = made.body.table.id;
    const ola = await Client.open(s.url);
    ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
    const turn = await ola.next('view', (v) => v.legal.length > 0);
    await ola.next('clock', (c) => c.version === turn.version);
    ola.close();
    await s.close();
    const stored = () => {
      const db = new SQLite(join(tmp.dir, 'kortbord.sqlite'), { readonly: true });
      try {
        return db.prepare('select deadline_version v, deadline_at at from tables where id = ?').get(id) as {
          v: number;
          at: string;
        };
      } finally {
        db.close();
      }
    };
    const before = stored();
    expect(before.v).toBe(turn.version);

    s = await testServer(opts);
    try {
      // The restarted server found the deadline it had stored, not a fresh one.
      expect(stored().at).toBe(before.at);
      await expect
        .poll(async () => (await http<Info>(s.url, 'GET', `/api/tables/${id}`)).body.seats[0]?.away, {
          timeout: 20_000,
        })
        .toBe(true);
      // The decision at the stored version was made once (one event at its seq), by seat 0's bot.
      const db = new SQLite(join(tmp.dir, 'kortbord.sqlite'), { readonly: true });
      const rows = db
        .prepare('select entry from events where table_id = ? and seq = ?')
        .all(id, turn.version + 1) as { entry: string }[];
      db.close();
      expect(rows.map((r) => (JSON.parse(r.entry) as { seat?: number }).seat)).toEqual([0]);
    } finally {
      await s.cleanup();
    }
  });
});
