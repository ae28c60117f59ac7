/** One live connection and what is sent on it. */
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { ErrorCode, Reason, ServerMessage } from '@kortbord/protocol';

export interface Conn {
  readonly ws: WebSocket;
  /** The TCP socket under `ws`: shared frames are written to it directly. */
  readonly socket?: Socket;
  readonly ip: string;
  /** The tables it watches, each with its seat (null: as a spectator). */
  readonly subs: Map<string, number | null>;
  tokens: number;
  last: number;
  warned: number;
  /** The upgrade request's cookies: a signed-in profile's devices take its seats (issue 33). */
  readonly cookie?: string | undefined;
  /** Answered the last keep-alive ping. */
  alive: boolean;
  /** The version of the last view sent for each table (made at the first): a change goes only to one at its `from`. */
  views?: Map<string, number>;
}

/** The length of a text frame's head (RFC 6455) for `n` bytes of payload. */
export const frameHeadLength = (n: number): number => (n < 126 ? 2 : n < 65536 ? 4 : 10);

/** Writes the head of a final, unmasked (as a server's are) text frame of `n` bytes at the start of `f`. */
function writeFrameHead(f: Buffer, n: number): void {
  f[0] = 0x81;
  if (n < 126) f[1] = n;
  else if (n < 65536) {
    f[1] = 126;
    f.writeUInt16BE(n, 2);
  } else {
    f[1] = 127;
    f.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    f.writeUInt32BE(n >>> 0, 6);
  }
}

/**
 * The text frame of bytes sent to many sockets, built once: each socket is then one write of the
 * same buffer, not a frame of its own. Kept on the bytes themselves, not in a WeakMap: a few entries
 * a move, each short-lived, made the collector's helper threads work hard on the map.
 */
const FRAME = Symbol('frame');
type Framed = Buffer & { [FRAME]?: Buffer };

/**
 * A buffer for a message of `n` bytes with room for its frame's head before it: `body` is where the
 * message goes; once written, it is sent as `frame` without a copy.
 */
export function framedBuffer(n: number): { body: Buffer; frame: Buffer } {
  const head = frameHeadLength(n);
  const frame = Buffer.allocUnsafe(head + n);
  writeFrameHead(frame, n);
  const body: Framed = frame.subarray(head);
  body[FRAME] = frame;
  return { body, frame };
}

function frameOf(data: Framed): Buffer {
  let f = data[FRAME];
  if (f) return f;
  const n = data.length;
  f = Buffer.allocUnsafe(frameHeadLength(n) + n);
  writeFrameHead(f, n);
  data.copy(f, f.length - n);
  data[FRAME] = f;
  return f;
}

/**
 * Sockets written to in this turn of the event loop, corked: a move sends each watcher its view and
 * then the clock, the mover its ack too, and each was a system call of its own (the writes were the
 * largest part of the server's time). They go out together once the turn's I/O is handled.
 */
const held: Socket[] = [];

/**
 * Sends what is held now. A crowd of spectators' slice (spectators.ts) ends with it: else the next
 * move's writes to its players would wait behind a slice's hundreds of sockets in the next flush.
 */
export function flushHeld(): void {
  for (const s of held.splice(0)) s.uncork();
}

function hold(s: Socket): void {
  if (s.writableCorked || !s.writable) return;
  s.cork();
  if (held.push(s) === 1) setImmediate(flushHeld);
}

declare const PREPARED: unique symbol;
/**
 * A message's bytes, made once for many receivers (a fan-out): only `prepare` (and views.ts, whose
 * hand-written bytes view-bytes.test.ts holds equal to JSON of the typed message) makes them.
 */
export type Prepared = Buffer & { readonly [PREPARED]: true };

/** The bytes of `m` as JSON, written where its frame goes out from (so a send copies nothing). */
export function prepare(m: ServerMessage): Prepared {
  const text = JSON.stringify(m);
  const { body } = framedBuffer(Buffer.byteLength(text));
  body.write(text);
  return body as Prepared;
}

/** Sends a message to one connection. */
export function send(c: Conn, m: ServerMessage): void {
  if (c.ws.readyState !== c.ws.OPEN) return;
  if (c.socket) hold(c.socket);
  c.ws.send(JSON.stringify(m));
}

/**
 * Sends prepared bytes (a view shared by every watcher) as they are, as text. ws writes each frame
 * whole and at once (no compression here, no Blobs), so a frame written to its socket directly never
 * lands inside one of its own.
 */
export function sendPrepared(c: Conn, p: Prepared): void {
  if (c.ws.readyState !== c.ws.OPEN) return;
  if (c.socket) hold(c.socket);
  if (c.socket?.writable) c.socket.write(frameOf(p));
  else c.ws.send(p, { binary: false });
}

export const errorMsg = (
  id: string | number | null,
  table: string | null,
  code: ErrorCode,
  message: string,
  reason?: Reason,
): ServerMessage => ({ type: 'error', id, table, code, message, ...(reason ? { reason } : {}) });

export const SHUTTING_DOWN = 'The server is stopping; reconnect in a moment.';
