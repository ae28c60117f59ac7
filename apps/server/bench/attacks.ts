/**
 * `npx tsx apps/server/bench/attacks.ts [--seconds 15] [--workers 2] [--only reads]`: a victim's latency with and
 * without each attack of issue 38, against one server in this process (SQLite, default pacing and
 * limits, two bot workers, TRUST_PROXY 1 so that the attacker and the victim are told apart by
 * X-Forwarded-For as a proxy would write it). The victim: Ola at a President table with three hard
 * bots, playing at once whenever it is her turn, a connection pinging every 50 ms, and Kari and Per
 * at a Viggo table, each moving 100 ms after seeing the other's move. Measured per run: ping
 * p50/p99, Ola's act → ack p50/p99 (a few a run), her table's bot replies a minute and their
 * lateness (sent − pause) p99, and Kari's and Per's act → view (the other seat's) p50/p99. The attacks, each alone for `--seconds`:
 * - reads: 32 loops of GET /matches and /record on a table with 12 matches of history (3,000 events);
 * - hints: 20 tables where the attacker asks a hint every 3 s on its turn (never moving);
 * - seat sockets: 2,000 sockets on one seat token, from 40 addresses (in a process of their own,
 *   measured once all are open), while that table plays;
 * - chat: 40 sockets at one table each sending a line every 100 ms;
 * - idle sockets: 2,000 connections held open from 4 addresses (then one newcomer connects);
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { isRoundOver, rngFromSeed, type Json, type Match } from '@kortbord/engine';
import { openDb } from '../src/db';
import { startServer } from '../src/index';
import { TableStore } from '../src/store';
import { legalOf } from '../src/views';
import { Client } from '../test/helpers';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : dflt;
};
const SECONDS = arg('seconds', 15);
/** `--only reads`: the attacks whose name starts so (with the run without attack). */
const ONLY = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '') : '';
const WORKERS = arg('workers', 2);

const pct = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dir = mkdtempSync(join(tmpdir(), 'kortbord-bench-attacks-'));

// A table with a long history, written before the server starts (as bench/reads.ts does).
const history = await (async () => {
  const { db } = await openDb({ dataDir: dir });
  const store = new TableStore(db, { tablesPerAddress: 1000 });
  const rng = rngFromSeed('bench-attacks');
  const { table: t } = await store.create({
    game: 'president',
    seats: Array.from({ length: 4 }, () => ({ kind: 'bot' as const, level: 'random' as const })),
    standInAfterMs: null,
    public: false,
    creator: 'bench',
  });
  for (let n = 1; n <= 12; n++) {
    await store.startMatch(t, n - 1);
    for (let r = 0; r < 3; r++) {
      if (r > 0) await store.nextRound(t);
      while (!isRoundOver(t.match as Match)) {
        const m = t.match as Match;
        const seat = (m.game.toAct(m.state) as number[])[0] as number;
        const legal = legalOf(t, seat);
        await store.act(t, seat, legal[rng.int(legal.length)] as Json);
      }
    }
    await store.endMatch(t, 'bench');
  }
  const events = t.version;
  await db.destroy();
  return { id: t.id, events };
})();

let victimTable = '';
const paced: { at: number; late: number }[] = [];
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  webDir: null,
  logLevel: 'error',
  botWorkers: WORKERS,
  trustProxy: 1,
  // Ola says nothing between rounds: the next is dealt soon by itself.
  nextRoundAfterMs: 300,
  limits: { tablesPerMinute: 10_000, tablesPerAddress: 10_000, joinsPerMinute: 10_000 },
  onBotPaced: (p) => {
    if (p.table === victimTable && p.sentAfterMs !== undefined)
      paced.push({ at: Date.now(), late: p.sentAfterMs - p.pauseMs });
  },
});
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const post = async <T>(path: string, body: unknown, ip: string): Promise<T> => {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(ip) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
};
type Made = { table: { id: string }; joined: { token: string; seat: number }; invite: string };
const hard = { kind: 'bot', level: 'hard' };

