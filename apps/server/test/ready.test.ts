import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Client, exited, http, serverProcess, tempDir, testServer } from './helpers';
import { phaseOf, playToRoundOver } from './play';

type Made = { table: { id: string }; invite: string; joined: { token: string; seat: number } };

const dirs: { remove: () => void }[] = [];
afterAll(() => {
  for (const d of dirs) d.remove();
});

/** Ola (seat 0) and Per (seat 1) at a table with a bot (seat 2), no clock and no stand-ins. */
async function olaPerAndBot(url: string, standInAfterMs: number | null = null) {
  const made = await http<Made>(url, 'POST', '/api/tables', {
    game: 'viggo',
    options: { targetScore: 200 },
    seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot' }],
    standInAfterMs,
    turnClockMs: null,
    join: { name: 'Ola' },
  });
  const id = made.body.table.id;
  const per = await http<{ token: string }>(url, 'POST', `/api/tables/${id}/join`, {
    invite: made.body.invite,
    name: 'Per',
  });
  return { id, olaToken: made.body.joined.token, perToken: per.body.token };
}

async function subscribed(url: string, id: string, token?: string): Promise<Client> {
  const c = await Client.open(url);
  c.send({ type: 'subscribe', table: id, ...(token ? { token } : {}) });
  await c.next('table');
  return c;
}

const answer = async (c: Client, m: Record<string, unknown>, ref: string) => {
  c.send({ ...m, id: ref });
  return c.reply(ref);
};

/** The stored rows of a table (read beside the running server: SQLite in WAL mode). */
function stored<T>(dir: string, query: string, ...args: unknown[]): T[] {
  const db = new SQLite(join(dir, 'kortbord.sqlite'), { readonly: true });
  try {
    return db.prepare(query).all(...args) as T[];
  } finally {
    db.close();
  }
}

