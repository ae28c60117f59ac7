/**
 * The table model: seats, the match and its log in memory, and the replay of stored entries onto it.
 * The record is the source of truth: a table's state is the replay of its stored entries, or (for a
 * move this node just committed) the match the engine computed for them.
 */
import {
  act,
  dealNext,
  endByAgreement,
  isRoundOver,
  jsonEqual,
  newMatch,
  resolveChance,
  type Json,
  type Match,
  type Moved,
  type RecordEntry,
} from '@kortbord/engine';
import type { ErrorCode, OnDeadline, Reason, SeatInfo, TableInfo } from '@kortbord/protocol';
import { sha256 } from './ids';
import { endLine, entryLines, keepTail, startLine, type StoredLine } from './table-log';

export type SeatKind = 'open' | 'reserved' | 'human' | 'bot';
export type Level = 'random' | 'easy' | 'medium' | 'hard' | 'expert';

export interface Seat {
  readonly seat: number;
  readonly kind: SeatKind;
  readonly name: string | null;
  readonly level: Level | null;
  readonly tokenHash: string | null;
  readonly inviteHash: string | null;
  readonly standIn: boolean;
  /** The seat's clock ran out and its player has not acted since. */
  readonly away?: boolean;
  /** The match after which the seat asked for a rematch. */
  readonly readyMatch?: number | null;
  /** The match this seat's person asked to end, if any. */
  readonly endVote: number | null;
  /** The version of the finished round after which this seat's person said "Klar" (ready.ts). */
  readonly readyVersion?: number | null;
  /** The profile holding the seat (issue 33): its signed-in devices take the seat without the token. */
  readonly profile?: string | null;
  /** The version this seat's person last saw at a slow table (issue 34). */
  readonly seen?: number | null;
}

/** The current decision's deadline, as stored with the table. */
export interface Deadline {
  readonly version: number;
  readonly seats: readonly number[];
  /** Epoch ms. */
  readonly at: number;
}

/** A server marker in the events table, beside the record entries. */
export type Marker =
  { readonly start: { readonly match: number } } | { readonly end: { readonly reason: string } };
/**
 * A seat's action as stored: `clock` when the turn clock made it (the seat's time ran out), so the
 * log says so after a restart too. The record written out (writeRecord) is the engine's and has no flag.
 */
export type StoredMove = Extract<RecordEntry, { readonly seat: number }> & { readonly clock?: true };
export type StoredEntry = RecordEntry | StoredMove | Marker;

/** The move's own line (the first of its entry's lines) says the clock made it; the rest are as they are. */
function byClock(lines: StoredLine[], clock: boolean): StoredLine[] {
  const [first, ...rest] = lines;
  if (!clock || !first) return lines;
  return [{ ...first, clock: true, text: `Time ran out: ${first.text}` }, ...rest];
}

export interface Table {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly options: Json;
  readonly standInAfterMs: number | null;
  readonly public: boolean;
  readonly inviteHash: string;
  readonly createdAt: string;
  readonly turnClockMs: number | null;
  /** A slow table (issue 34): its clock is `turnClockMs` (null: no limit); what a passed deadline does. */
  readonly slow: { readonly onDeadline: OnDeadline } | null;
  readonly spectatorChat: boolean;
  readonly creatorSeat: number | null;
  /** Seated players may ask for hints. */
  readonly hints: boolean;
  /** The table's finished matches count for the ratings (where every seat is a profile or a bot). */
  readonly rated: boolean;
  /**
   * A table of today's deal (issue 35): its day (Europe/Oslo) and when that day's deals open to
   * everyone (epoch ms; days.ts revealAt). Until then its seed is held back, and its record only given
   * to those who played the deal.
   */
  readonly daily?: { readonly day: string; readonly revealAt: number } | null;
  /** Each seat's rating in this game, as shown with its name (null: a bot, a guest, or none yet). */
  seatRatings: (SeatRating | null)[];
  /** Hints each seat used in the current match (as stored; hint_counts). */
  hintsUsed: number[];
  seats: Seat[];
  /** The turn clock's deadline of the decision at `deadline.version` (null: none set yet). */
  deadline: Deadline | null;
  /** The last stored event's seq (0 before the first match starts). */
  version: number;
  /**
   * When the entry at `version` was stored (epoch ms; null before the first): a finished round's
   * next deal is due a fixed time after it, the same moment on every node and after a restart.
   */
  versionAt: number | null;
  matchNo: number;
  match: Match | null;
  seed: string | null;
  seedHash: string | null;
  /** The match was ended with end-match. */
  ended: boolean;
  log: StoredLine[];
  /** Chance outcomes drawn after the last entry whose stored copies are still to come. */
  pending: Json[];
}

