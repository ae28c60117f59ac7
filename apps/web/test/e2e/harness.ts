import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { rngFromSeed } from '@kortbord/engine';
import { actionId, ownCards, type Act } from '../../src/game/actions';

export const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Where the browser tests leave their screenshots, one stable folder for CI to keep as artefacts:
 * apps/web/test/screenshots/ (ignored by git), or KORTBORD_SCREENSHOTS when set.
 */
export const SCREENSHOTS = process.env['KORTBORD_SCREENSHOTS'] || join(WEB_ROOT, 'test', 'screenshots');
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM) && process.env['KORTBORD_E2E'] !== '0';

/**
 * Builds the client with Vite into a fresh folder (the server serves it from there); `plugins` are
 * added to the config's (a test's second build that differs from the first). A test that serves the
 * build as it is takes `sharedWeb()` instead.
 */
export async function buildWeb(
  plugins: import('vite').PluginOption[] = [],
): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'kortbord-web-'));
  await viteBuild(dir, plugins);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function viteBuild(outDir: string, plugins: import('vite').PluginOption[]): Promise<void> {
  const { build } = await import('vite');
  // The test runner sets NODE_ENV=test, which would make a development build.
  const env = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  await build({
    mode: 'production',
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    root: WEB_ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins,
  }).finally(() => {
    if (env === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = env;
  });
}

let shared: Promise<string> | undefined;

/**
 * The folder of this test run's one client build, made by the first file that asks
 * (e2e/build-once.ts): the others wait for it to be done. Read-only for the tests (the server only
 * reads it); a test that changes the files copies them first. Outside a run with that setup (a
 * config without it), a build of this file's own, kept until the process ends.
 */
export function sharedWeb(): Promise<string> {
  shared ??= (async () => {
    const { inject } = await import('vitest');
    const root = inject('sharedWebRoot');
    if (!root) {
      const own = await buildWeb();
      process.once('exit', own.remove);
      return own.dir;
    }
    const dir = join(root, 'web');
    const done = join(root, 'done');
    const failed = join(root, 'failed');
    let builds = true;
    try {
      // mkdir is atomic: exactly one file of the run (in any worker) gets to build.
      mkdirSync(join(root, 'lock'));
    } catch {
      builds = false;
    }
    if (builds) {
      try {
        await viteBuild(dir, []);
      } catch (e) {
        writeFileSync(failed, String((e as Error).stack ?? e));
        throw e;
      }
      writeFileSync(done, '');
      return dir;
    }
    // Another file builds: wait for its "done" (or "failed") to appear in the folder.
    await new Promise<void>((resolve, reject) => {
      const settle = (): boolean => {
        if (existsSync(done)) resolve();
        else if (existsSync(failed))
          reject(new Error(`the shared client build failed:\n${readFileSync(failed, 'utf8')}`));
        else return false;
        watcher.close();
        return true;
      };
      const watcher = watch(root, () => void settle());
      settle();
    });
    return dir;
  })();
  return shared;
}

/** Debian's Chromium, headless, driven by playwright-core (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A screenshot kept as a CI artefact: the whole page, or (`fullPage: false`) the first screen. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/** A CSS attribute value: JSON's string syntax is CSS's too. */
export const cssString = (s: string): string => JSON.stringify(s);

export interface PageState {
  readonly version: string | null;
  readonly phase: string | null;
  readonly over: boolean;
  readonly roundOver: boolean;
  readonly legal: Act[];
  readonly pending: boolean;
  readonly error: string | null;
  /** All of the above and whether "next round" is offered, in one string: `stateChange` waits for another. */
  readonly key: string;
}

/**
 * In the page: the table's state as it shows it; with `wait`, once it is no longer the one read as
 * `wait.seen` (or after `wait.ms` with nothing changed). A MutationObserver sees the change as it
 * happens, so no poll interval stands between a bot's move and the next look. One self-contained
 * function, as `evaluate` sends its source (the page's CSP allows no eval of another).
 */
function inPage(wait: { seen: string; ms: number } | null): PageState | Promise<PageState> {
  const read = (): PageState => {
    const table = document.querySelector('[data-testid=table]');
    const actions = document.querySelector('[data-testid=actions]');
    const legal = actions?.getAttribute('data-legal') ?? '[]';
    const state = {
      version: table?.getAttribute('data-version') ?? null,
      phase: table?.getAttribute('data-phase') ?? null,
      over: table?.getAttribute('data-over') === 'true',
      roundOver: !!document.querySelector('[data-testid=round-over]'),
      legal: JSON.parse(legal) as Act[],
      pending: actions?.getAttribute('data-pending') === 'true',
      error: document.querySelector('[data-testid=error]')?.textContent ?? null,
    };
    const next = !!document.querySelector('[data-testid=next-round]');
    const { version, phase, over, roundOver, pending, error } = state;
    return { ...state, key: JSON.stringify([version, phase, over, roundOver, next, legal, pending, error]) };
  };
  if (!wait) return read();
  return new Promise((resolve) => {
    const check = () => {
      const now = read();
      if (now.key === wait.seen) return false;
      observer.disconnect();
      clearTimeout(timer);
      resolve(now);
      return true;
    };
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(read());
    }, wait.ms);
    if (!check())
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
  });
}