// The victim.
const VICTIM = '198.51.100.1';
const made = await post<Made>(
  '/api/tables',
  {
    game: 'president',
    seats: [{ kind: 'open' }, hard, hard, hard],
    standInAfterMs: null,
    turnClockMs: null,
    join: { name: 'Ola' },
  },
  VICTIM,
);
victimTable = made.table.id;
const ola = await Client.open(server.url, from(VICTIM));
ola.send({ type: 'subscribe', table: victimTable, token: made.joined.token });
const acts: { at: number; ms: number }[] = [];
let playing = true;
const olaPlays = (async () => {
  let n = 0;
  let seen = 0;
  while (playing) {
    const v = ola.lastView(victimTable);
    if (v && v.version >= seen && v.legal.length && !(v.view as { over?: boolean }).over) {
      const t0 = performance.now();
      const r = await ola.act(victimTable, `o${++n}`, v.legal[0], v.version);
      acts.push({ at: Date.now(), ms: performance.now() - t0 });
      seen = r.type === 'ack' ? r.version : v.version + 1;
    } else await sleep(5);
  }
})();
// A second victim with more samples: Kari and Per, two people at a Viggo table, each moving 100 ms
// after seeing the other's move; measured from a move's act to the other seat's view of it.
const DUO = '198.51.100.3';
const duoMade = await post<Made>(
  '/api/tables',
  {
    game: 'viggo',
    options: { targetScore: 500 },
    seats: [{ kind: 'open' }, { kind: 'open' }],
    standInAfterMs: null,
    turnClockMs: null,
    join: { name: 'Kari' },
  },
  DUO,
);
const duoJoined = await post<{ token: string }>(
  `/api/tables/${duoMade.table.id}/join`,
  { invite: duoMade.invite, name: 'Per' },
  DUO,
);
const duo = [await Client.open(server.url, from(DUO)), await Client.open(server.url, from(DUO))];
duo.forEach((c, i) =>
  c.send({ type: 'subscribe', table: duoMade.table.id, token: i ? duoJoined.token : duoMade.joined.token }),
);
const views: { at: number; ms: number }[] = [];
const duoPlays = (async () => {
  let n = 0;
  const id = duoMade.table.id;
  while (playing) {
    const seat = duo.findIndex((c) => (c.lastView(id)?.legal.length ?? 0) > 0);
    const v = seat >= 0 ? duo[seat]!.lastView(id) : undefined;
    if (!v) {
      // A match over: both ask for the next.
      if ((duo[0]!.lastView(id)?.view as { over?: boolean } | undefined)?.over)
        for (const c of duo) c.send({ type: 'rematch', table: id, id: `r${++n}` });
      await sleep(50);
      continue;
    }
    const t0 = performance.now();
    const r = await duo[seat]!.act(id, `d${++n}`, v.legal[0], v.version);
    if (r.type === 'ack') {
      while ((duo[1 - seat]!.lastView(id)?.version ?? 0) < r.version) await sleep(1);
      views.push({ at: Date.now(), ms: performance.now() - t0 });
    }
    await sleep(100);
  }
})();
const pinger = await Client.open(server.url, from('198.51.100.2'));
const pings: { at: number; ms: number }[] = [];
const pinging = (async () => {
  let n = 0;
  while (playing) {
    const id = `p${++n}`;
    const t0 = performance.now();
    pinger.send({ type: 'ping', id });
    await pinger.next('pong', (m) => (m as { id?: string }).id === id);
    pings.push({ at: Date.now(), ms: performance.now() - t0 });
    await sleep(50);
  }
})();
await sleep(3000);

interface Attack {
  readonly name: string;
  /** Starts the attack; returns its stop (and any figure of its own). */
  start(): Promise<() => Promise<string>>;
}

const loops = (n: number, f: (i: number) => Promise<void>) => {
  let on = true;
  const all = Array.from({ length: n }, async (_, i) => {
    while (on) await f(i).catch(() => sleep(5));
  });
  return async () => {
    on = false;
    await Promise.all(all);
  };
};

