/**
 * Between rounds, "Klar" is a vote: each seated person's is stored with their seat for the finished
 * round's version (so every node and a restarted server see it), the table info shows who is ready,
 * and when every seat is (bots and stand-ins always are) the next round is dealt at once. Otherwise
 * the countdown runs out as before: the deal is due `afterMs` after the round-over entry was stored.
 * Either way the deal is the store's commit at that version, so two nodes deal it once.
 */
import { isRoundOver } from '@kortbord/engine';
import type { TableStore } from './store';
import { isReady, matchOver, Refused, type Table } from './table';

/** The seats a finished round still waits on (people who have not said "Klar"), in seat order. */
export const notReady = (t: Table): number[] => t.seats.filter((s) => !isReady(t, s)).map((s) => s.seat);

/** A person sits at the table with no bot standing in: the next deal waits for the countdown. */
export const peopleSeated = (t: Table): boolean => t.seats.some((s) => s.kind === 'human' && !s.standIn);

/**
 * When the next round is due by itself (epoch ms): `afterMs` after the round-over entry was stored.
 * A table whose entry time is unknown (none stored yet) counts from now.
 */
export const dealDueAt = (t: Table, afterMs: number, now = Date.now()): number =>
  (t.versionAt ?? now) + afterMs;

/**
 * The seat's person says "Klar" for the finished round. Refused as "next-round" always was when no
 * round is waiting to be dealt. Deals the next round when that makes everyone ready; the last two
 * votes meeting on two nodes both try, and the version lets one deal.
 */
export async function sayReady(store: TableStore, t: Table, seat: number): Promise<void> {
  await store.refresh(t);
  const m = t.match;
  if (!m) throw new Refused('not-started', 'The match has not started.');
  if (matchOver(t)) throw new Refused('game-over', 'The match is over; no more rounds are dealt.');
  if (!isRoundOver(m)) throw new Refused('round-not-over', 'The round is still being played.');
  const version = t.version;
  await store.markReady(t, seat, version);
  if (notReady(t).length) return;
  try {
    await store.nextRound(t, version);
  } catch (e) {
    // Another node (the other last vote, or the countdown) dealt it first.
    if (!(e instanceof Refused) || (e.code !== 'stale-version' && e.code !== 'round-not-over')) throw e;
  }
}
