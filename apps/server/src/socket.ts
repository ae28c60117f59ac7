/**
 * The socket protocol: each message's size, rate and UTF-8 checked at arrival, read against the
 * protocol's schema, then handled in the table's queue (subscribe, sync, act and the table commands).
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import { reason, type Json } from '@kortbord/engine';
import { PROTOCOL_VERSION, parseClientMessage, type ClientMessage } from '@kortbord/protocol';
import { errorMsg, send, SHUTTING_DOWN, type Conn } from './conn';
import type { Chat } from './chat';
import type { Hints } from './hints';
import type { TurnClock } from './clock';
import { checkOrigin } from './door';
import type { Sessions } from './profiles/session';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { Limits } from './limits';
import type { StandIns } from './stand-ins';
import type { TableStore } from './store';
import { Refused, type Table } from './table';
import { releaseUpgrade } from './upgrade';
import { sendSnapshot } from './view-send';
import { isRoomCommand, type createWaitingRoom } from './waiting-room';
import { askRematch } from './rematch';
import { sayReady } from './ready';

export function socketHandler(deps: {
  limits: Limits;
  store: TableStore;
  rooms: Rooms;
  standIns: StandIns;
  clock: TurnClock;
  chat: Chat;
  hints: Hints;
  room: ReturnType<typeof createWaitingRoom>;
  queue: TableQueue;
  conns: Set<Conn>;
  log: Logger;
  closing: () => boolean;
  allowedOrigins: readonly string[];
  sessions: Sessions;
}): (ws: WebSocket, req: FastifyRequest) => void {
  const { limits, store, rooms, standIns, clock, chat, hints, room, queue, conns, log, closing } = deps;
  const { allowedOrigins } = deps;

  /** Why one more spectator may not watch this table from this connection, or null. */
  function spectatorsFull(c: Conn, table: string): string | null {
    let here = 0;
    for (const w of rooms.watchers(table)) if (w.subs.get(table) === null) here++;
    if (here >= limits.watchersPerTable)
      return `This table has as many spectators as it may (${limits.watchersPerTable}).`;
    let mine = 0;
    for (const o of conns) if (o.ip === c.ip) for (const seat of o.subs.values()) if (seat === null) mine++;
    if (mine >= limits.watchersPerAddress)
      return `This address watches as many tables as it may (${limits.watchersPerAddress}); unsubscribe from one first.`;
    return null;
  }

  /**
   * The message budget of each address whose connection was cut off for flooding, as it was left: a
   * new connection from there starts with it (refilled for the time between) and still warned, so a
   * reconnect buys no fresh burst and its next excess closes at once. An ordinary close leaves
   * nothing behind (people behind one address, a reload, are not made to share one budget).
   */
  const cutOff = new WeakSet<Conn>();
  const budgets = new Map<string, { tokens: number; last: number; warned: number }>();
  const budgetFor = (ip: string, now: number): { tokens: number; warned: number } => {
    const b = budgets.get(ip);
    if (!b) return { tokens: limits.burst, warned: 0 };
    const tokens = Math.min(limits.burst, b.tokens + ((now - b.last) / 1000) * limits.messagesPerSecond);
    if (tokens >= limits.burst && now - b.warned >= 10_000) budgets.delete(ip);
    return { tokens, warned: b.warned };
  };
  const keepBudget = (c: Conn): void => {
    if (!cutOff.has(c)) return;
    const b = budgets.get(c.ip);
    // The poorest of the address's connections is what the next one inherits.
    if (!b || c.tokens <= b.tokens) budgets.set(c.ip, { tokens: c.tokens, last: c.last, warned: c.warned });
    if (budgets.size > 10_000) {
      const now = Date.now();
      for (const [ip] of budgets) budgetFor(ip, now);
    }
  };

  const acted = actedIds();

  /**
   * At most `socketsPerSeat` connections follow one seat on this node: beyond it the oldest ones
   * stop following it (told `seat-elsewhere`, their connection kept for their other tables), as
   * when a reconnect replaces the connection it follows.
   */
  async function makeRoom(t: Table, seat: number, newest: Conn): Promise<void> {
    const same = [...rooms.watchers(t.id)].filter((o) => o !== newest && o.subs.get(t.id) === seat);
    for (const o of same.slice(0, Math.max(0, same.length + 1 - limits.socketsPerSeat))) {
      rooms.unwatch(o, t.id);
      await standIns.leaves(t, seat);
      send(
        o,
        errorMsg(
          null,
          t.id,
          'seat-elsewhere',
          'This seat was opened on newer connections: this one no longer follows the table. Subscribe again to take it back.',
        ),
      );
    }
  }

  /** end-match: the match ends when every seated person has asked (README); until then, refused. */
  async function askEnd(t: Table, seat: number): Promise<void> {
    const asked = await store.askEnd(t, seat);
    if (asked.ended) return;
    const names = asked.waiting.map((s) => t.seats[s]?.name ?? `Seat ${s}`).join(', ');
    throw new Refused(
      'needs-agreement',
      `Noted: the match ends once everyone seated has asked to end it (still to ask: ${names}).`,
      reason('end-still-to-ask', { seats: asked.waiting.join(' ') }),
    );
  }

  async function handle(c: Conn, msg: ClientMessage): Promise<void> {
    if (msg.type === 'ping') return send(c, { type: 'pong', id: msg.id ?? null });
    const id = 'id' in msg ? (msg.id ?? null) : null;
    if (closing()) return send(c, errorMsg(id, msg.table, 'shutting-down', SHUTTING_DOWN));
    const t = await store.get(msg.table);
    if (!t) return send(c, errorMsg(id, msg.table, 'not-found', 'There is no such table.'));
    await queue.run(t.id, async () => {
      const seat = c.subs.get(t.id);
      switch (msg.type) {
        case 'subscribe': {
          await store.refresh(t);
          await rooms.settle(t);
          // Without a token, the seat of the signed-in profile (any of its devices), read now so a
          // device signed out since it connected is a spectator.
          const s = msg.token
            ? store.seatOf(t, msg.token)
            : store.seatOfProfile(t, await deps.sessions.profileOf({ headers: { cookie: c.cookie } }));
          if (msg.token && s === null)
            return send(
              c,
              errorMsg(null, t.id, 'bad-token', 'This seat token does not belong to this table.'),
            );
          // Today's deal is played alone: nobody watches it (its cards would be seen before the field plays them).
          if (s === null && t.daily)
            return send(
              c,
              errorMsg(
                null,
                t.id,
                'daily-refused',
                "A table of today's deal cannot be watched.",
                reason('daily-alone'),
              ),
            );
          const old = c.subs.get(t.id);
          if (s === null && old !== null) {
            const full = spectatorsFull(c, t.id);
            if (full) return send(c, errorMsg(null, t.id, 'too-many-watchers', full));
          }
          rooms.watch(c, t, s);
          if (old !== undefined && old !== null && old !== s) await standIns.leaves(t, old);
          if (s !== null && old !== s) {
            await standIns.arrives(t, s);
            await makeRoom(t, s, c);
          }
          // At a slow table the seat is told what it last saw: the log's lines after it are news.
          const seen = t.slow && s !== null && old !== s ? await store.markSeen(t, s) : null;
          send(c, { type: 'table', table: await rooms.info(t) });
          if (seen !== null) send(c, { type: 'since', table: t.id, version: seen });
          sendSnapshot(c, t, s);
          const cl = clock.message(t);
          if (cl) send(c, cl);
          await chat.history(c, t);
          return;
        }
        case 'unsubscribe': {
          if (seat === undefined) return;
          rooms.unwatch(c, t.id);
          if (seat !== null) await standIns.leaves(t, seat);
          return;
        }
        case 'sync': {
          if (seat === undefined)
            return send(c, errorMsg(null, t.id, 'not-seated', 'Subscribe to the table first.'));
          await store.refresh(t);
          await rooms.settle(t);
          if (!sendSnapshot(c, t, seat))
            send(
              c,
              errorMsg(null, t.id, 'not-started', 'The match has not started: the table waits for players.'),
            );
          return;
        }
        case 'chat': {
          if (seat === undefined)
            return send(c, errorMsg(id, t.id, 'not-seated', 'Subscribe to the table first.'));
          try {
            await chat.post(c, t, seat, msg);
          } catch (e) {
            if (!(e instanceof Refused)) throw e;
            return send(c, errorMsg(id, t.id, e.code, e.message));
          }
          return send(c, { type: 'ack', id, table: t.id, version: t.version });
        }
        case 'hint': {
          if (seat === undefined || seat === null)
            return send(c, errorMsg(id, t.id, 'not-seated', 'A hint is for a seated player.'));
          // Checked and counted in the queue; the search itself runs after it, off the table's turn.
          let search: () => Promise<void>;
          try {
            search = await hints.ask(c, t, seat, id);
          } catch (e) {
            if (!(e instanceof Refused)) throw e;
            return send(c, errorMsg(id, t.id, e.code, e.message, e.reason));
          }
          void search();
          // Everyone's table info shows the hints used (the result does); other nodes reload them.
          return rooms.settle(t, { seats: true, publish: true });
        }
        default: {
          if (seat === undefined || seat === null)
            return send(
              c,
              errorMsg(
                id,
                t.id,
                'not-seated',
                'Only a seated player can do that: subscribe with your seat token.',
              ),
            );
          const version = t.version;
          const done = msg.type === 'act' && id !== null ? acted.get(c, `${t.id}:${seat}:${id}`) : undefined;
          if (done !== undefined)
            // Sent again (a resend after a lost ack, a double click): the same ack, applied once.
            return send(c, { type: 'ack', id, table: t.id, version: done });
          try {
            if (msg.type === 'act') await store.act(t, seat, msg.action as Json, msg.version);
            else if (msg.type === 'next-round') await sayReady(store, t, seat);
            else if (msg.type === 'end-match') await askEnd(t, seat);
            else if (msg.type === 'rematch') await askRematch(store, t, seat);
            else if (isRoomCommand(msg) && (await room.handle(t, seat, msg)) === 'gone')
              return send(c, { type: 'ack', id, table: t.id, version: t.version });
          } catch (e) {
            if (!(e instanceof Refused)) throw e;
            send(c, errorMsg(id, t.id, e.code, e.message, e.reason));
            // An ask to end that waits for the others is stored: everyone sees who has asked.
            if (e.code === 'needs-agreement') return rooms.settle(t, { publish: true, seats: true });
            // A lost race brought the table up to date: the watchers here get the new position.
            if (t.version !== version) await rooms.settle(t);
            else if (e.code === 'stale-version') sendSnapshot(c, t, seat);
            return;
          }
          if (msg.type === 'act' && id !== null) acted.set(c, `${t.id}:${seat}:${id}`, t.version);
          send(c, { type: 'ack', id, table: t.id, version: t.version });
          // A vote (rematch, "Klar") changed a seat: everyone is shown it.
          const seats = isRoomCommand(msg) || msg.type === 'rematch' || msg.type === 'next-round';
          await rooms.settle(t, { publish: true, seats });
          // Acting takes the seat back from the clock's bot.
          if (msg.type === 'act') await clock.acted(t, seat);
        }
      }
    });
  }

  const bytesOf = (data: Buffer | ArrayBuffer | Buffer[]): Buffer =>
    Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);

  /** A message's `id` and `table` where it has readable ones, for an error about a message not handled. */
  function refsOf(data: Buffer | ArrayBuffer | Buffer[]): {
    id: string | number | null;
    table: string | null;
  } {
    try {
      const o = JSON.parse(bytesOf(data).toString('utf8')) as { id?: unknown; table?: unknown } | null;
      const id = o?.id;
      const table = o?.table;
      // Only what reads as an id goes back: the message was not checked, so nothing else is echoed.
      return {
        id:
          (typeof id === 'string' && /^[A-Za-z0-9_.:-]{1,64}$/.test(id)) ||
          (typeof id === 'number' && Number.isSafeInteger(id))
            ? id
            : null,
        table: typeof table === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(table) ? table : null,
      };
    } catch {
      return { id: null, table: null };
    }
  }

  return function onSocket(ws: WebSocket, req: FastifyRequest): void {
    releaseUpgrade(ws, req, log);
    const now = Date.now();
    const budget = budgetFor(req.ip, now);
    const c: Conn = {
      ws,
      socket: req.raw.socket,
      ip: req.ip,
      subs: new Map(),
      tokens: budget.tokens,
      last: now,
      warned: budget.warned,
      cookie: req.headers.cookie,
      alive: true,
    };
    ws.on('pong', () => (c.alive = true));
    const door = checkOrigin(req.headers.origin, req.headers.host, allowedOrigins);
    if (!door.ok) {
      // A page of another site must not drive a seat with a token it found: refused before anything.
      log.warn({ ip: c.ip }, 'websocket from a foreign origin refused');
      send(
        c,
        errorMsg(
          null,
          null,
          'bad-origin',
          'This page may not connect: open kortbord from its own address, or add this one to ALLOWED_ORIGINS.',
        ),
      );
      ws.close(1008, 'origin not allowed');
      return;
    }
    if (closing()) {
      send(c, errorMsg(null, null, 'shutting-down', SHUTTING_DOWN));
      ws.close(1001, 'shutting down');
      return;
    }
    let mine = 0;
    for (const o of conns) if (o.ip === c.ip) mine++;
    if (mine >= limits.connectionsPerAddress) {
      // Counted by the client's address (behind proxies too), beside the TCP cap in server.ts.
      send(
        c,
        errorMsg(
          null,
          null,
          'too-many-connections',
          `This address has as many connections open as it may (${limits.connectionsPerAddress}).`,
        ),
      );
      ws.close(1008, 'too many connections');
      return;
    }
    conns.add(c);
    send(c, { type: 'welcome', protocol: PROTOCOL_VERSION, limits });
    ws.on('message', (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data.byteLength;
      if (size > limits.maxMessageBytes) {
        send(
          c,
          errorMsg(null, null, 'too-large', `Messages may be at most ${limits.maxMessageBytes} bytes.`),
        );
        ws.close(1009, 'message too large');
        return;
      }
      const t = Date.now();
      c.tokens = Math.min(limits.burst, c.tokens + ((t - c.last) / 1000) * limits.messagesPerSecond);
      c.last = t;
      if (c.tokens < 1) {
        if (c.warned && t - c.warned < 10_000) {
          cutOff.add(c);
          ws.close(1008, 'rate limit');
          return;
        }
        c.warned = t;
        // Name the dropped message (once per warning, so reading it costs nothing that matters):
        // the client can tell which of its moves to send again after slowing down.
        const ref = refsOf(data);
        send(
          c,
          errorMsg(
            ref.id,
            ref.table,
            'rate-limited',
            `Too many messages: at most ${limits.messagesPerSecond} a second. Going on closes the connection.`,
          ),
        );
        return;
      }
      c.tokens -= 1;
      if (isBinary) return send(c, errorMsg(null, null, 'bad-message', 'Messages are JSON text.'));
      const bytes = bytesOf(data);
      // ws is told not to check UTF-8 itself (it would cut the connection without a word): say why.
      if (!isUtf8(bytes)) {
        send(c, errorMsg(null, null, 'bad-message', 'Messages are UTF-8 text.'));
        ws.close(1007, 'invalid UTF-8');
        return;
      }
      const text = bytes.toString('utf8');
      let parsed: ReturnType<typeof parseClientMessage>;
      try {
        parsed = parseClientMessage(text);
      } catch {
        parsed = { ok: false, code: 'bad-message', message: 'A message the server cannot read.' };
      }
      if (!parsed.ok) return send(c, errorMsg(null, null, parsed.code, parsed.message));
      handle(c, parsed.message).catch((e: Error) => {
        log.error({ err: e.message, stack: e.stack }, 'message failed');
        const m = parsed.message;
        send(
          c,
          errorMsg(
            'id' in m ? (m.id ?? null) : null,
            'table' in m ? m.table : null,
            'internal',
            'The server failed; nothing was changed.',
          ),
        );
      });
    });
    ws.on('error', (e: Error) => log.debug({ err: e.message }, 'socket error'));
    ws.on('close', () => {
      conns.delete(c);
      keepBudget(c);
      for (const [table, seat] of [...c.subs]) {
        rooms.unwatch(c, table);
        const t = store.cached(table);
        if (t && seat !== null)
          void queue
            .run(table, () => standIns.leaves(t, seat))
            .catch((e: Error) => log.error({ err: e.message }, 'leave failed'));
      }
      c.subs.clear();
    });
  };
}

/**
 * The ids of the moves each connection had applied lately (the last 64), with the version each was
 * acked at: a move sent again on it with the same id gets the same ack and is not applied again. Per
 * connection, since clients count their ids from 1 on each connection (the web client does).
 */
function actedIds(): {
  get(c: Conn, key: string): number | undefined;
  set(c: Conn, key: string, version: number): void;
} {
  const byConn = new WeakMap<Conn, Map<string, number>>();
  const KEEP = 64;
  return {
    get: (c, key) => byConn.get(c)?.get(key),
    set(c, key, version) {
      let ids = byConn.get(c);
      if (!ids) byConn.set(c, (ids = new Map()));
      ids.set(key, version);
      if (ids.size > KEEP) ids.delete(ids.keys().next().value as string);
    },
  };
}
