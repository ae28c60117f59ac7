/**
 * `tsx apps/server/bench/passes.ts [--game viggo] [--moves 200]`: what one move costs the rules on the
 * server. Runs the server in this process (SQLite in a temporary folder, no bots), seats four players
 * and a spectator over real WebSockets, plays random legal moves one at a time, and counts the game's
 * parseAction, legalActions and apply calls from each action sent until every socket has its view.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES, type AnyGame, type GameId } from '@kortbord/engine';
import WebSocket from 'ws';
import { startServer } from '../src/index';

const args = process.argv.slice(2);
const arg = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : dflt;
};
const GAME = arg('game', 'viggo') as GameId;
const MOVES = Number(arg('moves', '200'));
const PLAYERS = 4;

const counts = { parse: 0, legal: 0, apply: 0 };
const game = GAMES[GAME] as AnyGame & Record<string, unknown>;
const wrap = (name: 'parseAction' | 'legalActions' | 'apply', key: keyof typeof counts) => {
  const f = game[name] as (...a: unknown[]) => unknown;
  game[name] = (...a: unknown[]) => {
    counts[key]++;
    return f.apply(game, a);
  };
};
wrap('parseAction', 'parse');
wrap('legalActions', 'legal');
wrap('apply', 'apply');

const dataDir = mkdtempSync(join(tmpdir(), 'kortbord-passes-'));
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, webDir: null, logLevel: 'warn' });
try {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const r = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await r.json()) as T;
  };
  const made = await post<{ table: { id: string }; invite: string; joined: { token: string } }>(
    '/api/tables',
    {
      game: GAME,
      seats: Array.from({ length: PLAYERS }, () => ({ kind: 'open' })),
      standInAfterMs: null,
      join: { name: 'P0' },
    },
  );
  const id = made.table.id;
  const tokens = [made.joined.token];
  for (let p = 1; p < PLAYERS; p++)
    tokens.push(
      (await post<{ token: string }>(`/api/tables/${id}/join`, { invite: made.invite, name: `P${p}` })).token,
    );

  interface View {
    type: string;
    version: number;
    legal: unknown[];
    view: { over: boolean; phase: string };
  }
  const latest: (View | null)[] = [];
  const waiters: (() => void)[] = [];
  const socks = await Promise.all(
    [...tokens, null].map(
      (token, i) =>
        new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(server.url.replace('http', 'ws') + '/ws');
          latest[i] = null;
          ws.on('message', (d) => {
            const m = JSON.parse(String(d)) as View;
            if (m.type !== 'view') return;
            latest[i] = m;
            for (const w of waiters.splice(0)) w();
          });
          ws.on('open', () => {
            ws.send(JSON.stringify({ type: 'subscribe', table: id, ...(token ? { token } : {}) }));
            resolve(ws);
          });
        }),
    ),
  );
  const allAt = (v: number) => latest.every((m) => m && m.version >= v);
  const until = (ok: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (ok() ? resolve() : waiters.push(check));
      check();
    });
  await until(() => latest.every((m) => m));
  Object.assign(counts, { parse: 0, legal: 0, apply: 0 });
  let moves = 0;
  let other = 0;
  while (moves < MOVES) {
    const version = Math.max(...latest.map((m) => m?.version ?? 0));
    await until(() => allAt(version));
    const seat = latest.slice(0, PLAYERS).findIndex((m) => m && m.legal.length);
    const v0 = latest[0] as View;
    let msg: object;
    if (seat >= 0) {
      const legal = (latest[seat] as View).legal;
      msg = { type: 'act', action: legal[Math.floor(Math.random() * legal.length)], version };
    } else if (v0.view.over) msg = { type: 'rematch' };
    else msg = { type: 'next-round' };
    const before = { ...counts };
    // A move is one seat's; the next round and a rematch are votes of every person seated.
    for (const ws of seat >= 0 ? [socks[seat]] : socks.slice(0, PLAYERS))
      (ws as WebSocket).send(JSON.stringify({ ...msg, table: id }));
    await until(() => allAt(version + 1));
    if (seat >= 0) moves++;
    else {
      other++;
      Object.assign(counts, before); // count moves only: deals and rematches are not moves
    }
  }
  const per = (n: number) => +(n / moves).toFixed(2);
  process.stdout.write(
    `${GAME}: ${moves} moves (${other} deals/rematches not counted), ${PLAYERS} seats + 1 spectator\n` +
      `  per move: parseAction ${per(counts.parse)}, legalActions ${per(counts.legal)}, apply ${per(counts.apply)}\n`,
  );
  for (const ws of socks) ws.close();
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
