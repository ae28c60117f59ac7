import { bundled } from '../../../scripts/test-bundles';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import pg from 'pg';
import { Redis } from 'ioredis';
import { applyViewChange, DEFAULT_LIMITS, type ServerMessage } from '@kortbord/protocol';
import { openDb, type Db } from '../src/db';
import { startServer, type RunningServer, type ServerOptions } from '../src/index';

export const PG_BASE = process.env['TEST_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export function tempDir(prefix = 'kortbord-test-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const LOOSE_RATES = {
  tablesPerMinute: 1_000_000,
  joinsPerMinute: 1_000_000,
  profilesPerMinute: 1_000_000,
  signInsPerMinute: 1_000_000,
  watchersPerTable: 1_000_000,
  watchersPerAddress: 1_000_000,
  readsPerMinute: 1_000_000,
  requestsPerMinute: 1_000_000,
  getsPerMinute: 1_000_000,
  requestsInFlightPerAddress: 1_000_000,
  connectionsPerAddress: 1_000_000,
  chatLinesPerAddress: 1_000_000,
};

/** A server in this process with fast bots, on a free port, SQLite in a fresh folder unless told otherwise. */
export async function testServer(
  opts: ServerOptions = {},
): Promise<RunningServer & { cleanup: () => Promise<void> }> {
  const tmp = opts.dataDir || opts.databaseUrl ? null : tempDir();
  const s = await startServer({
    port: 0,
    host: '127.0.0.1',
    logLevel: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    botDelayMs: [0, 2],
    botWorkers: 0,
    webDir: null,
    nextRoundAfterMs: 50,
    ...(tmp ? { dataDir: tmp.dir } : {}),
    ...opts,
    // Every test client is 127.0.0.1: the per-address rates are proved on their own (proof/limits-21).
    limits: { ...LOOSE_RATES, ...opts.limits },
  });
  return {
    ...s,
    cleanup: async () => {
      await s.close();
      tmp?.remove();
    },
  };
}

export async function http<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T };
}

/** Messages a client keeps in hand below the server's budget before it sends a move. */
const RESERVE = 3;

