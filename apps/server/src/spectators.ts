/**
 * The public view to a crowd: a table's spectators beyond the first few hundred are sent the new
 * version in slices, one turn of the event loop each, so thousands of writes do not hold up the
 * next move of the players (who are always sent first, at once). A spectator still waiting when
 * the table moves again gets the newer version instead (as a snapshot: it missed the one between),
 * never an older one after a newer.
 */
import { flushHeld, type Conn } from './conn';

/** Sockets written per turn of the event loop. */
export const SLICE = 256;

interface Crowd {
  /** Who is still to be sent the table's newest view. */
  queue: Conn[];
  at: number;
  /**
   * Sends one the table's newest public view, read when its slice goes; nothing to one that has it
   * already (view-send.ts), so a restart after a move sends nobody the same view twice.
   */
  deliver: (c: Conn) => void;
}

export interface Spectators {
  /** Calls `deliver` (the newest public view, read when each slice goes) for every one of `crowd`. */
  push(table: string, crowd: Conn[], deliver: (c: Conn) => void): void;
}

export function createSpectators(): Spectators {
  const crowds = new Map<string, Crowd>();

  function slice(table: string): void {
    const c = crowds.get(table);
    if (!c) return;
    const end = Math.min(c.queue.length, c.at + SLICE);
    for (; c.at < end; c.at++) {
      const to = c.queue[c.at] as Conn;
      if (to.subs.get(table) === null) c.deliver(to);
    }
    flushHeld();
    if (c.at >= c.queue.length) crowds.delete(table);
    else setImmediate(() => slice(table));
  }

  return {
    push(table, crowd, deliver) {
      const going = crowds.get(table);
      if (going) {
        // A slice is already on its way: it goes on over everyone, with the newer view.
        going.queue = crowd;
        going.at = 0;
        going.deliver = deliver;
        return;
      }
      crowds.set(table, { queue: crowd, at: 0, deliver });
      slice(table);
    },
  };
}