describe('"Klar" between rounds', () => {
  it('is a vote: stored and shown per seat, the round dealt once every person is ready', async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    // The countdown is long: only the votes deal here.
    const s = await testServer({ dataDir: tmp.dir, nextRoundAfterMs: 600_000 });
    try {
      const { id, olaToken, perToken } = await olaPerAndBot(s.url);
      const ola = await subscribed(s.url, id, olaToken);
      const per = await subscribed(s.url, id, perToken);
      await ola.next('view');
      // While the round is played there is nothing to be ready for; the table is unchanged.
      const early = await answer(per, { type: 'next-round', table: id }, 'early');
      expect(early.type === 'error' && early.code).toBe('round-not-over');

      const over = await playToRoundOver(id, [ola, per]);
      const v = over.version;
      // The countdown is sent with the finished round, and nobody is ready but the bot.
      expect((await ola.next('clock', (c) => c.version === v)).seats).toEqual([]);

      // Per says "Klar": noted, not dealt; everyone is shown who is ready (the bot always is).
      const first = await answer(per, { type: 'next-round', table: id }, 'k1');
      expect(first.type === 'ack' && first.version).toBe(v);
      const shown = await ola.next('table', (m) => !!m.table.seats[1]?.ready);
      expect(shown.table.seats.map((x) => x.ready)).toEqual([false, true, true]);
      expect(
        stored<{ seat: number; r: number | null }>(
          tmp.dir,
          'select seat, ready_version r from seats where table_id = ? order by seat',
          id,
        ),
      ).toEqual([
        { seat: 0, r: null },
        { seat: 1, r: v },
        { seat: 2, r: null },
      ]);
      // Saying it twice is the same vote.
      const again = await answer(per, { type: 'next-round', table: id }, 'k2');
      expect(again.type === 'ack' && again.version).toBe(v);
      expect(phaseOf(per.lastView(id))).toBe('round-over');

      // Ola is the last person: the next round is dealt at once, at the finished round's version.
      const last = await answer(ola, { type: 'next-round', table: id }, 'k3');
      expect(last.type === 'ack' && last.version).toBeGreaterThan(v);
      const dealt = await per.next('table', (m) => m.table.version > v);
      expect(dealt.table.seats.map((x) => x.ready)).toEqual([false, false, false]);
      await per.next('view', (m) => m.version > v && phaseOf(m) !== 'round-over');
      const entries = stored<{ seq: number; entry: string }>(
        tmp.dir,
        'select seq, entry from events where table_id = ? and seq > ?',
        id,
        v,
      );
      expect(entries.filter((e) => 'deal' in (JSON.parse(e.entry) as object)).map((e) => e.seq)).toEqual([
        v + 1,
      ]);
      ola.close();
      per.close();
    } finally {
      await s.close();
    }
  });

  it('counts a seat a bot stands in for as ready: the last one to drop lets the round be dealt', async () => {
    const s = await testServer({ nextRoundAfterMs: 600_000 });
    try {
      const { id, olaToken, perToken } = await olaPerAndBot(s.url, 300);
      const ola = await subscribed(s.url, id, olaToken);
      const per = await subscribed(s.url, id, perToken);
      const over = await playToRoundOver(id, [ola, per]);
      const k = await answer(ola, { type: 'next-round', table: id }, 'k');
      expect(k.type === 'ack' && k.version).toBe(over.version);
      // Per goes without a word: once a bot stands in for him, nobody is waited on.
      per.close();
      const stood = await ola.next('table', (m) => !!m.table.seats[1]?.standIn);
      expect(stood.table.seats.map((x) => x.ready)).toEqual([true, true, true]);
      await ola.next('view', (m) => m.version > over.version && phaseOf(m) !== 'round-over');
      ola.close();
    } finally {
      await s.cleanup();
    }
  });

  it('keeps the votes and the countdown across a SIGKILL of the server', async () => {
    const tmp = tempDir();
    dirs.push(tmp);
    // The first server's countdown is long (its restart must not race it), the later ones' short.
    // The restarted server must be up inside the countdown (slow on a loaded machine: 15 s seen).
    const afterMs = 30_000;
    const env = (after: number) => ({
      DATA_DIR: tmp.dir,
      BOT_DELAY_MIN_MS: '0',
      BOT_DELAY_MAX_MS: '5',
      NEXT_ROUND_AFTER_MS: String(after),
    });
    let srv = await serverProcess(env(600_000));
    try {
      const { id, olaToken, perToken } = await olaPerAndBot(srv.url);
      let ola = await subscribed(srv.url, id, olaToken);
      let per = await subscribed(srv.url, id, perToken);

      // Round 1 ends; Per says "Klar"; the server is killed before the countdown runs out.
      let over = await playToRoundOver(id, [ola, per]);
      expect((await answer(per, { type: 'next-round', table: id }, 'k1')).type).toBe('ack');
      srv.child.kill('SIGKILL');
      await exited(srv.child);
      srv = await serverProcess(env(afterMs));
      ola = await subscribed(srv.url, id, olaToken);
      // Per's vote is still there; Ola's deals the round at once.
      const info = await http<{ seats: { ready: boolean }[] }>(srv.url, 'GET', `/api/tables/${id}`);
      expect(info.body.seats.map((x) => x.ready)).toEqual([false, true, true]);
      const k2 = await answer(ola, { type: 'next-round', table: id }, 'k2');
      expect(k2.type === 'ack' && k2.version).toBeGreaterThan(over.version);
      per = await subscribed(srv.url, id, perToken);

      // Round 2 ends; nobody says "Klar"; the server is killed and stays down 5 s of the countdown
      // (the time passing while it is down is what this proves).
      over = await playToRoundOver(id, [ola, per]);
      const v = over.version;
      const [end] = stored<{ at: string }>(
        tmp.dir,
        'select at from events where table_id = ? and seq = ?',
        id,
        v,
      );
      const endedAt = Date.parse(end?.at ?? '');
      srv.child.kill('SIGKILL');
      await exited(srv.child);
      while (Date.now() < endedAt + 5000) await new Promise((r) => setTimeout(r, 50));
      const restartedAt = Date.now();
      srv = await serverProcess(env(afterMs));
      const asked = Date.now();
      const watcher = await Client.open(srv.url);
      watcher.send({ type: 'subscribe', table: id });
      // The countdown goes on from the stored end of the round, not from the restart.
      const clock = await watcher.next('clock', (c) => c.version === v);
      expect(clock.seats).toEqual([]);
      expect(clock.remainingMs).toBeLessThanOrEqual(endedAt + afterMs - asked + 1);
      // It is dealt when it runs out, by itself (nobody seated is connected), once.
      await watcher.next('view', (m) => m.version > v && phaseOf(m) !== 'round-over', 30_000);
      const after = stored<{ seq: number; entry: string; at: string }>(
        tmp.dir,
        'select seq, entry, at from events where table_id = ? and seq > ?',
        id,
        v,
      );
      const deals = after.filter((e) => 'deal' in (JSON.parse(e.entry) as object));
      expect(deals.map((e) => e.seq)).toEqual([v + 1]);
      const dealtAt = Date.parse(deals[0]?.at ?? '');
      // Not before the countdown's end, and not a whole countdown after the restart.
      expect(dealtAt).toBeGreaterThanOrEqual(endedAt + afterMs);
      expect(dealtAt).toBeLessThan(restartedAt + afterMs);
      for (const c of [ola, per, watcher]) c.close();
    } finally {
      srv.child.kill('SIGKILL');
      await exited(srv.child);
    }
  });
});
