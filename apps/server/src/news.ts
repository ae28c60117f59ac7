/**
 * What the other nodes say (Redis): a table moved or its seats changed there. This node reads the
 * new entries from the database (the rules run again only for entries another node wrote) and pushes
 * them to its own watchers.
 */
import type { Logger } from 'pino';
import type { Chat } from './chat';
import { prepare, sendPrepared } from './conn';
import type { Fanout, TableNews } from './fanout';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { StandIns } from './stand-ins';
import type { TableStore } from './store';

export function followNews(deps: {
  fanout: Fanout;
  store: TableStore;
  rooms: Rooms;
  standIns: StandIns;
  chat: Chat;
  queue: TableQueue;
  log: Logger;
  closing: () => boolean;
}): void {
  const { fanout, store, rooms, standIns, queue, log, closing } = deps;
  async function onNews(news: TableNews): Promise<void> {
    if (news.chat !== undefined) return deps.chat.relay(news.table, news.chat);
    const t = store.cached(news.table);
    if (!t || closing()) return;
    await queue.run(t.id, async () => {
      if (news.version > t.version || news.seats)
        await store.refresh(t, news.seats || news.version > t.version);
      // The host cancelled the waiting table on another node: its watchers here are told too.
      if (!t.seats.length && !t.match) {
        const bytes = prepare({ type: 'cancelled', table: t.id });
        for (const c of [...rooms.watchers(t.id)]) {
          sendPrepared(c, bytes);
          rooms.unwatch(c, t.id);
        }
        store.forget(t.id);
        rooms.forget(t.id);
        return;
      }
      // A seat left through another node: its connections here become spectators, as on that node.
      if (news.seats)
        for (const c of [...rooms.watchers(t.id)]) {
          const seat = c.subs.get(t.id);
          if (seat === undefined || seat === null || t.seats[seat]?.kind === 'human') continue;
          c.subs.set(t.id, null);
          await standIns.leaves(t, seat);
        }
      await rooms.settle(t, { seats: news.seats });
      standIns.scheduleAll(t);
    });
  }
  fanout.onNews(
    (n) =>
      void onNews(n).catch((e: Error) => log.error({ err: e.message, table: n.table }, 'refresh failed')),
  );
}
