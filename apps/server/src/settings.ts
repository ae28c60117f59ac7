/**
 * The server's settings: every option `startServer` takes, what each one means and its value when
 * not given, apart from the composition root (server.ts) that wires the parts. env.ts reads them from
 * the environment; tests and benches pass them directly.
 */
import type { Logger } from 'pino';
import type { Budget } from '@kortbord/bots';
import type { PoolOptions } from '@kortbord/bots/pool';
import type { PacedDecision } from './bot-turns';
import type { HintSettings } from './hints';
import type { CoachSettings } from './coach';
import type { SqliteSync } from './db';
import type { ReapSettings } from './reaper';
import type { OutboxSettings } from './outbox';
import type { PushSettings } from './push';
import type { Limits } from './limits';

export interface ServerOptions {
  /** 8080 by default; 0 picks a free port. */
  port?: number;
  /** 0.0.0.0 by default. */
  host?: string;
  /** SQLite's folder when there is no databaseUrl: ./data by default. */
  dataDir?: string;
  /** SQLite's sync: 'normal' (default) survives a killed process; 'full' a lost machine too. */
  sqliteSync?: SqliteSync;
  /** PostgreSQL, e.g. postgres://user@host:5432/kortbord. */
  databaseUrl?: string | undefined;
  /** Redis for several nodes, e.g. redis://127.0.0.1:6379. */
  redisUrl?: string | undefined;
  /** The web client's build; apps/web/dist by default when it exists; null: API only. */
  webDir?: string | null;
  logger?: Logger;
  logLevel?: string;
  limits?: Partial<Limits>;
  /**
   * A bot's pause before its move, in ms, in [min, max]: the same for every position (pacing.ts); a
   * search is cut to end inside it.
   */
  botDelayMs?: readonly [number, number];
  /** Keys the bots' pauses (random per start by default; a test fixes it). */
  botPacingSecret?: string;
  /** Told each bot decision's pause, and when its answer went to the table (tests, benches). */
  onBotPaced?: (p: PacedDecision) => void;
  botBudget?: Budget;
  /** Rollouts per bot decision at a table of today's deal (DAILY_BOT_ITERATIONS; tests use fewer). */
  dailyBotIterations?: number;
  /** Worker threads for the bots (0: think in-process). */
  botWorkers?: number;
  /**
   * Tables with people first (default true): their bots' decisions overtake those of tables of bots
   * alone, and with two workers or more one is kept for them. False: first come, first served (benches).
   */
  botFairness?: boolean;
  /** Told when a bot decision is queued for a worker and when one starts it (tests, benches). */
  onBotQueue?: PoolOptions['observe'];
  /** With a human at the table, the next round is dealt by itself after this long. */
  nextRoundAfterMs?: number;
  /** Pings every connection this often; one that missed the previous ping is dropped. */
  keepAliveMs?: number;
  /**
   * Behind load balancers: how many proxies in front of this server append to X-Forwarded-For. The
   * client address is the entry that many places from the right (the one the outermost trusted proxy
   * wrote); entries further left are the client's own words and never used. `true` means 1. Or the
   * proxies' addresses or CIDR ranges ("10.0.0.0/8, 127.0.0.1"): every one of them is skipped from the
   * right, safer when the server can also be reached directly.
   */
  trustProxy?: boolean | number | string;
  /**
   * Browser origins besides the served host that may open the WebSocket (ALLOWED_ORIGINS), e.g. a
   * site served under another name. A connection without `Origin` (not a browser) is always let in.
   */
  allowedOrigins?: readonly string[];
  nodeId?: string;
  /** When abandoned tables end and stored tables are deleted (reaper.ts, README). */
  reap?: Partial<ReapSettings>;
  /** A match with no person seated ends after this many rounds (President never ends by itself). */
  botMatchRounds?: number;
  /** The shortest turn clock a table may ask for (10 s by default; tests allow shorter). */
  minTurnClockMs?: number;
  /**
   * Tests only: every match is dealt from a seed made of this, the table's game and the match's number,
   * so a test's tables are dealt alike on every run (with a bot budget of rollouts, they play alike).
   */
  testDealSeed?: string;
  /**
   * A request's whole arrival, headers and body, in ms (10 s by default): a body that stops halfway is
   * answered 408 and its connection closed (REQUEST_TIMEOUT_MS).
   */
  requestTimeoutMs?: number;
  /**
   * How long a request may wait at the gate for its slot or a place in flight, and how long a refusal
   * is held before it is answered (1 s; gate.ts).
   */
  requestHoldMs?: number;
  /** The hints' search budget and limits (HINT_LIMITS by default; tests shorten the gap). */
  hints?: Partial<HintSettings>;
  /** The coach's places and its line fair per asker (MAX_COACH_JOBS, COACH_LINE by default; issue 38). */
  coach?: CoachSettings;
  /**
   * Tests only: the clock of sessions, link codes and passkey challenges (Date.now by default), so
   * their expiry is proved without waiting.
   */
  profileClock?: () => number;
  /**
   * Tests only: the time deadlines are counted in (epoch ms; Date.now by default), and how often a
   * waiting deadline looks at it again (60 s): a test moves slow tables' days on without waiting.
   */
  now?: () => number;
  clockRecheckMs?: number;
  /** Web Push (issue 34): the allowed push hosts (PUSH_HOSTS), timeout, subject; tests add an agent. */
  push?: Partial<PushSettings>;
  /**
   * E-mail (issue 34), off unless set (SMTP_URL): the SMTP server's URL, the From address, and the
   * site's address for the links in the mail (PUBLIC_URL; by default the address this server listens on).
   */
  mail?: { url: string; from?: string; publicUrl?: string };
  /** The outbox's timing; `paused`: this node writes notifications but sends none (tests). */
  outbox?: Partial<OutboxSettings> & { paused?: boolean };
}

