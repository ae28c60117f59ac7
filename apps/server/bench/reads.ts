/**
 * `tsx apps/server/bench/reads.ts [--matches 24] [--rounds 3]`: what a read of a table's history
 * costs as it grows (issue 38). A President table of four random bots plays `--matches` matches of
 * `--rounds` rounds each into SQLite; at each size, `GET /matches` (matchHistory) and a record of the
 * first match are timed twice: cold (a store that never read the table: every past match replayed, as
 * each request did before the cache) and warm (the store that answered once already).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRoundOver, rngFromSeed, type Json, type Match } from '@kortbord/engine';
import { openDb } from '../src/db';
import { TableStore } from '../src/store';
import { legalOf } from '../src/views';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : dflt;
};
const MATCHES = arg('matches', 24);
const ROUNDS = arg('rounds', 3);

const dir = mkdtempSync(join(tmpdir(), 'kortbord-bench-reads-'));
const { db } = await openDb({ dataDir: dir });
const limits = { tablesPerAddress: 1000 };
const store = new TableStore(db, limits);
const rng = rngFromSeed('bench-reads');
const { table: t } = await store.create({
  game: 'president',
  seats: Array.from({ length: 4 }, () => ({ kind: 'bot' as const, level: 'random' as const })),
  standInAfterMs: null,
  public: false,
  creator: 'bench',
});

const ms = async (f: () => Promise<unknown>, times = 5): Promise<number> => {
  const a = performance.now();
  for (let i = 0; i < times; i++) await f();
  return (performance.now() - a) / times;
};

let events = 0;
for (let n = 1; n <= MATCHES; n++) {
  await store.startMatch(t, n - 1);
  for (let r = 0; r < ROUNDS; r++) {
    if (r > 0) await store.nextRound(t);
    while (!isRoundOver(t.match as Match)) {
      const m = t.match as Match;
      const seat = (m.game.toAct(m.state) as number[])[0] as number;
      const legal = legalOf(t, seat);
      await store.act(t, seat, legal[rng.int(legal.length)] as Json);
    }
  }
  await store.endMatch(t, 'bench');
  events = t.version;
  if (n % 6) continue;
  const cold = async (f: (s: TableStore, x: typeof t) => Promise<unknown>) => {
    const s = new TableStore(db, limits);
    const x = await s.get(t.id);
    if (!x) throw new Error('no table');
    await f(s, x);
  };
  const warm = new TableStore(db, limits);
  const w = await warm.get(t.id);
  if (!w) throw new Error('no table');
  await warm.matchHistory(w);
  await warm.record(w, 1, 'full');
  const load = await ms(() => cold(async () => {}));
  const coldHistory = await ms(() => cold((s, x) => s.matchHistory(x)));
  const coldRecord = await ms(() => cold((s, x) => s.record(x, 1, 'full')));
  const warmHistory = await ms(() => warm.matchHistory(w), 20);
  const warmRecord = await ms(() => warm.record(w, 1, 'full'), 20);
  console.log(
    `${n} matches, ${events} events (loading the table ${load.toFixed(1)} ms): GET /matches ` +
      `${coldHistory.toFixed(1)} ms cold (with the load) → ${warmHistory.toFixed(2)} ms kept; ` +
      `record of match 1 ${coldRecord.toFixed(1)} → ${warmRecord.toFixed(2)} ms`,
  );
}
await db.destroy();
rmSync(dir, { recursive: true, force: true });
