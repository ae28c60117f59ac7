import type { SqliteSync } from './db';
import type { ServerOptions } from './settings';

const sqliteSync = (v: string | undefined): { sqliteSync?: SqliteSync } => {
  if (v === undefined || v === '') return {};
  if (v !== 'normal' && v !== 'full')
    throw new Error(`SQLITE_SYNC must be normal or full, not ${JSON.stringify(v)}`);
  return { sqliteSync: v };
};

/**
 * TRUST_PROXY: the number of proxies in front (`true` for one; empty, 0 or `false` for none), or their
 * addresses and CIDR ranges, comma-separated.
 */
const trustProxy = (v: string | undefined): number | string => {
  if (v === undefined || v === '' || v === 'false') return 0;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^[0-9a-fA-F.:/,\s]+$/.test(v)) return v;
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front or their addresses, not ${JSON.stringify(v)}`,
  );
};

const clockAhead = (ms: number) => () => Date.now() + ms;

/** The server's settings from the environment: PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL, ... */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const int = (name: string): number | undefined => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`${name} must be a whole number, not ${JSON.stringify(v)}`);
    return n;
  };
  const delayMin = int('BOT_DELAY_MIN_MS');
  const delayMax = int('BOT_DELAY_MAX_MS');
  const botThink = int('BOT_THINK_MS');
  const limits = {
    ...(int('MAX_MESSAGE_BYTES') !== undefined ? { maxMessageBytes: int('MAX_MESSAGE_BYTES') } : {}),
    ...(int('MESSAGES_PER_SECOND') !== undefined ? { messagesPerSecond: int('MESSAGES_PER_SECOND') } : {}),
    ...(int('MESSAGE_BURST') !== undefined ? { burst: int('MESSAGE_BURST') } : {}),
    ...(int('TABLES_PER_ADDRESS') !== undefined ? { tablesPerAddress: int('TABLES_PER_ADDRESS') } : {}),
    ...(int('TABLES_PER_MINUTE') !== undefined ? { tablesPerMinute: int('TABLES_PER_MINUTE') } : {}),
    ...(int('JOINS_PER_MINUTE') !== undefined ? { joinsPerMinute: int('JOINS_PER_MINUTE') } : {}),
    ...(int('WATCHERS_PER_TABLE') !== undefined ? { watchersPerTable: int('WATCHERS_PER_TABLE') } : {}),
    ...(int('WATCHERS_PER_ADDRESS') !== undefined ? { watchersPerAddress: int('WATCHERS_PER_ADDRESS') } : {}),
    ...(int('READS_PER_MINUTE') !== undefined ? { readsPerMinute: int('READS_PER_MINUTE') } : {}),
    ...(int('REQUESTS_PER_MINUTE') !== undefined ? { requestsPerMinute: int('REQUESTS_PER_MINUTE') } : {}),
    ...(int('GETS_PER_MINUTE') !== undefined ? { getsPerMinute: int('GETS_PER_MINUTE') } : {}),
    ...(int('REQUESTS_IN_FLIGHT_PER_ADDRESS') !== undefined
      ? { requestsInFlightPerAddress: int('REQUESTS_IN_FLIGHT_PER_ADDRESS') }
      : {}),
    ...(int('CONNECTIONS_PER_ADDRESS') !== undefined
      ? { connectionsPerAddress: int('CONNECTIONS_PER_ADDRESS') }
      : {}),
    ...(int('SOCKETS_PER_SEAT') !== undefined ? { socketsPerSeat: int('SOCKETS_PER_SEAT') } : {}),
    ...(int('CHAT_LINES_PER_ADDRESS') !== undefined
      ? { chatLinesPerAddress: int('CHAT_LINES_PER_ADDRESS') }
      : {}),
  };
  return {
    port: int('PORT') ?? 8080,
    host: env['HOST'] || '0.0.0.0',
    dataDir: env['DATA_DIR'] || './data',
    ...sqliteSync(env['SQLITE_SYNC']),
    databaseUrl: env['DATABASE_URL'] || undefined,
    redisUrl: env['REDIS_URL'] || undefined,
    ...(env['WEB_DIR'] !== undefined ? { webDir: env['WEB_DIR'] || null } : {}),
    ...(env['LOG_LEVEL'] ? { logLevel: env['LOG_LEVEL'] } : {}),
    limits: limits as ServerOptions['limits'],
    ...(delayMin !== undefined || delayMax !== undefined
      ? { botDelayMs: [delayMin ?? 0, delayMax ?? delayMin ?? 0] as const }
      : {}),
    ...(botThink !== undefined ? { botBudget: { timeMs: botThink } } : {}),
    ...(int('BOT_WORKERS') !== undefined ? { botWorkers: int('BOT_WORKERS') } : {}),
    ...(int('NEXT_ROUND_AFTER_MS') !== undefined ? { nextRoundAfterMs: int('NEXT_ROUND_AFTER_MS') } : {}),
    trustProxy: trustProxy(env['TRUST_PROXY']),
    ...(int('REQUEST_TIMEOUT_MS') !== undefined ? { requestTimeoutMs: int('REQUEST_TIMEOUT_MS') } : {}),
    ...(int('MIN_TURN_CLOCK_MS') !== undefined ? { minTurnClockMs: int('MIN_TURN_CLOCK_MS') } : {}),
    ...(int('BOT_MATCH_ROUNDS') !== undefined ? { botMatchRounds: int('BOT_MATCH_ROUNDS') } : {}),
    reap: {
      ...(int('WAITING_TABLE_MS') !== undefined ? { waitingMs: int('WAITING_TABLE_MS') } : {}),
      ...(int('UNATTENDED_TABLE_MS') !== undefined ? { unattendedMs: int('UNATTENDED_TABLE_MS') } : {}),
      ...(int('KEEP_RECORDS_DAYS') !== undefined
        ? { keepRecordsMs: (int('KEEP_RECORDS_DAYS') ?? 0) * 24 * 3600_000 }
        : {}),
      ...(int('SLOW_QUIET_DAYS') !== undefined
        ? { slowQuietMs: (int('SLOW_QUIET_DAYS') ?? 0) * 24 * 3600_000 }
        : {}),
      ...(int('REAP_EVERY_MS') !== undefined ? { everyMs: int('REAP_EVERY_MS') } : {}),
    },
    push: {
      ...(env['PUSH_HOSTS']
        ? {
            hosts: env['PUSH_HOSTS']
              .split(',')
              .map((h) => h.trim().toLowerCase())
              .filter(Boolean),
          }
        : {}),
      ...(env['PUSH_SUBJECT'] ? { subject: env['PUSH_SUBJECT'] } : {}),
      ...(int('PUSH_TIMEOUT_MS') !== undefined ? { timeoutMs: int('PUSH_TIMEOUT_MS') } : {}),
      // Tests only: their push service listens on 127.0.0.1, an address never posted to otherwise.
      ...(env['PUSH_PRIVATE_ADDRESSES'] === 'allow' ? { privateAddresses: true } : {}),
    },
    // Tests only: the server's clock runs this far ahead (a deadline passes while it is down).
    ...(int('TEST_CLOCK_AHEAD_MS') ? { now: clockAhead(int('TEST_CLOCK_AHEAD_MS') ?? 0) } : {}),
    ...(int('OUTBOX_POLL_MS') !== undefined ||
    int('OUTBOX_LEASE_MS') !== undefined ||
    int('OUTBOX_BACKOFF_MS') !== undefined
      ? {
          outbox: {
            ...(int('OUTBOX_POLL_MS') !== undefined ? { pollMs: int('OUTBOX_POLL_MS') } : {}),
            ...(int('OUTBOX_LEASE_MS') !== undefined ? { leaseMs: int('OUTBOX_LEASE_MS') } : {}),
            ...(int('OUTBOX_BACKOFF_MS') !== undefined ? { backoffMs: int('OUTBOX_BACKOFF_MS') } : {}),
          },
        }
      : {}),
    ...(env['SMTP_URL']
      ? {
          mail: {
            url: env['SMTP_URL'],
            ...(env['MAIL_FROM'] ? { from: env['MAIL_FROM'] } : {}),
            ...(env['PUBLIC_URL'] ? { publicUrl: env['PUBLIC_URL'].replace(/\/+$/, '') } : {}),
          },
        }
      : {}),
    ...(env['NODE_ID'] ? { nodeId: env['NODE_ID'] } : {}),
    ...(env['ALLOWED_ORIGINS']
      ? {
          allowedOrigins: env['ALLOWED_ORIGINS']
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        }
      : {}),
  };
}
