/**
 * Seats arriving and leaving on this node, and stand-ins: a seated player with no connection on any
 * node for the table's stand-in time gets a bot in their seat until they come back.
 */
import type { Logger } from 'pino';
import type { Fanout } from './fanout';
import type { Presence } from './presence';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { TableStore } from './store';
import { status, type Table } from './table';

export interface StandIns {
  /** A connection to the seat opened here. */
  arrives(t: Table, seat: number): Promise<void>;
  /** A connection to the seat closed or left it here. */
  leaves(t: Table, seat: number): Promise<void>;
  /** Starts the stand-in clock for a seat nobody is connected to (does nothing when one runs). */
  schedule(t: Table, seat: number): void;
  scheduleAll(t: Table): void;
  /** A stand-in clock runs for the table. */
  pending(table: string): boolean;
  stop(): void;
}

export function createStandIns(deps: {
  store: TableStore;
  fanout: Fanout;
  presence: Presence;
  rooms: Rooms;
  queue: TableQueue;
  log: Logger;
  closing: () => boolean;
}): StandIns {
  const { store, fanout, presence, rooms, queue, log, closing } = deps;
  const timers = new Map<string, NodeJS.Timeout>();
  const key = (t: Table, seat: number) => `${t.id}:${seat}`;

  function schedule(t: Table, seat: number): void {
    const k = key(t, seat);
    const s = t.seats[seat];
    if (closing() || timers.has(k) || !s || s.kind !== 'human' || s.standIn || t.standInAfterMs === null)
      return;
    if (presence.local(t.id, seat) > 0 || status(t) !== 'playing') return;
    const timer = setTimeout(() => {
      timers.delete(k);
      void queue
        .run(t.id, async () => {
          if (closing() || presence.local(t.id, seat) > 0 || status(t) !== 'playing') return;
          if (await fanout.isPresent(t.id, seat)) return;
          if (await store.setStandIn(t, seat, true)) {
            log.info({ table: t.id, seat }, 'a bot stands in for a dropped player');
            await rooms.settle(t, { seats: true, publish: true });
          }
        })
        .catch((e: Error) => log.error({ err: e.message }, 'stand-in failed'));
    }, t.standInAfterMs);
    timer.unref();
    timers.set(k, timer);
  }

  const scheduleAll = (t: Table) => {
    for (const s of t.seats) if (s.kind === 'human') schedule(t, s.seat);
  };

  // A table that starts being played: its absent players' clocks start.
  rooms.onSettled((t, was) => {
    if (status(t) === 'playing' && was !== 'playing') scheduleAll(t);
  });

  return {
    async arrives(t, seat) {
      const n = presence.add(t.id, seat, 1);
      const k = key(t, seat);
      clearTimeout(timers.get(k));
      timers.delete(k);
      if (n > 1) return;
      await fanout.setPresent(t.id, seat, true).catch(() => {});
      if (t.seats[seat]?.standIn) await store.setStandIn(t, seat, false);
      await rooms.settle(t, { seats: true, publish: true });
    },
    async leaves(t, seat) {
      if (presence.add(t.id, seat, -1) > 0) return;
      await fanout.setPresent(t.id, seat, false).catch(() => {});
      // At a slow table, what its person saw until now is "seen" when they come back (issue 34).
      if (t.slow) await store.markSeen(t, seat).catch(() => null);
      if (closing()) return;
      await rooms.settle(t, { seats: true, publish: true });
      schedule(t, seat);
    },
    schedule,
    scheduleAll,
    pending: (table) => [...timers.keys()].some((k) => k.startsWith(`${table}:`)),
    stop() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
