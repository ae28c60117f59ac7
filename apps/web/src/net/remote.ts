import type { Json } from '@kortbord/engine';
import {
  applyViewChange,
  RECONNECT_MS,
  serverMessage,
  type ServerMessage,
  type TableInfo,
  type ViewMessage,
} from '@kortbord/protocol';
import { readLegal, type Act } from '../game/actions';
import { noteRound, type RoundEntry } from '../game/history';
import { CONNECTING, createStore, type Session, type SessionState, type TableMeta } from '../game/session';
import { readView } from '../game/view';
import { fetchRecord } from './api';
import { load, save, saveTicket } from './storage';

export interface RemoteSpec {
  readonly table: string;
  /** The seat token; without it the page watches as a spectator. */
  readonly token?: string;
  /** ws://host/ws; by default this page's origin. */
  readonly url?: string;
}

const PING_EVERY_MS = 15_000;
const SILENCE_MS = 40_000;

export const tableMeta = (t: TableInfo): TableMeta => ({
  id: t.id,
  game: t.game,
  players: t.players,
  options: t.options,
  status: t.status,
  match: t.match,
  seats: t.seats,
  seedHash: t.seedHash,
  seed: t.seed,
  turnClockMs: t.turnClockMs,
  slow: t.slow,
  spectatorChat: t.spectatorChat,
  host: t.host,
  hints: t.hints,
  hintsUsed: t.hintsUsed,
  daily: t.daily,
});

export const socketUrl = (loc: { protocol: string; host: string }): string =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;

const historyKey = (table: string, match: number) => `history.${table}.${match}`;

function loadHistory(table: string, match: number): readonly RoundEntry[] {
  const v = load(historyKey(table, match));
  return Array.isArray(v) ? (v as RoundEntry[]) : [];
}

/**
 * A table on the server: one WebSocket, subscribed with the seat token, that reconnects by itself
 * (and resubscribes, which brings the current view at once) whenever the connection drops.
 */
