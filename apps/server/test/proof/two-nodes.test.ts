/**
 * Proof 7, two nodes on PostgreSQL and Redis: 20 two-player games, seat 0 on node A and seat 1 on node
 * B, each seat with a second socket on the other node. Races: both sockets of the seat to move send a
 * different move at the same version at once, one through each node; exactly one wins each race, the
 * loser is refused with stale-version. Every client (on either node) sees the same position at every
 * version it is shown. Then node A is SIGKILLed; its clients reconnect to B and every game finishes,
 * with every acknowledged move in the record.
 */
import { onTestFailed, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchView, rngFromSeed, type Json } from '@kortbord/engine';
import {
  Client,
  exited,
  http,
  REDIS_URL,
  serverProcess,
  twoNodes,
  services,
  testServer,
  until,
} from '../helpers';
import { humanTable, statesOf, type View } from './proof-helpers';

const available = await services();
const ready = available.pg && available.redis;
if (!ready) {
  const why = `PostgreSQL ${available.pg ? 'up' : 'absent'}, Redis ${available.redis ? 'up' : 'absent'} on 127.0.0.1`;
  if (process.env['CI'] === 'true') throw new Error(`proof 7 needs PostgreSQL and Redis under CI: ${why}`);
  console.log(`skipping proof 7 (two nodes): ${why}`);
}

const GAMES = 20;
const RACES = Number(process.env['PROOF_RACES'] ?? (process.env['PROOF_FULL'] === '1' ? 400 : 100));
const SEED = process.env['PROOF_SEED'] ?? 'two-nodes-1';
type Proc = Awaited<ReturnType<typeof serverProcess>>;

interface Game {
  id: string;
  tokens: string[];
  /** socks[seat] = [its socket on its home node, its socket on the other node] */
  socks: Client[][];
  acked: { version: number; seat: number; action: Json }[];
  /** The highest version acked to us: views of it may still be on their way. */
  known: number;
  done: boolean;
}

