/**
 * `npm run bench:server -- [options]` (`--help` lists them): the server as its own process over
 * loopback, N tables whose every seat is a client playing a random legal action, beside a raw `ws`
 * echo server measured in the same run with as many connections (the floor; the machine may be
 * shared, so the figures that travel are the ratios to it).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { EchoResult, FromMain, FromWorker, PlayResult, Setup, TableJob } from './client-worker';

const HELP = `npm run bench:server -- [options]

  --mode M               saturate: every seat acts as soon as it may (throughput; latency is then
                         queue length). paced: each table acts once every --every seconds, offered
                         below capacity (latency is service time). Default saturate.
                         bots: people's bot replies with and without ten busy all-bot tables
                         (bot-replies.ts: --seconds, --bot-tables, --people, --workers).
                         sweep: the reaper's read of the tables with 3 M stored events (sweep.ts:
                         --tables 20000 finished, --events 150 each, --playing 200, --times 5).
                         coach: honest askers' time to the coach's marks with and without one
                         address asking for many matches (coach.ts: --honest 6, --attack 24).
  --every S              paced: seconds between a table's actions (default 2).
  --tables N             tables of --players seats, each seat a client (default 20).
  --players P            seats per table (default 4).
  --watchers W           spectator sockets on every table besides its players (default 0).
  --spectators M         spectator sockets on the first table (default 0): its players' latency is
                         reported apart, with the time until every spectator has the view.
  --game G               viggo, president, vri-atter, idiot, tuffa-viktor (default viggo).
  --seconds S            how long play is measured (default 10).
  --warmup S             play before the measurement starts (default 2).
  --idle K               idle sockets for the memory per socket (default 500).
  --clients K            client processes driving the sockets (default 2), so that the client is
                         not what is measured; the echo floor is driven by as many.
  --concurrency C        sockets (and HTTP calls) opened at once at most (default 100); play waits
                         until every socket is open.
  --database-url URL     PostgreSQL instead of SQLite (DATABASE_URL is also read).
  --redis-url URL        Redis fan-out (REDIS_URL is also read).
  --json                 print only the JSON report.
  --help                 this text.

BENCH_SERVER_RUNNER replaces tsx as the server's runner (e.g. node --cpu-prof --import tsx).`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}
const arg = (name: string, dflt: number | string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : String(dflt);
};
const MODE = arg('mode', 'saturate');
if (MODE === 'bots') {
  // People's bot replies beside busy all-bot tables: its own bench (bot-replies.ts).
  await import('./bot-replies');
  process.exit(0);
}
if (MODE === 'sweep') {
  // The reaper's read of the tables with millions of stored events: its own bench (sweep.ts).
  await import('./sweep');
  process.exit(0);
}
if (MODE === 'coach') {
  // One asker filling the coach beside honest askers: its own bench (coach.ts).
  await import('./coach');
  process.exit(0);
}
if (MODE !== 'saturate' && MODE !== 'paced')
  throw new Error('--mode is saturate, paced, bots, sweep or coach');
const EVERY = Number(arg('every', 2)) * 1000;
const TABLES = Number(arg('tables', 20));
const PLAYERS = Number(arg('players', 4));
const WATCHERS = Number(arg('watchers', 0));
const SPECTATORS = Number(arg('spectators', 0));
const SECONDS = Number(arg('seconds', 10));
const WARMUP = Number(arg('warmup', 2));
const GAME = arg('game', 'viggo');
const IDLE = Number(arg('idle', 500));
const CONCURRENCY = Math.max(1, Number(arg('concurrency', 100)));
const CLIENTS = Math.max(1, Number(arg('clients', 2)));
const DATABASE_URL = arg('database-url', process.env['DATABASE_URL'] ?? '');
const REDIS_URL = arg('redis-url', process.env['REDIS_URL'] ?? '');
const JSON_ONLY = args.includes('--json');

const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
// The server's runner: a command line split on spaces (the echo floor always runs under tsx).
const [RUNNER, ...RUNNER_ARGS] = (process.env['BENCH_SERVER_RUNNER'] ?? TSX).trim().split(/\s+/) as [
  string,
  ...string[],
];
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

const pct = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};
const r3 = (x: number) => +x.toFixed(3);
const ms = (x: number) => `${x.toFixed(2)} ms`;

/** Runs `f` over `items`, at most `n` at once. */
async function bounded<T, R>(items: T[], n: number, f: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await f(items[i] as T, i);
      }
    }),
  );
  return out;
}

