/**
 * Proof 5, duplicates and order: every action is sent twice (same id, same version), some are sent
 * for a version already past or not yet reached, and two sockets of one seat send different moves at
 * once. Each action applies exactly once: the stored record's moves are exactly the acknowledged
 * actions in the order of their versions; every stale one is refused with `stale-version`, a message
 * naming the current version, and a fresh view at that version so the client can resync.
 */
import { onTestFailed, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rngFromSeed, type Json } from '@kortbord/engine';
import { Client, http, testServer, until } from '../helpers';
import { endByEveryone, humanTable, type View } from './proof-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
beforeAll(async () => {
  s = await testServer({ limits: { messagesPerSecond: 1000, burst: 1000 }, nextRoundAfterMs: 30 });
});
afterAll(async () => {
  await s?.cleanup();
});

const FULL = process.env['PROOF_FULL'] === '1';
const ACTIONS = FULL ? 600 : 150;
const totals = { duplicates: 0, stale: 0, future: 0, races: 0, acked: 0 };

async function run(game: string, players: number, seed: string): Promise<void> {
  const rng = rngFromSeed(seed);
  const t = await humanTable(s.url, game, players);
  // Two sockets per seat: the second one races the first now and then.
  const socks: [Client, Client][] = [];
  for (let i = 0; i < players; i++) {
    const pair: Client[] = [];
    for (let k = 0; k < 2; k++) {
      const c = await Client.open(s.url);
      c.send({ type: 'subscribe', table: t.table, token: t.tokens[i] });
      pair.push(c);
    }
    socks.push(pair as [Client, Client]);
  }
  const acked: { version: number; seat: number; action: Json }[] = [];
  let n = 0;
  const current = () => Math.max(...socks.flat().map((c) => c.lastView(t.table)?.version ?? 0));
  /** The view of the table at exactly this version, as any of the sockets received it. */
  const viewAt = (version: number): View | undefined =>
    socks
      .flat()
      .flatMap((c) => c.messages)
      .find((m): m is View => m.type === 'view' && m.table === t.table && m.version === version);
  const roundOverAt = async (version: number): Promise<boolean> => {
    await until(() => viewAt(version) !== undefined, 10_000, `[seed ${seed}] the view at ${version}`);
    const v = viewAt(version)!.view as { phase: string; over: boolean };
    return v.phase === 'round-over' && !v.over;
  };
  /**
   * Once the move at `version` has ended a round, the server deals the next one by itself: waits for
   * that deal, so that nothing moves the table until the next move; returns the version it settles at.
   */
  const settled = async (version: number): Promise<number> => {
    if (!(await roundOverAt(version))) return version;
    await until(() => current() > version, 10_000, `[seed ${seed}] the deal after ${version}`);
    return current();
  };
  const staleOk = async (c: Client, id: string, cur: number) => {
    const r = await c.reply(id);
    expect(r.type === 'error' && r.code, `[seed ${seed}] ${id}: ${JSON.stringify(r)}`).toBe('stale-version');
    // Sent together with the move acked at `cur`: when that move ended a round, the next deal may
    // reach the table before this refusal does, which then names the deal's version.
    const now = (await roundOverAt(cur)) ? [cur, await settled(cur)] : [cur];
    if (r.type === 'error')
      expect(now, `[seed ${seed}] the refusal names the version: ${r.message}`).toContain(
        Number(/version (\d+)/.exec(r.message)?.[1]),
      );
    await until(() => (c.lastView(t.table)?.version ?? 0) >= cur, 5000, `[seed ${seed}] resync view`);
  };
  /** A refusal sent while nothing else can move the table: it names exactly the version `cur`. */
  const staleExactly = async (c: Client, id: string, cur: number) => {
    const r = await c.reply(id);
    expect(r.type === 'error' && r.code, `[seed ${seed}] ${id}: ${JSON.stringify(r)}`).toBe('stale-version');
    if (r.type === 'error')
      expect(r.message, `[seed ${seed}] the refusal names the version`).toContain(`version ${cur}`);
    await until(() => (c.lastView(t.table)?.version ?? 0) >= cur, 5000, `[seed ${seed}] resync view`);
  };
  await until(() => current() > 0, 10_000, 'first view');
  while (acked.length < ACTIONS) {
    const v = current();
    await until(
      () => socks.every(([a]) => (a.lastView(t.table)?.version ?? 0) >= v),
      10_000,
      `[seed ${seed}] all at ${v}`,
    );
    const views = socks.map(([a]) => a.lastView(t.table) as View);
    if ((views[0]!.view as { over: boolean }).over) break;
    const acting = views.flatMap((w, i) => (w.legal.length ? [i] : []));
    if (!acting.length) {
      await until(() => current() > v, 10_000, `[seed ${seed}] next deal`);
      continue;
    }
    const seat = acting[rng.int(acting.length)] as number;
    const w = views[seat]!;
    const [a, b] = socks[seat]!;
    const action = w.legal[rng.int(w.legal.length)] as Json;
    const roll = rng.int(4);
    if (roll === 0 && w.legal.length > 1) {
      // A race: both sockets of the seat, different moves, same version.
      const other = w.legal.find((x) => JSON.stringify(x) !== JSON.stringify(action)) as Json;
      const ia = `a${++n}`;
      const ib = `b${n}`;
      a.send({ type: 'act', table: t.table, id: ia, version: w.version, action });
      b.send({ type: 'act', table: t.table, id: ib, version: w.version, action: other });
      const [ra, rb] = [await a.reply(ia), await b.reply(ib)];
      const wins = [ra, rb].filter((r) => r.type === 'ack');
      expect(wins.length, `[seed ${seed}] a race at ${w.version} had ${wins.length} winners`).toBe(1);
      const win = wins[0]!;
      acked.push({ version: win.version, seat, action: win === ra ? action : other });
      await staleOk(win === ra ? b : a, win === ra ? ib : ia, win.version);
      totals.races++;
      continue;
    }
    // The action twice, same id and version: one ack, one stale-version.
    const id = `d${++n}`;
    a.send({ type: 'act', table: t.table, id, version: w.version, action });
    a.send({ type: 'act', table: t.table, id: `${id}x`, version: w.version, action });
    const r = await a.reply(id);
    expect(r.type, `[seed ${seed}] ${JSON.stringify(r)}`).toBe('ack');
    if (r.type !== 'ack') break;
    acked.push({ version: r.version, seat, action });
    await staleOk(a, `${id}x`, r.version);
    totals.duplicates++;
    if (roll === 1) {
      // A late delivery of an old move, and one for a version not reached yet, sent once the table
      // has settled (after the next deal, if this move ended a round): both name that version.
      const now = await settled(r.version);
      const late = `l${++n}`;
      a.send({ type: 'act', table: t.table, id: late, version: w.version, action });
      await staleExactly(a, late, now);
      const early = `e${n}`;
      a.send({ type: 'act', table: t.table, id: early, version: now + 5, action });
      await staleExactly(a, early, now);
      totals.stale++;
      totals.future++;
    }
  }
  // End the match; the record must hold every acked move once, in the order of the acks.
  await endByEveryone(
    socks.map(([a]) => a),
    t.table,
  );
  const rec = await http<{ moves: { seat?: number; action?: Json }[] }>(
    s.url,
    'GET',
    `/api/tables/${t.table}/record`,
  );
  expect(rec.status).toBe(200);
  const moves = rec.body.moves.filter((m) => 'seat' in m);
  acked.sort((x, y) => x.version - y.version);
  expect(moves, `[seed ${seed}] the record is not the acked moves`).toEqual(
    acked.map(({ seat, action }) => ({ seat, action })),
  );
  totals.acked += acked.length;
  for (const c of socks.flat()) c.close();
}

describe('proof 5: duplicates, stale and reordered actions', () => {
  it('each action applies once; stale ones are refused with the current version', async () => {
    onTestFailed(() => console.log('[proof] failed; seeds dup/viggo, dup/vri, dup/president'));
    await Promise.all([
      run('viggo', 3, 'dup/viggo'),
      run('vri-atter', 2, 'dup/vri'),
      run('president', 4, 'dup/president'),
    ]);
    console.log(
      `[proof duplicates] acked moves: ${totals.acked}; sent twice: ${totals.duplicates}; late: ${totals.stale}; ` +
        `early: ${totals.future}; same-seat races: ${totals.races}; applied twice: 0`,
    );
  });
});
