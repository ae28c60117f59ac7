/**
 * `npm run bench:server` (tsx apps/server/bench/main.ts [--tables N] [--players P] [--seconds S]
 * [--game viggo] [--idle K]): the server as its own process over loopback, N tables whose every seat is
 * a client playing a random legal action as soon as it may. Reports actions/s, the latency from sending
 * an action to every seat of the table holding the new view (p50, p99), and memory per connection,
 * beside a raw `ws` echo server measured in the same run with as many connections (the floor).
 * DATABASE_URL and REDIS_URL are passed to the server when set; BENCH_SERVER_RUNNER replaces tsx as
 * the server's runner (e.g. a script running node --cpu-prof --import tsx).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number | string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : String(dflt);
};
const TABLES = Number(arg('tables', 20));
const PLAYERS = Number(arg('players', 4));
const SECONDS = Number(arg('seconds', 10));
const GAME = arg('game', 'viggo');
const IDLE = Number(arg('idle', 500));

const TSX =
  process.env['BENCH_SERVER_RUNNER'] ??
  fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
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
const ms = (x: number) => `${x.toFixed(2)} ms`;

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
  const child = spawn(TSX, [here('../src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIR: '',
      MESSAGES_PER_SECOND: '100000',
      MESSAGE_BURST: '100000',
      TABLES_PER_ADDRESS: '100000',
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

interface Health {
  memory: { rss: number; heapUsed: number; external: number };
  db: string;
  fanout: string;
}

async function benchServer(url: string) {
  const wsUrl = url.replace('http', 'ws') + '/ws';
  // Memory per connection: idle sockets, each watching a table.
  const idleTable = await json<{ table: { id: string } }>(`${url}/api/tables`, 'POST', {
    game: GAME,
    seats: Array.from({ length: PLAYERS }, () => ({ kind: 'open' })),
  });
  const before = await json<Health>(`${url}/api/health?gc=1`);
  const idle: WebSocket[] = [];
  for (let i = 0; i < IDLE; i++) {
    const ws = await open(wsUrl);
    ws.send(JSON.stringify({ type: 'subscribe', table: idleTable.table.id }));
    idle.push(ws);
  }
  await new Promise((r) => setTimeout(r, 500));
  const after = await json<Health>(`${url}/api/health?gc=1`);
  const perConn = {
    rss: (after.memory.rss - before.memory.rss) / IDLE,
    heap:
      (after.memory.heapUsed + after.memory.external - before.memory.heapUsed - before.memory.external) /
      IDLE,
  };
  for (const ws of idle) ws.close();

  // Play: every seat of every table is a client that acts at once.
  const latencies: number[] = [];
  let actions = 0;
  let refused = 0;
  let running = true;
  const tables = [];
  for (let t = 0; t < TABLES; t++) {
    const made = await json<{ table: { id: string }; invite: string; joined: { token: string } }>(
      `${url}/api/tables`,
      'POST',
      {
        game: GAME,
        seats: Array.from({ length: PLAYERS }, () => ({ kind: 'open' })),
        standInAfterMs: null,
        join: { name: 'P0' },
      },
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
    tables.push({ id: made.table.id, tokens });
  }
  const sockets: WebSocket[] = [];
  await Promise.all(
    tables.map(async ({ id, tokens }) => {
      const seen = tokens.map(() => 0);
      const pending = new Map<number, { t0: number; version: number | null }>();
      let nextId = 1;
      const settle = () => {
        for (const [k, p] of pending)
          if (p.version !== null && seen.every((v) => v >= (p.version as number))) {
            latencies.push(performance.now() - p.t0);
            pending.delete(k);
          }
      };
      const acted = tokens.map(() => -1);
      await Promise.all(
        tokens.map(async (token, seat) => {
          const ws = await open(wsUrl);
          sockets.push(ws);
          ws.on('message', (data) => {
            const m = JSON.parse(String(data)) as {
              type: string;
              id?: number;
              version: number;
              legal: unknown[];
              view: { over: boolean; phase: string };
            };
            if (m.type === 'ack') {
              actions++;
              const p = pending.get(m.id as number);
              if (p) p.version = m.version;
              settle();
            } else if (m.type === 'error') {
              refused++;
              pending.delete(m.id as number);
            } else if (m.type === 'view') {
              seen[seat] = Math.max(seen[seat] as number, m.version);
              settle();
              if (!running || (acted[seat] as number) >= m.version) return;
              let msg: object | null = null;
              if (m.view.over) msg = seat === 0 ? { type: 'rematch' } : null;
              else if (m.view.phase === 'round-over') msg = seat === 0 ? { type: 'next-round' } : null;
              else if (m.legal.length)
                msg = {
                  type: 'act',
                  version: m.version,
                  action: m.legal[Math.floor(Math.random() * m.legal.length)],
                };
              if (!msg) return;
              const ref = nextId++;
              acted[seat] = m.version;
              pending.set(ref, { t0: performance.now(), version: null });
              ws.send(JSON.stringify({ ...msg, table: id, id: ref }));
            }
          });
          ws.send(JSON.stringify({ type: 'subscribe', table: id, token }));
        }),
      );
    }),
  );
  const t0 = performance.now();
  const a0 = actions;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  running = false;
  const elapsed = (performance.now() - t0) / 1000;
  const done = actions - a0;
  for (const ws of sockets) ws.close();
  const health = await json<Health>(`${url}/api/health`);
  return {
    actionsPerSecond: done / elapsed,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    samples: latencies.length,
    refused,
    perConn,
    db: health.db,
    fanout: health.fanout,
  };
}

async function benchEcho(): Promise<{
  messagesPerSecond: number;
  p50: number;
  p99: number;
  perConn: number;
}> {
  const child = spawn(TSX, [here('./echo.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) =>
    child.stdout?.once('data', (d: Buffer) => resolve(Number(String(d).trim()))),
  );
  const url = `ws://127.0.0.1:${port}`;
  const n = TABLES * PLAYERS;
  const latencies: number[] = [];
  let count = 0;
  let running = true;
  const payload = JSON.stringify({
    type: 'act',
    table: 'x'.repeat(12),
    id: 1,
    version: 10,
    action: { type: 'play', cards: ['5H', '5S'] },
  });
  const sockets = await Promise.all(Array.from({ length: n }, () => open(url)));
  for (const ws of sockets) {
    let t = 0;
    ws.on('message', () => {
      latencies.push(performance.now() - t);
      count++;
      if (!running) return;
      t = performance.now();
      ws.send(payload);
    });
    t = performance.now();
    ws.send(payload);
  }
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, Math.min(SECONDS, 5) * 1000));
  running = false;
  const elapsed = (performance.now() - t0) / 1000;
  for (const ws of sockets) ws.close();
  child.kill('SIGTERM');
  return { messagesPerSecond: count / elapsed, p50: pct(latencies, 50), p99: pct(latencies, 99), perConn: 0 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kortbord-bench-'));
const server = await startServer(dataDir);
try {
  const s = await benchServer(server.url);
  const e = await benchEcho();
  const report = {
    setup: {
      tables: TABLES,
      players: PLAYERS,
      seconds: SECONDS,
      game: GAME,
      db: s.db,
      fanout: s.fanout,
      idleConnections: IDLE,
    },
    server: {
      actionsPerSecond: Math.round(s.actionsPerSecond),
      latencyMs: { p50: +s.p50.toFixed(3), p99: +s.p99.toFixed(3), samples: s.samples },
      refused: s.refused,
      bytesPerConnection: { rss: Math.round(s.perConn.rss), heapAndExternal: Math.round(s.perConn.heap) },
    },
    wsEchoFloor: {
      messagesPerSecond: Math.round(e.messagesPerSecond),
      latencyMs: { p50: +e.p50.toFixed(3), p99: +e.p99.toFixed(3) },
    },
    ratios: {
      latencyP50: +(s.p50 / e.p50).toFixed(1),
      latencyP99: +(s.p99 / e.p99).toFixed(1),
      throughput: +(e.messagesPerSecond / s.actionsPerSecond).toFixed(1),
    },
  };
  process.stdout.write(
    [
      `kortbord server bench: ${TABLES} tables × ${PLAYERS} seats of ${GAME}, ${SECONDS} s, ${s.db}${s.fanout === 'redis' ? ' + redis' : ''}`,
      `  actions/s                 ${report.server.actionsPerSecond}   (ws echo floor: ${report.wsEchoFloor.messagesPerSecond} msgs/s)`,
      `  action → every seat p50   ${ms(s.p50)}   (echo round trip p50 ${ms(e.p50)}, ×${report.ratios.latencyP50})`,
      `  action → every seat p99   ${ms(s.p99)}   (echo round trip p99 ${ms(e.p99)}, ×${report.ratios.latencyP99})`,
      `  memory per connection     ${(s.perConn.rss / 1024).toFixed(1)} KiB RSS, ${(s.perConn.heap / 1024).toFixed(1)} KiB heap+external (${IDLE} idle sockets)`,
      JSON.stringify(report),
      '',
    ].join('\n'),
  );
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
