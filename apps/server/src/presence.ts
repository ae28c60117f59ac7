/**
 * Who is connected: this node's connections per seat, and (through the fan-out) whether a seat has a
 * connection on any node, cached for the table info that goes out.
 */
import type { Fanout } from './fanout';
import type { Table } from './table';

export interface Presence {
  /** Connections to the seat on this node. */
  local(table: string, seat: number): number;
  /** Counts one more (1) or one less (-1) connection here; returns the new count. */
  add(table: string, seat: number, delta: 1 | -1): number;
  /** Asks every node again about the table's human seats. */
  update(t: Table): Promise<void>;
  /** Whether the seat was connected anywhere at the last update. */
  connected(t: Table): (seat: number) => boolean;
  forget(table: string): void;
}

export function createPresence(fanout: Fanout): Presence {
  const localSeat = new Map<string, number>();
  const cache = new Map<string, boolean>();
  const key = (table: string, seat: number) => `${table}:${seat}`;
  const local = (table: string, seat: number) => localSeat.get(key(table, seat)) ?? 0;
  return {
    local,
    add(table, seat, delta) {
      const n = local(table, seat) + delta;
      if (n > 0) localSeat.set(key(table, seat), n);
      else localSeat.delete(key(table, seat));
      return n;
    },
    async update(t) {
      await Promise.all(
        t.seats
          .filter((s) => s.kind === 'human')
          .map(async (s) => {
            cache.set(
              key(t.id, s.seat),
              local(t.id, s.seat) > 0 || (await fanout.isPresent(t.id, s.seat).catch(() => false)),
            );
          }),
      );
    },
    connected: (t) => (seat) => cache.get(key(t.id, seat)) ?? false,
    forget(table) {
      for (const k of [...cache.keys()]) if (k.startsWith(`${table}:`)) cache.delete(k);
    },
  };
}