/** A WebSocket client that queues what it receives and waits for messages matching a test. */
export class Client {
  readonly messages: ServerMessage[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private seen = 0;
  closed: { code: number; reason: string } | null = null;
  private closeWaiters: (() => void)[] = [];
  /**
   * The server's budget for this connection as this client counts it: a token bucket, as socket.ts
   * counts it (full until the first send: capped at the burst, whatever the welcome says).
   */
  private tokens = Infinity;
  private counted = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      let m = JSON.parse(String(data)) as ServerMessage;
      if (m.type === 'view' && m.from !== undefined) {
        // A change: kept whole, as a client reads it (its log after the last view's), or, when a
        // view was missed, asked for again whole.
        const whole = applyViewChange(this.lastView(m.table), m);
        if (!whole) return this.send({ type: 'sync', table: m.table });
        m = whole;
      }
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      for (const w of this.closeWaiters) w();
    });
    ws.on('error', () => {});
  }

  /** `headers`: what a browser would send with the upgrade (a session's cookie, an Origin). */
  static async open(base: string, headers?: Record<string, string>): Promise<Client> {
    const ws = new WebSocket(base.replace(/^http/, 'ws') + '/ws', headers ? { headers } : undefined);
    const c = new Client(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return c;
  }

  send(m: unknown): void {
    this.spend();
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /**
   * Sends a move as a person's client would and returns the server's answer to it: within the
   * message budget of the server's welcome (a test plays far faster than a person, and a client that
   * goes on past the budget's warning is cut off), and, if told `rate-limited` anyway (the budget is
   * the server's count, not ours), once more after a pause (the dropped move changed nothing).
   */
  async act(
    table: string,
    id: string | number,
    action: unknown,
    version?: number,
  ): Promise<Extract<ServerMessage, { type: 'ack' | 'error' }>> {
    for (;;) {
      await this.room();
      const from = this.messages.length;
      this.send({ type: 'act', table, id, action, ...(version === undefined ? {} : { version }) });
      const r = await this.reply(id, 20_000, from);
      if (r.type !== 'error' || r.code !== 'rate-limited') return r;
      // The server's count is the one that holds: start ours again from empty.
      this.tokens = 0;
      this.counted = Date.now();
    }
  }

  /** The server's limits as its welcome gave them (the defaults until it has come). */
  private limits(): { messagesPerSecond: number; burst: number } {
    for (const m of this.messages) if (m.type === 'welcome') return m.limits;
    return DEFAULT_LIMITS;
  }

  private budgetNow(): number {
    const { messagesPerSecond, burst } = this.limits();
    const now = Date.now();
    return Math.min(burst, this.tokens + ((now - this.counted) / 1000) * messagesPerSecond);
  }
  private spend(): void {
    this.tokens = this.budgetNow() - 1;
    this.counted = Date.now();
  }
  /** Until the budget holds RESERVE messages (messages sent apart can arrive together). */
  private async room(): Promise<void> {
    const short = RESERVE - this.budgetNow();
    if (short > 0)
      await new Promise((ok) => setTimeout(ok, (short * 1000) / this.limits().messagesPerSecond));
  }

  /** The next message (after those already taken with `next`) matching the test. */
  next<T extends ServerMessage['type']>(
    type: T,
    test: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true,
    ms = 20_000,
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const ok = (m: ServerMessage): m is Extract<ServerMessage, { type: T }> =>
      m.type === type && test(m as Extract<ServerMessage, { type: T }>);
    for (let i = this.seen; i < this.messages.length; i++) {
      const m = this.messages[i] as ServerMessage;
      if (ok(m)) {
        this.seen = i + 1;
        return Promise.resolve(m);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no ${type} message within ${ms} ms; last: ${JSON.stringify(this.messages.slice(-3)).slice(0, 800)}`,
            ),
          ),
        ms,
      );
      this.waiters.push({
        test: ok,
        resolve: (m) => {
          clearTimeout(timer);
          this.seen = this.messages.length;
          resolve(m as Extract<ServerMessage, { type: T }>);
        },
      });
    });
  }

  /** The ack or error answering the message with this id. */
  async reply(
    id: string | number,
    ms = 20_000,
    /** Only messages from this index on (the answer to a move sent again). */
    from = 0,
  ): Promise<Extract<ServerMessage, { type: 'ack' | 'error' }>> {
    const is = (m: ServerMessage): m is Extract<ServerMessage, { type: 'ack' | 'error' }> =>
      (m.type === 'ack' || m.type === 'error') && m.id === id;
    const end = Date.now() + ms;
    for (;;) {
      for (let i = from; i < this.messages.length; i++) {
        const m = this.messages[i] as ServerMessage;
        if (is(m)) return m;
      }
      if (Date.now() > end) throw new Error(`no reply to ${id}`);
      await new Promise((r) => setTimeout(r, 3));
    }
  }

  /** The latest view received for the table. */
  lastView(table: string): Extract<ServerMessage, { type: 'view' }> | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i] as ServerMessage;
      if (m.type === 'view' && m.table === table) return m;
    }
    return undefined;
  }

  waitClose(ms = 10_000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket did not close')), ms);
      this.closeWaiters.push(() => {
        clearTimeout(timer);
        resolve(this.closed as { code: number; reason: string });
      });
    });
  }

  close(): void {
    this.ws.close();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The server as its own process (src/main.ts, from the run's bundle of the sources: see
 * scripts/test-bundles.ts), ready once it answers /api/health.
 */
export async function serverProcess(
  env: Record<string, string>,
  /**
   * How long it may take to answer. A bound for a start that never comes, not a measure: two whole
   * runs at once (six files, browsers among them, load average ~20) once took over 30 s to start
   * both of done-34's nodes again after a night's SIGKILL, in both runs.
   */
  startMs = 90_000,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  // A restart on the same port (pages reconnect to it) names it; otherwise any free one.
  const port = env['PORT'] ? Number(env['PORT']) : await freePort();
  let out = '';
  // Node itself, not the tsx CLI: the CLI runs the server in a grandchild that a SIGKILL of the child
  // would leave running (the crash tests would kill nothing).
  const child = spawn(process.execPath, [bundled('server')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      BOT_WORKERS: '0',
      WEB_DIR: '',
      TABLES_PER_MINUTE: '1000000',
      JOINS_PER_MINUTE: '1000000',
      WATCHERS_PER_TABLE: '1000000',
      WATCHERS_PER_ADDRESS: '1000000',
      READS_PER_MINUTE: '1000000',
      REQUESTS_PER_MINUTE: '1000000',
      GETS_PER_MINUTE: '1000000',
      REQUESTS_IN_FLIGHT_PER_ADDRESS: '1000000',
      CONNECTIONS_PER_ADDRESS: '1000000',
      CHAT_LINES_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => out };
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Whether a service answers; with CI=true an absent service is a failure, not a skip. */
export async function services(): Promise<{ pg: boolean; redis: boolean }> {
  let pgOk = false;
  let redisOk = false;
  const c = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    pgOk = true;
  } catch {
    pgOk = false;
  } finally {
    await c.end().catch(() => {});
  }
  const r = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  r.on('error', () => {});
  try {
    await r.connect();
    redisOk = (await r.ping()) === 'PONG';
  } catch {
    redisOk = false;
  } finally {
    r.disconnect();
  }
  return { pg: pgOk, redis: redisOk };
}

/** A fresh PostgreSQL database for one test file, dropped afterwards. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kortbord_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_BASE);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      // Connections being closed may still be saying goodbye: a FORCE drop would hit them with a
      // FATAL they report as an unhandled error (seen once under load). Give them a moment.
      await sleep(250);
      const a = new pg.Client({ connectionString: PG_BASE });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * Two server processes on one fresh PostgreSQL database and Redis, started (and migrating) at once;
 * `stop` ends both with the signal given and drops the database.
 */
export async function twoNodes(
  env: Record<string, string>,
  names: readonly [string, string],
): Promise<{
  a: Awaited<ReturnType<typeof serverProcess>>;
  b: Awaited<ReturnType<typeof serverProcess>>;
  dbUrl: string;
  stop: (signal: NodeJS.Signals) => Promise<void>;
}> {
  const db = await freshDatabase();
  const shared = { DATABASE_URL: db.url, REDIS_URL, ...env };
  const [a, b] = await Promise.all([
    serverProcess({ ...shared, NODE_ID: names[0] }),
    serverProcess({ ...shared, NODE_ID: names[1] }),
  ]);
  return {
    a,
    b,
    dbUrl: db.url,
    stop: async (signal) => {
      for (const p of [a, b]) {
        p.child.kill(signal);
        await exited(p.child);
      }
      await db.drop();
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Reads until the value passes `test`, and returns it: a test waits for the state it needs, never
 * for a time. The bound (60 s) only ends a test whose state never comes, with what it last read:
 * the whole suite runs on two cores beside Chromium, where an outbox or a second node may be slow.
 */
export async function eventually<T>(
  read: () => Promise<T> | T,
  test: (v: T) => boolean,
  what: string,
  ms = 60_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (test(v)) return v;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)?.slice(0, 500)}`);
    await sleep(10);
  }
}

/** Waits until `test` holds, polling. */
export async function until(test: () => boolean, ms = 20_000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** A browser: fetch with a cookie jar of one cookie, as a page of the server's own origin sends it. */
export function browser(base: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0') {
  let cookie = '';
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    origin = base,
  ) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        'user-agent': userAgent,
        ...(cookie ? { cookie } : {}),
        ...(method === 'POST' ? { origin } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) {
      const pair = set.split(';')[0] ?? '';
      cookie = pair.endsWith('=') ? '' : pair;
    }
    return { status: res.status, body: (await res.json()) as T, setCookie: set };
  };
  return { call, cookie: () => cookie };
}

/**
 * Fresh databases of either kind for one test file: SQLite in a temp folder, or a new PostgreSQL
 * database (freshDatabase); `close()` (in afterAll) closes and removes them all.
 */
export function testDatabases() {
  const cleanups: (() => Promise<void> | void)[] = [];
  return {
    async open(kind: 'sqlite' | 'postgres'): Promise<Db> {
      let opened;
      if (kind === 'sqlite') {
        const tmp = tempDir();
        cleanups.push(tmp.remove);
        opened = await openDb({ dataDir: tmp.dir });
      } else {
        const fresh = await freshDatabase();
        cleanups.push(fresh.drop);
        opened = await openDb({ dataDir: '', databaseUrl: fresh.url });
      }
      cleanups.push(() => opened.db.destroy());
      return opened.db;
    },
    async close(): Promise<void> {
      for (const f of cleanups.reverse()) await f();
    },
  };
}

type SeatView = NonNullable<ReturnType<Client['lastView']>>;
/** The match in this view is over. */
export const viewOver = (v: SeatView | undefined): boolean =>
  !!(v?.view as { over?: boolean } | undefined)?.over;

/**
 * Acts with the first legal action whenever it is the seat's turn, `moves` times or to the match's
 * end; a wait that runs out says at which version and view it stood.
 */
export async function playFirstLegal(c: Client, id: string, moves: number, waitMs = 30_000): Promise<void> {
  let seen = 0;
  for (let n = 0; n < moves; n++) {
    await until(
      () => {
        const v = c.lastView(id);
        return !!v && v.version >= seen && (v.legal.length > 0 || viewOver(v));
      },
      waitMs,
      'my turn or the end',
    ).catch((e: Error) => {
      const v = c.lastView(id);
      throw new Error(`${e.message}: at version ${v?.version}, ${JSON.stringify(v?.view).slice(0, 600)}`);
    });
    const v = c.lastView(id) as SeatView;
    if (viewOver(v)) return;
    const r = await c.act(id, `m${n}`, v.legal[0], v.version);
    seen = r.type === 'ack' ? r.version : v.version + 1;
  }
}

/**
 * The build's module that draws a review (the web's first-paint.tsx built for Node,
 * `.first-paint/render.mjs`) in a test's small build: one that writes into the page what the server
 * gave it, and the record for the app after the page, as the real one does (the browser tests draw
 * with the real one).
 */
export function writeReviewDrawer(webDir: string): void {
  mkdirSync(join(webDir, '.first-paint'), { recursive: true });
  writeFileSync(
    join(webDir, '.first-paint', 'render.mjs'),
    `export async function reviewPage(lang, address, review, width) {
  const said = [lang, address, width, review.table, review.match, review.doc.game, ...review.seats];
  return {
    html: '<main><h2>' + said.join(' ') + '</h2></main>',
    script: '<script type="application/json" id="kortbord-drawn">' + JSON.stringify({ review }) + '</script>',
  };
}
`,
  );
}
