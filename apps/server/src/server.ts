/**
 * The server's composition root: opens the database, the fan-out and the bots, and wires the parts
 * that each hold one job (store.ts, rooms.ts, stand-ins.ts, bot-turns.ts, news.ts, socket.ts,
 * http.ts, lifecycle.ts).
 */
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { pino, type Logger } from 'pino';
import type { Budget } from '@kortbord/bots';
import { DEFAULT_LIMITS } from '@kortbord/protocol';
import { createBotTurns, type BotTurns } from './bot-turns';
import { createBotDriver, inProcessDriver, type BotDriver } from './bots';
import type { Conn } from './conn';
import { openDb, type DbKind, type OpenDb, type SqliteSync } from './db';
import { localFanout, redisFanout, type Fanout } from './fanout';
import { httpRoutes } from './http';
import { randomId } from './ids';
import { createLifecycle } from './lifecycle';
import { followNews } from './news';
import { createPresence } from './presence';
import { tableQueue } from './queue';
import { createRooms } from './rooms';
import { socketHandler } from './socket';
import { createStandIns, type StandIns } from './stand-ins';
import { TableStore } from './store';

export interface Limits {
  maxMessageBytes: number;
  messagesPerSecond: number;
  burst: number;
  tablesPerAddress: number;
}

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
  /** A bot's pause before its move, in ms: a random value in [min, max] (less its thinking time). */
  botDelayMs?: readonly [number, number];
  botBudget?: Budget;
  /** Worker threads for the bots (0: think in-process). */
  botWorkers?: number;
  /** With a human at the table, the next round is dealt by itself after this long. */
  nextRoundAfterMs?: number;
  /** Pings every connection this often; one that missed the previous ping is dropped. */
  keepAliveMs?: number;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  nodeId?: string;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly nodeId: string;
  readonly db: DbKind;
  readonly fanout: 'redis' | 'local';
  readonly bots: 'pool' | 'in-process';
  readonly app: FastifyInstance;
  /** Graceful stop: refuse new work, finish what is being written, close sockets, pools and the database. */
  close(): Promise<void>;
}

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const nodeId = opts.nodeId ?? randomId(6);
  const log =
    opts.logger ??
    pino({ level: opts.logLevel ?? process.env['LOG_LEVEL'] ?? 'info', base: { node: nodeId } });

  const database: OpenDb = await openDb({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir ?? './data',
    ...(opts.sqliteSync ? { sqliteSync: opts.sqliteSync } : {}),
  });
  const store = new TableStore(database.db, limits, database.kind === 'sqlite');
  let fanout: Fanout;
  try {
    fanout = opts.redisUrl ? await redisFanout(opts.redisUrl, nodeId, log) : localFanout();
  } catch (e) {
    await database.db.destroy();
    throw e;
  }
  let driver: BotDriver;
  try {
    driver = createBotDriver({ workers: opts.botWorkers ?? 2 });
  } catch (e) {
    log.warn({ err: (e as Error).message }, 'bot workers unavailable: bots think in-process');
    driver = inProcessDriver();
  }

  const queue = tableQueue();
  const conns = new Set<Conn>();
  const presence = createPresence(fanout);
  const rooms = createRooms(fanout, presence);
  let parts: { bots: BotTurns; standIns: StandIns } | null = null;
  const life = createLifecycle({
    store,
    rooms,
    presence,
    queue,
    conns,
    log,
    parts: () => parts as NonNullable<typeof parts>,
  });
  const closing = life.closing;
  const standIns = createStandIns({ store, fanout, presence, rooms, queue, log, closing });
  const bots = createBotTurns({
    settings: {
      delayMs: opts.botDelayMs ?? [500, 1200],
      budget: opts.botBudget ?? { timeMs: 1000 },
      nextRoundAfterMs: opts.nextRoundAfterMs ?? 20_000,
    },
    store,
    fanout,
    driver,
    rooms,
    queue,
    log,
    closing,
  });
  parts = { bots, standIns };
  followNews({ fanout, store, rooms, standIns, queue, log, closing });

  const app = Fastify({
    loggerInstance: log,
    bodyLimit: limits.maxMessageBytes,
    trustProxy: opts.trustProxy ?? false,
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: limits.maxMessageBytes * 4, skipUTF8Validation: true },
  });
  const onSocket = socketHandler({ limits, store, rooms, standIns, queue, conns, log, closing });
  app.get('/ws', { websocket: true }, (socket, req) => onSocket(socket, req));
  const webDir =
    opts.webDir === undefined ? (existsSync(DEFAULT_WEB_DIR) ? DEFAULT_WEB_DIR : null) : opts.webDir;
  await httpRoutes(app as unknown as FastifyInstance, {
    limits,
    store,
    rooms,
    standIns,
    queue,
    log,
    closing,
    webDir,
    health: () => {
      const mem = process.memoryUsage();
      return {
        ok: true,
        node: nodeId,
        db: database.kind,
        fanout: fanout.kind,
        bots: driver.kind,
        connections: conns.size,
        tables: store.loadedIds().length,
        memory: { rss: mem.rss, heapUsed: mem.heapUsed, external: mem.external },
      };
    },
  });

  await app.listen({ port: opts.port ?? 8080, host: opts.host ?? '0.0.0.0' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 8080);
  const host = opts.host && opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  await life.resume();
  log.info(
    { url, db: database.where, dbKind: database.kind, fanout: fanout.kind, bots: driver.kind, web: webDir },
    'kortbord server listening',
  );
  life.start(opts.keepAliveMs ?? 30_000);

  return {
    url,
    port,
    nodeId,
    db: database.kind,
    fanout: fanout.kind,
    bots: driver.kind,
    app: app as unknown as FastifyInstance,
    close: () =>
      life.close(async () => {
        await app.close();
        await queue.drained();
        await driver.close().catch(() => {});
        await fanout.close().catch(() => {});
        await database.db.destroy();
      }),
  };
}
