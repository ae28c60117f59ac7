/**
 * The server's composition root: opens the database, the fan-out and the bots, and wires the parts
 * that each hold one job (store.ts, rooms.ts, stand-ins.ts, bot-turns.ts, news.ts, socket.ts,
 * http.ts, lifecycle.ts).
 */
import { STATUS_CODES, type Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { useEnglishIssues } from '@kortbord/protocol/english';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { pino } from 'pino';
import { DEFAULT_LIMITS, type ErrorCode } from '@kortbord/protocol';
import { createBotTurns, DAILY_BOT_ITERATIONS, type BotTurns } from './bot-turns';
import { createChat } from './chat';
import { requestGate } from './gate';
import { createHints } from './hints';
import { createTurnClock, type TurnClock } from './clock';
import { createWaitingRoom } from './waiting-room';
import { requestForLog, securityHeaders } from './door';
import { createBotDriver, inProcessDriver, type BotDriver } from './bots';
import { createCoach } from './coach';
import type { Conn } from './conn';
import { openDb, type DbKind, type OpenDb } from './db';
import { localFanout, redisFanout, type Fanout } from './fanout';
import { httpRoutes } from './http';
import { randomId } from './ids';
import { createLifecycle } from './lifecycle';
import { followNews } from './news';
import { createPresence } from './presence';
import { createSessions, type Sessions } from './profiles/session';
import { tableQueue } from './queue';
import { createReaper, DEFAULT_REAP } from './reaper';
import { createRooms } from './rooms';
import { socketHandler } from './socket';
import { createStandIns, type StandIns } from './stand-ins';
import { TableStore } from './store';
import { createOutbox } from './outbox';
import { mailKey, mailSender } from './mail';
import { PUSH_HOSTS, pushSender, vapidKeys, type PushSettings } from './push';
import { closeOnProtocolError } from './upgrade';
import { SERVER_LIMITS, type Limits } from './limits';
import { MAIL_FROM, proxyTrust, PUSH_DEFAULTS, settle, type ServerOptions } from './settings';

export type { ServerOptions } from './settings';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly nodeId: string;
  readonly db: DbKind;
  readonly fanout: 'redis' | 'local';
  readonly bots: 'pool' | 'in-process';
  readonly app: FastifyInstance;
  /** Who asks: the profile behind a request's session cookie (profiles/session.ts). */
  readonly sessions: Sessions;
  /** One pass of the reaper now (tests): the tables whose match it ended, and those it deleted. */
  sweep(): Promise<{ ended: string[]; removed: string[] }>;
  /** One pass of the outbox now (tests): how many notifications it sent. */
  drainOutbox(): Promise<number>;
  /** Graceful stop: refuse new work, finish what is being written, close sockets, pools and the database. */
  close(): Promise<void>;
}

