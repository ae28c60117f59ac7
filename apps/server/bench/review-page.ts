/**
 * `npm run bench:review -- [--times 40] [--web-dir DIR]`: what a review's page costs the server now
 * that it is drawn at the request (issue 36). Per game, a finished match of random bots, and the mean
 * time of `GET /review/<table>/1`: drawn afresh (each request another `?step=`, so none is kept) and
 * kept (the same address again: the server keeps the last pages it drew); beside the two reads the
 * app makes for an undrawn page (the record and the table) and the same page from a build without
 * the drawing module (its HTML only). Sequential requests over loopback, the server in this process:
 * the figures that travel are the ratios.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GAME_IDS } from '@kortbord/engine';
import { startServer } from '../src/index';
import { buildWeb } from '../../web/test/e2e/harness';

const { values: args } = parseArgs({
  options: {
    times: { type: 'string', default: '40' },
    'web-dir': { type: 'string' },
  },
});
const times = Number(args.times);
const built = args['web-dir'] ? null : await buildWeb();
const webDir = args['web-dir'] ? resolve(args['web-dir']) : (built as { dir: string }).dir;
// The same build without its drawing module: the review's page as it was before (its HTML only).
const plainDir = mkdtempSync(join(tmpdir(), 'kortbord-bench-plain-'));
cpSync(webDir, plainDir, { recursive: true, filter: (src) => !src.endsWith('render.mjs') });

const start = (web: string) =>
  startServer({
    port: 0,
    dataDir: mkdtempSync(join(tmpdir(), 'kortbord-bench-review-')),
    webDir: web,
    logLevel: 'silent',
    botWorkers: 1,
    botDelayMs: [0, 0],
    botMatchRounds: 1,
    // One address asks for everything here: its per-address rates (reads a minute, requests paced)
    // would measure the limits, not the work.
    limits: {
      readsPerMinute: 1_000_000,
      requestsPerMinute: 1_000_000,
      getsPerMinute: 1_000_000,
      tablesPerMinute: 1_000_000,
      requestsInFlightPerAddress: 1_000_000,
    },
  });
const drawn = await start(webDir);
const plain = await start(plainDir);

/** A table of the fewest random bots the game takes (2, else 3, 4) whose one match is over. */
async function finished(url: string, game: string): Promise<string> {
  let id: string | null = null;
  for (let n = 2; n <= 4 && !id; n++) {
    const r = await fetch(`${url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game,
        seats: Array.from({ length: n }, (_, i) => ({ kind: 'bot', level: 'random', name: `Bot ${i + 1}` })),
      }),
    });
    if (r.status === 201) id = ((await r.json()) as { table: { id: string } }).table.id;
    else await r.arrayBuffer();
  }
  if (!id) throw new Error(`no table of ${game} with 2 to 4 bots`);
  for (;;) {
    const rec = await fetch(`${url}/api/tables/${id}/record?match=1`);
    await rec.arrayBuffer();
    if (rec.status === 200) return id;
    await new Promise((ok) => setTimeout(ok, 50));
  }
}

/** Mean milliseconds of `paths(i)` fetched in turn for i = 1 … `times`, after one round at 0 to warm up. */
async function mean(
  url: string,
  paths: (i: number) => readonly string[],
): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  const round = async (i: number) => {
    bytes = 0;
    for (const p of paths(i)) bytes += (await (await fetch(url + p)).arrayBuffer()).byteLength;
  };
  await round(0);
  const a = performance.now();
  for (let i = 1; i <= times; i++) await round(i);
  return { ms: (performance.now() - a) / times, bytes };
}

const rows: string[][] = [];
try {
  for (const game of GAME_IDS) {
    const [d, p] = [await finished(drawn.url, game), await finished(plain.url, game)];
    // Each request a step of its own: a page not drawn before (the server keeps the last few drawn).
    const fresh = await mean(drawn.url, (i) => [`/review/${d}/1?step=${i}`]);
    const kept = await mean(drawn.url, () => [`/review/${d}/1`]);
    const reads = await mean(drawn.url, () => [`/api/tables/${d}/record?match=1`, `/api/tables/${d}`]);
    const html = await mean(plain.url, () => [`/review/${p}/1`]);
    rows.push([
      game,
      fresh.ms.toFixed(1),
      kept.ms.toFixed(1),
      `${(kept.bytes / 1024).toFixed(1)}`,
      reads.ms.toFixed(1),
      html.ms.toFixed(1),
      (fresh.ms / reads.ms).toFixed(1),
      (kept.ms / reads.ms).toFixed(1),
    ]);
  }
} finally {
  await drawn.close();
  await plain.close();
  rmSync(plainDir, { recursive: true, force: true });
  built?.remove();
}
const cols = ['game', 'drawn ms', 'kept ms', 'KiB', 'reads ms', 'plain ms', 'drawn/reads', 'kept/reads'];
const width = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] as string).length)));
const fmt = (r: string[]) =>
  r.map((v, i) => (i ? v.padStart(width[i] as number) : v.padEnd(width[i] as number))).join('  ');
console.log(`${times} requests each, one after another (a finished match of random bots, one round)`);
console.log(fmt(cols));
for (const r of rows) console.log(fmt(r));
