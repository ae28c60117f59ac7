/**
 * `npm run bench:server -- --mode coach [--honest 6] [--attack 24] [--workers 2]` (or `tsx
 * apps/server/bench/coach.ts …`): one asker filling the coach (issue 38, 8) against honest askers.
 * Finished President matches (Ola and three random bots, one round each, played into SQLite before
 * the server starts) are asked for the coach's marks over HTTP from addresses told apart by
 * X-Forwarded-For (TRUST_PROXY 1; the server's default coach: 2 places, 2 per asker, 32 waiting).
 * Two runs: `--honest` askers, each asking once for its own match (one every 250 ms) and polling
 * every 200 ms until the marks come, alone; then the same with an attacker that, from one address,
 * keeps asking for `--attack` other matches (every 20 ms, as fast as it is answered). Printed: the
 * honest askers' time to their marks (p50 / max), how many of their asks were refused, and what the
 * attacker got.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRoundOver, rngFromSeed, type Json, type Match } from '@kortbord/engine';
import { openDb } from '../src/db';
import { startServer } from '../src/index';
import { TableStore } from '../src/store';
import { legalOf } from '../src/views';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : dflt;
};
const HONEST = arg('honest', 6);
const ATTACK = arg('attack', 24);
const WORKERS = arg('workers', 2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

const dir = mkdtempSync(join(tmpdir(), 'kortbord-bench-coach-'));
// The finished matches, each at a table of its own: 2 × HONEST for the honest askers, ATTACK more.
const tables = await (async () => {
  const { db } = await openDb({ dataDir: dir });
  const store = new TableStore(db, { tablesPerAddress: 100_000 });
  const rng = rngFromSeed('bench-coach');
  const ids: string[] = [];
  let decisions = 0;
  for (let k = 0; k < 2 * HONEST + ATTACK; k++) {
    const { table: t } = await store.create({
      game: 'president',
      seats: [
        { kind: 'open' },
        ...Array.from({ length: 3 }, () => ({ kind: 'bot' as const, level: 'random' as const })),
      ],
      standInAfterMs: null,
      public: false,
      creator: 'bench',
      join: { name: 'Ola', seat: 0 },
    });
    await store.startMatch(t, 0);
    while (!isRoundOver(t.match as Match)) {
      const m = t.match as Match;
      const seat = (m.game.toAct(m.state) as number[])[0] as number;
      const legal = legalOf(t, seat);
      if (seat === 0 && legal.length > 1) decisions++;
      await store.act(t, seat, legal[rng.int(legal.length)] as Json);
    }
    await store.endMatch(t, 'bench');
    ids.push(t.id);
  }
  await db.destroy();
  console.log(`${ids.length} finished matches, Ola's decisions with a choice: ${decisions}`);
  return ids;
})();

const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  webDir: null,
  // 'fatal': the attacker's searches still running at the end fail as the pool closes.
  logLevel: 'fatal',
  botWorkers: WORKERS,
  trustProxy: 1,
});

type Answer = { status?: string; error?: { reason?: { code: string } } };
const ask = async (id: string, ip: string): Promise<{ status: number; body: Answer }> => {
  const res = await fetch(`${server.url}/api/tables/${id}/matches/1/coach`, {
    headers: { 'x-forwarded-for': ip },
  });
  return { status: res.status, body: (await res.json()) as Answer };
};

async function run(honest: string[], attack: string[]): Promise<void> {
  let stop = false;
  const attacker = { asks: 0, running: 0, refused: 0, done: 0 };
  const attacking = (async () => {
    if (!attack.length) return;
    const left = new Set(attack);
    while (!stop && left.size)
      for (const id of [...left]) {
        if (stop) break;
        const r = await ask(id, '203.0.113.66');
        attacker.asks++;
        if (r.status === 200) {
          attacker.done++;
          left.delete(id);
        } else if (r.status === 202) attacker.running++;
        else attacker.refused++;
        await sleep(20);
      }
  })();
  await sleep(attack.length ? 500 : 0);
  const waits: number[] = [];
  let refused = 0;
  const t0 = performance.now();
  await Promise.all(
    honest.map(async (id, i) => {
      await sleep(250 * i);
      const ip = `198.51.100.${10 + i}`;
      const a = performance.now();
      for (;;) {
        const r = await ask(id, ip);
        if (r.status === 200) break;
        if (r.status !== 202) refused++;
        await sleep(200);
      }
      waits.push(performance.now() - a);
    }),
  );
  stop = true;
  await attacking;
  console.log(
    `| ${attack.length ? `one address asking for ${attack.length} matches` : 'none'} | ` +
      `${(pct(waits, 50) / 1000).toFixed(1)} / ${(Math.max(...waits) / 1000).toFixed(1)} s | ${refused} of ${honest.length} | ` +
      `${attack.length ? `${attacker.done} judged, ${attacker.refused} refused of ${attacker.asks} asks` : '–'} | ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s |`,
  );
}

try {
  console.log(
    "| attack | honest askers' time to their marks p50 / max | honest asks refused | attacker got | run |",
  );
  console.log(
    '| ------ | -------------------------------------------- | ------------------- | ------------ | --- |',
  );
  await run(tables.slice(0, HONEST), []);
  await run(tables.slice(HONEST, 2 * HONEST), tables.slice(2 * HONEST));
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