async function json<T>(url: string, method = 'GET', body?: unknown): Promise<T> {
  const r = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const t = (await r.json()) as T;
  if (!r.ok) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(t)}`);
  return t;
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(RUNNER, [...RUNNER_ARGS, here('../src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL,
      REDIS_URL,
      LOG_LEVEL: 'warn',
      WEB_DIR: '',
      MESSAGES_PER_SECOND: '100000',
      MESSAGE_BURST: '100000',
      TABLES_PER_ADDRESS: '100000',
      TABLES_PER_MINUTE: '100000',
      JOINS_PER_MINUTE: '100000',
      WATCHERS_PER_TABLE: '100000',
      WATCHERS_PER_ADDRESS: '100000',
      READS_PER_MINUTE: '100000',
      CONNECTIONS_PER_ADDRESS: '100000',
      NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --expose-gc`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/**
 * CPU seconds (user + system) used so far by a process and its descendants (Linux /proc; null
 * elsewhere): the server's cost per action, which other load on the machine does not inflate. With
 * `mainOnly` the main threads alone (the event loop: what bounds a node's actions/s), without V8's
 * helper threads, whose compiling after start goes on for long on a loaded machine.
 */
function treeCpuSeconds(root: number | undefined, mainOnly = false): number | null {
  if (root === undefined) return null;
  const ticksOf = (path: string) => {
    const stat = readFileSync(path, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  };
  try {
    const procs = new Map<number, { ppid: number; ticks: number }>();
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const all = ticksOf(`/proc/${d}/stat`);
        procs.set(Number(d), mainOnly ? { ...all, ticks: ticksOf(`/proc/${d}/task/${d}/stat`).ticks } : all);
      } catch {
        /* gone */
      }
    }
    let ticks = 0;
    const todo = [root];
    while (todo.length) {
      const pid = todo.pop() as number;
      ticks += procs.get(pid)?.ticks ?? 0;
      for (const [child, p] of procs) if (p.ppid === pid) todo.push(child);
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

interface Health {
  connections: number;
  memory: { rss: number; heapUsed: number; external: number };
  db: string;
  fanout: string;
}

async function benchServer(url: string, pid: number | undefined) {
  const wsUrl = url.replace('http', 'ws') + '/ws';
  const seats = () => Array.from({ length: PLAYERS }, () => ({ kind: 'open' }));
  // Memory per socket: idle sockets, each watching a table.
  const idleTable = await json<{ table: { id: string } }>(`${url}/api/tables`, 'POST', {
    game: GAME,
    seats: seats(),
  });
  const openIdle = (n: number) =>
    bounded(Array.from({ length: n }), CONCURRENCY, async () => {
      const ws = await open(wsUrl);
      ws.send(JSON.stringify({ type: 'subscribe', table: idleTable.table.id }));
      return ws;
    });
  // Warm up first: the code compiled for the first sockets is not a cost of each one.
  for (const ws of await openIdle(Math.min(IDLE, 200))) ws.close();
  while ((await json<Health>(`${url}/api/health`)).connections > 0)
    await new Promise((r) => setTimeout(r, 20));
  const before = await json<Health>(`${url}/api/health?gc=1`);
  const idle = await openIdle(IDLE);
  await new Promise((r) => setTimeout(r, 500));
  const after = await json<Health>(`${url}/api/health?gc=1`);
  const perConn = {
    rss: (after.memory.rss - before.memory.rss) / Math.max(1, IDLE),
    heap:
      (after.memory.heapUsed + after.memory.external - before.memory.heapUsed - before.memory.external) /
      Math.max(1, IDLE),
  };
  for (const ws of idle) ws.close();

  // The tables, made and joined with bounded concurrency.
  const tables = await bounded(Array.from({ length: TABLES }), Math.ceil(CONCURRENCY / PLAYERS), async () => {
    const made = await json<{ table: { id: string }; invite: string; joined: { token: string } }>(
      `${url}/api/tables`,
      'POST',
      { game: GAME, seats: seats(), standInAfterMs: null, join: { name: 'P0' } },
    );
    const tokens = [made.joined.token];
    for (let p = 1; p < PLAYERS; p++)
      tokens.push(
        (
          await json<{ token: string }>(`${url}/api/tables/${made.table.id}/join`, 'POST', {
            invite: made.invite,
            name: `P${p}`,
          })
        ).token,
      );
    return { id: made.table.id, tokens };
  });

  // The seats, watchers and spectators are driven by CLIENTS processes of their own (client-worker.ts):
  // each table whole in one of them (its latency is measured there), the spectators spread over all.
  const jobs: TableJob[] = tables.map((t, ti) => ({ ...t, ti }));
  const workers = await forkClients(CLIENTS, (w) => ({
    kind: 'play',
    wsUrl,
    mode: MODE as 'saturate' | 'paced',
    everyMs: EVERY,
    tables: jobs.filter((j) => j.ti % CLIENTS === w),
    watchers: WATCHERS,
    spectators: Math.floor(SPECTATORS / CLIENTS) + (w < SPECTATORS % CLIENTS ? 1 : 0),
    spectated: SPECTATORS && jobs[0] ? jobs[0].id : null,
    playsSpectated: w === 0,
    concurrency: Math.max(1, Math.ceil(CONCURRENCY / CLIENTS)),
  }));

  // Every socket is open: play starts, and is measured after the warm-up (the code compiled, the
  // server's own start over: neither is a cost of each action).
  await new Promise((r) => setTimeout(r, 300));
  workers.tell('go');
  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  workers.tell('measure');
  const t0 = performance.now();
  const cpu0 = treeCpuSeconds(pid);
  const main0 = treeCpuSeconds(pid, true);
  const client0 = workers.cpu();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = treeCpuSeconds(pid);
  const main1 = treeCpuSeconds(pid, true);
  const client1 = workers.cpu();
  const results = (await workers.stop()) as PlayResult[];
  const health = await json<Health>(`${url}/api/health`);

  const actions = results.reduce((n, r) => n + r.actions, 0);
  const all = results.flatMap((r) => r.all);
  const first = results.flatMap((r) => r.first);
  // Each move on the spectated table against the time the last spectator (in any process) reached it.
  const movedAt = Object.assign({}, ...results.map((r) => r.movedAt)) as Record<number, number>;
  const spectated: number[] = [];
  for (const [v, at] of Object.entries(movedAt)) {
    const got = results.map((r) => r.reached[Number(v)]);
    if (got.reduce((n, g) => n + (g?.n ?? 0), 0) >= SPECTATORS)
      spectated.push(Math.max(...got.map((g) => g?.at ?? 0)) - at);
  }
  const sum = (f: (r: PlayResult) => number) => results.reduce((n, r) => n + f(r), 0);
  return {
    actionsPerSecond: actions / elapsed,
    cpuMsPerAction: cpu0 !== null && cpu1 !== null && actions ? ((cpu1 - cpu0) * 1000) / actions : null,
    mainCpuMsPerAction:
      main0 !== null && main1 !== null && actions ? ((main1 - main0) * 1000) / actions : null,
    // Cores busy: the server's processes and the client processes, over the measured time.
    serverCores: cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / elapsed : null,
    serverMainCores: main0 !== null && main1 !== null ? (main1 - main0) / elapsed : null,
    clientCores: client0 !== null && client1 !== null ? (client1 - client0) / elapsed : null,
    bytesPerAction: actions
      ? { seats: sum((r) => r.seatBytes) / actions, watchers: sum((r) => r.watcherBytes) / actions }
      : null,
    bytesPerSeatMessage: sum((r) => r.seatMessages)
      ? sum((r) => r.seatBytes) / sum((r) => r.seatMessages)
      : null,
    latency: { p50: pct(all, 50), p99: pct(all, 99), samples: all.length },
    spectatedTable: SPECTATORS
      ? {
          players: { p50: pct(first, 50), p99: pct(first, 99), samples: first.length },
          everySpectator: { p50: pct(spectated, 50), p99: pct(spectated, 99), samples: spectated.length },
        }
      : null,
    refused: sum((r) => r.refused),
    sockets: sum((r) => r.sockets),
    perConn,
    db: health.db,
    fanout: health.fanout,
    loadAverage: loadavg()[0] as number,
  };
}

/** The client processes, each set up with its share; `cpu` is their CPU seconds so far. */
async function forkClients(n: number, setupOf: (w: number) => Setup) {
  const kids = Array.from({ length: n }, () =>
    fork(here('./client-worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const next = (k: ChildProcess) =>
    new Promise<FromWorker>((resolve, reject) => {
      k.once('message', (m: FromWorker) => (m.type === 'failed' ? reject(new Error(m.message)) : resolve(m)));
      k.once('exit', (code) => reject(new Error(`a bench client exited (${code})`)));
    });
  await Promise.all(
    kids.map((k, w) => {
      const ready = next(k);
      k.send({ type: 'setup', setup: setupOf(w) } satisfies FromMain);
      return ready;
    }),
  );
  return {
    tell: (type: 'go' | 'measure') => kids.forEach((k) => k.send({ type } satisfies FromMain)),
    cpu: () => {
      let total = 0;
      for (const k of kids) {
        const c = treeCpuSeconds(k.pid);
        if (c === null) return null;
        total += c;
      }
      return total;
    },
    stop: async () =>
      Promise.all(
        kids.map(async (k) => {
          const got = next(k);
          k.send({ type: 'stop' } satisfies FromMain);
          const m = await got;
          return m.type === 'result' ? m.result : null;
        }),
      ),
  };
}

async function benchEcho(n: number) {
  const child = spawn(TSX, [here('./echo.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) =>
    child.stdout?.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
  );
  // Driven from as many client processes as the server's bench, each with its share of the sockets.
  try {
    return await driveEcho(port, child.pid, n);
  } finally {
    child.kill('SIGTERM');
  }
}

async function driveEcho(port: number, pid: number | undefined, n: number) {
  const workers = await forkClients(CLIENTS, (w) => ({
    kind: 'echo',
    url: `ws://127.0.0.1:${port}`,
    sockets: Math.floor(n / CLIENTS) + (w < n % CLIENTS ? 1 : 0),
    concurrency: Math.max(1, Math.ceil(CONCURRENCY / CLIENTS)),
  }));
  workers.tell('go');
  await new Promise((r) => setTimeout(r, 1000));
  workers.tell('measure');
  const t0 = performance.now();
  const cpu0 = treeCpuSeconds(pid);
  const client0 = workers.cpu();
  await new Promise((r) => setTimeout(r, Math.min(SECONDS, 5) * 1000));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu1 = treeCpuSeconds(pid);
  const client1 = workers.cpu();
  const results = (await workers.stop()) as EchoResult[];
  const latencies = results.flatMap((r) => r.latencies);
  return {
    messagesPerSecond: results.reduce((c, r) => c + r.count, 0) / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    serverCores: cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / elapsed : null,
    clientCores: client0 !== null && client1 !== null ? (client1 - client0) / elapsed : null,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kortbord-bench-'));
const server = await startServer(dataDir);
try {
  const s = await benchServer(server.url, server.child.pid);
  const e = await benchEcho(TABLES * PLAYERS);
  const report = {
    setup: {
      mode: MODE,
      ...(MODE === 'paced' ? { everySeconds: EVERY / 1000 } : {}),
      tables: TABLES,
      players: PLAYERS,
      watchersPerTable: WATCHERS,
      spectatorsOnFirstTable: SPECTATORS,
      sockets: s.sockets,
      seconds: SECONDS,
      game: GAME,
      db: s.db,
      fanout: s.fanout,
      idleConnections: IDLE,
      clientProcesses: CLIENTS,
      loadAverage: +s.loadAverage.toFixed(1),
    },
    server: {
      actionsPerSecond: Math.round(s.actionsPerSecond),
      cpuMsPerAction: s.cpuMsPerAction === null ? null : r3(s.cpuMsPerAction),
      mainThreadCpuMsPerAction: s.mainCpuMsPerAction === null ? null : r3(s.mainCpuMsPerAction),
      latencyMs: { p50: r3(s.latency.p50), p99: r3(s.latency.p99), samples: s.latency.samples },
      ...(s.spectatedTable ? { spectatedTable: s.spectatedTable } : {}),
      refused: s.refused,
      bytesPerAction: s.bytesPerAction && {
        toSeats: Math.round(s.bytesPerAction.seats),
        toWatchers: Math.round(s.bytesPerAction.watchers),
      },
      bytesPerSeatMessage: s.bytesPerSeatMessage && Math.round(s.bytesPerSeatMessage),
      bytesPerConnection: { rss: Math.round(s.perConn.rss), heapAndExternal: Math.round(s.perConn.heap) },
    },
    cores: {
      server: s.serverCores && r3(s.serverCores),
      serverEventLoop: s.serverMainCores && r3(s.serverMainCores),
      clients: s.clientCores && r3(s.clientCores),
      echoServer: e.serverCores && r3(e.serverCores),
      echoClients: e.clientCores && r3(e.clientCores),
    },
    wsEchoFloor: {
      messagesPerSecond: Math.round(e.messagesPerSecond),
      latencyMs: { p50: r3(e.p50), p99: r3(e.p99) },
    },
    ratios: {
      throughputToEcho: +(s.actionsPerSecond / e.messagesPerSecond).toFixed(3),
      // What the throughput ratio would be were each given a whole core: the echo server's CPU per
      // message over the server's event loop's per action (both busy only part of a shared machine).
      cpuPerMessageToEcho:
        e.serverCores && s.mainCpuMsPerAction
          ? +((e.serverCores * 1000) / e.messagesPerSecond / s.mainCpuMsPerAction).toFixed(3)
          : null,
      latencyP50ToEcho: +(s.latency.p50 / e.p50).toFixed(1),
      latencyP99ToEcho: +(s.latency.p99 / e.p99).toFixed(1),
    },
  };
  const lines = [
    `kortbord server bench (${MODE}${MODE === 'paced' ? `, each table every ${EVERY / 1000} s` : ''}): ${TABLES} tables × ${PLAYERS} seats of ${GAME}` +
      `${WATCHERS ? ` + ${WATCHERS} watcher(s) each` : ''}${SPECTATORS ? `, ${SPECTATORS} spectators on table 1` : ''}, ${s.sockets} sockets, ${SECONDS} s, ${s.db}${s.fanout === 'redis' ? ' + redis' : ''}`,
    `  actions/s                 ${report.server.actionsPerSecond}   (ws echo floor ${report.wsEchoFloor.messagesPerSecond} msgs/s: ×${report.ratios.throughputToEcho})`,
    `  at a whole core each      ×${report.ratios.cpuPerMessageToEcho ?? 'n/a'} of the echo (its CPU per message over the event loop's per action)`,
    `  server CPU per action     ${s.cpuMsPerAction === null ? 'n/a' : ms(s.cpuMsPerAction)} (user + system, the server's processes)`,
    `    of it the event loop    ${s.mainCpuMsPerAction === null ? 'n/a' : ms(s.mainCpuMsPerAction)} (the main threads alone)`,
    `  cores busy                server ${s.serverCores?.toFixed(2) ?? 'n/a'} (event loop ${s.serverMainCores?.toFixed(2) ?? 'n/a'}), ${CLIENTS} client processes ${s.clientCores?.toFixed(2) ?? 'n/a'}; echo: server ${e.serverCores?.toFixed(2) ?? 'n/a'}, clients ${e.clientCores?.toFixed(2) ?? 'n/a'} (load average ${s.loadAverage.toFixed(1)})`,
    `  bytes per action          ${s.bytesPerAction ? `${Math.round(s.bytesPerAction.seats)} to the seats, ${Math.round(s.bytesPerAction.watchers)} to watchers; ${Math.round(s.bytesPerSeatMessage ?? 0)} per seat message` : 'n/a'}`,
    `  action → every seat p50   ${ms(s.latency.p50)}   (echo round trip p50 ${ms(e.p50)})`,
    `  action → every seat p99   ${ms(s.latency.p99)}   (echo round trip p99 ${ms(e.p99)})`,
    ...(s.spectatedTable
      ? [
          `  spectated table: players p50 ${ms(s.spectatedTable.players.p50)}, p99 ${ms(s.spectatedTable.players.p99)}; every spectator p50 ${ms(s.spectatedTable.everySpectator.p50)}, p99 ${ms(s.spectatedTable.everySpectator.p99)}`,
        ]
      : []),
    `  memory per connection     ${(s.perConn.rss / 1024).toFixed(1)} KiB RSS, ${(s.perConn.heap / 1024).toFixed(1)} KiB heap+external (${IDLE} idle sockets)`,
  ];
  process.stdout.write(`${JSON_ONLY ? '' : `${lines.join('\n')}\n`}${JSON.stringify(report)}\n`);
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