const ATTACKER = '203.0.113.9';
const attacks: Attack[] = [
  { name: 'none', start: async () => async () => '' },
  {
    name: 'reads: 32 loops of GET /matches, /record',
    // In a process of its own, as an attacker's machine: the loops' own parsing must not load this
    // process's event loop, where the victim is measured.
    start: async () => {
      const code = `
        let on = true, ok = 0, limited = 0;
        const loop = async (i) => {
          while (on) {
            const path = i % 2 ? '/api/tables/${history.id}/matches' : '/api/tables/${history.id}/record?match=' + (1 + (i % 12));
            try {
              const res = await fetch('${server.url}' + path, { headers: { 'x-forwarded-for': '${ATTACKER}' } });
              await res.arrayBuffer();
              if (res.status === 200) ok++; else limited++;
            } catch {}
          }
        };
        const all = Array.from({ length: 32 }, (_, i) => loop(i));
        process.on('message', async () => { on = false; await Promise.all(all); process.send({ ok, limited }); });
      `;
      const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      return async () => {
        const got = new Promise<{ ok: number; limited: number }>((r) =>
          child.once('message', (m) => r(m as { ok: number; limited: number })),
        );
        child.send('stop');
        const { ok, limited } = await got;
        child.kill();
        return `${ok} answered, ${limited} refused (history of ${history.events} events)`;
      };
    },
  },
  {
    name: 'hints: 20 tables, one every 3 s',
    start: async () => {
      const cs: Client[] = [];
      for (let i = 0; i < 20; i++) {
        const ip = `203.0.113.${20 + i}`;
        const t = await post<Made>(
          '/api/tables',
          {
            game: 'vri-atter',
            seats: [{ kind: 'open' }, hard],
            standInAfterMs: null,
            turnClockMs: null,
            hints: true,
            join: { name: `H${i}` },
          },
          ip,
        );
        const c = await Client.open(server.url, from(ip));
        c.send({ type: 'subscribe', table: t.table.id, token: t.joined.token });
        cs.push(c);
        (c as unknown as { tableId: string }).tableId = t.table.id;
      }
      let n = 0;
      const stop = loops(20, async (i) => {
        const c = cs[i] as Client;
        c.send({ type: 'hint', table: (c as unknown as { tableId: string }).tableId, id: `h${++n}` });
        await sleep(3000);
      });
      return async () => {
        await stop();
        const got = cs.reduce((k, c) => k + c.messages.filter((m) => m.type === 'hint').length, 0);
        for (const c of cs) c.close();
        return `${got} hints answered`;
      };
    },
  },
  {
    name: 'seat sockets: 2,000 on one token',
    start: async () => {
      const t = await post<Made>(
        '/api/tables',
        {
          game: 'president',
          seats: [{ kind: 'open' }, hard, hard, hard],
          standInAfterMs: null,
          turnClockMs: null,
          join: { name: 'Mallory' },
        },
        ATTACKER,
      );
      // The 2,000 sockets in a process of their own, as an attacker's machines (their frames must not
      // load this process's event loop, where the victim is measured); measured once all are open.
      const code = `
        import WebSocket from 'ws';
        const socks = [];
        let settled = 0, moved = 0;
        for (let i = 0; i < 2000; i++) {
          const ws = new WebSocket('${server.url.replace('http', 'ws')}/ws', {
            headers: { 'x-forwarded-for': '203.0.113.' + (100 + (i % 40)) },
          });
          ws.on('error', () => {});
          const done = () => { if (++settled === 2000) process.send('ready'); };
          ws.once('open', () => {
            ws.send(JSON.stringify({ type: 'subscribe', table: '${t.table.id}', token: '${t.joined.token}' }));
            done();
          });
          ws.once('unexpected-response', done);
          ws.on('message', (d) => { if (String(d).includes('seat-elsewhere')) moved++; });
          socks.push(ws);
        }
        process.on('message', () => {
          const open = socks.filter((s) => s.readyState === WebSocket.OPEN).length;
          for (const s of socks) s.terminate();
          process.send({ open, moved });
        });
      `;
      const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      await new Promise((r) => child.once('message', r));
      // One of them plays, so views go out.
      const player = await Client.open(server.url, from(ATTACKER));
      player.send({ type: 'subscribe', table: t.table.id, token: t.joined.token });
      const stop = loops(1, async () => {
        const v = player.lastView(t.table.id);
        if (v?.legal.length) await player.act(t.table.id, `a${Math.random()}`, v.legal[0], v.version);
        else await sleep(10);
      });
      return async () => {
        await stop();
        const got = new Promise<{ open: number; moved: number }>((r) =>
          child.once('message', (m) => r(m as { open: number; moved: number })),
        );
        child.send('stop');
        const { open, moved } = await got;
        child.kill();
        player.close();
        return `${open} sockets open, ${moved} told seat-elsewhere`;
      };
    },
  },
  {
    name: 'chat: 40 sockets, a line every 100 ms',
    start: async () => {
      const t = await post<Made>(
        '/api/tables',
        { game: 'idiot', seats: [{ kind: 'open' }, { kind: 'open' }], join: { name: 'Chatty' } },
        ATTACKER,
      );
      const cs: Client[] = [];
      for (let i = 0; i < 40; i++) {
        const c = await Client.open(server.url, from(`203.0.113.${150 + (i % 4)}`));
        c.send({ type: 'subscribe', table: t.table.id, token: t.joined.token });
        cs.push(c);
      }
      const stop = loops(40, async (i) => {
        (cs[i] as Client).send({ type: 'chat', table: t.table.id, text: 'spam spam spam' });
        await sleep(100);
      });
      return async () => {
        await stop();
        const refused = cs.reduce((k, c) => k + c.messages.filter((m) => m.type === 'error').length, 0);
        for (const c of cs) c.close();
        return `${refused} lines refused`;
      };
    },
  },
  {
    name: 'idle sockets: 2,000 from 4 addresses',
    start: async () => {
      const socks: WebSocket[] = [];
      for (let i = 0; i < 2000; i++) {
        const ws = new WebSocket(server.url.replace('http', 'ws') + '/ws', {
          headers: from(`203.0.113.${200 + (i % 4)}`),
        });
        ws.on('error', () => {});
        socks.push(ws);
      }
      await sleep(1000);
      const newcomer = await Client.open(server.url, from('198.51.100.77'));
      newcomer.send({ type: 'ping', id: 'n' });
      const welcomed = await Promise.race([
        newcomer.next('pong').then(() => true),
        sleep(5000).then(() => false),
      ]);
      newcomer.close();
      return async () => {
        const open = socks.filter((s) => s.readyState === WebSocket.OPEN).length;
        for (const s of socks) s.terminate();
        return `${open} held open; a newcomer ${welcomed ? 'served' : 'NOT served'}`;
      };
    },
  },
];