export const readState = (page: Page): Promise<PageState> => page.evaluate(inPage, null);

/**
 * The page's state once it is no longer `seen` (a move, a refusal, a turn, the round's end, "next
 * round" offered or gone), or as it is after `ms` with nothing changed; `seen` again when a
 * navigation cut the wait short.
 */
export const stateChange = (page: Page, seen: PageState, ms: number): Promise<PageState> =>
  page.evaluate(inPage, { seen: seen.key, ms }).catch(() => seen);

const PASSIVE = new Set(['pass', 'draw', 'pickup', 'yield', 'reject', 'knock']);

/** A random in [0, 1) from a seed: the same choices on every run. */
export function seededRandom(seed: string): () => number {
  const rng = rngFromSeed(seed);
  return () => rng.int(1 << 30) / (1 << 30);
}

/** How the test player chooses: a card play when there is one, else a move, else a pass or draw. */
export function choose(legal: readonly Act[], random: () => number = Math.random): Act {
  const pick = (xs: readonly Act[]) => xs[Math.floor(random() * xs.length)] as Act;
  const cards = legal.filter((a) => ownCards(a).length > 0);
  if (cards.length) return pick(cards);
  const active = legal.filter((a) => !PASSIVE.has(a.type));
  if (active.length) return pick(active);
  return pick(legal);
}

/** Makes a move the way a player does: select its cards in the hand, then press its button. */
export async function perform(page: Page, a: Act): Promise<void> {
  const id = cssString(actionId(a));
  const own = ownCards(a);
  if (own.length) {
    await page.keyboard.press('Escape');
    for (const code of own) {
      const card = page
        .locator(
          `[data-testid=hand] button[data-code=${cssString(code)}][aria-pressed=false], [data-testid=face-up] button[data-code=${cssString(code)}][aria-pressed=false]`,
        )
        .first();
      // At its top-left corner: the part of a card that a neighbour (to the right, or the row
      // below in a big overlapping hand) never covers, where a player's finger lands too.
      await card.click({ position: { x: 6, y: 10 } });
    }
    // A bot may move between reading the state and this press (a knock in Vri åtter), and then the
    // selection offers other moves: the caller reads the new position, as a player looks again.
    const play = page.locator(`[data-testid=selection-actions] button[data-action=${id}]`);
    await play.click({ timeout: 5000 }).catch(() => page.keyboard.press('Escape'));
    return;
  }
  // A knock window or an answer may close before the click lands (a bot moved): then it is gone.
  const button = page.locator(`[data-testid=button-actions] button[data-action=${id}]`);
  if ((await button.count()) === 0)
    await page
      .locator(`[data-expand=${cssString(a.type)}]`)
      .click({ timeout: 5000 })
      .catch(() => {});
  await button.click({ timeout: 5000 }).catch(() => {});
}

