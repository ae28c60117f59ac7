/**
 * The watchers of each table on this node and what they are sent. After any change of a table
 * (written here, or read from the database after another writer), `settle` pushes what the watchers
 * have not seen yet: the table info when seats or the status changed, and the views of the new
 * version, each built and serialised once per seat (views.ts) and shared by every socket that
 * watches that seat or the public view: as the change since its last view where it has that one.
 */
import type { TableInfo } from '@kortbord/protocol';
import { prepare, sendPrepared, type Conn } from './conn';
import type { Fanout } from './fanout';
import type { Presence } from './presence';
import { createSpectators, SLICE } from './spectators';
import { status, tableInfo, type Table, type TableStatus } from './table';
import { forgetSent, sendNewView } from './view-send';

export interface Settle {
  /** Seats or presence changed: the table info goes out. */
  readonly seats?: boolean;
  /** This node wrote the change: the other nodes are told. */
  readonly publish?: boolean;
}

export interface Rooms {
  watch(c: Conn, t: Table, seat: number | null): void;
  unwatch(c: Conn, table: string): void;
  watchers(table: string): ReadonlySet<Conn>;
  watched(table: string): boolean;
  /** The table info with fresh presence. */
  info(t: Table): Promise<TableInfo>;
  /** Pushes what this node's watchers have not seen yet, then tells the listeners. */
  settle(t: Table, how?: Settle): Promise<void>;
  /** Called after each settle with the status the watchers had seen before it. */
  onSettled(f: (t: Table, was: TableStatus | null) => void): void;
  forget(table: string): void;
}

export function createRooms(
  fanout: Fanout,
  presence: Presence,
  /** The clock a daily table's day ends by (tests move it). */
  now: () => number = Date.now,
): Rooms {
  const watchers = new Map<string, Set<Conn>>();
  const pushed = new Map<string, { version: number; status: TableStatus }>();
  const listeners: ((t: Table, was: TableStatus | null) => void)[] = [];
  const none: ReadonlySet<Conn> = new Set();

  const info = async (t: Table) => {
    await presence.update(t);
    return tableInfo(t, presence.connected(t), now());
  };

  const spectators = createSpectators();

  function pushViews(t: Table, subs: ReadonlySet<Conn>): void {
    // A crowd of spectators goes after the seats, in slices (spectators.ts); a few go at once.
    const crowd: Conn[] | null = subs.size > SLICE ? [] : null;
    for (const c of subs) {
      const seat = c.subs.get(t.id) ?? null;
      if (seat === null && crowd) crowd.push(c);
      else sendNewView(c, t, seat);
    }
    if (crowd?.length) spectators.push(t.id, crowd, (c) => sendNewView(c, t, null));
  }

  return {
    watch(c, t, seat) {
      c.subs.set(t.id, seat);
      let set = watchers.get(t.id);
      if (!set) watchers.set(t.id, (set = new Set()));
      set.add(c);
    },
    unwatch(c, table) {
      c.subs.delete(table);
      forgetSent(c, table);
      const set = watchers.get(table);
      set?.delete(c);
      if (set?.size === 0) watchers.delete(table);
    },
    watchers: (table) => watchers.get(table) ?? none,
    watched: (table) => !!watchers.get(table)?.size,
    info,
    async settle(t, how = {}) {
      if (how.publish) fanout.publish({ table: t.id, version: t.version, seats: !!how.seats });
      const last = pushed.get(t.id);
      const now = { version: t.version, status: status(t) };
      pushed.set(t.id, now);
      const subs = watchers.get(t.id);
      if (subs?.size) {
        if (how.seats || (last && last.status !== now.status)) {
          const msg = prepare({ type: 'table', table: await info(t) });
          for (const c of subs) sendPrepared(c, msg);
        }
        if (!last || now.version > last.version) pushViews(t, subs);
      }
      for (const f of listeners) f(t, last?.status ?? null);
    },
    onSettled: (f) => void listeners.push(f),
    forget(table) {
      pushed.delete(table);
    },
  };
}