const rows = [];
for (const a of attacks.filter((x) => x.name === 'none' || x.name.startsWith(ONLY))) {
  const stop = await a.start();
  const t0 = Date.now();
  await sleep(SECONDS * 1000);
  const t1 = Date.now();
  const note = await stop();
  const inRun = <T extends { at: number }>(xs: T[]) => xs.filter((x) => x.at >= t0 && x.at <= t1);
  const p = inRun(pings).map((x) => x.ms);
  const q = inRun(acts).map((x) => x.ms);
  const b = inRun(paced);
  rows.push({
    attack: a.name,
    'ping p50': +pct(p, 50).toFixed(1),
    'ping p99': +pct(p, 99).toFixed(1),
    'act p50': +pct(q, 50).toFixed(1),
    'act p99': +pct(q, 99).toFixed(1),
    // Ola acts only on her turn, between her bots' pauses: a run has few of them.
    acts: q.length,
    'view p50': +pct(
      inRun(views).map((x) => x.ms),
      50,
    ).toFixed(1),
    'view p99': +pct(
      inRun(views).map((x) => x.ms),
      99,
    ).toFixed(1),
    moves: inRun(views).length,
    'bot replies/min': Math.round((b.length * 60_000) / (t1 - t0)),
    'bot late p99': pct(
      b.map((x) => x.late),
      99,
    ),
    note,
    load: +(loadavg()[0] as number).toFixed(1),
  });
  await sleep(1500);
}
playing = false;
await Promise.all([olaPlays, pinging, duoPlays]);
for (const c of duo) c.close();
ola.close();
pinger.close();
await server.close();
rmSync(dir, { recursive: true, force: true });
console.table(rows);
console.log(JSON.stringify({ seconds: SECONDS, workers: WORKERS, rows }));
process.exit(0);