/**
 * Plays this page's seat until the round (or, with `untilOver`, the match) ends. Returns the number
 * of moves made. `onMove` sees each move count (for a screenshot along the way).
 *
 * `timeoutMs` bounds a stall, not the round: the table must move on (anyone's move, a new round)
 * within it. A whole round's length depends on the game, the seats and a loaded machine (three
 * pages of a Viggo round once took over 150 s at CI's load while moving all along); a round that
 * stops moving is what this looks for, and its error says where the page stood.
 */
export async function playRound(
  page: Page,
  opts: {
    timeoutMs?: number;
    untilOver?: boolean;
    onMove?: (n: number) => Promise<void>;
    random?: () => number;
  } = {},
): Promise<number> {
  const stallMs = opts.timeoutMs ?? 90_000;
  let moves = 0;
  let errors = 0;
  let s = await readState(page);
  let lastVersion = s.version;
  let movedAt = Date.now();
  // Each look after the first waits for the page to change from the last one (stateChange), at most
  // a second: then the loop looks again as it is (a click that did not land is tried anew).
  for (; ; s = await stateChange(page, s, 1000)) {
    if (s.version !== lastVersion) [lastVersion, movedAt] = [s.version, Date.now()];
    if (Date.now() - movedAt > stallMs)
      throw new Error(
        `the table stood still for ${Math.round(stallMs / 1000)} s (${moves} moves made; the page: ` +
          `version ${s.version}, phase ${s.phase}, ${s.legal.length} choices, ` +
          `${s.pending ? 'a move on its way' : 'nothing on its way'}, error ${JSON.stringify(s.error)})`,
      );
    if (opts.untilOver ? s.over : s.roundOver) return moves;
    if (opts.untilOver && s.roundOver && !s.over) {
      const next = page.locator('[data-testid=next-round]');
      if (await next.count()) await next.click().catch(() => {});
      continue;
    }
    if (!s.legal.length || s.pending) continue;
    const a = choose(s.legal, opts.random);
    await perform(page, a);
    moves++;
    await opts.onMove?.(moves);
    // Wait for the next snapshot (or a refusal) before looking again.
    const until = Date.now() + 10_000;
    for (let now = await readState(page); ; now = await stateChange(page, now, until - Date.now())) {
      if (now.version !== s.version || now.roundOver) break;
      if (now.error && !now.pending) {
        if (++errors > 20) throw new Error(`too many refusals: ${now.error}`);
        break;
      }
      if (Date.now() >= until) break;
    }
  }
}