/** A rating as shown with a name at the table: the number, and whether it is still provisional. */
export interface SeatRating {
  readonly rating: number;
  readonly provisional: boolean;
}

export class Refused extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** The engine's reason for a refused action, for the client to put in its player's language. */
    readonly reason?: Reason,
  ) {
    super(message);
  }
}

export const matchOver = (t: Table): boolean => !!t.match && (t.match.over || t.ended);
export type TableStatus = 'waiting' | 'playing' | 'over';
export const status = (t: Table): TableStatus => (!t.match ? 'waiting' : matchOver(t) ? 'over' : 'playing');

/**
 * Between rounds (the round over, the match not): the seat is ready for the next deal. A person is
 * when they said "Klar" after this round (their vote is kept with the round's version); bots and
 * seats a bot stands in for always are.
 */
export const isReady = (t: Table, s: Seat): boolean =>
  !!t.match &&
  !matchOver(t) &&
  isRoundOver(t.match) &&
  (s.kind !== 'human' || s.standIn || s.readyVersion === t.version);

export const who = (t: Table) => (seat: number) => t.seats[seat]?.name ?? `Seat ${seat}`;

/** The match's seed may be shown: it has ended, and at a daily table its day's deals are open. */
export const seedShown = (t: Table, now: number): boolean =>
  matchOver(t) && (!t.daily || now >= t.daily.revealAt);

export function tableInfo(
  t: Table,
  connected: (seat: number) => boolean,
  now: number = Date.now(),
): TableInfo {
  const over = matchOver(t);
  return {
    id: t.id,
    game: t.game as TableInfo['game'],
    players: t.players,
    options: t.options as TableInfo['options'],
    status: status(t),
    match: t.matchNo,
    version: t.version,
    seats: t.seats.map((s): SeatInfo => ({
      seat: s.seat,
      kind: s.kind,
      name: s.name,
      level: s.kind === 'bot' ? s.level : s.standIn ? 'easy' : null,
      connected: s.kind === 'human' && connected(s.seat),
      standIn: s.kind === 'human' && s.standIn,
      away: s.kind === 'human' && !!s.away,
      rematch: over && (s.kind !== 'human' || s.standIn || s.readyMatch === t.matchNo),
      endAsked: !over && s.kind === 'human' && s.endVote === t.matchNo,
      ready: isReady(t, s),
      rating: (s.kind === 'human' && t.seatRatings[s.seat]) || null,
      profile: (s.kind === 'human' && s.profile) || null,
    })),
    standInAfterMs: t.standInAfterMs,
    public: t.public,
    seedHash: t.seedHash,
    seed: seedShown(t, now) ? t.seed : null,
    createdAt: t.createdAt,
    turnClockMs: t.turnClockMs,
    slow: t.slow ? { moveMs: t.turnClockMs, onDeadline: t.slow.onDeadline } : null,
    spectatorChat: t.spectatorChat,
    host: hostOf(t),
    hints: t.hints,
    hintsUsed: t.seats.map((s) => t.hintsUsed[s.seat] ?? 0),
    rated: t.rated,
    daily: t.daily ? { day: t.daily.day } : null,
  };
}

/** The table's host: its creator while seated, else the first seated person (null: none). */
export function hostOf(t: Table): number | null {
  const human = (n: number | null) => n !== null && t.seats[n]?.kind === 'human';
  if (human(t.creatorSeat)) return t.creatorSeat;
  return t.seats.find((s) => s.kind === 'human')?.seat ?? null;
}