/** An HTTP answer written straight to a socket, in the API's error shape, closing the connection. */
function rawAnswer(status: number, error: { code: ErrorCode; message: string }): string {
  const body = JSON.stringify({ error });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * At most `max` TCP connections open from one address; one more is answered 429 too-many-connections
 * and closed. Behind proxies every connection comes from one of them: then the cap counts WebSockets
 * by the client's address instead (socket.ts), which is what lasts.
 */
function capConnections(server: HttpServer, max: number, proxied: ServerOptions['trustProxy']): void {
  if (proxied) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? '';
    const n = (open.get(ip) ?? 0) + 1;
    if (n > max) {
      socket.end(
        rawAnswer(429, {
          code: 'too-many-connections',
          message: `This address has as many connections open as it may (${max}).`,
        }),
      );
      return;
    }
    open.set(ip, n);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}

const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function startServer(given: ServerOptions = {}): Promise<RunningServer> {
  const opts = settle(given);
  useEnglishIssues();
  const limits: Limits = { ...DEFAULT_LIMITS, ...SERVER_LIMITS, ...opts.limits };
  const nodeId = opts.nodeId ?? randomId(6);
  // Requests are logged without their query string: an invite code never reaches the log.
  const log = (
    opts.logger ??
    pino({ level: opts.logLevel ?? process.env['LOG_LEVEL'] ?? 'info', base: { node: nodeId } })
  ).child({}, { serializers: { req: requestForLog } });

  const database: OpenDb = await openDb({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    ...(opts.sqliteSync ? { sqliteSync: opts.sqliteSync } : {}),
  });
  const testSeed = opts.testDealSeed;
  const store = new TableStore(
    database.db,
    limits,
    database.kind === 'sqlite',
    testSeed === undefined ? undefined : (t, matchNo) => `${testSeed}:${t.game}:${matchNo}`,
    opts.now,
  );
  let fanout: Fanout;
  try {
    fanout = opts.redisUrl ? await redisFanout(opts.redisUrl, nodeId, log) : localFanout();
  } catch (e) {
    await database.db.destroy();
    throw e;
  }
  let driver: BotDriver;
  try {
    driver = createBotDriver({
      workers: opts.botWorkers,
      fair: opts.botFairness,
      ...(opts.onBotQueue ? { observe: opts.onBotQueue } : {}),
    });
  } catch (e) {
    log.warn({ err: (e as Error).message }, 'bot workers unavailable: bots think in-process');
    driver = inProcessDriver();
  }

  const queue = tableQueue();
  const conns = new Set<Conn>();
  const presence = createPresence(fanout);
  const rooms = createRooms(fanout, presence, opts.now);
  let parts: { bots: BotTurns; standIns: StandIns; clock: TurnClock } | null = null;
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
      delayMs: opts.botDelayMs,
      secret: opts.botPacingSecret ?? randomId(24),
      budget: opts.botBudget,
      nextRoundAfterMs: opts.nextRoundAfterMs,
      botMatchRounds: opts.botMatchRounds,
      dailyIterations: opts.dailyBotIterations ?? DAILY_BOT_ITERATIONS,
    },
    store,
    fanout,
    driver,
    rooms,
    queue,
    log,
    closing,
    ...(opts.onBotPaced ? { onPaced: opts.onBotPaced } : {}),
  });
  const clock = createTurnClock({
    store,
    driver,
    rooms,
    queue,
    log,
    closing,
    nextRoundAfterMs: opts.nextRoundAfterMs,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.clockRecheckMs ? { recheckMs: opts.clockRecheckMs } : {}),
  });
  parts = { bots, standIns, clock };
  store.absentSeats = async (t, seats) => {
    const here = await Promise.all(seats.map((seat) => fanout.isPresent(t.id, seat).catch(() => false)));
    return seats.filter((_, i) => !here[i]);
  };
  const reaper = createReaper({
    settings: { ...DEFAULT_REAP, ...opts.reap },
    ...(opts.now ? { now: opts.now } : {}),
    store,
    rooms,
    presence,
    fanout,
    queue,
    log,
    closing,
  });
  const chat = createChat({ store, rooms, fanout, perAddress: limits.chatLinesPerAddress });
  // Sessions live in the database, so a session made on one node is known on every other.
  const sessions = createSessions(database.db, opts.profileClock);
  followNews({ fanout, store, rooms, standIns, chat, queue, log, closing });

  const requestTimeout = opts.requestTimeoutMs;
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: limits.maxMessageBytes,
    trustProxy: proxyTrust(opts.trustProxy),
    // Node watches for requests that take too long only when told at the server's creation, and
    // looks only this often (30 s by default).
    requestTimeout,
    http: {
      requestTimeout,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(requestTimeout / 4))),
    },
    // Fastify's own refusals of an address, in our shape (http.ts), never quoting the address.
    frameworkErrors: (err: Error & { code?: string }, _req, reply) => {
      const long = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as unknown as FastifyReply).code(long ? 414 : 400).send({
        error: {
          code: 'bad-message',
          message: long
            ? 'A part of the address is too long.'
            : 'The address is not valid (a broken %-escape).',
        },
      });
    },
    // Fastify's own answers to what arrives broken or too slowly, in our shape (http.ts).
    clientErrorHandler: (err: Error & { code?: string }, socket) => {
      if (!socket.writable) return socket.destroy();
      const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
      socket.end(
        rawAnswer(
          timedOut ? 408 : 400,
          timedOut
            ? { code: 'bad-message', message: `The request did not arrive within ${requestTimeout} ms.` }
            : { code: 'bad-message', message: 'A request the server cannot read.' },
        ),
      );
    },
  });
  capConnections(app.server, limits.connectionsPerAddress, opts.trustProxy);
  // Before every other hook and route: a flood is paced before any of its work is done.
  requestGate(app as unknown as FastifyInstance, { ...limits, holdMs: opts.requestHoldMs });
  await securityHeaders(app as unknown as FastifyInstance);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: limits.maxMessageBytes * 4, skipUTF8Validation: true },
    // A frame beyond maxPayload is refused by ws itself, which closes 1009 before telling us: that
    // is the client's doing, worth a warning without a stack (the default logs an error with one).
    errorHandler: closeOnProtocolError(log),
  });
  const onSocket = socketHandler({
    limits,
    store,
    rooms,
    standIns,
    clock,
    chat,
    hints: createHints({ store, driver, log, ...(opts.hints ? { settings: opts.hints } : {}) }),
    room: createWaitingRoom({ store, rooms, fanout }),
    queue,
    conns,
    log,
    closing,
    allowedOrigins: opts.allowedOrigins ?? [],
    sessions,
  });
  app.get('/ws', { websocket: true }, (socket, req) => onSocket(socket, req));
  const webDir =
    opts.webDir === undefined ? (existsSync(DEFAULT_WEB_DIR) ? DEFAULT_WEB_DIR : null) : opts.webDir;
  const pushSettings: PushSettings = {
    hosts: opts.push?.hosts ?? PUSH_HOSTS,
    timeoutMs: opts.push?.timeoutMs ?? PUSH_DEFAULTS.timeoutMs,
    subject: opts.push?.subject ?? PUSH_DEFAULTS.subject,
    agent: opts.push?.agent,
    ...(opts.push?.privateAddresses ? { privateAddresses: true } : {}),
  };
  const keys = await vapidKeys(database.db);
  const mailKeyed = await mailKey(database.db);
  // The links' address is the listening one unless PUBLIC_URL says otherwise: known after listen.
  const mailOut = opts.mail
    ? {
        send: mailSender({
          url: opts.mail.url,
          from: opts.mail.from ?? MAIL_FROM,
        }),
        key: mailKeyed,
        publicUrl: opts.mail.publicUrl ?? '',
      }
    : null;
  store.mailOn = !!mailOut;
  const outbox = createOutbox({
    db: database.db,
    kind: database.kind,
    send: pushSender(keys, pushSettings),
    mail: mailOut,
    log,
    ...(opts.outbox ? { settings: opts.outbox } : {}),
    ...(opts.now ? { now: opts.now } : {}),
  });
  if (!opts.outbox?.paused) store.noticed = () => outbox.wake();
  await httpRoutes(app as unknown as FastifyInstance, {
    limits,
    push: { hosts: pushSettings.hosts, publicKey: keys.publicKey },
    notify: { mailOn: !!mailOut, key: mailKeyed, wake: () => store.noticed() },
    store,
    rooms,
    standIns,
    queue,
    log,
    closing,
    webDir,
    minTurnClockMs: opts.minTurnClockMs,
    now: opts.now ?? Date.now,
    sessions,
    db: database.db,
    allowedOrigins: opts.allowedOrigins ?? [],
    ...(opts.profileClock ? { profileClock: opts.profileClock } : {}),
    coach: createCoach({ db: database.db, store, queue, driver, log, ...opts.coach }),
    health: () => {
      const mem = process.memoryUsage();
      return {
        ok: true,
        node: nodeId,
        db: database.kind,
        fanout: fanout.kind,
        bots: driver.kind,
        connections: conns.size,
        replays: store.replays,
        tables: store.loadedIds().length,
        memory: { rss: mem.rss, heapUsed: mem.heapUsed, external: mem.external },
      };
    },
  });

  await app.listen({ port: opts.port, host: opts.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : opts.port;
  const host = opts.host !== '0.0.0.0' && opts.host !== '::' ? opts.host : '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (mailOut && !mailOut.publicUrl) mailOut.publicUrl = url;

  await life.resume();
  log.info(
    { url, db: database.where, dbKind: database.kind, fanout: fanout.kind, bots: driver.kind, web: webDir },
    'kortbord server listening',
  );
  life.start(opts.keepAliveMs);
  reaper.start();
  if (!opts.outbox?.paused) outbox.start();

  return {
    url,
    port,
    nodeId,
    db: database.kind,
    fanout: fanout.kind,
    bots: driver.kind,
    app: app as unknown as FastifyInstance,
    sessions,
    sweep: () => reaper.sweep(),
    drainOutbox: () => outbox.drain(),
    close: () =>
      life.close(async () => {
        reaper.stop();
        await outbox.stop();
        await app.close();
        await queue.drained();
        await driver.close().catch(() => {});
        await fanout.close().catch(() => {});
        await database.db.destroy();
      }),
  };
}