export function createRemoteSession(spec: RemoteSpec): Session {
  let token = spec.token;
  const store = createStore<SessionState>(CONNECTING);
  let ws: WebSocket | null = null;
  let attempt = 0;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let lastHeard = Date.now();
  let nextId = 1;
  /** The last whole view: a change (`from`) is read against it. */
  let last: ViewMessage | undefined;

  const send = (msg: Record<string, Json>): boolean => {
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(msg));
    return true;
  };
  const subscribe = () => send({ type: 'subscribe', table: spec.table, ...(token ? { token } : {}) });

  function handle(msg: ServerMessage) {
    switch (msg.type) {
      case 'welcome':
      case 'pong':
        return;
      case 'table':
        if (msg.table.id === spec.table) store.update((s) => ({ ...s, table: tableMeta(msg.table) }));
        return;
      case 'view': {
        if (msg.table !== spec.table) return;
        const whole = applyViewChange(last, msg);
        // A change after a view this page missed: the snapshot, asked for.
        if (!whole) {
          send({ type: 'sync', table: spec.table });
          return;
        }
        last = whole;
        const v = whole;
        store.update((s) => {
          const sameMatch = s.snapshot?.match === v.match;
          // A hint belongs to the position it was asked at.
          const hint = s.hint && s.hint.version === v.version ? s.hint : null;
          const base = sameMatch ? s.history : loadHistory(spec.table, v.match);
          const history = noteRound(base, readView(v.view));
          if (history !== s.history) save(historyKey(spec.table, v.match), history);
          return {
            ...s,
            pending: false,
            error: null,
            hint,
            history,
            snapshot: {
              version: v.version,
              match: v.match,
              seat: v.seat,
              view: v.view,
              legal: readLegal(v.legal),
              log: v.log,
            },
          };
        });
        return;
      }
      case 'ack':
        store.update((s) => ({ ...s, pending: false }));
        return;
      case 'since':
        if (msg.table !== spec.table) return;
        store.update((s) => ({ ...s, since: msg.version }));
        return;
      case 'clock':
        if (msg.table !== spec.table) return;
        store.update((s) => ({
          ...s,
          clock: {
            version: msg.version,
            seats: msg.seats,
            endsAt: Date.now() + msg.remainingMs,
            totalMs: msg.totalMs,
          },
        }));
        return;
      case 'chat':
        if (msg.table !== spec.table) return;
        store.update((s) => {
          // Lines come again on every subscribe: kept once each, by seq.
          const seen = new Set((s.chat ?? []).map((l) => l.seq));
          const chat = [...(s.chat ?? []), ...msg.lines.filter((l) => !seen.has(l.seq))].sort(
            (x, y) => x.seq - y.seq,
          );
          return { ...s, chat: chat.slice(-100) };
        });
        return;
      case 'hint':
        if (msg.table !== spec.table) return;
        store.update((s) =>
          s.hint?.status === 'thinking' && s.hint.version === msg.version
            ? {
                ...s,
                hint: {
                  status: 'ready',
                  version: msg.version,
                  action: msg.action as Act,
                  figure: msg.figure,
                  wins: msg.wins,
                  value: msg.value,
                  samples: msg.samples,
                  second: msg.second && { ...msg.second, action: msg.second.action as Act },
                  why: msg.why,
                  left: msg.left,
                },
              }
            : s,
        );
        return;
      case 'cancelled':
        if (msg.table !== spec.table) return;
        saveTicket(spec.table, undefined);
        store.update((s) => ({ ...s, cancelled: true }));
        return;
      case 'error': {
        // The server has no such table (never had, or it ended and was removed): nothing to wait
        // or reconnect for. (A table already heard of answers not-found only to a command, for a seat.)
        const heard = store.get().table !== null || store.get().snapshot !== null;
        if (msg.code === 'not-found' && msg.table === spec.table && !heard) {
          stop();
          saveTicket(spec.table, undefined);
          store.update((s) => ({ ...s, status: 'closed', missing: true, pending: false }));
          return;
        }
        if (msg.code === 'bad-token') {
          // The seat is gone (left, or another table's token): watch as a spectator instead.
          saveTicket(spec.table, undefined);
          token = undefined;
          subscribe();
        }
        if (msg.code === 'shutting-down') return; // the socket closes next, and we reconnect
        if (msg.code === 'stale-version') {
          store.update((s) => ({ ...s, pending: false }));
          send({ type: 'sync', table: spec.table });
          return;
        }
        store.update((s) => ({
          ...s,
          pending: false,
          // A refused or failed hint stops waiting for it.
          hint: s.hint?.status === 'thinking' ? null : s.hint,
          error: { code: msg.code, message: msg.message, reason: msg.reason },
        }));
        return;
      }
    }
  }

  function connect() {
    if (closed) return;
    const url = spec.url ?? socketUrl(location);
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () => {
      attempt = 0;
      lastHeard = Date.now();
      store.update((s) => ({ ...s, status: 'open' }));
      subscribe();
    };
    socket.onmessage = (ev: MessageEvent) => {
      lastHeard = Date.now();
      let raw: unknown;
      try {
        raw = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      const parsed = serverMessage.safeParse(raw);
      if (parsed.success) handle(parsed.data);
    };
    socket.onclose = () => {
      if (ws !== socket) return;
      ws = null;
      if (closed) return;
      store.update((s) => ({ ...s, status: 'reconnecting', pending: false }));
      const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 6000;
      attempt++;
      retryTimer = setTimeout(connect, wait);
    };
    socket.onerror = () => socket.close();
  }

  const reconnectNow = () => {
    if (closed || (ws && ws.readyState <= WebSocket.OPEN)) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    connect();
  };

  function stop() {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    if (pingTimer) clearInterval(pingTimer);
    globalThis.removeEventListener?.('online', reconnectNow);
    ws?.close();
    ws = null;
  }

  pingTimer = setInterval(() => {
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    if (Date.now() - lastHeard > SILENCE_MS) ws.close();
    else send({ type: 'ping' });
  }, PING_EVERY_MS);
  globalThis.addEventListener?.('online', reconnectNow);
  connect();

  const command = (type: 'next-round' | 'rematch' | 'end-match') => {
    if (send({ type, table: spec.table, id: nextId++ })) store.update((s) => ({ ...s, error: null }));
  };

  return {
    get: store.get,
    subscribe: store.subscribe,
    act(action) {
      const version = store.get().snapshot?.version;
      const sent = send({
        type: 'act',
        table: spec.table,
        id: nextId++,
        ...(version !== undefined ? { version } : {}),
        action,
      });
      if (sent) store.update((s) => ({ ...s, pending: true, error: null }));
    },
    nextRound: () => command('next-round'),
    rematch: () => command('rematch'),
    endMatch: () => command('end-match'),
    hint() {
      const snap = store.get().snapshot;
      if (!snap || !snap.legal.length || store.get().hint?.status === 'thinking') return;
      if (send({ type: 'hint', table: spec.table, id: nextId++ }))
        store.update((s) => ({ ...s, error: null, hint: { status: 'thinking', version: snap.version } }));
    },
    command: (msg) => {
      if (send({ ...msg, table: spec.table, id: nextId++ })) store.update((s) => ({ ...s, error: null }));
    },
    record: () => fetchRecord(spec.table, store.get().snapshot?.match ?? store.get().table?.match ?? 1),
    close: stop,
  };
}