/** Applies one stored entry to a table in memory, with its log lines. Throws when the entry does not apply. */
export function applyStored(
  t: Table,
  entry: StoredEntry,
  seq: number,
  seedOf: (match: number) => string,
): void {
  const name = who(t);
  if ('start' in entry) {
    const seed = seedOf(entry.start.match);
    const started = newMatch({ game: t.game, players: t.players, options: t.options, seed });
    if (!started.ok)
      throw new Error(`match ${entry.start.match} of table ${t.id} cannot start: ${started.message}`);
    t.match = resolveChance(started.value);
    t.matchNo = entry.start.match;
    t.seed = seed;
    t.seedHash = sha256(seed);
    t.ended = false;
    t.pending = [];
    t.hintsUsed = [];
    t.log = [startLine(seq, entry.start.match, t.seedHash)];
    return;
  }
  const m = t.match;
  if (!m) throw new Error(`table ${t.id}: an entry before the match started`);
  if ('end' in entry) {
    t.ended = true;
    // Over for every reader (views, bots, the clock): the result is the finished rounds'.
    t.match = endByAgreement(m);
    t.log.push(endLine(seq));
    return;
  }
  if ('chance' in entry) {
    // Chance outcomes are drawn from the match's seeded source right after the entry that made them
    // due (below), exactly as when they were first played; the stored ones must be those.
    const expected = t.pending.shift();
    if (expected === undefined || !jsonEqual(expected, entry.chance))
      throw new Error(`table ${t.id}: stored chance outcome ${seq} is not the one the seed draws`);
    // Its lines were written with the entry that made it due (below), from the state it met.
    return;
  }
  if (t.pending.length) throw new Error(`table ${t.id}: entry ${seq} comes before the chance outcomes due`);
  // A deal, like a chance outcome, is drawn from the seed again (so the source stays in step) and
  // must be the one stored.
  const next = 'deal' in entry ? dealNext(m) : act(m, entry.seat, entry.action);
  if ('deal' in entry && next.ok) {
    const drawn = next.value.log.at(-1);
    if (!drawn || !('deal' in drawn) || !jsonEqual(drawn.deal, entry.deal))
      throw new Error(`table ${t.id}: stored deal ${seq} is not the one the seed draws`);
  }
  if (!next.ok)
    throw new Error(`table ${t.id}: stored entry ${seq} does not apply (${next.code}: ${next.message})`);
  const settled = resolveChance(next.value);
  t.pending = settled.log.slice(next.value.log.length).map((e) => ('chance' in e ? e.chance : null));
  t.match = settled;
  const clock = 'seat' in entry && 'clock' in entry && entry.clock === true;
  t.log.push(...byClock(entryLines(entry, m, next.value, settled, seq, name), clock));
  keepTail(t.log);
}

/**
 * Installs a move this node just committed at seq + 1…: the engine already computed the next match
 * (step), so the rules do not run again; only the log lines are written.
 */
export function installMove(t: Table, moved: Moved, seq: number, clock = false): void {
  const name = who(t);
  const [first] = moved.entries;
  if (!first) return;
  t.log.push(...byClock(entryLines(first, moved.before, moved.acted, moved.match, seq + 1, name), clock));
  keepTail(t.log);
  t.match = moved.match;
  t.pending = [];
  t.version = seq + moved.entries.length;
}

/** What a table is before its first entry. */
export interface TableSpec {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly options: Json;
  readonly standInAfterMs: number | null;
  readonly public: boolean;
  readonly inviteHash: string;
  readonly createdAt: string;
  readonly turnClockMs?: number | null;
  readonly slow?: { readonly onDeadline: OnDeadline } | null;
  readonly spectatorChat?: boolean;
  readonly creatorSeat?: number | null;
  readonly hints?: boolean;
  readonly rated?: boolean;
  readonly daily?: Table['daily'];
}

export const emptyTable = (spec: TableSpec, seats: Seat[]): Table => ({
  ...spec,
  turnClockMs: spec.turnClockMs ?? null,
  slow: spec.slow ?? null,
  spectatorChat: spec.spectatorChat ?? false,
  creatorSeat: spec.creatorSeat ?? null,
  hints: spec.hints ?? false,
  rated: spec.rated ?? false,
  seatRatings: [],
  hintsUsed: [],
  seats,
  deadline: null,
  version: 0,
  versionAt: null,
  matchNo: 0,
  match: null,
  seed: null,
  seedHash: null,
  ended: false,
  log: [],
  pending: [],
});