describe.skipIf(!ready)('proof 7: two nodes, races, a node killed', () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  let a: Proc;
  let b: Proc;
  beforeAll(async () => {
    nodes = await twoNodes(
      {
        LOG_LEVEL: 'warn',
        NEXT_ROUND_AFTER_MS: '50',
        TABLES_PER_ADDRESS: '100',
        MESSAGES_PER_SECOND: '1000',
        MESSAGE_BURST: '1000',
      },
      ['proof-a', 'proof-b'],
    );
    ({ a, b } = nodes);
  });
  afterAll(async () => {
    await nodes?.stop('SIGKILL');
  });

  it(`${GAMES} games over both nodes, ${RACES} races, then node A dies`, async () => {
    onTestFailed(() => console.log(`[proof] failed with seed ${SEED} (rerun: PROOF_SEED=${SEED})`));
    const rng = rngFromSeed(SEED);
    const open = async (url: string, g: { id: string }, token: string) => {
      const c = await Client.open(url);
      c.send({ type: 'subscribe', table: g.id, token });
      await c.next('view');
      return c;
    };
    const games: Game[] = [];
    for (let i = 0; i < GAMES; i++) {
      const t = await humanTable(i % 2 ? a.url : b.url, 'viggo', 2, { targetScore: 6 });
      const g: Game = { id: t.table, tokens: t.tokens, socks: [], acked: [], known: 0, done: false };
      g.socks = [
        [await open(a.url, g, t.tokens[0]!), await open(b.url, g, t.tokens[0]!)],
        [await open(b.url, g, t.tokens[1]!), await open(a.url, g, t.tokens[1]!)],
      ];
      games.push(g);
    }
    const all = (g: Game) => g.socks.flat();
    const latest = (g: Game) => Math.max(...all(g).map((c) => c.lastView(g.id)?.version ?? 0));
    let n = 0;
    let races = 0;
    let single = 0;

    /** One step: the seat to move acts, through one node, or through both at once (a race). */
    const step = async (g: Game, race: boolean): Promise<void> => {
      const v = Math.max(latest(g), g.known);
      await until(
        () => all(g).every((c) => c.closed || (c.lastView(g.id)?.version ?? 0) >= v),
        15_000,
        `[seed ${SEED}] ${g.id} at ${v} everywhere`,
      );
      const live = all(g).filter((c) => !c.closed);
      // The next deal may have reached some sockets and not yet the others: step again from there,
      // so that every move below is chosen from views of the one version it names.
      if (latest(g) !== v || live.some((c) => c.lastView(g.id)?.version !== v)) return;
      const w = live[0]!.lastView(g.id) as View;
      if ((w.view as { over: boolean }).over) {
        g.done = true;
        return;
      }
      const seat = g.socks.findIndex((p) =>
        p.some((c) => !c.closed && (c.lastView(g.id)?.legal.length ?? 0) > 0),
      );
      if (seat < 0) {
        await until(
          () => latest(g) > v || all(g).every((c) => c.closed),
          15_000,
          `[seed ${SEED}] ${g.id}: next deal after ${v}`,
        );
        return;
      }
      const pair = g.socks[seat]!.filter((c) => !c.closed);
      const legal = pair[0]!.lastView(g.id)!.legal;
      const x = legal[rng.int(legal.length)] as Json;
      const y = (legal.find((l) => JSON.stringify(l) !== JSON.stringify(x)) ?? x) as Json;
      if (race && pair.length === 2 && legal.length > 1) {
        const ids = [`r${++n}a`, `r${n}b`];
        pair[0]!.send({ type: 'act', table: g.id, id: ids[0], version: v, action: x });
        pair[1]!.send({ type: 'act', table: g.id, id: ids[1], version: v, action: y });
        const rs = [await pair[0]!.reply(ids[0]!), await pair[1]!.reply(ids[1]!)];
        const wins = rs.filter((r) => r.type === 'ack');
        expect(wins.length, `[seed ${SEED}] race at ${g.id}@${v}: ${JSON.stringify(rs)}`).toBe(1);
        const loser = rs.find((r) => r.type === 'error');
        expect(loser?.type === 'error' && loser.code).toBe('stale-version');
        const win = wins[0]!;
        g.acked.push({ version: win.version, seat, action: win === rs[0] ? x : y });
        g.known = win.version;
        races++;
        return;
      }
      const id = `s${++n}`;
      pair[0]!.send({ type: 'act', table: g.id, id, version: v, action: x });
      const r = await pair[0]!.reply(id);
      if (r.type === 'ack') {
        g.acked.push({ version: r.version, seat, action: x });
        g.known = r.version;
        single++;
      } else expect(r.code, `[seed ${SEED}] ${r.message}`).toBe('stale-version');
    };

    // Phase 1: races until RACES, spread over the games; games play on in between.
    while (races < RACES) {
      const open = games.filter((g) => !g.done);
      expect(open.length, `[seed ${SEED}] every game ended before ${RACES} races`).toBeGreaterThan(0);
      await Promise.all(open.map((g) => step(g, rng.int(2) === 0)));
    }
    // Phase 2: node A dies; its sockets reconnect to B.
    a.child.kill('SIGKILL');
    await exited(a.child);
    await Promise.all(
      games.map(async (g) => {
        for (let seat = 0; seat < 2; seat++)
          g.socks[seat] = await Promise.all(
            g.socks[seat]!.map(async (c) => {
              if (!c.ws.url.startsWith(a.url.replace(/^http/, 'ws'))) return c;
              await c.waitClose(10_000);
              return g.done ? c : open(b.url, g, g.tokens[seat]!);
            }),
          );
      }),
    );
    for (let i = 0; i < 100_000 && games.some((g) => !g.done); i++)
      await Promise.all(games.filter((g) => !g.done).map((g) => step(g, false)));
    expect(games.filter((g) => !g.done).length, `[seed ${SEED}] games left unfinished on B`).toBe(0);

    // Every client saw the same position at every version it was shown; the record has every ack.
    let views = 0;
    for (const g of games) {
      const rec = await http<Record<string, Json> & { moves: Record<string, Json>[] }>(
        b.url,
        'GET',
        `/api/tables/${g.id}/record`,
      );
      expect(rec.status).toBe(200);
      const states = statesOf(rec.body);
      for (const c of all(g))
        for (const m of c.messages)
          if (m.type === 'view' && m.table === g.id) {
            const st = states[m.version - 1];
            expect(
              st,
              `[seed ${SEED}] ${g.id}: a view at version ${m.version} beyond the record`,
            ).toBeDefined();
            expect(
              m.view,
              `[seed ${SEED}] ${g.id}: seat ${m.seat} saw another position at ${m.version}`,
            ).toEqual(matchView(st!, m.seat));
            views++;
          }
      for (const k of g.acked) {
        let i = k.version - 2;
        while (i >= 0 && !('seat' in (rec.body.moves[i] ?? {}))) i--;
        expect(rec.body.moves[i], `[seed ${SEED}] ${g.id}: acked move at ${k.version} missing`).toEqual({
          seat: k.seat,
          action: k.action,
        });
      }
      const seatMoves = rec.body.moves.filter((m) => 'seat' in m).length;
      expect(seatMoves, `[seed ${SEED}] ${g.id}: moves applied that nobody acked`).toBe(g.acked.length);
    }
    console.log(
      `[proof two-nodes] games: ${GAMES} over 2 nodes (all finished on B after A was killed), races run: ${races} ` +
        `(one winner each), other moves: ${single}, views compared with the record: ${views}`,
    );
    for (const g of games) for (const c of all(g)) c.close();
    await Promise.all(games.flatMap((g) => all(g).map((c) => c.waitClose())));
  }, 600_000);

  it('a seat left through one node is no longer a seat on the other (proof 4 across nodes)', async () => {
    const x = await testServer({ databaseUrl: nodes.dbUrl, redisUrl: REDIS_URL });
    const y = await testServer({ databaseUrl: nodes.dbUrl, redisUrl: REDIS_URL });
    try {
      const t = await humanTable(x.url, 'viggo', 3);
      const c = await Client.open(y.url);
      c.send({ type: 'subscribe', table: t.table, token: t.tokens[1] });
      expect((await c.next('view')).seat).toBe(1);
      const left = await http(x.url, 'POST', `/api/tables/${t.table}/leave`, { token: t.tokens[1] });
      expect(left.status).toBe(200);
      await until(
        () => c.messages.some((m) => m.type === 'table' && m.table.seats[1]?.kind === 'bot'),
        5000,
        'news on y',
      );
      const from = c.messages.length;
      c.send({ type: 'act', table: t.table, id: 'late', action: { type: 'pass' } });
      const r = await c.reply('late');
      expect(r.type === 'error' && r.code, 'the left seat still acts on the other node').toBe('not-seated');
      c.send({ type: 'sync', table: t.table });
      const v = await c.next('view');
      expect(v.seat, 'the left seat still gets its view on the other node').toBeNull();
      for (const m of c.messages.slice(from)) if (m.type === 'view') expect(m.seat).toBeNull();
      c.close();
    } finally {
      await x.cleanup();
      await y.cleanup();
    }
  });
});
