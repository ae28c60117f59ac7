/**
 * Hint latency through the real server (issue 17; a benchmark, not a test): a server with two bot
 * workers and SQLite, one table per game of one person and bots, and the person's socket asking for
 * a hint on each of its turns (the gap limit off, the round limit high), then playing the hint. The
 * time from sending `hint` to receiving it: the queue, the count in storage, the worker's search at
 * the default budget and the way back. Run: npx tsx scripts/bench-hint-server.ts [hints-per-game]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { ServerMessage } from '@kortbord/protocol';
import { startServer } from '../apps/server/src/index';

const PER_GAME = Number(process.argv[2] ?? 10);
const TABLES: readonly [string, number][] = [
  ['viggo', 4],
  ['president', 4],
  ['vri-atter', 3],
  ['idiot', 3],
  ['tuffa-viktor', 3],
];

const data = mkdtempSync(join(tmpdir(), 'kortbord-hint-bench-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: data,
  webDir: null,
  logLevel: 'silent',
  botWorkers: 2,
  botDelayMs: [0, 5],
  hints: { gapMs: 0, perRound: 1000 },
});

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

async function game(id: string, players: number): Promise<number[]> {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: id,
      seats: [
        { kind: 'open' },
        ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', level: 'medium' })),
      ],
      join: { name: 'Bench' },
      turnClockMs: null,
    }),
  });
  const made = (await res.json()) as { table: { id: string }; joined: { token: string } };
  const table = made.table.id;
  const ws = new WebSocket(server.url.replace(/^http/, 'ws') + '/ws');
  await new Promise((r) => ws.once('open', r));
  const times: number[] = [];
  let asked: { id: number; at: number; version: number } | null = null;
  let next = 1;
  return new Promise((resolve) => {
    const done = () => {
      ws.close();
      resolve(times);
    };
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as ServerMessage;
      if (m.type === 'view' && m.table === table) {
        if ((m.view as { over?: boolean }).over || (m.view as { phase?: string }).phase === 'round-over')
          return done();
        if (m.legal.length && !asked) {
          asked = { id: next++, at: performance.now(), version: m.version };
          ws.send(JSON.stringify({ type: 'hint', table, id: asked.id }));
        }
      }
      if (m.type === 'hint' && asked && m.id === asked.id) {
        times.push(performance.now() - asked.at);
        asked = null;
        if (times.length >= PER_GAME) return done();
        ws.send(JSON.stringify({ type: 'act', table, id: `a${next++}`, action: m.action }));
      }
      if (m.type === 'error' && asked && m.id === asked.id) {
        console.error(`${id}: ${m.code} ${m.message}`);
        return done();
      }
    });
    ws.send(JSON.stringify({ type: 'subscribe', table, token: made.joined.token }));
  });
}

console.log(`hint through the server: 2 bot workers, SQLite, up to ${PER_GAME} hints per game (one round)`);
console.log(
  `${'game'.padEnd(14)}${'n'.padStart(4)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`,
);
const all: number[] = [];
for (const [id, players] of TABLES) {
  const t = await game(id, players);
  all.push(...t);
  console.log(
    `${id.padEnd(14)}${String(t.length).padStart(4)}${pct(t, 50).toFixed(0).padStart(11)}${pct(t, 95).toFixed(0).padStart(9)}${Math.max(
      ...t,
    )
      .toFixed(0)
      .padStart(9)}`,
  );
}
console.log(
  `${'all'.padEnd(14)}${String(all.length).padStart(4)}${pct(all, 50).toFixed(0).padStart(11)}${pct(all, 95).toFixed(0).padStart(9)}${Math.max(
    ...all,
  )
    .toFixed(0)
    .padStart(9)}`,
);
await server.close();
rmSync(data, { recursive: true, force: true });
