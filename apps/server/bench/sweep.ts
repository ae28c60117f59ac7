/**
 * `npm run bench:server -- --mode sweep [--tables 20000] [--events 150] [--playing 200] [--times 5]`
 * (or `tsx apps/server/bench/sweep.ts …`): what the reaper's read of the tables costs once much has
 * been played (issue 38, 3: 20,000 finished tables of 150 events, 3 M events, a modest 30 days). The
 * finished tables (changed a day ago), `--playing` tables being played and their events are written
 * straight into a fresh SQLite database (in SQLite each read holds the event loop: its time is the
 * server's freeze), then three reads are timed, each `--times` times:
 *
 * - events: each table's last change as `max(at)` over its events (the sweep before migration 010);
 * - rows: every table's row (010: `tables.last_at`, written with every append);
 * - due: the tables not over and the finished ones whose 30 days have passed (015: through the index
 *   on status and last change), what the sweep reads now.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDb, sqliteOf } from '../src/db';
import { tablesRepo } from '../src/repos/tables';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : dflt;
};
const TABLES = arg('tables', 20_000);
const EVENTS = arg('events', 150);
const PLAYING = arg('playing', 200);
const TIMES = arg('times', 5);

const dir = mkdtempSync(join(tmpdir(), 'kortbord-bench-sweep-'));
const { db } = await openDb({ dataDir: dir });
const raw = sqliteOf(db);
if (!raw) throw new Error('not SQLite');
try {
  const now = Date.now();
  const old = new Date(now - 86_400_000).toISOString();
  const recent = new Date(now - 60_000).toISOString();
  const w0 = performance.now();
  raw.transaction(() => {
    const table = raw.prepare(
      `insert into tables (id, game, players, options, status, version, match_no, stand_in_ms, public, invite_hash, creator, created_at, last_at)
       values (?, 'president', 4, '{}', ?, ?, 1, null, 0, '', 'bench', ?, ?)`,
    );
    const event = raw.prepare(
      `insert into events (table_id, seq, match_no, entry, at) values (?, ?, 1, '{"end":{"reason":"x"}}', ?)`,
    );
    for (let t = 0; t < TABLES + PLAYING; t++) {
      const over = t < TABLES;
      const at = over ? old : recent;
      table.run(`t${t}`, over ? 'over' : 'playing', EVENTS, at, at);
      for (let s = 1; s <= EVENTS; s++) event.run(`t${t}`, s, at);
    }
  })();
  raw.pragma('optimize');
  const events = (raw.prepare('select count(*) as n from events').get() as { n: number }).n;
  console.log(
    `${TABLES.toLocaleString('en')} finished tables and ${PLAYING} being played, ${events.toLocaleString('en')} events ` +
      `(written in ${((performance.now() - w0) / 1000).toFixed(1)} s)`,
  );

  const repo = tablesRepo(db);
  const reads: Record<string, () => Promise<unknown[]>> = {
    'events (before 010)': async () =>
      (
        await sql`select t.id, t.status, t.created_at, (select max(e.at) from events e where e.table_id = t.id) as last from tables t`.execute(
          db,
        )
      ).rows,
    'rows (010)': () => repo.activity(),
    'due (015, now)': () => repo.activity(new Date(now - 30 * 86_400_000).toISOString()),
  };
  console.log('| read | rows | median | max |');
  console.log('| ---- | ---- | ------ | --- |');
  for (const [name, read] of Object.entries(reads)) {
    const ms: number[] = [];
    let rows = 0;
    for (let i = 0; i < TIMES; i++) {
      const a = performance.now();
      rows = (await read()).length;
      ms.push(performance.now() - a);
    }
    ms.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${rows.toLocaleString('en')} | ${ms[Math.floor(ms.length / 2)]!.toFixed(1)} ms | ${ms[ms.length - 1]!.toFixed(1)} ms |`,
    );
  }
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