/**
 * The value of each plain setting when it is not given: a server started with nothing (npm start)
 * listens on 8080, keeps SQLite under ./data and paces its bots as a person would.
 */
export const SERVER_DEFAULTS = {
  port: 8080,
  host: '0.0.0.0',
  dataDir: './data',
  botWorkers: 2,
  botFairness: true,
  botDelayMs: [500, 1200],
  botBudget: { timeMs: 1000 },
  nextRoundAfterMs: 20_000,
  botMatchRounds: 50,
  keepAliveMs: 30_000,
  minTurnClockMs: 10_000,
  requestTimeoutMs: 10_000,
  requestHoldMs: 1_000,
} as const satisfies { [K in keyof ServerOptions]?: NonNullable<ServerOptions[K]> };

/** Web Push's and e-mail's own defaults (their settings are objects of their own). */
export const PUSH_DEFAULTS = { timeoutMs: 5_000, subject: 'mailto:push@kortbord.example' } as const;
export const MAIL_FROM = 'kortbord <kortbord@localhost>';

type Plain = keyof typeof SERVER_DEFAULTS;

/** The options with every plain setting filled in: what the composition root reads. */
export type Settled = Omit<ServerOptions, Plain> & { readonly [K in Plain]-?: NonNullable<ServerOptions[K]> };

/** The options as given, with each plain setting's default where it was left out. */
export function settle(opts: ServerOptions): Settled {
  const out: Record<string, unknown> = { ...opts };
  for (const k of Object.keys(SERVER_DEFAULTS) as Plain[]) out[k] = opts[k] ?? SERVER_DEFAULTS[k];
  return out as Settled;
}

/**
 * Fastify's `trustProxy` for this setting. Never `true`, which takes the leftmost X-Forwarded-For
 * entry (written by the client). A count of hops is a function: Fastify 5.12 refuses a bare number
 * (it cannot check the peer), so the operator's promise that only the proxies reach this server is
 * written here, and the README says so.
 */
export function proxyTrust(
  v: ServerOptions['trustProxy'],
): false | string | ((addr: string, i: number) => boolean) {
  const hops = v === true ? 1 : v;
  if (typeof hops === 'number') return hops > 0 ? (_addr, i) => i < hops : false;
  return hops || false;
}
