/**
 * The hint (issue 17): a seated player asks on their turn, and the bot workers search from that
 * seat's BotInput (its view and legal actions, never the state) under a time budget. The answer goes
 * to the asking socket only. Refused with a code and a reason when the table has hints off, when it
 * is not the seat's turn, or over the seat's limits (one per HINT_LIMITS.gapMs on this node, and
 * perRound a round, counted in storage so that every node and a restart agree).
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
}

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
}): Hints {
  const { store, driver, log } = deps;
  const settings: HintSettings = {
    budgetMs: HINT_TIME_MS,
    gapMs: HINT_LIMITS.gapMs,
    perRound: HINT_LIMITS.perRound,
    ...deps.settings,
  };
  /** When each seat (table:seat) last got a hint counted, epoch ms. */
  const last = new Map<string, number>();

  return {
    async ask(c, t, seat, id) {
      if (!t.hints) throw new Refused('hints-off', 'This table was made without hints.');
      const m = t.match;
      if (!m) throw new Refused('not-started', 'The match has not started: the table waits for players.');
      if (matchOver(t)) throw new Refused('game-over', 'The match is over.');
      const legal = legalOf(t, seat);
      if (!legal.length) throw new Refused('not-your-turn', 'A hint is given on your turn only.');
      const key = `${t.id}:${seat}`;
      const now = Date.now();
      const since = now - (last.get(key) ?? -Infinity);
      if (since < settings.gapMs) {
        const n = Math.ceil((settings.gapMs - since) / 1000);
        throw new Refused(
          'too-many-hints',
          `One hint per ${settings.gapMs / 1000} s: wait ${n} s.`,
          reason('hint-wait', { n }),
        );
      }
      const counted = await store.countHint(t, seat, m.round, settings.perRound);
      if (!counted.counted)
        throw new Refused(
          'too-many-hints',
          `At most ${settings.perRound} hints a round.`,
          reason('hint-round-limit', { n: settings.perRound }),
        );
      last.set(key, now);
      if (last.size > 10_000) for (const [k, at] of last) if (now - at > settings.gapMs) last.delete(k);
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
        }
      };
    },
  };
}
