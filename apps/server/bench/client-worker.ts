/**
 * One of the bench's client processes (main.ts forks several): it drives its share of the tables'
 * seats, of the first table's spectators, or of the echo floor's sockets, so that the client side is
 * never what limits the figures. It talks to main.ts over IPC: `setup` → `ready`, `go`, `measure`,
 * `stop` → `result`. Times that cross processes (a spectator's view against the move that caused it)
 * are absolute: performance.timeOrigin + now.
 */
import WebSocket from 'ws';

export interface TableJob {
  readonly id: string;
  readonly tokens: readonly string[];
  /** Its index among all tables: the first (0) is the spectated one. */
  readonly ti: number;
}

export type Setup =
  | {
      readonly kind: 'play';
      readonly wsUrl: string;
      readonly mode: 'saturate' | 'paced';
      readonly everyMs: number;
      readonly tables: readonly TableJob[];
      /** Watchers on each of this worker's tables. */
      readonly watchers: number;
      /** Spectators of table `spectated` opened by this worker. */
      readonly spectators: number;
      readonly spectated: string | null;
      /** Whether this worker holds the spectated table's seats (then it reports their moves' times). */
      readonly playsSpectated: boolean;
      readonly concurrency: number;
    }
  | { readonly kind: 'echo'; readonly url: string; readonly sockets: number; readonly concurrency: number };

export type FromMain =
  { readonly type: 'setup'; readonly setup: Setup } | { readonly type: 'go' | 'measure' | 'stop' };

export interface PlayResult {
  readonly kind: 'play';
  readonly actions: number;
  readonly refused: number;
  /** Action → every seat has the version, ms: other tables, and the spectated table's players. */
  readonly all: number[];
  readonly first: number[];
  /** The spectated table: when each version's move was sent (absolute ms). */
  readonly movedAt: Record<number, number>;
  /** The spectated table: per version, how many of this worker's spectators reached it and when the last did. */
  readonly reached: Record<number, { n: number; at: number }>;
  /** Bytes and messages received while measuring, by the seats and by the watchers/spectators. */
  readonly seatBytes: number;
  readonly seatMessages: number;
  readonly watcherBytes: number;
  readonly sockets: number;
}

export interface EchoResult {
  readonly kind: 'echo';
  readonly count: number;
  readonly latencies: number[];
}

export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'result'; readonly result: PlayResult | EchoResult }
  | { readonly type: 'failed'; readonly message: string };

const now = () => performance.timeOrigin + performance.now();
const tell = (m: FromWorker) => process.send?.(m);

async function bounded<T>(items: T[], n: number, f: (x: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await f(items[next++] as T);
    }),
  );
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

interface ViewMsg {
  type: string;
  id?: number;
  version: number;
  legal: unknown[];
  view: { over: boolean; phase: string };
}

/** The version a view frame names, read without parsing it (a spectator parses nothing). */
function viewVersion(data: Buffer): number | null {
  if (data.toString('latin1', 0, 14) !== '{"type":"view"') return null;
  const at = data.indexOf('"version":');
  if (at < 0) return null;
  let v = 0;
  for (let i = at + 10; i < data.length; i++) {
    const d = (data[i] as number) - 48;
    if (d < 0 || d > 9) break;
    v = v * 10 + d;
  }
  return v;
}

let onGo = () => {};
let measuring = false;
let playing = false;
let finish: () => PlayResult | EchoResult = () => {
  throw new Error('not set up');
};

