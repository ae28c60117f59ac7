/**
 * The turn clock: at a table with a clock, each decision of a person has a deadline, stored with the
 * table (so it holds across a restart and every node counts to the same moment). When it passes, a
 * bot makes that one decision as an ordinary move committed at the decision's version: a second node
 * firing too is refused by the version, so the move is made once. The seat is then shown away until
 * its player acts again; an away seat's later decisions get a quarter of the time, so a player who
 * left the room slows the table down less.
 *
 * A slow table (issue 34) is a table whose clock is long (1 h to 3 days, or none): the same stored
 * deadline. Its away seats keep the whole time, and at a table that waits (`onDeadline: 'wait'`) a
 * passed deadline makes no move: the others may let a bot take the seat (commands/let-bot.ts). The
 * wait for a deadline is cut into pieces of at most `recheckMs`, each looking at `now()` again, so a
 * test clock moved on is seen and no timer outlives setTimeout's 24.8 days.
 */
import { isRoundOver, type Json } from '@kortbord/engine';
import { botInput, type Level } from '@kortbord/bots';
import type { ServerMessage } from '@kortbord/protocol';
import type { Logger } from 'pino';
import { decisionSeed, type BotDriver } from './bots';
import { prepare, sendPrepared } from './conn';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { TableStore } from './store';
import { matchOver, Refused, type Table } from './table';
import { dealDueAt } from './ready';
import { legalOf } from './views';
import { AWAY_PART, nextDeadline, timedSeats } from './commands/deadline';

/** How well the bot plays the one decision of a player whose clock ran out. */
const CLOCK_BOT_LEVEL: Level = 'easy';
export interface TurnClock {
  /** Looks at the table: sets (or finds) the current decision's deadline and waits for it. */
  kick(t: Table): void;
  /** A person acted: their seat is no longer away. */
  acted(t: Table, seat: number): Promise<void>;
  /** The clock message of the table now, or null when no clock runs for its current decision. */
  message(t: Table): ServerMessage | null;
  pending(table: string): boolean;
  stop(): void;
}

