/**
 * The table store: tables, seats and events in the database (SQL only here, and in append.ts for the
 * move path's append), and each table's state in memory, cached and brought up to date from the
 * events table whenever another writer (this node or another) got there first.
 */
import {
  isObject,
  isRoundOver,
  newMatch,
  reason,
  step,
  stepDeal,
  writeRecord,
  type Json,
  type Match,
  type Moved,
} from '@kortbord/engine';
import {
  isUniqueViolation,
  now,
  sql,
  type ChatRow,
  type Db,
  type EventsRow,
  type SeatsRow,
  type TablesRow,
} from './db';
import { appends, type Append } from './append';
import type { GroupCommit } from './group-commit';
import { hashSecret, randomId, sha256 } from './ids';
import { cleanName } from './names';
import {
  applyStored,
  emptyTable,
  installMove,
  matchOver,
  Refused,
  type Deadline,
  type Level,
  type Seat,
  type SeatKind,
  type StoredEntry,
  type Table,
  type TableStatus,
} from './table';

function seatFromRow(r: SeatsRow): Seat {
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
  };
}

const deadlineFromRow = (r: TablesRow): Deadline | null =>
  r.deadline_version != null && r.deadline_at
    ? {
        version: r.deadline_version,
        seats: (r.deadline_seats ?? '').split(',').filter(Boolean).map(Number),
        at: Date.parse(r.deadline_at),
      }
    : null;

function parseEntry(row: EventsRow): StoredEntry {
  const v: unknown = JSON.parse(row.entry);
  if (!isObject(v)) throw new Error(`event ${row.table_id}/${row.seq} is not an object`);
  return v as unknown as StoredEntry;
}

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
  join?: { name: string; seat?: number | undefined } | undefined;
  /** Time per decision in ms, null: no clock. */
  turnClockMs?: number | null;
  spectatorChat?: boolean;
  /** Hints allowed; absent: on when at most one seat is for a person (the rest bots). */
  hints?: boolean | undefined;
}

export interface CreateResult {
  table: Table;
  invite: string;
  reserved: { seat: number; invite: string }[];
  joined?: { seat: number; token: string };
}

/** What a change stores; `moved` when the engine already computed the match it leads to. */
interface Plan {
  entries: StoredEntry[];
  status: TableStatus;
  matchNo?: number;
  seed?: string;
  moved?: Moved;
  /** The turn clock made the move (its first entry is stored with the flag). */
  clock?: boolean;
}

const movePlan = (moved: Moved, clock = false): Plan => {
  const [first, ...rest] = moved.entries;
  const flagged = clock && first && 'seat' in first ? [{ ...first, clock: true as const }, ...rest] : null;
  return {
    entries: flagged ?? [...moved.entries],
    status: moved.match.over ? 'over' : 'playing',
    moved,
    clock: !!flagged,
  };
};

const BOT_NAMES = ['Astrid', 'Bjørn', 'Ingrid', 'Leif', 'Sigrid', 'Olav', 'Karin', 'Nils', 'Liv', 'Erik'];

/**
 * The table store: reads and writes tables, seats and events, and keeps each table's state in memory.
 * Every write is a transaction whose event insert at seq = version + 1 decides races.
 */
export class TableStore {
  private readonly cache = new Map<string, Table>();
  private readonly writes: GroupCommit<Append>;

  constructor(
    private readonly db: Db,
    private readonly limits: { tablesPerAddress: number },
    /** Several tables' writes in one transaction (SQLite); each its own (PostgreSQL). */
    groupWrites = true,
    /** A match's seed: fresh randomness; tests name one per game and match to replay the same deals. */
    private readonly newSeed: (t: Table, matchNo: number) => string = () => randomId(32),
  ) {
    this.writes = appends(db, groupWrites);
  }

  cached(id: string): Table | undefined {
    return this.cache.get(id);
  }

  loadedIds(): string[] {
    return [...this.cache.keys()];
  }

  forget(id: string): void {
    this.cache.delete(id);
  }