export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  /** Stops the server, waits `downMs` with it gone, and starts it again on the same port and data. */
  restartServer(downMs: number, whileDown?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the client, starts the real server on a free port with a temporary database, launches
 * Chromium. `botDelayMs` paces the bots (the default leaves a screen time to show each move).
 * `seed` makes every run the same: each table's deals come from it (by game and match), and the bots
 * think by a fixed number of rollouts with a seed of the position, not by time; a test that also
 * chooses its own moves from a seeded random (`seededRandom`) meets the same positions every run.
 */
export async function startHarness(
  pace: {
    readonly botDelayMs?: readonly [number, number];
    readonly seed?: string;
    /** More of the server's settings (e.g. the bots' rollouts at a table of today's deal). */
    readonly server?: { readonly dailyBotIterations?: number };
  } = {},
): Promise<Harness> {
  const webDir = await sharedWeb();
  const data = mkdtempSync(join(tmpdir(), 'kortbord-data-'));
  const { startServer } = await import('../../../server/src/index');
  const options = {
    host: '127.0.0.1',
    dataDir: data,
    webDir,
    logLevel: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    botDelayMs: pace.botDelayMs ?? ([20, 60] as const),
    botWorkers: 0,
    botBudget: pace.seed === undefined ? { timeMs: 30 } : { iterations: 150 },
    ...(pace.seed === undefined ? {} : { testDealSeed: pace.seed, botPacingSecret: pace.seed }),
    nextRoundAfterMs: 600_000,
    // Tables here may ask for a short turn clock (e2e-friends); the pages offer only 30 s and up.
    minTurnClockMs: 0,
    // Every page here is 127.0.0.1: the server's per-address rates are proved in its own tests.
    limits: {
      tablesPerMinute: 1000,
      joinsPerMinute: 1000,
      readsPerMinute: 100_000,
      requestsPerMinute: 100_000,
      getsPerMinute: 100_000,
      requestsInFlightPerAddress: 1000,
    },
    ...pace.server,
  };
  let server = await startServer({ ...options, port: 0 });
  const port = server.port;
  const browser = await launchChromium();
  return {
    url: server.url,
    browser,
    async restartServer(downMs, whileDown) {
      await server.close();
      await new Promise((r) => setTimeout(r, downMs));
      await whileDown?.();
      server = await startServer({ ...options, port });
    },
    async close() {
      await browser.close().catch(() => {});
      await server.close().catch(() => {});
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export async function newPage(
  h: Harness,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // A Norwegian browser unless told otherwise: the page opens in the browser's language, and the
  // tests read bokmål.
  const context = await h.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'nb-NO',
    ...options,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return { context, page };
}

/**
 * Routes the page's socket so that the server's messages after the first one `from` accepts (that
 * one passes) are held back, in order, until the returned function lets them go: a slow line's
 * frames, made to come apart where a test needs them apart.
 */
export async function holdServerAfter(page: Page, from: (text: string) => boolean): Promise<() => void> {
  let letGo = (): void => undefined;
  const released = new Promise<void>((r) => (letGo = r));
  await page.routeWebSocket(/\/ws/, (ws) => {
    const server = ws.connectToServer();
    const held: string[] = [];
    let holding = false;
    let done = false;
    void released.then(() => {
      done = true;
      holding = false;
      for (const m of held.splice(0)) ws.send(m);
    });
    server.onMessage((m) => {
      const text = String(m);
      if (holding) return void held.push(text);
      ws.send(text);
      if (!done && from(text)) holding = true;
    });
  });
  return letGo;
}

/**
 * Opens a page and waits for the app to take over what the server drew into its HTML (the front
 * page, a table while it connects: inert until then, and the app's scripts are fetched only once it
 * shows; a focus, a key or a field filled before that goes nowhere, as a player's tap would).
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
}

/** Fills in the front page as a player does: the game, its house rules, the seats, a name. */
export async function setupFront(
  page: Page,
  url: string,
  game: string,
  seats: readonly ('you' | 'open' | 'bot')[],
  name = 'Test',
  options: Readonly<Record<string, string | boolean>> = {},
): Promise<void> {
  await openPage(page, url);
  await page.locator(`.game-tile[data-game=${cssString(game)}]`).click();
  if (Object.keys(options).length) {
    await page.locator('details.house-rules > summary').click();
    for (const [id, value] of Object.entries(options)) {
      const input = page.locator(`#opt-${id}`);
      if (typeof value === 'boolean') await input.setChecked(value);
      else if ((await input.evaluate((e) => e.tagName)) === 'SELECT') await input.selectOption(value);
      else await input.fill(value);
    }
  }
  const rows = page.locator('[data-testid=seat-row]');
  while ((await rows.count()) < seats.length) await page.getByRole('button', { name: /\+/ }).click();
  while ((await rows.count()) > seats.length) await page.getByRole('button', { name: /−/ }).click();
  for (let i = 0; i < seats.length; i++)
    await rows
      .nth(i)
      .locator('select')
      .first()
      .selectOption(seats[i] as string);
  await page.locator('[data-testid=name]').fill(name);
  // No turn clock: these tests play at the pace of a loaded machine, and a clock that runs out
  // between reading the table and clicking makes the stand-in move first (the clock has its own test).
  await page.locator('[data-testid=turn-clock]').selectOption('off');
}

/** Creates a table on the server from the front page; returns when the table page shows. */
/** A table made through the server's API, as the front page makes one: the server's answer. */
export async function postTable<T = { table: { id: string }; joined: { seat: number; token: string } }>(
  url: string,
  body: Record<string, unknown>,
): Promise<T> {
  const res = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

export async function createTable(
  page: Page,
  url: string,
  game: string,
  seats: readonly ('you' | 'open' | 'bot')[],
  name = 'Test',
  options: Readonly<Record<string, string | boolean>> = {},
): Promise<void> {
  await setupFront(page, url, game, seats, name, options);
  await page.locator('[data-testid=create]').click();
  await page.waitForURL(/\/t\//);
}
