import {
  eventsFor,
  stepEvents,
  type GameEvent,
  type Moved,
  isRoundOver,
  legalBySeat,
  matchView,
  newMatch,
  replay,
  resolveChance,
  step,
  stepDeal,
  toAct,
  writeRecord,
  type Json,
  type Match,
  type Reason,
} from '@kortbord/engine';
import { botInput, suggestionWhy } from '@kortbord/bots';
import { readLegal, type Act } from './actions';
import { isLevel, type BotChooser, type HintAsker } from './bots';
import type { LogEntry } from './describe';
import { historyOf } from './history';
import {
  createStore,
  type HintState,
  type SeatMeta,
  type Session,
  type SessionState,
  type TableMeta,
} from './session';

export interface LocalSeat {
  readonly kind: 'human' | 'bot';
  readonly name: string;
  readonly level?: string;
}

export interface LocalSpec {
  readonly game: string;
  readonly options: Record<string, Json>;
  readonly seats: readonly LocalSeat[];
  readonly seed?: string;
  /** How long a bot "thinks" before it acts. */
  readonly botDelayMs?: number;
  /** The real bots at each seat's level (in a worker); without it, the simple `botChoice`. */
  readonly choose?: BotChooser | null;
  /** Hints searched in the page's bot worker; without it the offline table offers none. */
  readonly hints?: HintAsker | null;
  /** Called with the table after every change, to keep it (the page puts it in localStorage). */
  readonly onSave?: (saved: LocalSaved) => void;
}

/** An offline table as kept in the browser: its setup and the record of the match so far. */
export interface LocalSaved {
  readonly spec: Pick<LocalSpec, 'game' | 'options' | 'seats'> & { readonly seed: string };
  readonly record: Json;
  readonly matchNo: number;
  readonly version: number;
  readonly log: readonly LogEntry[];
}

const PASSIVE = new Set(['pass', 'draw', 'pickup', 'yield', 'knock', 'reject']);

/** The offline table's bots: a random legal action, preferring to get rid of cards. */
export function botChoice(legal: readonly Act[], random: () => number = Math.random): Act | null {
  if (!legal.length) return null;
  const active = legal.filter((a) => !PASSIVE.has(a.type));
  const pool = active.length && random() < 0.85 ? active : legal;
  return pool[Math.floor(random() * pool.length)] ?? pool[0] ?? null;
}

/** A log line of an event (already cut to what this player may see). */
const lineOf = (e: GameEvent, version: number): LogEntry => ({
  version,
  seat: e.seat,
  kind: e.kind,
  cards: [...(e.cards ?? [])],
  count: e.count ?? null,
  text: e.kind,
  event: e as unknown as Json,
});

/** A table that cannot be set up: the engine's sentence (for tests and tools) and its reason. */
export interface LocalRefused {
  readonly error: string;
  readonly refusal: { readonly code: string; readonly reason?: Reason };
}

/**
 * An offline table: the engine and bots in the page. With `restore`, the kept table continues where
 * it was (its record replayed).
 */