  async create(spec: CreateSpec): Promise<CreateResult> {
    const players = spec.seats.length;
    let resolved: Json;
    try {
      const check = newMatch({
        game: spec.game,
        players,
        options: spec.options ?? {},
        seed: 'options-check',
      });
      if (!check.ok) throw new Refused('bad-options', check.message, check.reason);
      resolved = check.value.options;
    } catch (e) {
      if (e instanceof Refused) throw e;
      throw new Refused('bad-options', `${spec.game} cannot be played on this server yet.`);
    }
    if (spec.join) {
      const s = spec.join.seat;
      if (s !== undefined && spec.seats[s]?.kind !== 'open')
        throw new Refused(
          'seat-taken',
          `Seat ${s} is not an open seat.`,
          reason('seat-not-open', { n: s + 1 }),
        );
      if (s === undefined && !spec.seats.some((x) => x.kind === 'open'))
        throw new Refused('table-full', 'The table has no open seat to join.');
    }
    const open = await this.db
      .selectFrom('tables')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator', '=', spec.creator)
      .where('status', 'in', ['waiting', 'playing'])
      .executeTakeFirstOrThrow();
    if (Number(open.n) >= this.limits.tablesPerAddress)
      throw new Refused(
        'too-many-tables',
        `This address already has ${this.limits.tablesPerAddress} open tables; finish or leave one first.`,
      );

    const id = randomId(9);
    const invite = randomId(18);
    const reserved: { seat: number; invite: string }[] = [];
    let botNo = 0;
    const seatRows: SeatsRow[] = spec.seats.map((s, seat) => {
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
      if (s.kind === 'bot')
        return {
          ...base,
          kind: 'bot',
          level: s.level,
          name: s.name ?? `${BOT_NAMES[botNo++ % BOT_NAMES.length]} (bot)`,
        };
      if (s.kind === 'reserved') {
        const code = randomId(18);
        reserved.push({ seat, invite: code });
        return { ...base, kind: 'reserved', name: s.name ?? null, invite_hash: hashSecret(code) };
      }
      return { ...base, kind: 'open' };
    });
    let joined: { seat: number; token: string } | undefined;
    if (spec.join) {
      const seat = spec.join.seat ?? seatRows.findIndex((r) => r.kind === 'open');
      const token = randomId(24);
      const row = seatRows[seat];
      const named = cleanName(
        spec.join.name,
        seatRows.map((r) => r.name),
      );
      if (!named.ok) throw new Refused('bad-name', named.message);
      if (row) Object.assign(row, { kind: 'human', name: named.name, token_hash: hashSecret(token) });
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
      stand_in_ms: spec.standInAfterMs,
      public: spec.public ? 1 : 0,
      invite_hash: hashSecret(invite),
      creator: spec.creator,
      created_at: now(),
      turn_clock_ms: spec.turnClockMs ?? null,
      spectator_chat: spec.spectatorChat ? 1 : 0,
      creator_seat: joined?.seat ?? null,
      hints: (spec.hints ?? spec.seats.filter((s) => s.kind !== 'bot').length <= 1) ? 1 : 0,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('tables').values(row).execute();
      await trx.insertInto('seats').values(seatRows).execute();
    });
    const table = this.fresh(row, seatRows.map(seatFromRow));
    this.cache.set(id, table);
    return { table, invite, reserved, ...(joined ? { joined } : {}) };
  }

  private fresh(row: TablesRow, seats: Seat[]): Table {
    return emptyTable(
      {
        id: row.id,
        game: row.game,
        players: row.players,
        options: JSON.parse(row.options) as Json,
        standInAfterMs: row.stand_in_ms,
        public: !!row.public,
        inviteHash: row.invite_hash,
        createdAt: row.created_at,
        turnClockMs: row.turn_clock_ms ?? null,
        spectatorChat: !!row.spectator_chat,
        creatorSeat: row.creator_seat ?? null,
        hints: !!row.hints,
      },
      seats,
    );
  }

  /** The table, from the cache or rebuilt from the database; null when there is none. */
  async get(id: string): Promise<Table | null> {
    const hit = this.cache.get(id);
    if (hit) return hit;
    const row = await this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const seats = await this.loadSeats(id);
    const t = this.fresh(row, seats);
    t.deadline = deadlineFromRow(row);
    // Replay from the current match's start; a newer start arriving meanwhile is applied by refresh.
    const events = await this.db
      .selectFrom('events')
      .selectAll()
      .where('table_id', '=', id)
      .where('match_no', '>=', row.match_no)
      .orderBy('seq')
      .execute();
    t.version = (events[0]?.seq ?? row.version + 1) - 1;
    await this.applyEvents(t, events);
    t.hintsUsed = await this.hintsUsed(t);
    const again = this.cache.get(id);
    if (again) return again; // another caller loaded it meanwhile
    this.cache.set(id, t);
    return t;
  }

  /** Brings a cached table up to date with the database: new events and seat changes. */
  async refresh(t: Table, seatsToo = true): Promise<void> {
    const events = await this.db
      .selectFrom('events')
      .selectAll()
      .where('table_id', '=', t.id)
      .where('seq', '>', t.version)
      .orderBy('seq')
      .execute();
    await this.applyEvents(t, events);
    if (seatsToo) {
      t.seats = await this.loadSeats(t.id);
      t.hintsUsed = await this.hintsUsed(t);
    }
  }

  private async loadSeats(id: string): Promise<Seat[]> {
    const rows = await this.db
      .selectFrom('seats')
      .selectAll()
      .where('table_id', '=', id)
      .orderBy('seat')
      .execute();
    return rows.map(seatFromRow);
  }

  private async applyEvents(t: Table, events: EventsRow[]): Promise<void> {
    if (!events.length) return;
    const entries = events.map(parseEntry);
    const needed = [
      ...new Set(events.filter((_, i) => 'start' in (entries[i] as object)).map((e) => e.match_no)),
    ];
    const seeds = new Map<number, string>();
    if (needed.length) {
      const rows = await this.db
        .selectFrom('matches')
        .select(['match_no', 'seed'])
        .where('table_id', '=', t.id)
        .where('match_no', 'in', needed)
        .execute();
      for (const r of rows) seeds.set(r.match_no, r.seed);
    }
    try {
      events.forEach((e, i) => {
        if (e.seq !== t.version + 1) {
          if (e.seq <= t.version) return;
          throw new Error(`table ${t.id}: event ${e.seq} follows version ${t.version}`);
        }
        applyStored(t, entries[i] as StoredEntry, e.seq, (n) => {
          const s = seeds.get(n);
          if (s === undefined) throw new Error(`table ${t.id}: no seed stored for match ${n}`);
          return s;
        });
        t.version = e.seq;
        t.versionAt = Date.parse(e.at);
      });
    } catch (e) {
      if (this.cache.get(t.id) === t) this.forget(t.id);
      throw e;
    }
  }

  /**
   * Appends entries at seq = version + 1… in one transaction. Returns false when another writer took
   * that seq first (the caller refreshes and checks again).
   */
  private async append(
    t: Table,
    entries: StoredEntry[],
    matchNo: number,
    status: TableStatus,
    at: string,
    extra?: { seed: string },
  ): Promise<boolean> {
    const rows: EventsRow[] = entries.map((entry, i) => ({
      table_id: t.id,
      seq: t.version + 1 + i,
      match_no: matchNo,
      entry: JSON.stringify(entry),
      at,
    }));
    return this.writes.write({
      events: rows,
      ...(extra
        ? {
            match: {
              table_id: t.id,
              match_no: matchNo,
              seed: extra.seed,
              seed_hash: sha256(extra.seed),
              started_at: at,
            },
          }
        : {}),
      table: { id: t.id, version: t.version + entries.length, matchNo, status },
    });
  }

  /**
   * Commits a change computed from the table as it is in memory: `plan` returns the entries to store
   * (or throws Refused). On a lost race the table is refreshed and `plan` runs again on the new state.
   */
  async commit(t: Table, plan: (t: Table) => Plan): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const p = plan(t);
      const matchNo = p.matchNo ?? t.matchNo;
      const at = now();
      if (await this.append(t, p.entries, matchNo, p.status, at, p.seed ? { seed: p.seed } : undefined)) {
        const seq0 = t.version;
        t.versionAt = Date.parse(at);
        if (p.moved) return installMove(t, p.moved, seq0, p.clock);
        const seeds = p.seed ? new Map([[matchNo, p.seed]]) : null;
        try {
          p.entries.forEach((entry, i) => {
            applyStored(t, entry, seq0 + 1 + i, (n) => {
              const s = seeds?.get(n);
              if (s === undefined) throw new Error(`no seed for match ${n}`);
              return s;
            });
            t.version = seq0 + 1 + i;
          });
        } catch (e) {
          if (this.cache.get(t.id) === t) this.forget(t.id); // the next reader rebuilds it from the database
          throw e;
        }
        return;
      }
      if (attempt >= 20) throw new Error(`table ${t.id}: too many write conflicts`);
      await this.refresh(t, false);
    }
  }

  /**
   * A seat's action: checked by the engine, stored with the chance outcomes it makes due. `byClock`:
   * the turn clock made it for the seat (the log says so).
   */
  async act(t: Table, seat: number, raw: Json, expectVersion?: number, byClock = false): Promise<void> {
    await this.commit(t, (cur) => {
      if (expectVersion !== undefined && expectVersion !== cur.version)
        throw new Refused(
          'stale-version',
          `The table has moved on (version ${cur.version}, not ${expectVersion}): look at the new position.`,
        );
      const m = cur.match;
      if (!m) throw new Refused('not-started', 'The match has not started: the table waits for players.');
      if (cur.ended) throw new Refused('game-over', 'The match is over.');
      if (isRoundOver(m) && !m.over)
        throw new Refused('not-your-turn', 'The round is over: the next round must be dealt first.');
      let next: ReturnType<typeof step>;
      try {
        next = step(m, seat, raw);
      } catch {
        // The engine's parsers can throw on a hostile shape (e.g. {"type":"__proto__"}): refuse it.
        throw new Refused('malformed', 'This action cannot be read.');
      }
      if (!next.ok) throw new Refused(next.code, next.message, next.reason);
      return movePlan(next.value, byClock);
    });
  }

  /**
   * Deals the next round. With `expectVersion`, only at that version: a deal meant for one finished
   * round (a timer, the last "Klar") is refused as stale once that round was dealt anywhere.
   */
  async nextRound(t: Table, expectVersion?: number): Promise<void> {
    await this.commit(t, (cur) => {
      if (expectVersion !== undefined && expectVersion !== cur.version)
        throw new Refused('stale-version', 'That round has already been dealt.');
      const m = cur.match;
      if (!m) throw new Refused('not-started', 'The match has not started.');
      if (m.over || cur.ended) throw new Refused('game-over', 'The match is over; no more rounds are dealt.');
      if (!isRoundOver(m)) throw new Refused('round-not-over', 'The round is still being played.');
      const dealt = stepDeal(m);
      if (!dealt.ok) throw new Refused(dealt.code, dealt.message);
      return movePlan(dealt.value);
    });
  }

  async endMatch(t: Table, reason: string): Promise<void> {
    await this.commit(t, (cur) => {
      if (!cur.match) throw new Refused('not-started', 'The match has not started.');
      if (matchOver(cur)) throw new Refused('game-over', 'The match is already over.');
      return { entries: [{ end: { reason } }], status: 'over' };
    });
  }

  /**
   * A seated person asks to end the match (President never ends by itself). It ends once every
   * person seated and present (no bot standing in) has asked during this match; until then the ask
   * is stored and `waiting` names the seats still to ask. One person among bots ends it at once.
   */
  async askEnd(t: Table, seat: number): Promise<{ ended: boolean; waiting: number[] }> {
    if (!t.match) throw new Refused('not-started', 'The match has not started.');
    if (matchOver(t)) throw new Refused('game-over', 'The match is already over.');
    await this.db
      .updateTable('seats')
      .set({ end_vote: t.matchNo })
      .where('table_id', '=', t.id)
      .where('seat', '=', seat)
      .where('kind', '=', 'human')
      .execute();
    t.seats = await this.loadSeats(t.id);
    const waiting = t.seats
      .filter((s) => s.kind === 'human' && !s.standIn && s.endVote !== t.matchNo)
      .map((s) => s.seat);
    if (waiting.length) return { ended: false, waiting };
    try {
      await this.endMatch(t, 'ended by everyone seated');
    } catch (e) {
      // The last two asks met on two nodes: the other one ended it.
      if (!(e instanceof Refused && e.code === 'game-over' && t.ended)) throw e;
    }
    return { ended: true, waiting: [] };
  }

  /**
   * Starts the next match (the first when every seat is taken, or a rematch after the end). The seed
   * is fresh randomness (newSeed); tests may name one to make a deal reproducible.
   */
  async startMatch(
    t: Table,
    expectMatch: number,
    seed: string = this.newSeed(t, expectMatch + 1),
  ): Promise<void> {
    await this.commit(t, (cur) => {
      if (cur.matchNo !== expectMatch) throw new Refused('stale-version', 'That match has already started.');
      if (cur.match && !matchOver(cur)) throw new Refused('illegal', 'The match is still being played.');
      if (cur.seats.some((s) => s.kind === 'open' || s.kind === 'reserved'))
        throw new Refused('not-started', 'The table waits for players.');
      return {
        entries: [{ start: { match: cur.matchNo + 1 } }],
        status: 'playing',
        matchNo: cur.matchNo + 1,
        seed,
      };
    });
  }

  /** The seat a token opens at this table, or null. */
  seatOf(t: Table, token: string | undefined): number | null {
    if (!token) return null;
    const h = hashSecret(token);
    return t.seats.find((s) => s.kind === 'human' && s.tokenHash === h)?.seat ?? null;
  }

  /**
   * Takes a seat: an open one with the table's invite, a reserved one with its own, or (no invite) an
   * open seat at a public table, which anyone in the lobby may take.
   */
  async join(
    t: Table,
    invite: string | undefined,
    name: string,
    seat?: number,
  ): Promise<{ seat: number; token: string }> {
    const h = invite === undefined ? null : hashSecret(invite);
    const reservedFor =
      h === null ? undefined : t.seats.find((s) => s.kind === 'reserved' && s.inviteHash === h);
    const tableInvite = invite === undefined ? t.public : h === t.inviteHash;
    if (invite === undefined && !t.public)
      throw new Refused('bad-invite', 'This table is not public: joining it needs its invite.');
    if (!tableInvite && !reservedFor)
      throw new Refused('bad-invite', 'This invite does not open a seat at this table.');
    let target: Seat | undefined;
    if (seat !== undefined) {
      target = t.seats[seat];
      if (!target)
        throw new Refused(
          'not-found',
          `There is no seat ${seat} at this table.`,
          reason('no-such-seat', { value: seat + 1, n: t.seats.length }),
        );
      const allowed =
        target.kind === 'open' ? tableInvite : target.kind === 'reserved' && target.inviteHash === h;
      if (!allowed)
        throw new Refused(
          'seat-taken',
          `Seat ${seat} is not open to this invite.`,
          reason('seat-not-open', { n: seat + 1 }),
        );
    } else target = reservedFor ?? t.seats.find((s) => s.kind === 'open');
    if (!target) throw new Refused('table-full', 'Every seat at this table is taken.');
    const named = cleanName(
      name,
      t.seats.filter((s) => s.seat !== target.seat).map((s) => s.name),
    );
    if (!named.ok) throw new Refused('bad-name', named.message);
    name = named.name;
    const token = randomId(24);
    // A reserved seat keeps its own invite's hash while taken, so that it is reserved again (not
    // open to the table's invite) when its holder leaves before the match.
    const res = await this.db
      .updateTable('seats')
      .set({
        kind: 'human',
        name,
        token_hash: hashSecret(token),
        invite_hash: target.kind === 'reserved' ? target.inviteHash : null,
        stand_in: 0,
        away: 0,
      })
      .where('table_id', '=', t.id)
      .where('seat', '=', target.seat)
      .where('kind', '=', target.kind)
      .executeTakeFirst();
    t.seats = await this.loadSeats(t.id);
    if (Number(res.numUpdatedRows) !== 1)
      throw new Refused(
        'seat-taken',
        `Seat ${target.seat} was just taken.`,
        reason('seat-just-taken', { n: target.seat + 1 }),
      );
    return { seat: target.seat, token };
  }

  /**
   * Before the match: the seat opens again, or, when it was reserved, is reserved again for its own
   * invite (under the name its holder gave). During it: a bot takes the seat for good, at the medium
   * level (people-like play), so the others' match stays worth finishing.
   */
  async leave(t: Table, seat: number): Promise<void> {
    const s = t.seats[seat];
    if (!s) return;
    const q = this.db.updateTable('seats').where('table_id', '=', t.id).where('seat', '=', seat);
    if (!t.match && s.inviteHash)
      await q.set({ kind: 'reserved', token_hash: null, stand_in: 0, away: 0, end_vote: null }).execute();
    else if (!t.match)
      await q
        .set({
          kind: 'open',
          name: null,
          level: null,
          token_hash: null,
          stand_in: 0,
          away: 0,
          end_vote: null,
        })
        .execute();
    else
      await q
        .set({
          kind: 'bot',
          level: 'medium',
          name: `${s.name ?? `Seat ${seat}`} (bot)`,
          token_hash: null,
          stand_in: 0,
          away: 0,
        })
        .execute();
    t.seats = await this.loadSeats(t.id);
  }

  /**
   * The deadline of the decision at `d.version`: stored unless one for that version (or a later one)
   * is there already (another node's), and returned as stored. A decision whose seats are a strict
   * part of the previous one's (the others of a simultaneous choice have chosen) keeps its deadline.
   */
  async setDeadline(t: Table, d: Deadline): Promise<Deadline | null> {
    await this.db
      .updateTable('tables')
      .set({
        deadline_version: d.version,
        deadline_seats: d.seats.join(','),
        deadline_at: new Date(d.at).toISOString(),
      })
      .where('id', '=', t.id)
      .where((eb) => eb.or([eb('deadline_version', 'is', null), eb('deadline_version', '<', d.version)]))
      .execute();
    const row = await this.db.selectFrom('tables').selectAll().where('id', '=', t.id).executeTakeFirst();
    t.deadline = row ? deadlineFromRow(row) : null;
    return t.deadline;
  }

  /** The seat asks for a rematch after match `matchNo`. */
  async askRematch(t: Table, seat: number, matchNo: number): Promise<void> {
    await this.db
      .updateTable('seats')
      .set({ ready_match: matchNo })
      .where('table_id', '=', t.id)
      .where('seat', '=', seat)
      .execute();
    t.seats = await this.loadSeats(t.id);
  }

  /** The seat's person said "Klar" after the finished round at `version` (ready.ts). */
  async markReady(t: Table, seat: number, version: number): Promise<void> {
    await this.db
      .updateTable('seats')
      .set({ ready_version: version })
      .where('table_id', '=', t.id)
      .where('seat', '=', seat)
      .where('kind', '=', 'human')
      .execute();
    t.seats = await this.loadSeats(t.id);
  }

  /** Marks a seat away (its clock ran out) or back; true when that changed it. */
  setAway(t: Table, seat: number, on: boolean): Promise<boolean> {
    return this.flipSeatFlag(t, seat, 'away', on);
  }

  /** Sets a person's seat flag (`away`, `stand_in`) to `on`; true when that changed it. */
  private async flipSeatFlag(
    t: Table,
    seat: number,
    flag: 'away' | 'stand_in',
    on: boolean,
  ): Promise<boolean> {
    const res = await this.db
      .updateTable('seats')
      .set({ [flag]: on ? 1 : 0 })
      .where('table_id', '=', t.id)
      .where('seat', '=', seat)
      .where('kind', '=', 'human')
      .where(flag, '=', on ? 0 : 1)
      .executeTakeFirst();
    t.seats = await this.loadSeats(t.id);
    return Number(res.numUpdatedRows) === 1;
  }

  /**
   * The host's change of a seat before the match: an open seat or a bot's becomes open or a bot (a
   * person's seat is theirs to leave). Refused once the match has started.
   */
  async setSeat(t: Table, seat: number, kind: 'open' | 'bot', level: Level): Promise<void> {
    const s = t.seats[seat];
    if (!s) throw new Refused('not-found', `There is no seat ${seat} at this table.`);
    if (t.match) throw new Refused('illegal', 'The match has started: the seats are set.');
    if (s.kind === 'human')
      throw new Refused('seat-taken', `Seat ${seat} is a player's: only they can leave it.`);
    const botNames = t.seats.filter((x) => x.kind === 'bot' && x.seat !== seat).map((x) => x.name);
    const name =
      BOT_NAMES.map((n) => `${n} (bot)`).find((n) => !botNames.includes(n)) ?? `Seat ${seat + 1} (bot)`;
    const res = await this.db
      .updateTable('seats')
      .set(
        kind === 'bot'
          ? { kind, level, name, token_hash: null, invite_hash: null, stand_in: 0, away: 0 }
          : { kind, level: null, name: null, token_hash: null, invite_hash: null, stand_in: 0, away: 0 },
      )
      .where('table_id', '=', t.id)
      .where('seat', '=', seat)
      .where('kind', '=', s.kind)
      .executeTakeFirst();
    t.seats = await this.loadSeats(t.id);
    if (Number(res.numUpdatedRows) !== 1) throw new Refused('seat-taken', `Seat ${seat} was just taken.`);
  }

  /** Stores a chat line at the table's next chat seq (never an event: the record does not see it). */
  async addChat(t: Table, line: Omit<ChatRow, 'table_id' | 'seq' | 'at'>): Promise<ChatRow> {
    for (let attempt = 0; ; attempt++) {
      const last = await this.db
        .selectFrom('chat')
        .select((eb) => eb.fn.max('seq').as('m'))
        .where('table_id', '=', t.id)
        .executeTakeFirst();
      const row: ChatRow = { ...line, table_id: t.id, seq: Number(last?.m ?? 0) + 1, at: now() };
      try {
        await this.db.insertInto('chat').values(row).execute();
        return row;
      } catch (e) {
        // Another node took that seq: the next one.
        if (attempt >= 5 || !isUniqueViolation(e)) throw e;
      }
    }
  }

  /** The table's chat lines after `afterSeq`, the last `limit` of them, oldest first. */
  async chatSince(table: string, afterSeq: number, limit: number): Promise<ChatRow[]> {
    const rows = await this.db
      .selectFrom('chat')
      .selectAll()
      .where('table_id', '=', table)
      .where('seq', '>', afterSeq)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse();
  }

  /**
   * Counts one hint for the seat in this round of the current match, unless it has `perRound`
   * already (one statement: two nodes cannot both take the last one). The seat's count this round
   * after it, and whether it was counted; `t.hintsUsed` is brought up to date.
   */
  async countHint(
    t: Table,
    seat: number,
    round: number,
    perRound: number,
  ): Promise<{ counted: boolean; round: number }> {
    const key = { table_id: t.id, match_no: t.matchNo, round, seat };
    const res = await this.db
      .insertInto('hint_counts')
      .values({ ...key, used: 1 })
      .onConflict((oc) =>
        oc
          .columns(['table_id', 'match_no', 'round', 'seat'])
          .doUpdateSet({ used: sql<number>`hint_counts.used + 1` })
          .where('hint_counts.used', '<', perRound),
      )
      .executeTakeFirst();
    const row = await this.db
      .selectFrom('hint_counts')
      .select('used')
      .where('table_id', '=', t.id)
      .where('match_no', '=', t.matchNo)
      .where('round', '=', round)
      .where('seat', '=', seat)
      .executeTakeFirst();
    t.hintsUsed = await this.hintsUsed(t);
    return { counted: Number(res.numInsertedOrUpdatedRows ?? 0) > 0, round: Number(row?.used ?? 0) };
  }

  /** Hints each seat used in match `matchNo` (the current one when absent), by seat. */
  async hintsUsed(t: Table, matchNo = t.matchNo): Promise<number[]> {
    const out = new Array<number>(t.players).fill(0);
    if (matchNo < 1) return out;
    const rows = await this.db
      .selectFrom('hint_counts')
      .select(['seat', 'used'])
      .where('table_id', '=', t.id)
      .where('match_no', '=', matchNo)
      .execute();
    for (const r of rows) out[r.seat] = (out[r.seat] ?? 0) + Number(r.used);
    return out;
  }

  setStandIn(t: Table, seat: number, on: boolean): Promise<boolean> {
    return this.flipSeatFlag(t, seat, 'stand_in', on);
  }

  async listOpen(limit = 100): Promise<Table[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('status', '=', 'waiting')
      .where('public', '=', 1)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    const out: Table[] = [];
    for (const r of rows) {
      const t = await this.get(r.id);
      if (t && t.seats.some((s) => s.kind === 'open')) out.push(t);
    }
    return out;
  }

  /** Every table with its status and its last change (its last event, else its creation), ISO times. */
  async activity(): Promise<{ id: string; status: TableStatus; last: string }[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select(['id', 'status', 'created_at'])
      .select((eb) =>
        eb
          .selectFrom('events')
          .select((e) => e.fn.max('at').as('m'))
          .whereRef('events.table_id', '=', 'tables.id')
          .as('last'),
      )
      .execute();
    return rows.map((r) => ({ id: r.id, status: r.status as TableStatus, last: r.last ?? r.created_at }));
  }

  /** Deletes a table and everything stored about it (its records too). */
  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('events').where('table_id', '=', id).execute();
      await trx.deleteFrom('chat').where('table_id', '=', id).execute();
      await trx.deleteFrom('coach').where('table_id', '=', id).execute();
      await trx.deleteFrom('hint_counts').where('table_id', '=', id).execute();
      await trx.deleteFrom('matches').where('table_id', '=', id).execute();
      await trx.deleteFrom('seats').where('table_id', '=', id).execute();
      await trx.deleteFrom('tables').where('id', '=', id).execute();
    });
    this.forget(id);
  }

  async playingIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('tables').select('id').where('status', '=', 'playing').execute();
    return rows.map((r) => r.id);
  }

  /**
   * Every finished match of the table, first to last: its totals after each round (the chart) and
   * its final scores, replayed from the stored events. The match being played is not among them.
   */
  async matchHistory(
    t: Table,
  ): Promise<{ match: number; rounds: { round: number; scores: number[]; placings: number[] }[] }[]> {
    const out = [];
    for (let n = 1; n <= t.matchNo; n++) {
      let m: Match | null = null;
      if (n === t.matchNo) m = t.match && matchOver(t) ? t.match : null;
      else m = await this.replayMatch(t, n);
      if (!m) continue;
      const totals = new Array<number>(m.players).fill(0);
      const rounds = m.results.map((r, i) => {
        r.points.forEach((p, s) => (totals[s] = (totals[s] ?? 0) + p));
        return { round: i + 1, scores: totals.slice(), placings: [...r.placings] };
      });
      out.push({ match: n, rounds });
    }
    return out;
  }

  private async replayMatch(t: Table, n: number): Promise<Match | null> {
    const events = await this.db
      .selectFrom('events')
      .selectAll()
      .where('table_id', '=', t.id)
      .where('match_no', '=', n)
      .orderBy('seq')
      .execute();
    const seedRow = await this.db
      .selectFrom('matches')
      .select('seed')
      .where('table_id', '=', t.id)
      .where('match_no', '=', n)
      .executeTakeFirst();
    if (!seedRow) return null;
    const tmp: Table = { ...t, version: (events[0]?.seq ?? 1) - 1, match: null, log: [], pending: [] };
    await this.applyEventsWith(tmp, events, seedRow.seed);
    return tmp.match;
  }

  /** The game record of match `matchNo` (the current one when absent), with its seed: only once it has ended. */
  async record(t: Table, matchNo: number | undefined, form: 'full' | 'seed'): Promise<Json> {
    const n = matchNo ?? t.matchNo;
    if (n < 1 || n > t.matchNo) throw new Refused('not-found', `This table has no match ${n}.`);
    let m: Match;
    if (n === t.matchNo) {
      if (!t.match || !matchOver(t))
        throw new Refused('not-over', 'The record and the seed are given out when the match has ended.');
      m = t.match;
    } else {
      const past = await this.replayMatch(t, n);
      if (!past) throw new Refused('not-found', `This table has no match ${n}.`);
      m = past;
    }
    const rec = writeRecord(m) as Record<string, Json>;
    if (form === 'full') return rec;
    const moves = (rec['moves'] as Json[]).filter((e) => isObject(e) && 'seat' in e);
    const { deal: _deal, ...rest } = rec;
    return { ...rest, moves };
  }

  private async applyEventsWith(t: Table, events: EventsRow[], seed: string): Promise<void> {
    for (const e of events) {
      applyStored(t, parseEntry(e), e.seq, () => seed);
      t.version = e.seq;
    }
  }
}
