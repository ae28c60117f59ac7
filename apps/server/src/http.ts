/** The HTTP routes: the API (games, tables, seats, records, health) and the web client's files. */
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { GAME_WORDS, GAMES, isObject, reason, type Json } from '@kortbord/engine';
import {
  defaultTurnClockMs,
  PROTOCOL_VERSION,
  createTable,
  joinTable,
  leaveTable,
  letBot,
  type ErrorCode,
  type Reason,
} from '@kortbord/protocol';
import type { Logger } from 'pino';
import type { CoachService } from './coach';
import type { Db } from './db';
import { checkOrigin } from './door';
import { profileRoutes } from './profiles/routes';
import { recordRoutes } from './ratings/routes';
import type { Sessions } from './profiles/session';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { Limits } from './limits';
import type { StandIns } from './stand-ins';
import type { TableStore } from './store';
import { Refused, seedShown, type Table } from './table';
import { groupOfNewTable, keepGroupTable } from './profiles/groups';
import type { NotifyDeps } from './profiles/notify-routes';
import { webRoutes } from './web';
import { dailyAccess } from './daily/access';
import { dailyRoutes } from './daily/routes';

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  'bad-token': 403,
  'bad-invite': 403,
  'not-found': 404,
  'seat-taken': 409,
  'table-full': 409,
  'not-over': 409,
  'round-not-over': 409,
  'not-started': 409,
  'stale-version': 409,
  'deadline-ahead': 409,
  'daily-refused': 403,
  'too-large': 413,
  'too-many-tables': 429,
  'too-many-watchers': 429,
  'rate-limited': 429,
  'not-signed-in': 401,
  'sign-in-refused': 403,
  'bad-origin': 403,
  'shutting-down': 503,
  internal: 500,
};