export function createLocalSession(spec: LocalSpec, restore?: LocalSaved): Session | LocalRefused {
  const players = spec.seats.length;
  const me = Math.max(
    0,
    spec.seats.findIndex((s) => s.kind === 'human'),
  );
  const seed = restore?.spec.seed ?? spec.seed ?? `local-${Date.now()}-${Math.floor(Math.random() * 1e9)}`;
  let m: Match;
  if (restore) {
    const again = replay(restore.record);
    if (!again.ok || !again.match)
      return {
        error: again.error?.message ?? 'The kept table could not be replayed.',
        refusal: again.error
          ? again.error.reason
            ? { code: again.error.code, reason: again.error.reason }
            : { code: again.error.code }
          : { code: 'illegal' },
      };
    m = again.match;
  } else {
    const started = newMatch({ game: spec.game, players, options: spec.options, seed });
    if (!started.ok)
      return {
        error: started.message,
        refusal: started.reason ? { code: started.code, reason: started.reason } : { code: started.code },
      };
    m = resolveChance(started.value);
  }
  let version = restore?.version ?? 0;
  let matchNo = restore?.matchNo ?? 1;
  let log: LogEntry[] = restore
    ? [...restore.log]
    : [{ version: 0, seat: null, kind: 'deal', cards: [], count: null, text: 'deal' }];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let thinking = false;
  let closed = false;
  let hint: HintState | null = null;
  /** Hints the player used in this match (offline: no limit, but counted for the result). */
  let hintsUsed = 0;
  const delay = spec.botDelayMs ?? 400;

  const seats: SeatMeta[] = spec.seats.map((s, seat) => ({
    seat,
    kind: s.kind,
    name: s.name,
    level: s.level ?? null,
    connected: true,
    standIn: false,
  }));
  const meta = (): TableMeta => ({
    id: 'local',
    game: spec.game,
    players,
    options: m.options,
    status: m.over ? 'over' : 'playing',
    match: matchNo,
    seats,
    seedHash: null,
    seed: m.over ? seed : null,
    hints: !!spec.hints,
    hintsUsed: seats.map((s) => (s.seat === me ? hintsUsed : 0)),
  });

  const snapshotState = (error: SessionState['error'] = null): SessionState => ({
    status: 'local',
    table: meta(),
    snapshot: {
      version,
      match: matchNo,
      seat: me,
      view: matchView(m, me),
      legal: readLegal(legalBySeat(m)[String(me)] ?? []),
      log: log.slice(-60),
    },
    error,
    pending: false,
    history: historyOf(m),
    hint: hint && hint.version === version ? hint : null,
  });
  const store = createStore<SessionState>(snapshotState());

  const publish = (error: SessionState['error'] = null) => {
    store.set(snapshotState(error));
    spec.onSave?.({
      spec: { game: spec.game, options: spec.options, seats: spec.seats, seed },
      record: writeRecord(m),
      matchNo,
      version,
      log: log.slice(-60),
    });
    scheduleBots();
  };

  const applied = (moved: Moved) => {
    m = moved.match;
    version++;
    const entry = moved.acted.log.at(moved.acted.log.length - 1);
    // The same events the server logs, cut to what this player may see.
    if (entry)
      log = [
        ...log,
        ...eventsFor(stepEvents(moved.before, entry, moved.acted, moved.match), me).map((e) =>
          lineOf(e, version),
        ),
      ];
  };

  function scheduleBots() {
    if (timer || thinking || closed) return;
    const acting = toAct(m).filter((s) => spec.seats[s]?.kind === 'bot');
    if (!acting.length || m.over || isRoundOver(m)) return;
    timer = setTimeout(() => {
      timer = null;
      const seat = toAct(m).find((s) => spec.seats[s]?.kind === 'bot');
      if (seat === undefined) return publish();
      const legal = readLegal(legalBySeat(m)[String(seat)] ?? []);
      const level = spec.seats[seat]?.level;
      if (!spec.choose || !isLevel(level) || !legal.length) {
        const choice = botChoice(legal);
        const r = choice ? step(m, seat, choice) : null;
        if (r?.ok) applied(r.value);
        return publish();
      }
      // The worker answers later: the answer counts only if the table has not moved meanwhile.
      const at = version;
      const input = botInput(m, seat);
      thinking = true;
      void spec.choose(level, input).then((index) => {
        thinking = false;
        if (closed || version !== at) return scheduleBots();
        const action = (input.legal[index] as Act | undefined) ?? botChoice(legal);
        const r = action ? step(m, seat, action) : null;
        if (r?.ok) applied(r.value);
        publish();
      });
    }, delay);
  }

  scheduleBots();

  return {
    get: store.get,
    subscribe: store.subscribe,
    act(a) {
      const r = step(m, me, a);
      if (!r.ok) {
        store.set(snapshotState({ code: r.code, message: r.message, reason: r.reason }));
        return;
      }
      applied(r.value);
      publish();
    },
    hint() {
      const ask = spec.hints;
      const legal = legalBySeat(m)[String(me)] ?? [];
      if (!ask || !legal.length || m.over || hint?.version === version) return;
      const at = version;
      const input = botInput(m, me);
      hint = { status: 'thinking', version: at };
      hintsUsed++;
      store.set(snapshotState());
      ask(input).then(
        (a) => {
          if (closed || version !== at) return;
          const action = input.legal[a.best.index] as Act | undefined;
          const other = a.second ? (input.legal[a.second.index] as Act | undefined) : undefined;
          hint = action
            ? {
                status: 'ready',
                version: at,
                action,
                figure: a.figure,
                wins: a.best.wins,
                value: a.best.value,
                samples: a.samples,
                second:
                  a.second && other ? { action: other, wins: a.second.wins, value: a.second.value } : null,
                why: suggestionWhy(input, action),
              }
            : null;
          store.set(snapshotState());
        },
        () => {
          hint = null;
          if (!closed) store.set(snapshotState());
        },
      );
    },
    nextRound() {
      if (!isRoundOver(m) || m.over) return;
      const r = stepDeal(m);
      if (!r.ok) return;
      applied(r.value);
      publish();
    },
    rematch() {
      if (!m.over) return;
      const again = newMatch({
        game: spec.game,
        players,
        options: spec.options,
        seed: `${seed}-${matchNo + 1}`,
      });
      if (!again.ok) return;
      m = resolveChance(again.value);
      matchNo++;
      hintsUsed = 0;
      version++;
      log = [{ version, seat: null, kind: 'deal', cards: [], count: null, text: 'deal' }];
      publish();
    },
    endMatch() {
      m = { ...m, over: true };
      version++;
      publish();
    },
    record: () => Promise.resolve(writeRecord(m)),
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
