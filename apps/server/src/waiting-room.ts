/**
 * The waiting room's commands, the host's alone (the table's creator while seated, else the first
 * seated person): put a bot in a seat or open it again, start now with bots in the open seats, or
 * cancel the table. Anyone seated may leave (POST /api/tables/:id/leave). All refused once the match
 * has started.
 */
import type { ClientMessage } from '@kortbord/protocol';
import { prepare, sendPrepared } from './conn';
import type { Fanout } from './fanout';
import type { Rooms } from './rooms';
import type { TableStore } from './store';
import { hostOf, Refused, type Level, type Table } from './table';

export type RoomCommand = Extract<ClientMessage, { type: 'set-seat' | 'start-now' | 'cancel-table' }>;

export const isRoomCommand = (m: ClientMessage): m is RoomCommand =>
  m.type === 'set-seat' || m.type === 'start-now' || m.type === 'cancel-table';

/** The level of a bot the host puts in without naming one: plays like a person, not a master. */
const DEFAULT_LEVEL: Level = 'medium';

const everySeatTaken = (t: Table) => t.seats.every((s) => s.kind === 'bot' || s.kind === 'human');

export function createWaitingRoom(deps: { store: TableStore; rooms: Rooms; fanout: Fanout }) {
  const { store, rooms, fanout } = deps;

  /** Runs the command for `seat`; 'gone' when the table no longer exists (cancelled). */
  async function handle(t: Table, seat: number, msg: RoomCommand): Promise<'changed' | 'gone'> {
    await store.refresh(t);
    if (hostOf(t) !== seat)
      throw new Refused('not-host', 'Only the table’s host can change seats, start early or cancel.');
    if (t.match) throw new Refused('illegal', 'The match has started: the waiting room is closed.');
    if (msg.type === 'set-seat') {
      await store.setSeat(t, msg.seat, msg.kind, msg.level ?? DEFAULT_LEVEL);
      if (everySeatTaken(t)) await store.startMatch(t, 0);
      return 'changed';
    }
    if (msg.type === 'start-now') {
      for (const s of t.seats)
        if (s.kind === 'open' || s.kind === 'reserved')
          await store.setSeat(t, s.seat, 'bot', msg.level ?? DEFAULT_LEVEL);
      await store.startMatch(t, 0);
      return 'changed';
    }
    // Cancelled: every watcher here is told, then the table and all about it are deleted.
    const bytes = prepare({ type: 'cancelled', table: t.id });
    for (const c of [...rooms.watchers(t.id)]) {
      sendPrepared(c, bytes);
      rooms.unwatch(c, t.id);
    }
    await store.remove(t.id);
    rooms.forget(t.id);
    // The other nodes read no seats any more, and tell their watchers (news.ts).
    fanout.publish({ table: t.id, version: t.version, seats: true });
    return 'gone';
  }

  return { handle };
}
