/**
 * The server's life after it listens: tables that were being played resume, silent connections are
 * dropped, tables nobody needs leave the cache, and a graceful stop finishes what is being written.
 */
import type { Logger } from 'pino';
import type { BotTurns } from './bot-turns';
import type { TurnClock } from './clock';
import { errorMsg, send, SHUTTING_DOWN, type Conn } from './conn';
import type { Presence } from './presence';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { StandIns } from './stand-ins';
import type { TableStore } from './store';

export interface Lifecycle {
  readonly closing: () => boolean;
  /** Tables being played when the server stopped: bots play on, dropped players get stand-ins. */
  resume(): Promise<void>;
  /** Starts the keep-alive pings and the cache sweeper. */
  start(keepAliveMs: number): void;
  /** Graceful stop: refuse new work, finish what is being written, then `release` the rest. */
  close(release: () => Promise<void>): Promise<void>;
}

export function createLifecycle(deps: {
  store: TableStore;
  rooms: Rooms;
  presence: Presence;
  queue: TableQueue;
  conns: Set<Conn>;
  log: Logger;
  /** Filled in once they exist (they ask `closing`). */
  parts: () => { bots: BotTurns; standIns: StandIns; clock: TurnClock };
}): Lifecycle {
  const { store, rooms, presence, queue, conns, log, parts } = deps;
  let closing = false;
  const intervals: NodeJS.Timeout[] = [];
  let closed: Promise<void> | null = null;

  return {
    closing: () => closing,
    async resume() {
      const { bots, standIns, clock } = parts();
      for (const id of await store.playingIds()) {
        const t = await store.get(id).catch((e: Error) => {
          log.error({ err: e.message, table: id }, 'table could not be rebuilt');
          return null;
        });
        if (!t) continue;
        bots.kick(t);
        standIns.scheduleAll(t);
        // A deadline stored before the stop is kept (and one already past fires at once).
        clock.kick(t);
      }
    },
    start(keepAliveMs) {
      // Keep-alive: a connection that does not answer a ping within the interval is dropped, so that a
      // vanished player counts as gone (and gets a stand-in) even when no close ever arrives.
      const keepAlive = setInterval(() => {
        for (const c of conns) {
          if (!c.alive) {
            c.ws.terminate();
            continue;
          }
          c.alive = false;
          c.ws.ping();
        }
      }, keepAliveMs);
      // Tables nobody watches and nothing waits on leave the cache; the database has them.
      const sweeper = setInterval(() => {
        const { bots, standIns, clock } = parts();
        for (const id of store.loadedIds()) {
          if (rooms.watched(id) || queue.busy(id) || bots.pending(id) || standIns.pending(id)) continue;
          if (clock.pending(id)) continue;
          store.forget(id);
          rooms.forget(id);
          presence.forget(id);
        }
      }, 60_000);
      for (const i of [keepAlive, sweeper]) {
        i.unref();
        intervals.push(i);
      }
    },
    close: (release) =>
      (closed ??= (async () => {
        closing = true;
        const { bots, standIns, clock } = parts();
        for (const i of intervals) clearInterval(i);
        bots.stop();
        clock.stop();
        standIns.stop();
        await queue.drained();
        for (const c of conns) {
          send(c, errorMsg(null, null, 'shutting-down', SHUTTING_DOWN));
          c.ws.close(1001, 'server shutting down');
        }
        await release();
        log.info('kortbord server stopped');
      })()),
  };
}