type Schema<T> = {
  safeParse(
    v: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

function parse<T>(schema: Schema<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new Refused(
    'bad-message',
    `Bad request${issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : ''}: ${issue?.message ?? 'invalid'}.`,
  );
}

/** The table's clock: the one asked for (no shorter than the server allows), else the default for its seats. */
function turnClock(
  asked: number | null | undefined,
  seats: readonly { kind: string }[],
  minMs: number,
): number | null {
  if (asked === undefined) return defaultTurnClockMs(seats);
  if (asked === null) return null;
  if (asked < minMs)
    throw new Refused('bad-options', `A turn clock is at least ${minMs} ms at this server (or off: null).`);
  return asked;
}

export async function httpRoutes(
  app: FastifyInstance,
  deps: {
    limits: Limits;
    store: TableStore;
    rooms: Rooms;
    standIns: StandIns;
    queue: TableQueue;
    log: Logger;
    closing: () => boolean;
    webDir: string | null;
    minTurnClockMs: number;
    /** Web Push: the hosts a subscription's endpoint may be on, and the server's public VAPID key. */
    push: { hosts: readonly string[]; publicKey: string };
    notify: NotifyDeps;
    /** The time deadlines are counted in (Date.now; a test's clock). */
    now: () => number;
    health: () => Record<string, Json>;
    coach: CoachService;
    /** Who asks (profiles/session.ts): `await sessions.profileOf(req)`, null for a guest. */
    sessions: Sessions;
    db: Db;
    allowedOrigins: readonly string[];
    /** Link codes' and passkey challenges' clock (tests). */
    profileClock?: () => number;
  },
): Promise<void> {
  const { limits, store, rooms, standIns, queue, log, closing, webDir } = deps;
  const fail = (reply: FastifyReply, code: ErrorCode, message: string, reason?: Reason) =>
    reply.code(HTTP_STATUS[code] ?? 400).send({ error: { code, message, ...(reason ? { reason } : {}) } });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, _req, reply) => {
    if (err instanceof Refused) return fail(reply, err.code, err.message, err.reason);
    if (err.statusCode === 413)
      return fail(reply, 'too-large', `Requests may be at most ${limits.maxMessageBytes} bytes.`);
    if (err.statusCode === 429) return fail(reply, 'rate-limited', err.message);
    if (err.statusCode && err.statusCode < 500) return fail(reply, 'bad-message', err.message);
    log.error({ err: err.message, stack: err.stack }, 'request failed');
    return fail(reply, 'internal', 'The server failed; nothing was changed.');
  });

  // A page of another site must not change anything with this browser's cookie: every request that
  // may change state (on any route, those to come included) checks Origin as the WebSocket does,
  // before its body is read. A request without Origin is no browser's cross-site request.
  app.addHook('onRequest', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const door = checkOrigin(req.headers.origin, req.headers.host, deps.allowedOrigins);
    if (!door.ok) throw new Refused('bad-origin', 'Requests from a page of another site are refused.');
  });

  // Per address (req.ip, so behind TRUST_PROXY the client's), per node, in memory: a restart or
  // another node starts afresh, which the per-address cap of open tables (in the database) backs up.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(
        new Error(
          `Too many requests: at most ${ctx.max} a minute from one address. Try again in ${Math.ceil(ctx.ttl / 1000)} s.`,
        ),
        { statusCode: 429 },
      ),
  });
  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

  /** The table of an id from outside (an address, a request), or null: none, or no id at all. */
  const tableOrNull = async (id: string): Promise<Table | null> =>
    /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await store.get(id) : null;
  const tableOr404 = async (id: string): Promise<Table> => {
    const t = await tableOrNull(id);
    if (!t) throw new Refused('not-found', 'There is no such table.');
    return t;
  };
  // A table of today's deal: its record, matches and coach marks only for those who played the deal.
  const daily = dailyAccess(deps.db, deps.sessions, deps.now);
  /** A table as the visitor asking sees it (`GET /api/tables/<id>`, a drawn review's names). */
  const tableShown = async (t: Table, req: FastifyRequest) => {
    // Read from the database so that a write through another node is seen at once.
    await queue.run(t.id, async () => {
      await store.refresh(t);
      await rooms.settle(t);
    });
    return daily.shown(t, await rooms.info(t), req);
  };
  /** A finished match's record as the visitor asking may read it (the API's, a drawn review's). */
  const recordShown = async (t: Table, n: number | undefined, form: 'full' | 'seed', req: FastifyRequest) => {
    await daily.check(t, req);
    return queue.run(t.id, async () => {
      await store.refresh(t);
      const r = await store.record(t, n, form);
      // Until its deal opens a daily deal's seed stays with the server, in the record too (any
      // other table's record is of a finished match, seed and all).
      return !t.daily || seedShown(t, deps.now()) || !isObject(r) ? r : { ...r, seed: null };
    });
  };
  const everySeatTaken = (t: Table) => t.seats.every((s) => s.kind === 'bot' || s.kind === 'human');

  const index = {
    name: 'kortbord',
    protocol: PROTOCOL_VERSION,
    limits,
    routes: [
      'GET /api',
      'GET /api/games',
      'GET /api/tables',
      'POST /api/tables',
      'GET /api/tables/:id',
      'POST /api/tables/:id/join',
      'POST /api/tables/:id/leave',
      'GET /api/tables/:id/record?match=N&form=full|seed',
      'GET /api/tables/:id/matches',
      'GET /api/tables/:id/matches/:n/coach?round=R',
      'GET /api/me, POST /api/profiles, GET /api/me/tables, GET /api/me/devices, GET /api/me/data',
      'POST /api/me/link-codes, /api/sign-in/code, /api/sign-in/passkey[/options], /api/me/passkeys[/options]',
      'POST /api/me/sign-out, /api/me/sign-out-everywhere, /api/me/devices/:id/sign-out, /api/me/delete',
      'POST /api/groups, /api/groups/join, /api/groups/:id/leave; GET /api/me/groups, /api/groups/invite/:invite',
      'GET /api/me/history, /api/me/stats, /api/me/leaderboard, /api/profiles/:id',
      'POST /api/tables/:id/let-bot, GET /api/push/key, POST /api/me/push, DELETE /api/me/push, ' +
        'GET and PUT /api/me/notify, GET and POST /mail/stop and /mail/confirm',
      "GET /api/daily, POST /api/daily/:game, GET /api/daily/:game/:day/field, POST /api/me/daily (today's deal)",
      'GET /ws (WebSocket)',
    ],
  };
  app.get('/api', async () => index);
  app.get<{ Querystring: { gc?: string } }>('/api/health', async (req) => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (req.query.gc === '1' && gc) gc();
    return deps.health();
  });

  app.get('/api/games', async () => ({
    games: Object.values(GAMES).flatMap((g) => {
      try {
        return [
          {
            id: g.id,
            name: g.name,
            minPlayers: g.minPlayers,
            presets: Object.keys(g.presets),
            options: g.options as unknown as Json,
            /** Labels of the options, their values and the presets, in every language. */
            words: GAME_WORDS[g.id] as unknown as Json,
          },
        ];
      } catch {
        return [];
      }
    }),
  }));

  app.get('/api/tables', async () => {
    const open = await store.listOpen();
    return { tables: await Promise.all(open.map(rooms.info)) };
  });

  app.post('/api/tables', perMinute(limits.tablesPerMinute), async (req, reply) => {
    if (closing()) throw new Refused('shutting-down', 'The server is stopping.');
    const { group: forGroup, ...body } = parse(createTable, req.body);
    const me = body.join || forGroup || body.slow ? await deps.sessions.profileOf(req) : null;
    const group = await groupOfNewTable(deps.db, forGroup, me);
    const made = await store.create({
      ...body,
      ...(body.join ? { join: { ...body.join, profile: me } } : {}),
      turnClockMs: turnClock(body.turnClockMs, body.seats, deps.minTurnClockMs),
      creator: req.ip,
      creatorProfile: me,
    });
    const t = made.table;
    if (
      group &&
      (await keepGroupTable(deps.db, group, t.id, made.invite, t.createdAt, {
        maker: me,
        mail: store.mailOn,
      }))
    )
      store.noticed();
    await queue.run(t.id, async () => {
      if (everySeatTaken(t)) {
        await store.startMatch(t, 0, undefined, me);
        await rooms.settle(t, { seats: true, publish: true });
      }
    });
    if (made.joined)
      queue.run(t.id, async () => standIns.schedule(t, made.joined?.seat ?? 0)).catch(() => {});
    reply.code(201);
    return {
      table: await rooms.info(t),
      invite: made.invite,
      reserved: made.reserved,
      ...(made.joined ? { joined: made.joined } : {}),
    };
  });

  // Reads of a table, its history, records and coach marks (each reads the database): per address,
  // counted together over the four routes (issue 38: a route's own limit keeps its own count, so an
  // address had four allowances), in the plugin's one store keyed by the address; and a sixth of the
  // minute's in any 10 s, so the minute's allowance is not spent in one burst.
  const readLimits = [
    app.createRateLimit({
      max: Math.max(1, Math.ceil(limits.readsPerMinute / 6)),
      timeWindow: 10_000,
      keyGenerator: (req) => `reads/10s ${req.ip}`,
    }),
    app.createRateLimit({
      max: limits.readsPerMinute,
      timeWindow: 60_000,
      keyGenerator: (req) => `reads/min ${req.ip}`,
    }),
  ];
  /** Counts a read of this address: the refusal when it has read too much, else null. */
  const readRefused = async (req: FastifyRequest): Promise<Refused | null> => {
    for (const limit of readLimits) {
      const r = await limit(req);
      if (!r.isAllowed && r.isExceeded)
        return new Refused(
          'rate-limited',
          `Too many reads: at most ${r.max} in ${r.timeWindow / 1000} s from one address. Try again in ${r.ttlInSeconds} s.`,
        );
    }
    return null;
  };
  const reads = {
    onRequest: async (req: FastifyRequest) => {
      const refused = await readRefused(req);
      if (refused) throw refused;
    },
  };
  app.get<{ Params: { id: string } }>('/api/tables/:id', reads, async (req) =>
    tableShown(await tableOr404(req.params.id), req),
  );

  const joins = perMinute(limits.joinsPerMinute);
  app.post<{ Params: { id: string } }>('/api/tables/:id/join', joins, async (req) => {
    if (closing()) throw new Refused('shutting-down', 'The server is stopping.');
    const body = parse(joinTable, req.body);
    const t = await tableOr404(req.params.id);
    if (t.daily)
      throw new Refused('daily-refused', "A table of today's deal takes nobody else.", reason('daily-alone'));
    const me = await deps.sessions.profileOf(req);
    const joined = await queue.run(t.id, async () => {
      await store.refresh(t);
      const j = await store.join(t, body.invite, body.name, body.seat, me);
      if (!t.match && everySeatTaken(t)) {
        try {
          await store.startMatch(t, 0, undefined, me);
        } catch (e) {
          if (!(e instanceof Refused)) throw e;
        }
      }
      await rooms.settle(t, { seats: true, publish: true });
      standIns.schedule(t, j.seat);
      return j;
    });
    return { ...joined, table: await rooms.info(t) };
  });

  // A waiting slow table (issue 34): a seated person lets a bot take a seat whose deadline passed.
  app.post<{ Params: { id: string } }>('/api/tables/:id/let-bot', joins, async (req) => {
    const body = parse(letBot, req.body);
    const t = await tableOr404(req.params.id);
    const me = body.token === undefined ? await deps.sessions.profileOf(req) : null;
    await queue.run(t.id, async () => {
      await store.refresh(t);
      const by =
        body.token !== undefined
          ? store.seatOf(t, body.token)
          : (t.seats.find((s) => me !== null && s.profile === me)?.seat ?? null);
      await store.letBot(t, by, body.seat, deps.now());
      await rooms.settle(t, { seats: true, publish: true });
    });
    return { ok: true };
  });

  app.post<{ Params: { id: string } }>('/api/tables/:id/leave', joins, async (req) => {
    const body = parse(leaveTable, req.body);
    const t = await tableOr404(req.params.id);
    // Without a token, a signed-in device leaves its profile's seat (it took it without one).
    const me = body.token === undefined ? await deps.sessions.profileOf(req) : null;
    await queue.run(t.id, async () => {
      await store.refresh(t);
      const seat =
        body.token !== undefined
          ? store.seatOf(t, body.token)
          : (t.seats.find((s) => me !== null && s.profile === me)?.seat ?? null);
      if (seat === null)
        throw body.token !== undefined
          ? new Refused('bad-token', 'This seat token does not belong to this table.')
          : new Refused('not-seated', 'This profile holds no seat at this table.');
      await store.leave(t, seat);
      await rooms.settle(t, { seats: true, publish: true });
      // Its connections stay, as spectators.
      for (const c of [...rooms.watchers(t.id)])
        if (c.subs.get(t.id) === seat) {
          c.subs.set(t.id, null);
          await standIns.leaves(t, seat);
        }
    });
    return { ok: true };
  });

  // The table's finished matches, each with its totals after every round: kept across rematches.
  app.get<{ Params: { id: string } }>('/api/tables/:id/matches', reads, async (req) => {
    const t = await tableOr404(req.params.id);
    await daily.check(t, req);
    const matches = await queue.run(t.id, async () => {
      await store.refresh(t);
      return store.matchHistory(t);
    });
    return { matches };
  });

  // The coach's marks of a finished match: 202 with the progress while the bot pool searches, then
  // 200 with the marks (kept, so later asks answer at once). While the match runs: a seat's own marks
  // of a finished round, with its token in `authorization: Bearer` (never in the address, which logs keep).
  app.get<{ Params: { id: string; n: string }; Querystring: { round?: string } }>(
    '/api/tables/:id/matches/:n/coach',
    reads,
    async (req, reply) => {
      const t = await tableOr404(req.params.id);
      const n = Number(req.params.n);
      const round = req.query.round === undefined ? undefined : Number(req.query.round);
      if (!Number.isInteger(n) || (round !== undefined && !Number.isInteger(round)))
        throw new Refused('bad-message', 'The match and the round are whole numbers.');
      const auth = req.headers.authorization;
      const token = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length).trim() : undefined;
      // The seat's own marks (with its token) are its own; anything else of a daily table waits.
      if (token === undefined || store.seatOf(t, token) === null) await daily.check(t, req);
      // The asker, for the coach's line fair per address, profile and seat (issue 38).
      const who = { address: req.ip, profile: await deps.sessions.profileOf(req) };
      const answer = await deps.coach.get(t, n, round, token, who);
      reply.code(answer.status === 'done' ? 200 : 202);
      return answer;
    },
  );

  app.get<{ Params: { id: string }; Querystring: { match?: string; form?: string } }>(
    '/api/tables/:id/record',
    reads,
    async (req, reply) => {
      const t = await tableOr404(req.params.id);
      const n = req.query.match === undefined ? undefined : Number(req.query.match);
      if (n !== undefined && !Number.isInteger(n))
        throw new Refused('bad-message', 'match must be a whole number.');
      const form = req.query.form === 'seed' ? 'seed' : 'full';
      const rec = await recordShown(t, n, form, req);
      reply.header(
        'content-disposition',
        `attachment; filename="kortbord-${t.game}-${t.id}-${n ?? t.matchNo}.json"`,
      );
      return rec;
    },
  );

  await profileRoutes(app, {
    db: deps.db,
    sessions: deps.sessions,
    store,
    queue,
    parse,
    profilesPerMinute: limits.profilesPerMinute,
    signInsPerMinute: limits.signInsPerMinute,
    ...(deps.profileClock ? { now: deps.profileClock } : {}),
    push: deps.push,
    notify: deps.notify,
  });
  await recordRoutes(app, { db: deps.db, sessions: deps.sessions });
  await dailyRoutes(app, {
    db: deps.db,
    store,
    queue,
    rooms,
    sessions: deps.sessions,
    parse,
    closing,
    now: deps.now,
    access: daily,
    startsPerMinute: limits.joinsPerMinute,
    readsPerMinute: limits.readsPerMinute,
  });

  if (webDir && existsSync(webDir)) {
    await webRoutes(app, {
      webDir,
      previews: {
        table: async (id) => {
          const t = await tableOrNull(id);
          // Read from the database, so a seat taken through another node is counted.
          if (t) await queue.run(t.id, () => store.refresh(t));
          return t;
        },
      },
      // A review drawn into its page: what the API gives the same visitor, or nothing (the page then
      // fetches it and says why not, as before). One read of the address's allowance (the app's own
      // would be two: the record and the table); past it the page comes undrawn.
      review: async (req, id, match) => {
        const t = await tableOrNull(id);
        if (!t || (await readRefused(req))) return null;
        try {
          const doc = await recordShown(t, match, 'full', req);
          const info = await tableShown(t, req);
          return { doc, seats: info.seats.map((s) => s.name ?? null) };
        } catch (e) {
          if (e instanceof Refused) return null;
          throw e;
        }
      },
      apiNotFound: (reply) => fail(reply, 'not-found', 'No such route.'),
    });
  } else {
    app.get('/', async () => ({
      ...index,
      web: 'The web client is not built: this server offers the API only.',
    }));
    app.setNotFoundHandler((_req, reply) => fail(reply, 'not-found', 'No such route. GET /api lists them.'));
  }
}
