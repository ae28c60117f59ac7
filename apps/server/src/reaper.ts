/**
 * Tables that end: waiting tables nobody joined, tables no person plays or watches, and the storage
 * of finished ones once their review links have expired. Runs at start (so it covers what a restart
 * brought back) and then every `everyMs`.
 */
import type { Logger } from 'pino';
import type { Fanout } from './fanout';
import type { Presence } from './presence';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { TableStore } from './store';
import { matchOver, Refused, type Table } from './table';

export interface ReapSettings {
  /** A waiting table with nobody connected and no change for this long is deleted (it has no record). */
  readonly waitingMs: number;
  /** A playing table with no person seated-and-connected or watching for this long: its match ends. */
  readonly unattendedMs: number;
  /** A finished table (and its records) is deleted this long after its last change. */
  readonly keepRecordsMs: number;
  /**
   * A slow table (issue 34) is never ended while a deadline lies ahead, nor while it was changed
   * less than this long ago (30 days): a table with no limit, or one waiting past a deadline.
   */
  readonly slowQuietMs: number;
  readonly everyMs: number;
}

export const DEFAULT_REAP: ReapSettings = {
  waitingMs: 30 * 60_000,
  unattendedMs: 10 * 60_000,
  keepRecordsMs: 30 * 24 * 3600_000,
  slowQuietMs: 30 * 24 * 3600_000,
  everyMs: 60_000,
};

export interface Reaper {
  /** One pass over every stored table. */
  sweep(): Promise<{ ended: string[]; removed: string[] }>;
  start(): void;
  stop(): void;
}

export function createReaper(deps: {
  settings: ReapSettings;
  store: TableStore;
  rooms: Rooms;
  presence: Presence;
  fanout: Fanout;
  queue: TableQueue;
  log: Logger;
  closing: () => boolean;
  now?: () => number;
}): Reaper {
  const { settings, store, rooms, fanout, queue, log, closing } = deps;
  const clockNow = deps.now ?? Date.now;
  /** When this node last saw a person at each playing table (first sight counts: a restart starts the clock). */
  const seen = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /**
   * A person is here: a seated person (no bot standing in) connected on any node; at a table where
   * nobody is seated (waiting, or bots alone, whose round limit ends them), a watcher on this node
   * too. Spectators do not keep a table whose people have gone (issue 38).
   */
  async function attended(t: Table | null, id: string): Promise<boolean> {
    const people = t?.seats.some((s) => s.kind === 'human') ?? false;
    if (!people && rooms.watched(id)) return true;
    if (!t) return false;
    for (const s of t.seats)
      if (s.kind === 'human' && !s.standIn && (await fanout.isPresent(id, s.seat).catch(() => true)))
        return true;
    return false;
  }

  /** A slow table stays while a deadline lies ahead or its last change is recent. */
  const slowKept = (t: Table, age: number, now: number): boolean =>
    (!!t.deadline && t.deadline.version === t.version && t.deadline.at > now) || age < settings.slowQuietMs;

  async function sweep(): Promise<{ ended: string[]; removed: string[] }> {
    const ended: string[] = [];
    const removed: string[] = [];
    const now = clockNow();
    const live = new Set<string>();
    // The finished tables kept for their records are read only once their time has come.
    const expired = now - settings.keepRecordsMs;
    const overBefore = Number.isFinite(expired) ? new Date(expired).toISOString() : undefined;
    for (const row of await store.activity(overBefore)) {
      if (closing()) break;
      const age = now - Date.parse(row.last);
      if (row.status === 'over') {
        if (age >= settings.keepRecordsMs && !rooms.watched(row.id)) {
          await queue.run(row.id, () => store.remove(row.id));
          rooms.forget(row.id);
          removed.push(row.id);
        }
        continue;
      }
      if (row.status === 'waiting') {
        if (age >= settings.waitingMs && !(await attended(store.cached(row.id) ?? null, row.id))) {
          await queue.run(row.id, () => store.remove(row.id));
          rooms.forget(row.id);
          removed.push(row.id);
        }
        continue;
      }
      live.add(row.id);
      const t = await store.get(row.id).catch(() => null);
      if (!t) continue;
      if (t.slow) {
        // Nobody need be connected at a slow table: it waits for its deadline, then for quiet.
        if (slowKept(t, age, now)) continue;
      } else if (await attended(t, row.id)) {
        seen.set(row.id, now);
        continue;
      }
      if (!t.slow) {
        const since = seen.get(row.id) ?? now;
        seen.set(row.id, since);
        if (now - since < settings.unattendedMs) continue;
      }
      await queue.run(t.id, async () => {
        await store.refresh(t);
        if (!t.match || matchOver(t)) return;
        try {
          await store.endMatch(
            t,
            t.slow ? 'abandoned: a slow table left quiet' : 'abandoned: no person played or watched',
          );
          ended.push(t.id);
          log.info({ table: t.id }, 'unattended table ended');
        } catch (e) {
          if (!(e instanceof Refused)) throw e;
        }
        await rooms.settle(t, { publish: true });
      });
      seen.delete(row.id);
    }
    for (const id of [...seen.keys()]) if (!live.has(id)) seen.delete(id);
    return { ended, removed };
  }

  const once = () => {
    if (running || closing()) return running;
    running = sweep()
      .catch((e: Error) => log.error({ err: e.message }, 'table sweep failed'))
      .finally(() => (running = null));
    return running;
  };

  return {
    sweep: async () => {
      await running;
      return sweep();
    },
    start() {
      void once();
      timer = setInterval(() => void once(), settings.everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
