/**
 * `npm run bench:server -- --mode bots [--seconds 20] [--bot-tables 10] [--people 2] [--workers 2] [--burn 0]`:
 * how long people wait for the bots at their table while tables of bots alone keep the worker pool
 * busy. The server runs in this process (SQLite in a temporary folder, the default pacing 500–1,200 ms
 * and think budget 1,000 ms, hard bots everywhere); `--people` President tables each seat one person
 * (a WebSocket client playing a legal action as soon as it may) and three bots. Three runs: no
 * all-bot table; `--bot-tables` of them first come, first served (the pool before issue 21); and the
 * same with tables with people first (the default). Reported per run, for the bot decisions at the
 * people's tables: reply (decision named → move applied) and lateness (reply − its pause) p50/p99
 * and max, how many replies took over 1.25 s, and how many were answered unsearched because they still
 * waited for a worker when due (issue 38). `--burn N`: N processes spinning on the CPU meanwhile (the
 * machine under other load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startServer } from '../src/index';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : dflt;
};
const SECONDS = arg('seconds', 20);
const BOT_TABLES = arg('bot-tables', 10);
const PEOPLE = arg('people', 2);
const WORKERS = arg('workers', 2);
const BURN = arg('burn', 0);

const pct = (xs: number[], p: number): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
};

interface Run {
  readonly name: string;
  readonly botTables: number;
  readonly fair: boolean;
}

async function run(r: Run): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kortbord-bot-replies-'));
  const people = new Set<string>();
  const replies: number[] = [];
  const late: number[] = [];
  let unsearched = 0;
  let measuring = false;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDir: null,
    logLevel: 'warn',
    botWorkers: WORKERS,
    botFairness: r.fair,
    onBotQueue: (e) => {
      if (measuring && e.event === 'overdue' && e.tag !== undefined && people.has(e.tag)) unsearched++;
    },
    // Every table comes from this one address.
    limits: { tablesPerMinute: 1000, tablesPerAddress: 1000 },
    onBotPaced: (p) => {
      if (!measuring || p.sentAfterMs === undefined || !people.has(p.table)) return;
      replies.push(p.sentAfterMs);
      late.push(p.sentAfterMs - p.pauseMs);
    },
  });
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as T;
  };
  const hard = { kind: 'bot', level: 'hard' };
  const socks: WebSocket[] = [];
  try {
    for (let i = 0; i < r.botTables; i++)
      await post('/api/tables', { game: 'president', seats: [hard, hard, hard, hard] });
    for (let i = 0; i < PEOPLE; i++) {
      const made = await post<{ table: { id: string }; joined: { token: string } }>('/api/tables', {
        game: 'president',
        seats: [{ kind: 'open' }, hard, hard, hard],
        standInAfterMs: null,
        join: { name: `P${i}` },
      });
      const id = made.table.id;
      people.add(id);
      const ws = new WebSocket(server.url.replace('http', 'ws') + '/ws');
      let n = 0;
      ws.on('message', (d) => {
        const m = JSON.parse(String(d)) as { type: string; version: number; legal?: unknown[] };
        // The person answers at once: what is measured is the bots' side.
        if (m.type === 'view' && m.legal?.length)
          ws.send(
            JSON.stringify({ type: 'act', table: id, id: ++n, version: m.version, action: m.legal[0] }),
          );
      });
      await new Promise<void>((resolve) => ws.on('open', () => resolve()));
      ws.send(JSON.stringify({ type: 'subscribe', table: id, token: made.joined.token }));
      socks.push(ws);
    }
    // The first seconds warm the workers up (loading the bots) and fill the queue.
    await new Promise((res) => setTimeout(res, 3_000));
    measuring = true;
    await new Promise((res) => setTimeout(res, SECONDS * 1000));
    measuring = false;
  } finally {
    for (const ws of socks) ws.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    run: r.name,
    decisions: replies.length,
    'reply p50 ms': pct(replies, 50),
    'reply p99 ms': pct(replies, 99),
    'late p50 ms': pct(late, 50),
    'late p99 ms': pct(late, 99),
    'late max ms': late.length ? Math.max(...late) : NaN,
    'over 1.25 s': replies.filter((x) => x > 1250).length,
    unsearched,
  };
}

const runs: Run[] = [
  { name: 'no all-bot tables', botTables: 0, fair: true },
  { name: `${BOT_TABLES} all-bot tables, first come first served`, botTables: BOT_TABLES, fair: false },
  { name: `${BOT_TABLES} all-bot tables, people first`, botTables: BOT_TABLES, fair: true },
];
const burners: ChildProcess[] = Array.from({ length: BURN }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const out = [];
try {
  for (const r of runs) out.push(await run(r));
} finally {
  for (const b of burners) b.kill();
}
console.table(out);
console.log(JSON.stringify({ seconds: SECONDS, workers: WORKERS, people: PEOPLE, burn: BURN, runs: out }));