async function setupPlay(s: Extract<Setup, { kind: 'play' }>): Promise<void> {
  const all: number[] = [];
  const first: number[] = [];
  const movedAt: Record<number, number> = {};
  const reached: Record<number, { n: number; at: number }> = {};
  let actions = 0;
  let refused = 0;
  let seatBytes = 0;
  let seatMessages = 0;
  let watcherBytes = 0;
  const go: (() => void)[] = [];
  const sockets: WebSocket[] = [];
  interface Pending {
    t0: number;
    version: number | null;
  }
  const tables = s.tables.map((t) => ({
    ...t,
    seen: t.tokens.map(() => 0),
    pending: new Map<number, Pending>(),
    nextId: 1,
    acted: t.tokens.map(() => -1),
    due: 0,
  }));
  const spectated = (t: (typeof tables)[number]) => t.id === s.spectated;
  const settle = (t: (typeof tables)[number]) => {
    for (const [k, p] of t.pending)
      if (p.version !== null && t.seen.every((v) => v >= (p.version as number))) {
        const d = performance.now() - p.t0;
        if (measuring) (spectated(t) ? first : all).push(d);
        t.pending.delete(k);
      }
  };

  const seats = tables.flatMap((t) => t.tokens.map((token, seat) => ({ t, token, seat })));
  await bounded(seats, s.concurrency, async ({ t, token, seat }) => {
    const ws = await open(s.wsUrl);
    sockets.push(ws);
    let last: ViewMsg | null = null;
    const actNow = () => {
      const m = last;
      if (!m || !playing || (t.acted[seat] as number) >= m.version) return;
      let msg: object | null = null;
      // A rematch and the next round are votes: every person seated asks ("Klar" between rounds).
      if (m.view.over) msg = { type: 'rematch' };
      else if (m.view.phase === 'round-over') msg = { type: 'next-round' };
      else if (m.legal.length)
        msg = {
          type: 'act',
          version: m.version,
          action: m.legal[Math.floor(Math.random() * m.legal.length)],
        };
      if (!msg) return;
      const ref = t.nextId++;
      t.acted[seat] = m.version;
      const t0 = performance.now();
      t.pending.set(ref, { t0, version: null });
      ws.send(JSON.stringify({ ...msg, table: t.id, id: ref }));
      t.due = Math.max(t.due + s.everyMs, t0);
    };
    const maybeAct = () => {
      if (s.mode === 'saturate') return actNow();
      const wait = t.due - performance.now();
      if (wait <= 0) actNow();
      else setTimeout(actNow, wait);
    };
    go.push(maybeAct);
    ws.on('message', (data: Buffer) => {
      if (measuring) {
        seatBytes += data.length;
        seatMessages++;
      }
      // Changes carry the whole view and legal actions: only the log is cut, which nothing here reads.
      const m = JSON.parse(String(data)) as ViewMsg;
      if (m.type === 'ack') {
        if (measuring) actions++;
        const p = t.pending.get(m.id as number);
        if (p) {
          p.version = m.version;
          if (measuring && spectated(t)) movedAt[m.version] = performance.timeOrigin + p.t0;
        }
        settle(t);
      } else if (m.type === 'error') {
        refused++;
        t.pending.delete(m.id as number);
      } else if (m.type === 'view') {
        t.seen[seat] = Math.max(t.seen[seat] as number, m.version);
        last = m;
        settle(t);
        maybeAct();
      }
    });
    ws.send(JSON.stringify({ type: 'subscribe', table: t.id, token }));
  });
  // Watchers count bytes only; the spectated table's spectators also note each version they reach.
  await bounded(
    tables.flatMap((t) => Array.from({ length: s.watchers }, () => t)),
    s.concurrency,
    async (t) => {
      const ws = await open(s.wsUrl);
      sockets.push(ws);
      ws.on('message', (data: Buffer) => {
        if (measuring) watcherBytes += data.length;
      });
      ws.send(JSON.stringify({ type: 'subscribe', table: t.id }));
    },
  );
  await bounded(Array.from({ length: s.spectated ? s.spectators : 0 }), s.concurrency, async () => {
    const ws = await open(s.wsUrl);
    sockets.push(ws);
    let had = -1;
    ws.on('message', (data: Buffer) => {
      if (measuring) watcherBytes += data.length;
      const v = viewVersion(data);
      if (v === null) return;
      if (had >= 0 && measuring) {
        const at = now();
        // Reaching v after v - 2 (a version skipped in the slices) reaches both.
        for (let x = had + 1; x <= v; x++) {
          const r = (reached[x] ??= { n: 0, at: 0 });
          r.n++;
          r.at = Math.max(r.at, at);
        }
      }
      had = Math.max(had, v);
    });
    ws.send(JSON.stringify({ type: 'subscribe', table: s.spectated }));
  });

  onGo = () => {
    const start = performance.now();
    for (const t of tables) t.due = start + Math.random() * s.everyMs;
    playing = true;
    for (const f of go) f();
  };
  finish = () => {
    playing = false;
    for (const ws of sockets) ws.close();
    return {
      kind: 'play',
      actions,
      refused,
      all,
      first,
      movedAt,
      reached,
      seatBytes,
      seatMessages,
      watcherBytes,
      sockets: sockets.length,
    };
  };
}

async function setupEcho(s: Extract<Setup, { kind: 'echo' }>): Promise<void> {
  const latencies: number[] = [];
  let count = 0;
  const payload = JSON.stringify({
    type: 'act',
    table: 'x'.repeat(12),
    id: 1,
    version: 10,
    action: { type: 'play', cards: ['5H', '5S'] },
  });
  const sockets: WebSocket[] = [];
  await bounded(
    Array.from({ length: s.sockets }),
    s.concurrency,
    async () => void sockets.push(await open(s.url)),
  );
  onGo = () => {
    playing = true;
    for (const ws of sockets) {
      let t = performance.now();
      ws.on('message', () => {
        if (measuring) {
          latencies.push(performance.now() - t);
          count++;
        }
        if (!playing) return;
        t = performance.now();
        ws.send(payload);
      });
      ws.send(payload);
    }
  };
  finish = () => {
    playing = false;
    for (const ws of sockets) ws.close();
    return { kind: 'echo', count, latencies };
  };
}

process.on('message', (m: FromMain) => {
  if (m.type === 'setup')
    (m.setup.kind === 'play' ? setupPlay(m.setup) : setupEcho(m.setup)).then(
      () => tell({ type: 'ready' }),
      (e: Error) => tell({ type: 'failed', message: e.message }),
    );
  else if (m.type === 'go') onGo();
  else if (m.type === 'measure') measuring = true;
  else if (m.type === 'stop') {
    measuring = false;
    // Gone only once the result is through: a large one takes a while to pass over IPC.
    process.send?.({ type: 'result', result: finish() } satisfies FromWorker, () => process.exit(0));
  }
});
