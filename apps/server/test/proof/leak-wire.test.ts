/**
 * Proof 2a, leaks on the wire: one table per game on a real server, every seat a socket and one
 * spectator, all playing at once. Every frame each connection receives is kept: welcome, table,
 * views (with their logs), acks, errors for bad actions, snapshots after a reconnect and on sync, the
 * ends of rounds and of the match, and the refused record request before the end. Afterwards the
 * stored record is replayed; every card named anywhere in a frame (values and sentences) must be one
 * the engine's view for that seat showed it at or before that version. Frames must also name only the
 * connection's own table and seat. Seats ask for hints along the way (the tables allow them), so the
 * hints' frames are checked too.
 */
import { onTestFailed, afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES, matchView, rngFromSeed, type Json } from '@kortbord/engine';
import type { ServerMessage } from '@kortbord/protocol';
import { http, testServer, until, type Client } from '../helpers';
import { cardsIn, endByEveryone, humanTable, rawClient, statesOf, type View } from './proof-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
beforeAll(async () => {
  s = await testServer({
    limits: { messagesPerSecond: 1000, burst: 1000 },
    nextRoundAfterMs: 30,
    hints: { budgetMs: 20, gapMs: 0, perRound: 1000 },
  });
});
afterAll(async () => {
  await s?.cleanup();
});

const totals = { tables: 0, frames: 0, bytes: 0, cardsChecked: 0, leaks: 0, hints: 0 };
afterAll(() => {
  console.log(
    `[proof leak/wire] tables: ${totals.tables}, frames captured: ${totals.frames} ` +
      `(${(totals.bytes / 1e6).toFixed(1)} MB, ${totals.hints} hints), card mentions checked: ${totals.cardsChecked}, leaks found: ${totals.leaks}`,
  );
});

const MAX_ACTIONS = 400;

