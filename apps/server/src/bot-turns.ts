/**
 * Bot turns: a bot seat (or a dropped player's seat while a bot stands in) moves after a short pause,
 * and a finished round is dealt again by itself. One node thinks per turn (the fan-out's claim).
 */
import { DAILY_TABLES, isRoundOver, rngFromSeed, type GameId, type Json } from '@kortbord/engine';
import { botInput, chooseAction, type Budget, type Level } from '@kortbord/bots';
import type { Logger } from 'pino';
import { decisionSeed, type BotDriver } from './bots';
import type { Fanout } from './fanout';
import type { TableQueue } from './queue';
import type { Rooms } from './rooms';
import type { TableStore } from './store';
import { matchOver, Refused, type Table } from './table';
import { botPause, thinkingBudget } from './pacing';
import { dealDueAt, notReady, peopleSeated } from './ready';
import { legalOf } from './views';

/** People are seated and every seat said "Klar" for the finished round. */
const everyoneReady = (t: Table): boolean => peopleSeated(t) && notReady(t).length === 0;

/** A pending turn: at which version, for which seat (null: the next deal or the end). */
interface Turn {
  readonly version: number;
  readonly seat: number | null;
  /** Waits for a timer (a bot's pause, the countdown to the next deal), not run at once. */
  readonly timed: boolean;
  cancel: () => void;
}

/** A turn that ended without moving its table is tried again after this long. */
const RETRY_MS = 1_000;

/** How well a bot plays a dropped player's seat. */
const STAND_IN_LEVEL: Level = 'easy';

export interface BotTurnSettings {
  /**
   * A bot's pause before its move, in ms, in [min, max]: drawn from the decision's name and `secret`
   * only (pacing.ts), its search cut to fit inside it, the answer sent when it ends.
   */
  readonly delayMs: readonly [number, number];
  /** Keys the pauses: random per server unless given (a test fixes it to compare decisions). */
  readonly secret: string;
  readonly budget: Budget;
  /** With a human at the table, the next round is dealt by itself after this long. */
  readonly nextRoundAfterMs: number;
  /** With no person seated, the match ends after this many rounds instead of dealing another. */
  readonly botMatchRounds: number;
  /**
   * Rollouts per decision at a table of today's deal (DAILY_BOT_ITERATIONS): never time, so the
   * bots' replies are a function of the deal and the moves so far only, on any machine.
   */
  readonly dailyIterations: number;
}

/**
 * Rollouts per hard decision at a daily table. Measured on the build machine (2 cores, shared) with
 * three 4-seat rounds of four hard bots per game: hard's 90 ms time budget there gives about 300
 * (President) to 800 (Idiot, Viggo) iterations; 1000 keeps at least that strength in every game and
 * takes 110–290 ms a decision (median), inside the bots' pause of 0.5–1.2 s.
 */
export const DAILY_BOT_ITERATIONS = 1000;

export interface PacedDecision {
  readonly table: string;
  readonly version: number;
  readonly seat: number;
  readonly pauseMs: number;
  /** The number of legal actions (told to the observer after the pause was fixed, never used for it). */
  readonly legal?: number;
  /** Present once the answer was applied: how long after the decision was named. */
  readonly sentAfterMs?: number;
}

export interface BotTurns {
  /** Looks at the table and starts the turn of a bot that may act now, or the next round's deal. */
  kick(t: Table): void;
  /** A turn is waiting or running for the table. */
  pending(table: string): boolean;
  stop(): void;
}

