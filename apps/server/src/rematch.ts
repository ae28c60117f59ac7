/**
 * A rematch is asked for, not imposed: each seated person's ask is stored with their seat (so it
 * holds across nodes and restarts, and the seat info shows who asked), and the next match starts when
 * every person has asked; bots, and seats a bot stands in for, accept. The start is the store's
 * versioned commit of the next match number, so two last asks on two nodes start it once.
 */
import { reason } from '@kortbord/engine';
import type { TableStore } from './store';
import { matchOver, Refused, type Table } from './table';

export async function askRematch(store: TableStore, t: Table, seat: number): Promise<void> {
  await store.refresh(t);
  if (!t.match || !matchOver(t)) throw new Refused('illegal', 'The match is still being played.');
  // Today's deal is one match: another is a new attempt (POST /api/daily/:game), never a rematch.
  if (t.daily)
    throw new Refused(
      'daily-refused',
      "Today's deal is one match: start another one.",
      reason('daily-one-match'),
    );
  const after = t.matchNo;
  await store.askRematch(t, seat, after);
  const waiting = t.seats.filter((s) => s.kind === 'human' && !s.standIn && s.readyMatch !== after);
  if (waiting.length) return;
  try {
    await store.startMatch(t, after);
  } catch (e) {
    // Another node's last ask started it first.
    if (!(e instanceof Refused) || e.code !== 'stale-version') throw e;
  }
}
