/**
 * The hint (issue 17): a seated player asks on their turn, and the bot workers search from that
 * seat's BotInput (its view and legal actions, never the state) under a time budget. The answer goes
 * to the asking socket only. Refused with a code and a reason when the table has hints off, when it
 * is not the seat's turn, or over the seat's limits (one per HINT_LIMITS.gapMs on this node, and
 * perRound a round, counted in storage so that every node and a restart agree), over its address's
 * (perAddressPerMinute on this node, over all its seats and tables), or while this node has
 * inFlightPerNode searches asked and not yet answered (issue 38, 2).
 */
import { reason, type Action } from '@kortbord/engine';
import { botInput, HINT_TIME_MS, suggestion, suggestionWhy, type BotInput } from '@kortbord/bots';
import { HINT_LIMITS, type Json, type ServerMessageOf } from '@kortbord/protocol';
import type { Logger } from 'pino';
import type { BotDriver } from './bots';
import { errorMsg, send, type Conn } from './conn';
import { randomId } from './ids';
import type { TableStore } from './store';
import { matchOver, Refused, type Table } from './table';
import { legalOf } from './views';

type Ref = string | number | null;

export interface HintSettings {
  /** The search's time budget, ms. */
  readonly budgetMs: number;
  readonly gapMs: number;
  readonly perRound: number;
  /** Hints an address gets a minute on this node, over all its seats and tables. */
  readonly perAddressPerMinute: number;
  /** Hints this node searches at once (asked and not yet answered): the rest are refused. */
  readonly inFlightPerNode: number;
}

/** The node's own limits of hints, beside the seat's (HINT_LIMITS). */
export const HINT_NODE_LIMITS = { perAddressPerMinute: 30, inFlightPerNode: 8 } as const;

export interface Hints {
  /**
   * Checks and counts the ask (call it in the table's queue; throws Refused), and returns the search
   * to run outside the queue: it sends the hint (or an `internal` error) to `c` when it ends.
   */
  ask(c: Conn, t: Table, seat: number, id: Ref): Promise<() => Promise<void>>;
}

/** The hint message for a seat's input: the analysis's best action and the one its figure is compared with. */
export async function hintFor(
  driver: Pick<BotDriver, 'analyse'>,
  input: BotInput,
  opts: { seed: string; timeMs?: number; iterations?: number },
): Promise<Omit<ServerMessageOf<'hint'>, 'type' | 'table' | 'id' | 'version' | 'used' | 'left'>> {
  // Halving: where many moves are legal, the test games go to the close top moves (issue 37).
  // In the pool's hint lane: after every bot's move at a table with people, before bots alone.
  const analysis = await driver.analyse(input, { ...opts, halving: true }, { hint: true, tag: 'hint' });
  const s = suggestion(analysis);
  return {
    seat: input.seat,
    action: s.action as unknown as Json,
    figure: s.figure,
    wins: s.wins,
    value: s.value,
    samples: s.samples,
    second: s.second && { ...s.second, action: s.second.action as unknown as Json },
    why: [...suggestionWhy(input, s.action)],
  };
}

export function createHints(deps: {
  store: TableStore;
  driver: BotDriver;
  log: Logger;
  settings?: Partial<HintSettings>;
  now?: () => number;
}): Hints {
  const { store, driver, log } = deps;
  const clock = deps.now ?? Date.now;
  const settings: HintSettings = {
    budgetMs: HINT_TIME_MS,
    gapMs: HINT_LIMITS.gapMs,
    perRound: HINT_LIMITS.perRound,
    ...HINT_NODE_LIMITS,
    ...deps.settings,
  };
  /** When each seat (table:seat) last got a hint counted, epoch ms. */
  const last = new Map<string, number>();
  /** When each address got its hints of the last minute, epoch ms, oldest first. */
  const byAddress = new Map<string, number[]>();
  let inFlight = 0;
  const recent = (ip: string, now: number): number[] => {
    const times = (byAddress.get(ip) ?? []).filter((at) => now - at < 60_000);
    if (times.length) byAddress.set(ip, times);
    else byAddress.delete(ip);
    return times;
  };

  return {
    async ask(c, t, seat, id) {
      if (!t.hints) throw new Refused('hints-off', 'This table was made without hints.');
      const m = t.match;
      if (!m) throw new Refused('not-started', 'The match has not started: the table waits for players.');
      if (matchOver(t)) throw new Refused('game-over', 'The match is over.');
      const legal = legalOf(t, seat);
      if (!legal.length) throw new Refused('not-your-turn', 'A hint is given on your turn only.');
      const key = `${t.id}:${seat}`;
      const now = clock();
      const since = now - (last.get(key) ?? -Infinity);
      if (since < settings.gapMs) {
        const n = Math.ceil((settings.gapMs - since) / 1000);
        throw new Refused(
          'too-many-hints',
          `One hint per ${settings.gapMs / 1000} s: wait ${n} s.`,
          reason('hint-wait', { n }),
        );
      }
      const mine = recent(c.ip, now);
      if (mine.length >= settings.perAddressPerMinute)
        throw new Refused(
          'too-many-hints',
          `At most ${settings.perAddressPerMinute} hints a minute from one address.`,
          reason('hint-address-limit', { n: settings.perAddressPerMinute }),
        );
      if (inFlight >= settings.inFlightPerNode)
        throw new Refused(
          'too-many-hints',
          'The hints are busy; try again in a moment.',
          reason('hint-busy'),
        );
      // Taken before the count is awaited, so that asks at other tables meanwhile see it.
      inFlight++;
      byAddress.set(c.ip, [...mine, now]);
      const release = () => {
        inFlight--;
        const times = byAddress.get(c.ip) ?? [];
        const at = times.lastIndexOf(now);
        if (at >= 0) times.splice(at, 1);
      };
      let counted;
      try {
        counted = await store.countHint(t, seat, m.round, settings.perRound);
      } catch (e) {
        release();
        throw e;
      }
      if (!counted.counted) {
        release();
        throw new Refused(
          'too-many-hints',
          `At most ${settings.perRound} hints a round.`,
          reason('hint-round-limit', { n: settings.perRound }),
        );
      }
      last.set(key, now);
      if (last.size > 10_000) for (const [k, at] of last) if (now - at > settings.gapMs) last.delete(k);
      if (byAddress.size > 10_000) for (const ip of [...byAddress.keys()]) recent(ip, now);
      const input = botInput(m, seat, legal as unknown as Action[]);
      const version = t.version;
      const used = t.hintsUsed[seat] ?? 0;
      const left = Math.max(0, settings.perRound - counted.round);
      return async () => {
        try {
          const hint = await hintFor(driver, input, { seed: randomId(12), timeMs: settings.budgetMs });
          send(c, { type: 'hint', table: t.id, id, version, used, left, ...hint });
        } catch (e) {
          log.error({ err: (e as Error).message, table: t.id }, 'hint failed');
          send(c, errorMsg(id, t.id, 'internal', 'The hint failed; nothing was changed.'));
        } finally {
          inFlight--;
        }
      };
    },
  };
}
