/** One live connection and what is sent on it. */
import type { WebSocket } from 'ws';
import type { ErrorCode, Reason, ServerMessage } from '@kortbord/protocol';

export interface Conn {
  readonly ws: WebSocket;
  readonly ip: string;
  /** The tables it watches, each with its seat (null: as a spectator). */
  readonly subs: Map<string, number | null>;
  tokens: number;
  last: number;
  warned: number;
  /** Answered the last keep-alive ping. */
  alive: boolean;
}

/** Sends a message; bytes built once (a view shared by every watcher) go out as they are, as text. */
export function send(c: Conn, m: ServerMessage | string | Buffer): void {
  if (c.ws.readyState !== c.ws.OPEN) return;
  if (Buffer.isBuffer(m)) c.ws.send(m, { binary: false });
  else c.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
}

export const errorMsg = (
  id: string | number | null,
  table: string | null,
  code: ErrorCode,
  message: string,
  reason?: Reason,
): ServerMessage => ({ type: 'error', id, table, code, message, ...(reason ? { reason } : {}) });

export const SHUTTING_DOWN = 'The server is stopping; reconnect in a moment.';
