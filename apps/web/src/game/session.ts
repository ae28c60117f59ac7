import type { Json, Reason } from '@kortbord/engine';
import type { HintFigure } from '@kortbord/words';
import type { ChatLine } from '@kortbord/protocol';
import type { Refusal } from '../i18n/errors';
import type { Act } from './actions';
import type { LogEntry } from './describe';
import type { RoundEntry } from './history';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'local';

export type SeatKind = 'open' | 'reserved' | 'human' | 'bot';

export interface SeatMeta {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly name: string | null;
  readonly level: string | null;
  readonly connected: boolean;
  readonly standIn: boolean;
  /** The seat's clock ran out and its player has not acted since. */
  readonly away?: boolean;
  /** Once the match is over: the seat asked for a rematch (bots accept). */
  readonly rematch?: boolean;
  /** During a match: the seat's player asked to end it. */
  readonly endAsked?: boolean;
  /** Between rounds: the seat said "Klar" for the next deal (bots and stand-ins always are). */
  readonly ready?: boolean;
  /** A profile's rating in this game, shown with the name (issue 33); null: none. */
  readonly rating?: { readonly rating: number; readonly provisional: boolean } | null;
  /** The profile holding the seat, for its public page. */
  readonly profile?: string | null;
}

/** The turn clock of the current decision, counted from this page's own clock. */
export interface ClockState {
  readonly version: number;
  readonly seats: readonly number[];
  /** Date.now() when it runs out. */
  readonly endsAt: number;
  readonly totalMs: number;
}

/** What the table page shows above the game: the table's seats and status. */
export interface TableMeta {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly options: Json;
  readonly status: 'waiting' | 'playing' | 'over';
  readonly match: number;
  readonly seats: readonly SeatMeta[];
  readonly seedHash: string | null;
  readonly seed: string | null;
  readonly turnClockMs?: number | null;
  /** A slow table (issue 34): its move time (null: no limit) and what a passed deadline does. */
  readonly slow?: { readonly moveMs: number | null; readonly onDeadline: 'bot' | 'wait' } | null;
  readonly spectatorChat?: boolean;
  /** The seat that may fill, start or cancel the waiting table. */
  readonly host?: number | null;
  /** Seated players may ask for hints. */
  readonly hints?: boolean;
  /** Hints each seat used in the current match. */
  readonly hintsUsed?: readonly number[];
  /** A table of today's deal: its day (the server says so; absent offline and on older servers). */
  readonly daily?: { readonly day: string } | null;
}

/**
 * The hint the player asked for at `version`: being searched, or found (one of the seat's legal
 * actions, its share of won sample games and mean result, and the next best action's).
 */
export type HintState =
  | { readonly status: 'thinking'; readonly version: number }
  | {
      readonly status: 'ready';
      readonly version: number;
      readonly action: Act;
      /** Which figure the words show (bots' `suggestion`). */
      readonly figure: HintFigure;
      readonly wins: number;
      readonly value: number;
      readonly samples: number;
      readonly second: { readonly action: Act; readonly wins: number; readonly value: number } | null;
      /** Why the suggestion is good, in card terms (Game.why), for the catalogue's WHY_WORDS. */
      readonly why: readonly Reason[];
      /** Hints left this round (absent offline: no limit there). */
      readonly left?: number;
    };

/** One snapshot of a table as a seat (or a spectator) sees it. */
export interface Snapshot {
  readonly version: number;
  readonly match: number;
  readonly seat: number | null;
  readonly view: Json;
  readonly legal: readonly Act[];
  readonly log: readonly LogEntry[];
}

export interface SessionState {
  readonly status: ConnectionStatus;
  readonly table: TableMeta | null;
  readonly snapshot: Snapshot | null;
  /** The last refusal, in the server's (or engine's) words. */
  readonly error: Refusal | null;
  /** An action was sent and is not yet answered. */
  readonly pending: boolean;
  /** Totals after each finished round of the current match. */
  readonly history: readonly RoundEntry[];
  /** The server's turn clock (absent offline). */
  readonly clock?: ClockState | null;
  /** The table's chat lines, oldest first (absent offline). */
  readonly chat?: readonly ChatLine[];
  /** The host cancelled the waiting table. */
  readonly cancelled?: boolean;
  /** The server has no such table (a wrong address, or a table ended and removed). */
  readonly missing?: boolean;
  /** The hint asked for at the current version, if any. */
  readonly hint?: HintState | null;
  /** At a slow table: the version this seat last saw; the log's lines after it are news (issue 34). */
  readonly since?: number | null;
}

/** A server's table before its connection is made: nothing known yet. */
export const CONNECTING: SessionState = {
  status: 'connecting',
  table: null,
  snapshot: null,
  error: null,
  pending: false,
  history: [],
};

/** A table the page plays at: on the server, or in the browser against bots. */
export interface Session {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  act(action: Act): void;
  nextRound(): void;
  rematch(): void;
  endMatch(): void;
  /** Asks for a hint for the seat's current decision (where the table allows hints). */
  hint?(): void;
  /** Sends a server command of the table (waiting room, chat); absent offline. */
  command?(msg: Record<string, Json>): void;
  /** The finished match's game record. */
  record(): Promise<Json>;
  close(): void;
}

/** A tiny observable holder for a session's state. */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  update(f: (v: T) => T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T): void => {
    value = next;
    for (const l of [...listeners]) l();
  };
  return {
    get: () => value,
    set,
    update: (f) => set(f(value)),
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
