/**
 * `npm run bench:web -- [options]`: Lighthouse 12.2.3 (its default mobile throttling: a mid-range
 * phone on a slow 4G connection, simulated) with Debian's Chromium on three pages of the real server
 * and build: the front page, a table against bots (as a spectator sees it: the live table, the bots
 * waiting for the person at seat 1) and a finished match's review. Prints each category's score,
 * FCP, LCP, TBT, CLS and the bytes sent (all, and the scripts). A benchmark: nothing is asserted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWeb } from '../test/e2e/harness';

const HELP = `npm run bench:web -- [options]

  --runs N          Lighthouse runs per page (default 2); each run's line is printed.
  --pages LIST      which of front,table,review (default all three).
  --web-dir DIR     serve this build instead of building apps/web afresh into a temporary folder.
  --server FILE     the server module to start (default apps/server/src/index.ts of this checkout;
                    another checkout's, with --web-dir its build, measures that version).
  --save DIR        also write each run's whole Lighthouse report there (<page>-<run>.json), to see
                    which element is the LCP, what shifted and which audits failed.
  --help            this text.

Chromium: /usr/bin/chromium --headless --no-sandbox --disable-gpu --disable-background-networking.
Run it with nothing else running on the machine: scores move with a busy CPU.`;

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    pages: { type: 'string', default: 'front,table,review' },
    'web-dir': { type: 'string' },
    server: { type: 'string' },
    save: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs is a whole number from 1.');

type Start = (o: Record<string, unknown>) => Promise<{ url: string; close(): Promise<void> }>;
const serverModule = args.server
  ? pathToFileURL(resolve(args.server)).href
  : new URL('../../server/src/index.ts', import.meta.url).href;
const { startServer } = (await import(serverModule)) as { startServer: Start };

const built = args['web-dir'] ? null : await buildWeb();
const webDir = args['web-dir'] ? resolve(args['web-dir']) : (built as { dir: string }).dir;
const data = mkdtempSync(join(tmpdir(), 'kortbord-bench-web-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: data,
  webDir,
  logLevel: 'silent',
  botWorkers: 1,
  botDelayMs: [0, 5],
  botMatchRounds: 1,
});

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const r = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (r.status >= 300) throw new Error(`${path}: ${r.status} ${await r.text()}`);
  return (await r.json()) as Record<string, unknown>;
}
const idOf = (made: Record<string, unknown>) => (made['table'] as { id: string }).id;

// A table against bots: the person at seat 1 (no clock, no stand-in) whom the bots wait for.
const live = idOf(
  await post('/api/tables', {
    game: 'vri-atter',
    seats: [
      { kind: 'open' },
      { kind: 'bot', level: 'medium' },
      { kind: 'bot', level: 'medium' },
      { kind: 'bot', level: 'medium' },
    ],
    join: { name: 'Kari', seat: 0 },
    turnClockMs: null,
    standInAfterMs: null,
  }),
);
// A finished match to review: two bots play one round.
const done = idOf(
  await post('/api/tables', {
    game: 'vri-atter',
    seats: [
      { kind: 'bot', level: 'medium', name: 'Per' },
      { kind: 'bot', level: 'medium', name: 'Pål' },
    ],
  }),
);
for (;;) {
  const r = await fetch(`${server.url}/api/tables/${done}/record?match=1`);
  await r.arrayBuffer();
  if (r.status === 200) break;
  await new Promise((ok) => setTimeout(ok, 100));
}

const wanted = new Set(args.pages.split(','));
const pages = (
  [
    ['front', '/'],
    ['table', `/t/${live}`],
    ['review', `/review/${done}/1`],
  ] as const
).filter(([name]) => wanted.has(name));

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

interface Line {
  page: string;
  run: number;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
}
const lines: Line[] = [];
const failed: string[] = [];
try {
  for (const [name, path] of pages)
    for (let run = 1; run <= runs; run++) {
      const result = await lighthouse(server.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
      if (args.save) {
        mkdirSync(args.save, { recursive: true });
        writeFileSync(join(args.save, `${name}-${run}.json`), JSON.stringify(lhr));
      }
      // A run Lighthouse could not finish (it reports zeros): said as such, not as a score.
      if (lhr.runtimeError) {
        failed.push(`${name} run ${run}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
        console.error(failed[failed.length - 1]);
        continue;
      }
      const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const requests =
        (
          lhr.audits['network-requests']?.details as
            { items?: { resourceType?: string; transferSize?: number }[] } | undefined
        )?.items ?? [];
      lines.push({
        page: name,
        run,
        scores: Object.fromEntries(
          Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)]),
        ),
        fcp: num('first-contentful-paint'),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        bytes: num('total-byte-weight'),
        scriptBytes: requests
          .filter((q) => q.resourceType === 'Script')
          .reduce((sum, q) => sum + (q.transferSize ?? 0), 0),
      });
      const l = lines[lines.length - 1] as Line;
      console.error(`${name} run ${run}: performance ${l.scores['performance']}`);
    }
} finally {
  await chrome.kill();
  await server.close();
  rmSync(data, { recursive: true, force: true });
  built?.remove();
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const cols = ['page', 'run', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'scripts'];
const rows = lines.map((l) => [
  l.page,
  String(l.run),
  String(l.scores['performance']),
  String(l.scores['accessibility']),
  String(l.scores['best-practices']),
  String(l.scores['seo']),
  s(l.fcp),
  s(l.lcp),
  `${Math.round(l.tbt)} ms`,
  l.cls.toFixed(3),
  kb(l.bytes),
  kb(l.scriptBytes),
]);
const width = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => (r[i] as string).length)));
const fmt = (r: string[]) =>
  r.map((v, i) => (i < 1 ? v.padEnd(width[i] as number) : v.padStart(width[i] as number))).join('  ');
console.log(fmt(cols));
for (const r of rows) console.log(fmt(r));
for (const f of failed) console.log(`not measured: ${f}`);
