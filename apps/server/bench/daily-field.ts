/**
 * `npm run bench:daily [-- --attempts 100000]`: the field page of today's deal (issue 35) with that
 * many finished ranked attempts of one deal, on SQLite and on PostgreSQL (127.0.0.1:5432, a fresh
 * database made and dropped here; BENCH_PG_URL names another server's `test` database). Other days
 * and games hold as many rows again, so the index has to find the deal. The asker is a guest who
 * played it (its cookie), in a group-less request as a browser makes it: `GET
 * /api/daily/viggo/<day>/field` through a real server, timed 50 times after 5 to warm up. Then `GET
 * /api/daily`, which counts every game's field.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDb, type DailyAttemptsRow, type Db } from '../src/db';
import { guestPlayer } from '../src/daily/access';
import { dayAt } from '../src/daily/days';
import { sortOf } from '../src/commands/results';
import { dailyRepo } from '../src/repos/daily';
import { startServer } from '../src/server';

const args = process.argv.slice(2);
const at = args.indexOf('--attempts');
const N = at >= 0 ? Number(args[at + 1]) : 100_000;
const PG = process.env['BENCH_PG_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const NOW = Date.parse('2026-12-06T12:00:00Z');
const DAY = dayAt(NOW);
const COOKIE = 'bench-guest-browser-id-0123456789';

/** A deterministic spread: Viggo's places 1–4 and penalty points 0–120 in steps of 1. */
function row(i: number, game: string, day: string): DailyAttemptsRow {
  const place = 1 + ((i * 2654435761) % 4);
  const score = (i * 40503) % 121;
  return {
    table_id: `${game}-${day}-${i}`,
    game,
    day,
    ranked: 1,
    player: `g:bench-${i}`,
    profile_id: null,
    started_at: `${day}T10:00:00.000Z`,
    finished_at: `${day}T11:00:00.000Z`,
    match_no: 1,
    place,
    score,
    sort: sortOf('fewest', score),
  };
}

async function fill(db: Db): Promise<void> {
  const batches: [string, string, number][] = [
    ['viggo', DAY, N],
    ['viggo', '2026-12-05', N / 2],
    ['idiot', DAY, N / 2],
  ];
  for (const [game, day, n] of batches)
    for (let from = 0; from < n; from += 1000)
      await db.transaction().execute(async (trx) => {
        const rows = Array.from({ length: Math.min(1000, n - from) }, (_, k) => row(from + k, game, day));
        await trx.insertInto('daily_attempts').values(rows).execute();
      });
  await db
    .insertInto('daily_attempts')
    .values({ ...row(7, 'viggo', DAY), table_id: 'mine', player: guestPlayer(COOKIE) })
    .execute();
  // Written here without matches: their buckets counted from them, as a match's end counts its own.
  const repo = dailyRepo(db);
  for (const [game, day] of batches) await repo.recount(game, day);
  // As autovacuum (PostgreSQL) or a long-running server would have by then: the planner's statistics.
  await sql`analyze`.execute(db);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

async function timed(url: string): Promise<{ median: number; p95: number }> {
  const get = async () => {
    const a = performance.now();
    const res = await fetch(url, { headers: { cookie: `kortbord_daily=${COOKIE}` } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.json();
    return performance.now() - a;
  };
  for (let i = 0; i < 5; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < 50; i++) times.push(await get());
  return { median: median(times), p95: p95(times) };
}

async function bench(kind: string, where: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const opened = await openDb(where);
  const a = performance.now();
  await fill(opened.db);
  const filled = performance.now() - a;
  await opened.db.destroy();
  const s = await startServer({
    ...where,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    webDir: null,
    botWorkers: 0,
    now: () => NOW,
    limits: { readsPerMinute: 1_000_000 },
  });
  try {
    const field = await timed(`${s.url}/api/daily/viggo/${DAY}/field`);
    const today = await timed(`${s.url}/api/daily`);
    console.log(
      `${kind}: ${N} attempts (filled in ${(filled / 1000).toFixed(1)} s): field median ${field.median.toFixed(1)} ms, ` +
        `p95 ${field.p95.toFixed(1)} ms; today's page median ${today.median.toFixed(1)} ms, p95 ${today.p95.toFixed(1)} ms`,
    );
  } finally {
    await s.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'kortbord-bench-daily-'));
try {
  await bench('SQLite', { dataDir: dir });
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const name = `kortbord_bench_daily_${process.pid}`;
const admin = new pg.Client({ connectionString: PG });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  await bench('PostgreSQL', { dataDir: '', databaseUrl: PG.replace(/\/[^/]*$/, `/${name}`) });
} finally {
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
