/**
 * The public view to a crowd: a table's spectators beyond the first few hundred are sent the new
 * version in slices, one turn of the event loop each, so thousands of writes do not hold up the
 * next move of the players (who are always sent first, at once). A view is a whole snapshot: a
 * spectator still waiting when the table moves again gets the newer one instead, never an older
 * one after a newer.
 */
import { send, type Conn } from './conn';

/** Sockets written per turn of the event loop. */
export const SLICE = 256;

interface Crowd {
  /** Who is still to be sent the table's newest view. */
  queue: Conn[];
  at: number;
  /** The newest public view, read when each slice goes. */
  bytes: () => Buffer | null;
  /** The bytes each was sent last, so a restart after a move sends nobody the same view twice. */
  readonly sent: WeakMap<Conn, Buffer>;
}

export interface Spectators {
  /** Sends `bytes()` (the newest public view, read when each slice goes) to every one of `crowd`. */
  push(table: string, crowd: Conn[], bytes: () => Buffer | null): void;
}

export function createSpectators(): Spectators {
  const crowds = new Map<string, Crowd>();

  function slice(table: string): void {
    const c = crowds.get(table);
    if (!c) return;
    const b = c.bytes();
    const end = Math.min(c.queue.length, c.at + SLICE);
    if (b)
      for (; c.at < end; c.at++) {
        const to = c.queue[c.at] as Conn;
        if (c.sent.get(to) === b || !to.subs.has(table)) continue;
        c.sent.set(to, b);
        send(to, b);
      }
    if (!b || c.at >= c.queue.length) crowds.delete(table);
    else setImmediate(() => slice(table));
  }

  return {
    push(table, crowd, bytes) {
      const going = crowds.get(table);
      if (going) {
        // A slice is already on its way: it goes on over everyone, with the newer view.
        going.queue = crowd;
        going.at = 0;
        going.bytes = bytes;
        return;
      }
      crowds.set(table, { queue: crowd, at: 0, bytes, sent: new WeakMap() });
      slice(table);
    },
  };
}
