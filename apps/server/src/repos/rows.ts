/** Rows of the database as the table model has them, and back: the one place that reads columns. */
import { isObject } from '@kortbord/engine';
import { revealAt } from '../daily/days';
import type { EventsRow, SeatsRow, TablesRow } from '../db';
import {
  emptyTable,
  type Deadline,
  type Level,
  type Seat,
  type SeatKind,
  type StoredEntry,
  type Table,
} from '../table';

export function seatFromRow(r: SeatsRow): Seat {
  return {
    seat: r.seat,
    kind: r.kind as SeatKind,
    name: r.name,
    level: (r.level as Level | null) ?? null,
    tokenHash: r.token_hash,
    inviteHash: r.invite_hash,
    standIn: !!r.stand_in,
    away: !!r.away,
    readyMatch: r.ready_match ?? null,
    endVote: r.end_vote ?? null,
    readyVersion: r.ready_version ?? null,
    profile: r.profile_id ?? null,
    seen: r.seen_version ?? null,
  };
}

/** A seat's fields a command may set, as data (commands/seat-change.ts). */
export type SeatFields = Partial<
  Pick<
    Seat,
    | 'kind'
    | 'name'
    | 'level'
    | 'tokenHash'
    | 'inviteHash'
    | 'standIn'
    | 'away'
    | 'readyMatch'
    | 'endVote'
    | 'readyVersion'
    | 'profile'
    | 'seen'
  >
>;

/** The columns of `fields`; a field left out is a column left as it is. */
export function seatColumns(fields: SeatFields): Partial<SeatsRow> {
  const out: Partial<SeatsRow> = {};
  if (fields.kind !== undefined) out.kind = fields.kind;
  if (fields.name !== undefined) out.name = fields.name;
  if (fields.level !== undefined) out.level = fields.level;
  if (fields.tokenHash !== undefined) out.token_hash = fields.tokenHash;
  if (fields.inviteHash !== undefined) out.invite_hash = fields.inviteHash;
  if (fields.standIn !== undefined) out.stand_in = fields.standIn ? 1 : 0;
  if (fields.away !== undefined) out.away = fields.away ? 1 : 0;
  if (fields.readyMatch !== undefined) out.ready_match = fields.readyMatch;
  if (fields.endVote !== undefined) out.end_vote = fields.endVote;
  if (fields.readyVersion !== undefined) out.ready_version = fields.readyVersion;
  if (fields.profile !== undefined) out.profile_id = fields.profile;
  if (fields.seen !== undefined) out.seen_version = fields.seen;
  return out;
}

export const deadlineFromRow = (r: TablesRow): Deadline | null =>
  r.deadline_version != null && r.deadline_at
    ? {
        version: r.deadline_version,
        seats: (r.deadline_seats ?? '').split(',').filter(Boolean).map(Number),
        at: Date.parse(r.deadline_at),
      }
    : null;

export function parseEntry(row: EventsRow): StoredEntry {
  const v: unknown = JSON.parse(row.entry);
  if (!isObject(v)) throw new Error(`event ${row.table_id}/${row.seq} is not an object`);
  return v as unknown as StoredEntry;
}

/** A table as stored before any event is applied: its settings and seats. */
export const tableFromRows = (row: TablesRow, seats: Seat[]): Table =>
  emptyTable(
    {
      id: row.id,
      game: row.game,
      players: row.players,
      options: JSON.parse(row.options) as Table['options'],
      standInAfterMs: row.stand_in_ms,
      public: !!row.public,
      inviteHash: row.invite_hash,
      createdAt: row.created_at,
      turnClockMs: row.turn_clock_ms ?? null,
      slow: row.slow ? { onDeadline: row.on_deadline === 'wait' ? 'wait' : 'bot' } : null,
      spectatorChat: !!row.spectator_chat,
      creatorSeat: row.creator_seat ?? null,
      hints: !!row.hints,
      rated: !!row.rated,
      daily: row.daily ? { day: row.daily, revealAt: revealAt(row.daily) } : null,
    },
    seats,
  );