async function playTable(game: string, players: number, seed: string): Promise<void> {
  const rng = rngFromSeed(seed);
  const t = await humanTable(s.url, game, players, {}, { hints: true });
  const conns: { c: Client; raw: string[] }[] = [];
  // seat i's frames, over all its connections (a reconnect keeps adding to the same stream)
  const streams: string[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const rc = await rawClient(s.url);
    rc.c.send({ type: 'subscribe', table: t.table, token: t.tokens[seat] });
    conns.push(rc);
    streams.push(rc.raw);
  }
  const spec = await rawClient(s.url);
  spec.c.send({ type: 'subscribe', table: t.table });
  const specStream = spec.raw;
  const recBefore = await http(s.url, 'GET', `/api/tables/${t.table}/record`);
  expect(recBefore.status).toBe(409);
  expect(JSON.stringify(recBefore.body)).not.toMatch(/"moves"|"seed"/);

  const latest = () => Math.max(...conns.map((x) => x.c.lastView(t.table)?.version ?? 0));
  const own: Json[][] = Array.from({ length: players }, () => []);
  let n = 0;
  let actions = 0;
  let over = false;
  await until(() => latest() > 0, 20_000, `${seed}: first view`);
  while (!over) {
    const v = latest();
    await until(
      () => conns.every((x) => (x.c.lastView(t.table)?.version ?? 0) >= v),
      20_000,
      `${seed}: everybody at version ${v}`,
    );
    const views = conns.map((x) => x.c.lastView(t.table) as View);
    const first = views[0] as View;
    const fv = first.view as { over: boolean; phase: string; round: number };
    if (fv.over) break;
    if (actions >= MAX_ACTIONS || (fv.phase === 'round-over' && fv.round >= 2)) {
      await endByEveryone(
        conns.map((x) => x.c),
        t.table,
      );
      over = true;
      break;
    }
    const acting = views.flatMap((w, i) => (w.legal.length ? [i] : []));
    if (!acting.length) {
      await until(() => latest() > v, 20_000, `${seed}: next deal after ${v}`);
      continue;
    }
    const seat = acting[rng.int(acting.length)] as number;
    const w = views[seat] as View;
    for (const a of w.legal) if (own[seat]!.length < 200) own[seat]!.push(a);
    const roll = rng.int(20);
    const c = conns[seat]!.c;
    if (roll === 0) {
      // A bad action: an old action of its own, junk, or a stale version; then a sync.
      const old = own[seat]![rng.int(own[seat]!.length)] as Json;
      const bad = [old, { type: 'play', cards: ['ZZ'] }, { type: 'nope' }][rng.int(3)];
      const id = `bad${++n}`;
      c.send({ type: 'act', table: t.table, id, version: rng.int(2) ? v : Math.max(0, v - 1), action: bad });
      await c.reply(id);
      c.send({ type: 'sync', table: t.table });
      continue;
    }
    if (roll === 1) {
      // A reconnect: the old socket goes, a new one subscribes and gets the snapshot.
      c.close();
      const rc = await rawClient(s.url);
      rc.raw.push = ((...items: string[]) => streams[seat]!.push(...items)) as typeof rc.raw.push;
      rc.c.send({ type: 'subscribe', table: t.table, token: t.tokens[seat] });
      conns[seat] = rc;
      await rc.c.next('view');
      continue;
    }
    if (roll === 2) {
      // A hint, to this seat only: what it names is checked with the rest of its frames.
      const id = `hint${++n}`;
      c.send({ type: 'hint', table: t.table, id });
      await until(
        () => c.messages.some((m) => (m.type === 'hint' || m.type === 'error') && m.id === id),
        20_000,
        `${seed}: the hint ${id}`,
      );
      if (c.messages.some((m) => m.type === 'hint' && m.id === id)) totals.hints++;
      continue;
    }
    const others = w.legal.flatMap((a, i) => ((a as { type?: string }).type === 'pickup' ? [] : [i]));
    const pick =
      others.length === 0 || rng.int(20) === 0
        ? rng.int(w.legal.length)
        : (others[rng.int(others.length)] as number);
    const id = `a${++n}`;
    c.send({ type: 'act', table: t.table, id, version: w.version, action: w.legal[pick] });
    const r = await c.reply(id);
    if (r.type === 'ack') actions++;
    else expect(['stale-version'], `${seed}: ${r.message}`).toContain(r.code);
  }
  // Every frame the end sends is in the streams before they are checked: each connection has seen it.
  const sawEnd = (c: Client) =>
    c.messages.some(
      (m) =>
        (m.type === 'table' && m.table.status === 'over') ||
        (m.type === 'view' && (m.view as { over?: boolean }).over === true),
    );
  await until(
    () => [...conns.map((x) => x.c), spec.c].every(sawEnd),
    20_000,
    `${seed}: everybody sees the end`,
  );
  const rec = await http<Record<string, Json>>(s.url, 'GET', `/api/tables/${t.table}/record`);
  expect(rec.status, `${seed}: record`).toBe(200);
  const states = statesOf(rec.body);
  const deck = new Set<string>();
  for (const st of states) for (const c of st.game.cards(st.state) as unknown[]) deck.add(String(c));

  const check = (frames: string[], seat: number | null, control = false): string | null => {
    const allowed = new Set<string>();
    let upTo = 0; // states[0..upTo-1] are in `allowed`
    let version = 0;
    const admit = (v: number) => {
      while (upTo < Math.min(v, states.length)) {
        cardsIn(matchView(states[upTo]!, seat), deck, allowed);
        if (seat !== null) cardsIn(states[upTo]!.game.legalActions(states[upTo]!.state, seat), deck, allowed);
        upTo++;
      }
    };
    for (const f of frames) {
      const m = JSON.parse(f) as ServerMessage;
      if (!control) {
        totals.frames++;
        totals.bytes += f.length;
        if ('table' in m && typeof m.table === 'string')
          expect(m.table, `${seed}: another table's frame`).toBe(t.table);
        if (m.type === 'table') expect(m.table.id).toBe(t.table);
        if (m.type === 'view') {
          expect(m.seat, `${seed}: a view for another seat`).toBe(seat);
          if (seat === null) expect(m.legal).toEqual([]);
        }
      }
      if (m.type === 'view') version = Math.max(version, m.version);
      admit(version);
      const named = cardsIn(m, deck);
      if (!control) totals.cardsChecked += named.size;
      for (const card of named)
        if (!allowed.has(card)) {
          if (control) return card;
          totals.leaks++;
          throw new Error(
            `[seed ${seed}] ${seat === null ? 'the spectator' : `seat ${seat}`} was sent ${card}, hidden from it at version ${version}: ${f.slice(0, 1500)}`,
          );
        }
    }
    return null;
  };
  streams.forEach((frames, seat) => check(frames, seat));
  check(specStream, null);
  // Control: judged as another seat's, seat 0's frames must show a leak, or the check proves nothing.
  expect(
    check(streams[0]!, 1, true),
    `[seed ${seed}] the leak check cannot see seat 0's hand`,
  ).not.toBeNull();
  expect(
    check(streams[0]!, null, true),
    `[seed ${seed}] the leak check is blind for spectators`,
  ).not.toBeNull();
  for (const x of conns) x.c.close();
  spec.c.close();
  totals.tables++;
}

describe('proof 2a: no frame names a card its receiver may not see', () => {
  it('every game at once, all seats people, with bad actions, syncs and reconnects', async () => {
    onTestFailed(() => console.log('[proof] failed; seeds wire/<game>/<index>[/b], fixed in the test'));
    const tables = Object.values(GAMES).flatMap((G, i) => [
      [G.id, G.minPlayers === 2 ? 3 : G.minPlayers + 1, `wire/${G.id}/${i}`] as const,
      [G.id, G.minPlayers, `wire/${G.id}/${i}/b`] as const,
    ]);
    await Promise.all(tables.map(([g, p, seed]) => playTable(g, p, seed)));
  });
});