export function createBotTurns(deps: {
  settings: BotTurnSettings;
  store: TableStore;
  fanout: Fanout;
  driver: BotDriver;
  rooms: Rooms;
  queue: TableQueue;
  log: Logger;
  closing: () => boolean;
  /** Told each bot decision's pause as it is fixed, and (sent) when its answer goes to the table. */
  onPaced?: (p: PacedDecision) => void;
}): BotTurns {
  const { settings, store, fanout, driver, rooms, queue, log, closing } = deps;
  /** The turn waiting or running per table: at which version, for which seat (null: the next deal). */
  const timers = new Map<string, Turn>();

  /**
   * Runs a turn's job (at once, or after `ms`) as the table's pending turn. A job that ends without
   * moving the table (its move refused, a failure, the database away) frees its place and is tried
   * again after RETRY_MS: while it held the place, every kick at that version was ignored, so one
   * failed turn used to stall its table for good.
   */
  function schedule(
    t: Table,
    version: number,
    seat: number | null,
    ms: number | null,
    job: () => Promise<void>,
  ): void {
    const turn: Turn = { version, seat, timed: ms !== null, cancel: () => {} };
    const go = () =>
      void job()
        .catch((e: Error) => log.error({ err: e.message, table: t.id }, 'bot turn failed'))
        .finally(() => retryLater(t, turn));
    if (ms === null) {
      const run = setImmediate(go);
      turn.cancel = () => clearImmediate(run);
    } else {
      const timer = setTimeout(go, ms);
      turn.cancel = () => clearTimeout(timer);
    }
    timers.set(t.id, turn);
  }

  function retryLater(t: Table, turn: Turn): void {
    if (closing() || timers.get(t.id) !== turn || t.version !== turn.version) return;
    const retry: Turn = {
      version: turn.version,
      seat: turn.seat,
      timed: false,
      cancel: () => clearTimeout(timer),
    };
    const timer = setTimeout(() => {
      if (timers.get(t.id) === retry) timers.delete(t.id);
      if (t.version === turn.version) kick(t);
    }, RETRY_MS);
    timer.unref();
    timers.set(t.id, retry);
  }

  const levelOf = (t: Table, seat: number): Level | null => {
    const s = t.seats[seat];
    if (!s) return null;
    if (s.kind === 'bot') return s.level ?? 'random';
    if (s.kind === 'human' && s.standIn) return STAND_IN_LEVEL;
    return null;
  };

  function kick(t: Table): void {
    if (closing()) return;
    const m = t.match;
    const pending = timers.get(t.id);
    // A turn already under way stays, unless its seat is no longer a bot's (the player came back), or
    // it is the countdown to a deal that nobody is waited on for any more (the last one got a stand-in).
    if (
      pending &&
      pending.version === t.version &&
      (pending.seat === null || levelOf(t, pending.seat)) &&
      !(pending.seat === null && pending.timed && everyoneReady(t))
    )
      return;
    pending?.cancel();
    timers.delete(t.id);
    if (!m || matchOver(t)) return;
    const version = t.version;
    if (isRoundOver(m)) {
      const pause = botPause(settings.secret, { table: t.id, version, seat: -1 }, settings.delayMs);
      const people = t.seats.some((s) => s.kind === 'human');
      if (!people && m.round >= settings.botMatchRounds) {
        // Bots alone would play President (which has no end) for ever.
        schedule(t, version, null, null, () =>
          endAmongBots(t, version, `${settings.botMatchRounds} rounds among bots`),
        );
        return;
      }
      // Today's deal of a game with no end of its own (President) is that many rounds.
      const dailyRounds = t.daily ? DAILY_TABLES[t.game as GameId]?.rounds : null;
      if (dailyRounds && m.results.length >= dailyRounds) {
        schedule(t, version, null, null, () =>
          endAmongBots(t, version, `today's deal: ${dailyRounds} rounds`),
        );
        return;
      }
      // Among bots (and stand-ins) at their pace; with people, at once when all said "Klar", else when
      // the countdown from the stored end of the round runs out (the same moment after a restart).
      const ms = !peopleSeated(t)
        ? pause
        : everyoneReady(t)
          ? null
          : Math.max(0, dealDueAt(t, settings.nextRoundAfterMs) - Date.now());
      schedule(t, version, null, ms, () => nextRoundByItself(t, version));
      return;
    }
    const acting = m.game.toAct(m.state) as readonly number[];
    const order = [...acting, ...t.seats.map((s) => s.seat).filter((s) => !acting.includes(s))];
    for (const seat of order) {
      const level = levelOf(t, seat);
      const legal = level ? legalOf(t, seat).length : 0;
      if (!level || !legal) continue;
      // The pause is fixed here, from the decision's name alone, before the bot looks at anything.
      const started = Date.now();
      const pause = botPause(settings.secret, { table: t.id, version, seat }, settings.delayMs);
      deps.onPaced?.({ table: t.id, version, seat, pauseMs: pause, legal });
      schedule(t, version, seat, null, () => botMove(t, version, seat, level, pause, started));
      return;
    }
  }

  async function endAmongBots(t: Table, version: number, why: string): Promise<void> {
    if (closing() || t.version !== version) return;
    if (!(await fanout.claim(`${t.id}:${version}:end`, 30_000).catch(() => false))) return;
    await queue
      .run(t.id, async () => {
        if (t.version !== version) return;
        try {
          await store.endMatch(t, why);
        } catch (e) {
          if (!(e instanceof Refused)) throw e;
        }
        await rooms.settle(t, { publish: true });
      })
      .catch((e: Error) => log.error({ err: e.message, table: t.id }, 'ending a bot match failed'));
  }

  async function nextRoundByItself(t: Table, version: number): Promise<void> {
    if (closing() || t.version !== version) return;
    if (!(await fanout.claim(`${t.id}:${version}:deal`, 30_000).catch(() => false))) return;
    await queue
      .run(t.id, async () => {
        if (t.version !== version) return;
        try {
          await store.nextRound(t, version);
        } catch (e) {
          if (!(e instanceof Refused)) throw e;
        }
        await rooms.settle(t, { publish: true });
      })
      .catch((e: Error) => log.error({ err: e.message, table: t.id }, 'dealing the next round failed'));
  }

  async function botMove(
    t: Table,
    version: number,
    seat: number,
    level: Level,
    pause: number,
    started: number,
  ): Promise<void> {
    if (closing() || t.version !== version) return;
    const m = t.match;
    if (!m) return;
    if (!(await fanout.claim(`${t.id}:${version}:${seat}`, 30_000).catch(() => false))) {
      // Another node thinks for this turn; look again later in case it went away.
      const timer = setTimeout(() => {
        timers.delete(t.id);
        if (t.version === version) kick(t);
      }, 31_000);
      timer.unref();
      timers.set(t.id, { version, seat, timed: false, cancel: () => clearTimeout(timer) });
      return;
    }
    let action: Json;
    // A budget of rollouts alone (tests, benches, and always at today's deal: duplicate fairness) is
    // kept whole, so the move depends on the position and the seed only; a time budget is cut to end
    // inside the pause.
    const budget: Budget = t.daily
      ? { iterations: settings.dailyIterations }
      : settings.budget.timeMs === undefined && settings.budget.iterations !== undefined
        ? settings.budget
        : {
            ...settings.budget,
            timeMs: thinkingBudget(settings.budget.timeMs, started + pause - Date.now()),
          };
    const seed = decisionSeed(m.seed, version, seat);
    try {
      // A table where a person sits (no bot standing in) is waited on: its bots think first.
      const urgent = t.seats.some((s) => s.kind === 'human' && !s.standIn);
      action = (await driver.choose(level, botInput(m, seat), budget, seed, {
        urgent,
        tag: t.id,
      })) as unknown as Json;
    } catch (e) {
      if (closing()) return;
      if (t.daily) {
        // Today's deal: the same search here, from the same seed and rollouts, gives the same move.
        log.error(
          { err: (e as Error).message, table: t.id, seat },
          'bot failed to choose: thinking in-process',
        );
        action = chooseAction(level, botInput(m, seat), rngFromSeed(seed), budget) as unknown as Json;
      } else {
        log.error(
          { err: (e as Error).message, table: t.id, seat },
          'bot failed to choose: playing a random legal action',
        );
        const legal = m.game.legalActions(m.state, seat) as Json[];
        action = legal[Math.floor(Math.random() * legal.length)] ?? null;
      }
    }
    // Never before the pause is over (a timer may fire a little early against Date.now()).
    for (let wait = started + pause - Date.now(); wait > 0; wait = started + pause - Date.now())
      await new Promise((r) => setTimeout(r, wait));
    if (closing()) return;
    await queue
      .run(t.id, async () => {
        if (t.version !== version) return;
        if (!levelOf(t, seat)) {
          // The player took the seat back while the bot thought: the move is theirs to make.
          if (timers.get(t.id)?.seat === seat) timers.delete(t.id);
          return kick(t);
        }
        try {
          await store.act(t, seat, action, version);
          deps.onPaced?.({ table: t.id, version, seat, pauseMs: pause, sentAfterMs: Date.now() - started });
        } catch (e) {
          if (!(e instanceof Refused)) throw e;
          if (e.code !== 'stale-version')
            log.warn({ table: t.id, seat, code: e.code, msg: e.message }, 'bot action refused');
        }
        await rooms.settle(t, { publish: true });
      })
      .catch((e: Error) => log.error({ err: e.message, table: t.id }, 'bot move failed'));
  }

  // Every settled change may hand the turn to a bot.
  rooms.onSettled((t) => kick(t));

  return {
    kick,
    pending: (table) => timers.has(table),
    stop() {
      for (const { cancel } of timers.values()) cancel();
      timers.clear();
    },
  };
}
