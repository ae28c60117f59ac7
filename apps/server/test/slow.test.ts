/**
 * Slow tables on a server (issue 34), with a test clock: the days pass by moving `now()` on, never by
 * waiting. A deadline passes and a bot makes that move once, also across a restart; a table that
 * waits makes none and a seated person lets a bot take the seat once it passed; the reaper keeps slow
 * tables; a guest's table stays live.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { MyTable } from '@kortbord/protocol';
import { browser, Client, http, tempDir, testServer, eventually } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tmp = tempDir();
afterAll(() => tmp.remove());

let skew = 0;
const now = () => Date.now() + skew;
const start = () =>
  testServer({ dataDir: tmp.dir, now, clockRecheckMs: 10, reap: { everyMs: 3_600_000, unattendedMs: 0 } });

/** Polls `read` until `test` holds of its answer. */

type Browser = ReturnType<typeof browser>;
const myTable = async (b: Browser, id: string) =>
  (await b.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.find((t) => t.id === id);
const versionOf = async (base: string, id: string) =>
  (await http<{ version: number }>(base, 'GET', `/api/tables/${id}`)).body.version;

/** The moves the clock made at the table, by version, read from the database file. */
function clockMoves(id: string): number[] {
  const db = new SQLite(join(tmp.dir, 'kortbord.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[string], { seq: number }>(
        `select seq from events where table_id = ? and entry like '%"clock":true%' order by seq`,
      )
      .all(id)
      .map((r) => r.seq);
  } finally {
    db.close();
  }
}

describe('slow tables', () => {
  it('a passed deadline: a bot makes that move, once, on a test clock and across a restart', async () => {
    let s = await start();
    const kari = browser(s.url);
    expect((await kari.call('POST', '/api/profiles', { name: 'Kari' })).status).toBe(201);
    const made = await kari.call<{ table: { id: string; slow: unknown; standInAfterMs: unknown } }>(
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
        join: { name: 'Kari' },
        slow: { moveMs: 8 * HOUR, onDeadline: 'bot' },
      },
    );
    expect(made.status).toBe(201);
    expect(made.body.table.slow).toEqual({ moveMs: 8 * HOUR, onDeadline: 'bot' });
    expect(made.body.table.standInAfterMs).toBeNull();
    const id = made.body.table.id;

    // Kari is connected nowhere: no stand-in, her turn waits with its deadline 8 hours on.
    const first = await eventually(
      () => myTable(kari, id),
      (t) => !!t?.yourTurn && !!t.deadline,
      'her turn',
    );
    expect(Date.parse(first!.deadline!) - now()).toBeGreaterThan(8 * HOUR - 60_000);
    expect(first!.slow).toEqual({ moveMs: 8 * HOUR });
    const v1 = await versionOf(s.url, id);
    expect(clockMoves(id)).toEqual([]);
    expect(await s.sweep()).toEqual({ ended: [], removed: [] });

    skew += 8 * HOUR + 1000;
    await eventually(
      () => versionOf(s.url, id),
      (v) => v > v1,
      'the clock to move for her',
    );
    expect(clockMoves(id)).toEqual([v1 + 1]);

    // The next deadline passes while the server is down: the restarted one makes that move, once.
    const second = await eventually(
      () => myTable(kari, id),
      (t) => !!t?.yourTurn && !!t.deadline && t.deadline !== first!.deadline,
      'her next turn',
    );
    const v2 = await versionOf(s.url, id);
    await s.close();
    skew += 8 * HOUR + 1000;
    s = await start();
    await eventually(
      () => versionOf(s.url, id),
      (v) => v > v2,
      'the restarted clock to move',
    );
    expect(clockMoves(id)).toEqual([v1 + 1, v2 + 1]);
    expect(Date.parse(second!.deadline!)).toBeLessThan(now());
    await s.close();
  });

  it('a table that waits makes no move; a seated person lets a bot take the late seat once it passed', async () => {
    const s = await start();
    const kari = browser(s.url);
    await kari.call('POST', '/api/profiles', { name: 'Kari' });
    const made = await kari.call<{ table: { id: string }; invite: string; joined: { seat: number } }>(
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'open' }],
        join: { name: 'Kari' },
        slow: { moveMs: DAY, onDeadline: 'wait' },
      },
    );
    const id = made.body.table.id;
    const per = await http<{ seat: number; token: string }>(s.url, 'POST', `/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    });
    expect(per.status).toBe(200);
    const t = await eventually(
      () => myTable(kari, id),
      (x) => !!x?.deadline,
      'a deadline',
    );
    const late = t!.toAct[0]!;
    // The one to ask is the other: Per by his token, or Kari by her profile.
    const ask = () =>
      late === 0
        ? http<{ error?: { code: string; reason?: { code: string } } }>(
            s.url,
            'POST',
            `/api/tables/${id}/let-bot`,
            {
              token: per.body.token,
              seat: late,
            },
          )
        : kari.call<{ error?: { code: string; reason?: { code: string } } }>(
            'POST',
            `/api/tables/${id}/let-bot`,
            {
              seat: late,
            },
          );
    const early = await ask();
    expect([early.status, early.body.error?.code, early.body.error?.reason?.code]).toEqual([
      409,
      'deadline-ahead',
      'deadline-not-passed',
    ]);

    const v = await versionOf(s.url, id);
    skew += DAY + 1000;
    // Past the deadline the table still stands where it was, and the reaper keeps it (quiet < 30 days).
    expect(await s.sweep()).toEqual({ ended: [], removed: [] });
    expect(await versionOf(s.url, id)).toBe(v);
    expect((await myTable(kari, id))?.deadline).toBe(t!.deadline);
    const ok = await ask();
    expect(ok.status).toBe(200);
    await eventually(
      () => versionOf(s.url, id),
      (x) => x > v,
      'the bot to move for the late seat',
    );
    const info = await http<{ seats: { seat: number; standIn: boolean }[] }>(
      s.url,
      'GET',
      `/api/tables/${id}`,
    );
    expect(info.body.seats.find((x) => x.seat === late)?.standIn).toBe(true);
    await s.close();
  });

  it("a friends' table has no clock; the reaper ends it only after 30 quiet days", async () => {
    // A table's last change is stored in real time: this test's days count from now.
    skew = 0;
    const s = await start();
    const kari = browser(s.url);
    await kari.call('POST', '/api/profiles', { name: 'Kari' });
    const made = await kari.call<{ table: { id: string; turnClockMs: unknown } }>('POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
      join: { name: 'Kari' },
      slow: { moveMs: null, onDeadline: 'bot' },
    });
    const id = made.body.table.id;
    expect(made.body.table.turnClockMs).toBeNull();
    await eventually(
      () => myTable(kari, id),
      (x) => !!x?.yourTurn,
      'her turn',
    );
    expect((await myTable(kari, id))?.deadline).toBeNull();
    expect((await s.sweep()).ended).not.toContain(id);
    skew += 29 * DAY;
    expect((await s.sweep()).ended).not.toContain(id);
    skew += 2 * DAY;
    expect((await s.sweep()).ended).toContain(id);
    await s.close();
  });

  it('coming back: the seat is told the version it last saw, and the log has what happened since', async () => {
    const s = await start();
    const kari = browser(s.url);
    await kari.call('POST', '/api/profiles', { name: 'Kari' });
    const made = await kari.call<{ table: { id: string } }>('POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
      join: { name: 'Kari' },
      slow: { moveMs: HOUR, onDeadline: 'bot' },
    });
    const id = made.body.table.id;
    await eventually(
      () => myTable(kari, id),
      (t) => !!t?.yourTurn && !!t.deadline,
      'her turn',
    );
    // The first visit has nothing to mark.
    const first = await Client.open(s.url, { cookie: kari.cookie() });
    first.send({ type: 'subscribe', table: id });
    const seen = await first.next('view');
    first.ws.close();
    const connected = async () =>
      (await http<{ seats: { seat: number; connected: boolean }[] }>(s.url, 'GET', `/api/tables/${id}`)).body
        .seats;
    await eventually(connected, (seats) => seats.every((x) => !x.connected), 'her page closed');
    expect(first.messages.filter((m) => m.type === 'since')).toEqual([]);

    // Meanwhile her hour passes and the clock moves for her; she comes back.
    skew += HOUR + 1000;
    await eventually(
      () => versionOf(s.url, id),
      (v) => v > seen.version,
      'the clock to move',
    );
    const back = await Client.open(s.url, { cookie: kari.cookie() });
    back.send({ type: 'subscribe', table: id });
    const since = await back.next('since');
    expect(since.version).toBe(seen.version);
    const view = await back.next('view');
    expect(view.log.some((l) => l.version > since.version && l.seat === 0 && l.clock)).toBe(true);
    back.ws.close();
    await s.close();
  });

  it("a guest's table stays live: a slow one is refused with a reason", async () => {
    const s = await start();
    const r = await http<{ error: { code: string; reason: { code: string } } }>(
      s.url,
      'POST',
      '/api/tables',
      {
        game: 'viggo',
        seats: [{ kind: 'open' }, { kind: 'bot' }],
        join: { name: 'Gjest' },
        slow: { moveMs: HOUR, onDeadline: 'bot' },
      },
    );
    expect([r.status, r.body.error.code, r.body.error.reason.code]).toEqual([
      401,
      'not-signed-in',
      'slow-needs-profile',
    ]);
    await s.close();
  });
});
