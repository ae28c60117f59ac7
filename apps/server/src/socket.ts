/**
 * The socket protocol: each message's size, rate and UTF-8 checked at arrival, read against the
 * protocol's schema, then handled in the table's queue (subscribe, sync, act and the table commands).
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Logger } from 'pino';
import type { Json } from '@kortbord/engine';
import { PROTOCOL_VERSION, parseClientMessage, type ClientMessage } from '@kortbord/protocol';
import { errorMsg, send, SHUTTING_DOWN, type Conn } from './conn';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { Limits } from './server';
import type { StandIns } from './stand-ins';
import type { TableStore } from './store';
import { Refused } from './table';
import { viewBytes } from './views';

export function socketHandler(deps: {
  limits: Limits;
  store: TableStore;
  rooms: Rooms;
  standIns: StandIns;
  queue: TableQueue;
  conns: Set<Conn>;
  log: Logger;
  closing: () => boolean;
}): (ws: WebSocket, req: FastifyRequest) => void {
  const { limits, store, rooms, standIns, queue, conns, log, closing } = deps;

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
          const s = store.seatOf(t, msg.token);
          if (msg.token && s === null)
            return send(
              c,
              errorMsg(null, t.id, 'bad-token', 'This seat token does not belong to this table.'),
            );
          const old = c.subs.get(t.id);
          rooms.watch(c, t, s);
          if (old !== undefined && old !== null && old !== s) await standIns.leaves(t, old);
          if (s !== null && old !== s) await standIns.arrives(t, s);
          send(c, JSON.stringify({ type: 'table', table: await rooms.info(t) }));
          const v = viewBytes(t, s);
          if (v) send(c, v);
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
          const v = viewBytes(t, seat);
          if (v) send(c, v);
          else
            send(
              c,
              errorMsg(null, t.id, 'not-started', 'The match has not started: the table waits for players.'),
            );
          return;
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
          try {
            if (msg.type === 'act') await store.act(t, seat, msg.action as Json, msg.version);
            else if (msg.type === 'next-round') await store.nextRound(t);
            else if (msg.type === 'end-match') await store.endMatch(t, `ended by seat ${seat}`);
            else if (msg.type === 'rematch') await store.startMatch(t, t.matchNo);
          } catch (e) {
            if (!(e instanceof Refused)) throw e;
            send(c, errorMsg(id, t.id, e.code, e.message, e.reason));
            // A lost race brought the table up to date: the watchers here get the new position.
            if (t.version !== version) await rooms.settle(t);
            else if (e.code === 'stale-version') {
              const v = viewBytes(t, seat);
              if (v) send(c, v);
            }
            return;
          }
          send(c, { type: 'ack', id, table: t.id, version: t.version });
          await rooms.settle(t, { publish: true });
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
      return {
        id:
          (typeof id === 'string' && id.length <= 64) || (typeof id === 'number' && Number.isInteger(id))
            ? id
            : null,
        table: typeof table === 'string' && table.length <= 64 ? table : null,
      };
    } catch {
      return { id: null, table: null };
    }
  }

  return function onSocket(ws: WebSocket, req: FastifyRequest): void {
    const c: Conn = {
      ws,
      ip: req.ip,
      subs: new Map(),
      tokens: limits.burst,
      last: Date.now(),
      warned: 0,
      alive: true,
    };
    ws.on('pong', () => (c.alive = true));
    if (closing()) {
      send(c, errorMsg(null, null, 'shutting-down', SHUTTING_DOWN));
      ws.close(1001, 'shutting down');
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