export function createTurnClock(deps: {
  store: TableStore;
  driver: BotDriver;
  rooms: Rooms;
  queue: TableQueue;
  log: Logger;
  closing: () => boolean;
  /** With a person seated, the next round is dealt this long after a round ends (bot-turns.ts). */
  nextRoundAfterMs: number;
  /** The time (epoch ms): Date.now, or a test's clock. */
  now?: () => number;
  /** The longest single wait before `now()` is read again (60 s). */
  recheckMs?: number;
}): TurnClock {
  const { store, driver, rooms, queue, log, closing } = deps;
  const now = deps.now ?? Date.now;
  const recheckMs = deps.recheckMs ?? 60_000;
  /** The finished round's version whose countdown this node's watchers were last sent, per table. */
  const roundOver = new Map<string, number>();
  const dealDue = (t: Table): boolean =>
    !!t.match &&
    !matchOver(t) &&
    isRoundOver(t.match) &&
    t.seats.some((s) => s.kind === 'human' && !s.standIn);
  const timers = new Map<string, { version: number; timer: NodeJS.Timeout | null }>();

  const cancel = (table: string) => {
    const p = timers.get(table);
    if (p?.timer) clearTimeout(p.timer);
    timers.delete(table);
  };

  function message(t: Table): ServerMessage | null {
    // The countdown runs from when the round-over entry was stored: every node, and a server
    // restarted meanwhile, counts to the same moment.
    if (dealDue(t))
      return {
        type: 'clock',
        table: t.id,
        version: t.version,
        seats: [],
        remainingMs: Math.max(0, Math.round(dealDueAt(t, deps.nextRoundAfterMs) - now())),
        totalMs: deps.nextRoundAfterMs,
      };
    const d = t.deadline;
    if (!d || d.version !== t.version || !timedSeats(t).length) return null;
    const full = t.turnClockMs ?? 0;
    return {
      type: 'clock',
      table: t.id,
      version: d.version,
      seats: [...d.seats],
      remainingMs: Math.max(0, Math.round(d.at - now())),
      totalMs: !t.slow && d.seats.every((s) => t.seats[s]?.away) ? Math.ceil(full / AWAY_PART) : full,
    };
  }

  function kick(t: Table): void {
    if (closing()) return;
    const seats = timedSeats(t);
    const version = t.version;
    if (dealDue(t)) {
      if (roundOver.get(t.id) !== version) {
        roundOver.set(t.id, version);
        const msg = message(t);
        if (msg) {
          const bytes = prepare(msg);
          for (const c of rooms.watchers(t.id)) sendPrepared(c, bytes);
        }
      }
    } else roundOver.delete(t.id);
    if (!seats.length) return cancel(t.id);
    if (timers.get(t.id)?.version === version) return;
    cancel(t.id);
    // Held (without a timer) until the deadline is known, so a second kick at this version adds none.
    const held = { version, timer: null };
    timers.set(t.id, held);
    void queue
      .run(t.id, async () => {
        if (t.version !== version || timers.get(t.id) !== held) return;
        let d = t.deadline;
        if (!d || d.version < version) d = await store.setDeadline(t, nextDeadline(t, seats, now()));
        if (!d || d.version !== version || t.version !== version) return;
        const msg = message(t);
        if (msg) {
          const bytes = prepare(msg);
          for (const c of rooms.watchers(t.id)) sendPrepared(c, bytes);
        }
        const at = d.at;
        const wait = () => {
          if (timers.get(t.id)?.version !== version) return;
          const left = at - now();
          if (left > 0) {
            timers.set(t.id, { version, timer: setTimeout(wait, Math.min(left, recheckMs)) });
            return;
          }
          // A waiting slow table makes no move: it is held (no timer) until someone acts or lets a bot.
          if (t.slow?.onDeadline === 'wait') {
            timers.set(t.id, { version, timer: null });
            log.info({ table: t.id, version }, 'a slow table waits past its deadline');
            return;
          }
          void expire(t, version);
        };
        wait();
      })
      .catch((e: Error) => log.error({ err: e.message, table: t.id }, 'setting the turn clock failed'));
  }

  async function expire(t: Table, version: number): Promise<void> {
    if (closing() || t.version !== version) return;
    const expired = t.deadline?.version === version ? [...t.deadline.seats] : [];
    await queue
      .run(t.id, async () => {
        if (t.version !== version) return;
        timers.delete(t.id);
        let changed = false;
        // One decision per seat whose time ran out, each committed at the version it answers.
        for (const seat of expired) {
          if (!timedSeats(t).includes(seat)) continue;
          const m = t.match;
          if (!m) break;
          const at = t.version;
          let action: Json;
          try {
            action = (await driver.choose(
              CLOCK_BOT_LEVEL,
              botInput(m, seat),
              { timeMs: 200 },
              decisionSeed(m.seed, at, seat),
            )) as unknown as Json;
          } catch {
            action = legalOf(t, seat)[0] ?? null;
          }
          if (t.version !== at) break;
          try {
            await store.act(t, seat, action, at, true);
          } catch (e) {
            if (!(e instanceof Refused)) throw e;
            // Another node made it first (stale-version), or the position changed: nothing to do.
            log.info(
              { table: t.id, seat, version: at, code: e.code },
              'turn clock: the decision was made elsewhere',
            );
            break;
          }
          changed = true;
          log.info({ table: t.id, seat, version: at }, 'turn clock ran out: a bot made the decision');
          await store.setAway(t, seat, true);
        }
        await rooms.settle(t, changed ? { seats: true, publish: true } : {});
      })
      .catch((e: Error) => log.error({ err: e.message, table: t.id }, 'the turn clock failed'));
  }

  rooms.onSettled((t) => kick(t));

  return {
    kick,
    async acted(t, seat) {
      if (t.seats[seat]?.away && (await store.setAway(t, seat, false)))
        await rooms.settle(t, { seats: true, publish: true });
    },
    message,
    pending: (table) => timers.has(table),
    stop() {
      for (const { timer } of timers.values()) if (timer) clearTimeout(timer);
      timers.clear();
    },
  };
}
