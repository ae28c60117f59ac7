import { newMatch, reason, type Json } from '@kortbord/engine';
import type { OnDeadline } from '@kortbord/protocol';
import type { SeatsRow, TablesRow } from '../db';
import { hashSecret } from '../ids';
import { cleanName } from '../names';
import { Refused, type Level } from '../table';
import { BOT_NAMES, type Planned } from './change';

export interface CreateSpec {
  game: string;
  options?: Record<string, Json> | undefined;
  seats: (
    | { kind: 'open' }
    | { kind: 'reserved'; name?: string | undefined }
    | { kind: 'bot'; level: Level; name?: string | undefined }
  )[];
  standInAfterMs: number | null;
  public: boolean;
  creator: string;
  /** The creator takes a seat, as the signed-in `profile` when given (issue 33). */
  join?: { name: string; seat?: number | undefined; profile?: string | null | undefined } | undefined;
  /** Time per decision in ms, null: no clock. */
  turnClockMs?: number | null;
  spectatorChat?: boolean;
  /** Hints allowed; absent: on when at most one seat is for a person (the rest bots). */
  hints?: boolean | undefined;
  /** Finished matches count for the ratings (issue 33); absent: on. */
  rated?: boolean | undefined;
  /** A slow table (issue 34): its move time (null: no limit) and what a passed deadline does. */
  slow?: { moveMs: number | null; onDeadline: OnDeadline } | undefined;
  /** The signed-in creator's profile (null: a guest): a slow table needs one. */
  creatorProfile?: string | null | undefined;
  /** A table of today's deal (issue 35): its day. Only the server makes one (daily/start.ts). */
  daily?: string | null | undefined;
}

/** What the creator is told: the codes are given once and only their hashes stored. */
export interface Created {
  readonly row: TablesRow;
  readonly seats: SeatsRow[];
  readonly invite: string;
  readonly reserved: { seat: number; invite: string }[];
  readonly joined?: { seat: number; token: string };
}

export interface CreateContext {
  /** Tables the creator has waiting or played, and how many one may have. */
  readonly open: number;
  readonly limit: number;
  /** Fresh random text of n bytes (ids, invites, tokens): drawn by the caller. */
  readonly fresh: (bytes: number) => string;
  readonly at: string;
}

/** Checks a new table's game, options, seats and creator, and gives its rows. */
export function planCreate(spec: CreateSpec, ctx: CreateContext): Planned<Created> {
  const players = spec.seats.length;
  let resolved: Json;
  try {
    const check = newMatch({ game: spec.game, players, options: spec.options ?? {}, seed: 'options-check' });
    if (!check.ok) return new Refused('bad-options', check.message, check.reason);
    resolved = check.value.options;
  } catch {
    return new Refused('bad-options', `${spec.game} cannot be played on this server yet.`);
  }
  const s = spec.join?.seat;
  if (spec.join && s !== undefined && spec.seats[s]?.kind !== 'open')
    return new Refused('seat-taken', `Seat ${s} is not an open seat.`, reason('seat-not-open', { n: s + 1 }));
  if (spec.join && s === undefined && !spec.seats.some((x) => x.kind === 'open'))
    return new Refused('table-full', 'The table has no open seat to join.');
  if (spec.slow && !spec.creatorProfile)
    return new Refused(
      'not-signed-in',
      'A slow table needs a signed-in creator (a profile is who gets told).',
      reason('slow-needs-profile'),
    );
  if (ctx.open >= ctx.limit)
    return new Refused(
      'too-many-tables',
      `This address already has ${ctx.limit} open tables; finish or leave one first.`,
    );

  const id = ctx.fresh(9);
  const invite = ctx.fresh(18);
  const reserved: { seat: number; invite: string }[] = [];
  let botNo = 0;
  const seats: SeatsRow[] = spec.seats.map((x, seat) => {
    const base = {
      table_id: id,
      seat,
      name: null,
      level: null,
      token_hash: null,
      invite_hash: null,
      stand_in: 0,
      end_vote: null,
    };
    if (x.kind === 'bot')
      return {
        ...base,
        kind: 'bot',
        level: x.level,
        name: x.name ?? `${BOT_NAMES[botNo++ % BOT_NAMES.length]} (bot)`,
      };
    if (x.kind === 'reserved') {
      const code = ctx.fresh(18);
      reserved.push({ seat, invite: code });
      return { ...base, kind: 'reserved', name: x.name ?? null, invite_hash: hashSecret(code) };
    }
    return { ...base, kind: 'open' };
  });
  let joined: { seat: number; token: string } | undefined;
  if (spec.join) {
    const seat = spec.join.seat ?? seats.findIndex((r) => r.kind === 'open');
    const token = ctx.fresh(24);
    const named = cleanName(
      spec.join.name,
      seats.map((r) => r.name),
    );
    if (!named.ok) return new Refused('bad-name', named.message, named.reason);
    const row = seats[seat];
    if (row)
      Object.assign(row, {
        kind: 'human',
        name: named.name,
        token_hash: hashSecret(token),
        ...(spec.join.profile ? { profile_id: spec.join.profile } : {}),
      });
    joined = { seat, token };
  }
  const row: TablesRow = {
    id,
    game: spec.game,
    players,
    options: JSON.stringify(resolved),
    status: 'waiting',
    version: 0,
    match_no: 0,
    // A slow table's dropped player is not stood in for after 30 s: its clock is the move time.
    stand_in_ms: spec.slow ? null : spec.standInAfterMs,
    public: spec.public ? 1 : 0,
    invite_hash: hashSecret(invite),
    creator: spec.creator,
    created_at: ctx.at,
    last_at: ctx.at,
    turn_clock_ms: spec.slow ? spec.slow.moveMs : (spec.turnClockMs ?? null),
    slow: spec.slow ? 1 : 0,
    on_deadline: spec.slow?.onDeadline ?? null,
    spectator_chat: spec.spectatorChat ? 1 : 0,
    creator_seat: joined?.seat ?? null,
    hints: (spec.hints ?? spec.seats.filter((x) => x.kind !== 'bot').length <= 1) ? 1 : 0,
    rated: spec.rated === false ? 0 : 1,
    daily: spec.daily ?? null,
  };
  return { row, seats, invite, reserved, ...(joined ? { joined } : {}) };
}
