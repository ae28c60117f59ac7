/**
 * The table store: each table's state in memory, cached and brought up to date from the events
 * whenever another writer (this node or another) got there first. A command is a plan (commands/)
 * from the table to a change or a refusal; the store loads the table, plans, commits the change
 * through the repositories (repos/, the only SQL) and only then tells the caller it is done.
 */
import { endByAgreement, type Json, type Match } from '@kortbord/engine';
import type { Notify } from './notices';
import { namesSaid, reminderAt } from './notify-prefs';
import { freshTurns } from './commands/fresh-turns';
import { planLetBot } from './commands/let-bot';
import { now, type ChatRow, type Db, type EventsRow } from './db';
import { randomId, hashSecret } from './ids';
import { planAct } from './commands/act';
import { refused, type Change, type Planned, type SeatChange } from './commands/change';
import { planCreate, type CreateSpec } from './commands/create';
import { endWaiting, planAskEnd, planEndMatch } from './commands/end-match';
import { planJoin } from './commands/join';
import { planLeave } from './commands/leave';
import { planNextRound } from './commands/next-round';
import { planRecord, recordOf, totalsOf, type MatchTotals } from './commands/record';
import { finishOf } from './commands/results';
import { shown } from './ratings/model';
import { resultsRepo } from './repos/results';
import { planAskRematch, planMarkReady, planSeatFlag } from './commands/seat-flags';
import { planSetSeat } from './commands/set-seat';
import { planStartMatch } from './commands/start-match';
import { chatRepo } from './repos/chat';
import { eventsRepo } from './repos/events';
import { hintsRepo } from './repos/hints';
import { deadlineFromRow, parseEntry, seatFromRow, tableFromRows } from './repos/rows';
import { seatsRepo } from './repos/seats';
import { tablesRepo } from './repos/tables';
import {
  applyStored,
  installMove,
  matchOver,
  Refused,
  type Deadline,
  type Level,
  type StoredEntry,
  type Table,
  type TableStatus,
} from './table';
import { keepNewest } from './newest';

export type { CreateSpec } from './commands/create';

export interface CreateResult {
  table: Table;
  invite: string;
  reserved: { seat: number; invite: string }[];
  joined?: { seat: number; token: string };
}

/** Past matches' totals kept (a few hundred bytes each), and past matches kept whole (up to a few MB each). */
const KEPT_TOTALS = 20_000;
const KEPT_MATCHES = 64;

/** The plan's change, or its refusal thrown (the store's callers catch Refused). */
function must<T>(p: Planned<T>): T {
  if (refused(p)) throw p;
  return p;
}

/** The match a change leads to when it ends one: the engine's, or the match ended at the table. */
function finalOf(t: Table, p: Change): Match | null {
  if (p.moved) return p.moved.match;
  if (t.match && p.entries.some((e) => 'end' in e)) return endByAgreement(t.match);
  return null;
}

/**
 * The table store: reads and writes tables, seats and events, and keeps each table's state in memory.
 * Every write of events is a transaction whose insert at seq = version + 1 decides races.
 */
export class TableStore {
  private readonly cache = new Map<string, Table>();
  private readonly tables: ReturnType<typeof tablesRepo>;
  private readonly seats: ReturnType<typeof seatsRepo>;
  private readonly events: ReturnType<typeof eventsRepo>;
  private readonly chat: ReturnType<typeof chatRepo>;
  private readonly hints: ReturnType<typeof hintsRepo>;
  private readonly results: ReturnType<typeof resultsRepo>;
  /**
   * Finished matches other than a table's current one never change: each is replayed once and kept,
   * its totals (small, many) and the match itself (large, few) in bounded maps, oldest out first.
   */
  private readonly pastTotals = new Map<string, MatchTotals>();
  private readonly pastMatches = new Map<string, Match>();
  /** Past matches replayed from the events since the start (GET /api/health shows it). */
  replays = 0;

  constructor(
    db: Db,
    private readonly limits: { tablesPerAddress: number },
    /** Several tables' writes in one transaction (SQLite); each its own (PostgreSQL). */
    groupWrites = true,
    /** A match's seed: fresh randomness; tests name one per game and match to replay the same deals. */
    private readonly newSeed: (t: Table, matchNo: number) => string = () => randomId(32),
    /** The time deadlines and days are counted in (epoch ms; a test's clock moves days on). */
    private readonly clock: () => number = Date.now,
  ) {
    this.tables = tablesRepo(db);
    this.seats = seatsRepo(db);
    this.events = eventsRepo(db, groupWrites);
    this.chat = chatRepo(db);
    this.hints = hintsRepo(db);
    this.results = resultsRepo(db);
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
    // The count is asked for first; the plan still refuses bad options before too many tables.
    const open = await this.tables.openBy(spec.creator);
    const c = must(
      planCreate(spec, { open, limit: this.limits.tablesPerAddress, fresh: randomId, at: now() }),
    );
    await this.tables.insert(c.row, c.seats);
    const table = tableFromRows(c.row, c.seats.map(seatFromRow));
    this.cache.set(table.id, table);
    return { table, invite: c.invite, reserved: c.reserved, ...(c.joined ? { joined: c.joined } : {}) };
  }

  /** The table, from the cache or rebuilt from the database; null when there is none. */
  async get(id: string): Promise<Table | null> {
    const hit = this.cache.get(id);
    if (hit) return hit;
    const row = await this.tables.byId(id);
    if (!row) return null;
    const t = tableFromRows(row, await this.seats.load(id));
    t.deadline = deadlineFromRow(row);
    // Replay from the current match's start; a newer start arriving meanwhile is applied by refresh.
    const events = await this.events.fromMatch(id, row.match_no);
    t.version = (events[0]?.seq ?? row.version + 1) - 1;
    await this.applyEvents(t, events);
    t.hintsUsed = await this.hintsUsed(t);
    await this.loadRatings(t);
    const again = this.cache.get(id);
    if (again) return again; // another caller loaded it meanwhile
    this.cache.set(id, t);
    return t;
  }

  /** Brings a cached table up to date with the database: new events and seat changes. */
  async refresh(t: Table, seatsToo = true): Promise<void> {
    await this.applyEvents(t, await this.events.after(t.id, t.version));
    if (seatsToo) {
      t.seats = await this.seats.load(t.id);
      t.hintsUsed = await this.hintsUsed(t);
      await this.loadRatings(t);
    }
  }

  /** Each seated profile's rating in the table's game, as shown with its name. */
  async loadRatings(t: Table): Promise<void> {
    const held = t.seats.map((s) => (s.kind === 'human' ? (s.profile ?? null) : null));
    const stored = await this.results.ratingsIn(
      t.game,
      held.filter((p): p is string => !!p),
    );
    t.seatRatings = held.map((p) => {
      const r = p ? stored.get(p) : undefined;
      return r ? shown(r, r.matches) : null;
    });
  }

  private async applyEvents(t: Table, events: EventsRow[]): Promise<void> {
    if (!events.length) return;
    const entries = events.map(parseEntry);
    const starts = events.filter((_, i) => 'start' in (entries[i] as object)).map((e) => e.match_no);
    const seeds = await this.events.seeds(t.id, [...new Set(starts)]);
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
   * Commits a change planned from the table as it is in memory (a refusal is thrown, nothing
   * written). On a lost race the table is refreshed and planned again on the new state. The table
   * in memory changes only once the change is committed.
   */
  async commit(t: Table, plan: (t: Table) => Planned<Change>, here: string | null = null): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const p = must(plan(t));
      const matchNo = p.matchNo ?? t.matchNo;
      const at = now();
      const base = { table: t.id, version: t.version, entries: p.entries, matchNo, status: p.status, at };
      // A change that ends the match stores its results with it: acknowledged means counted, once.
      const finish =
        p.status === 'over' && !matchOver(t) ? finishOf(t, finalOf(t, p), at, this.clock()) : null;
      // At a slow table, "your turn" for each profile it becomes the turn of (or "the match ended"),
      // in the same transaction.
      const notify = await this.notices(t, p, at, !!finish || (p.status === 'over' && !matchOver(t)), here);
      if (await this.events.append({ ...base, seed: p.seed, finish, notify })) {
        if (notify.length) this.noticed();
        const seq0 = t.version;
        t.versionAt = Date.parse(at);
        if (finish) await this.loadRatings(t);
        if (p.moved) return installMove(t, p.moved, seq0, p.clock);
        try {
          p.entries.forEach((entry, i) => {
            applyStored(t, entry, seq0 + 1 + i, (n) => {
              if (p.seed === undefined || n !== matchNo) throw new Error(`no seed for match ${n}`);
              return p.seed;
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
   * Seats of `t` whose person has no live connection to it (issue 34): the server sets it from
   * presence. Until then every seat counts as absent.
   */
  absentSeats: (t: Table, seats: readonly number[]) => Promise<number[]> = async (_t, seats) => [...seats];
  /** Called after a commit that wrote outbox rows (the outbox sends them at once). */
  noticed: () => void = () => {};
  /** The server sends e-mail (SMTP_URL): notices get an e-mail row too. */
  mailOn = false;

  /**
   * The notices of a change at a slow table (issue 34): "your turn" for each seat it newly makes
   * act (a move, a deal, or a match's start: commands/fresh-turns.ts) whose profile is not connected
   * (nor `here`, the one whose request made the change), with its one reminder at three quarters of the move time
   * (written now, for every such seat: the outbox drops it if the table moved on by then); and
   * "the match ended" for the absent profiles seated when it ends.
   */
  private async notices(
    t: Table,
    p: Change,
    at: string,
    endsMatch: boolean,
    here: string | null,
  ): Promise<Notify[]> {
    if (!t.slow) return [];
    const version = t.version + p.entries.length;
    const mail = this.mailOn;
    const held = (seat: number) => {
      const s = t.seats[seat];
      return s?.kind === 'human' && !s.standIn && s.profile ? s.profile : null;
    };
    const out: Notify[] = [];
    if (endsMatch) {
      const seats = t.seats.map((s) => s.seat).filter((seat) => held(seat));
      for (const seat of await this.absentSeats(t, seats))
        out.push({ profile: held(seat) ?? '', table: t.id, version, kind: 'ended', at, mail });
      return out;
    }
    const fresh = freshTurns(t, p).filter((seat) => held(seat));
    if (!fresh.length) return [];
    if (t.turnClockMs) {
      const due = new Date(reminderAt(Date.parse(at), t.turnClockMs)).toISOString();
      for (const seat of fresh)
        out.push({ profile: held(seat) ?? '', table: t.id, version, kind: 'reminder', at, due, mail });
    }
    for (const seat of await this.absentSeats(t, fresh))
      if (held(seat) !== here)
        out.push({ profile: held(seat) ?? '', table: t.id, version, kind: 'turn', at, mail });
    return out;
  }

  /** Writes a seat change, then reads the seats back; false (or its `lost` refusal) when the seat had changed. */
  private async seatChange(t: Table, c: SeatChange): Promise<boolean> {
    const done = await this.seats.update(t.id, c.seat, c.set, c.guard);
    t.seats = await this.seats.load(t.id);
    if (!done && c.lost) throw c.lost;
    return done;
  }

  /** A seat's action. `byClock`: the turn clock made it for the seat (the log says so). */
  act(t: Table, seat: number, action: Json, expectVersion?: number, byClock = false): Promise<void> {
    return this.commit(t, (cur) => planAct(cur, { seat, action, expectVersion, byClock }));
  }

  /** Deals the next round (only at `expectVersion` when given). */
  nextRound(t: Table, expectVersion?: number): Promise<void> {
    return this.commit(t, (cur) => planNextRound(cur, expectVersion));
  }

  endMatch(t: Table, reason: string): Promise<void> {
    return this.commit(t, (cur) => planEndMatch(cur, reason));
  }

  /**
   * A seated person asks to end the match; it ends once every person seated and present has asked
   * (commands/end-match.ts); until then `waiting` names the seats still to ask.
   */
  async askEnd(t: Table, seat: number): Promise<{ ended: boolean; waiting: number[] }> {
    await this.seatChange(t, must(planAskEnd(t, seat)));
    const waiting = endWaiting(t);
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
   * Starts the next match; the seed is fresh randomness (newSeed) unless a test names one. `here`:
   * the profile whose request starts it (making the table, taking its last seat) is on its way to the
   * table, so it is not told its first turn (its reminder is written as anyone's).
   */
  startMatch(
    t: Table,
    expectMatch: number,
    seed: string = this.newSeed(t, expectMatch + 1),
    here: string | null = null,
  ): Promise<void> {
    return this.commit(t, (cur) => planStartMatch(cur, expectMatch, seed), here);
  }

  /**
   * A fresh token for a person's seat (today's deal given back to its player, issue 35): the old
   * token stops opening it.
   */
  async newToken(t: Table, seat: number): Promise<string> {
    const token = randomId(24);
    if (!(await this.seats.update(t.id, seat, { tokenHash: hashSecret(token) }, { kind: 'human' })))
      throw new Refused('not-seated', `Seat ${seat} holds no person.`);
    t.seats = await this.seats.load(t.id);
    return token;
  }

  /** The seat a token opens at this table, or null. */
  seatOf(t: Table, token: string | undefined): number | null {
    if (!token) return null;
    const h = hashSecret(token);
    return t.seats.find((s) => s.kind === 'human' && s.tokenHash === h)?.seat ?? null;
  }

  /** The seat a signed-in profile holds at this table (its devices take it without the token), or null. */
  seatOfProfile(t: Table, profile: string | null): number | null {
    if (!profile) return null;
    return t.seats.find((s) => s.kind === 'human' && s.profile === profile)?.seat ?? null;
  }

  /** Takes a seat (commands/join.ts), with a fresh token for it. */
  async join(
    t: Table,
    invite: string | undefined,
    name: string,
    seat?: number,
    profile?: string | null,
  ): Promise<{ seat: number; token: string }> {
    const token = randomId(24);
    const c = must(planJoin(t, { invite, name, seat, token, profile }));
    await this.seatChange(t, c);
    return { seat: c.seat, token };
  }

  /** Leaves a seat (commands/leave.ts). */
  async leave(t: Table, seat: number): Promise<void> {
    const c = planLeave(t, seat);
    if (c) await this.seatChange(t, c);
  }

  /**
   * The deadline of the decision at `d.version`: stored unless one for that version (or a later one)
   * is there already (another node's), and returned as stored.
   */
  async setDeadline(t: Table, d: Deadline): Promise<Deadline | null> {
    t.deadline = await this.tables.setDeadline(t.id, d);
    return t.deadline;
  }

  async askRematch(t: Table, seat: number, matchNo: number): Promise<void> {
    await this.seatChange(t, planAskRematch(seat, matchNo));
  }

  async markReady(t: Table, seat: number, version: number): Promise<void> {
    await this.seatChange(t, planMarkReady(seat, version));
  }

  /** Marks a seat away (its clock ran out) or back; true when that changed it. */
  setAway(t: Table, seat: number, on: boolean): Promise<boolean> {
    return this.seatChange(t, planSeatFlag(seat, 'away', on));
  }

  /** A seated person lets a bot take a waiting slow table's seat whose deadline passed (issue 34). */
  async letBot(t: Table, by: number | null, seat: number, at: number): Promise<void> {
    await this.seatChange(t, must(planLetBot(t, by, seat, at)));
  }

  /** What a seat's person last saw at a slow table (issue 34); the version before. */
  async markSeen(t: Table, seat: number): Promise<number | null> {
    const before = t.seats[seat]?.seen ?? null;
    if (before !== t.version) await this.seats.update(t.id, seat, { seen: t.version });
    const s = t.seats[seat];
    if (s) t.seats[seat] = { ...s, seen: t.version };
    return before;
  }

  setStandIn(t: Table, seat: number, on: boolean): Promise<boolean> {
    return this.seatChange(t, planSeatFlag(seat, 'standIn', on));
  }

  /** The host's change of a seat before the match (commands/set-seat.ts). */
  async setSeat(t: Table, seat: number, kind: 'open' | 'bot', level: Level): Promise<void> {
    await this.seatChange(t, must(planSetSeat(t, seat, kind, level)));
  }

  /** Stores a chat line at the table's next chat seq (never an event: the record does not see it). */
  async addChat(t: Table, line: Omit<ChatRow, 'table_id' | 'seq' | 'at'>): Promise<ChatRow> {
    // At a slow table, each absent profile whose name the line says is told (issue 34), written
    // with the line.
    const named = t.slow
      ? t.seats.filter(
          (s) =>
            s.kind === 'human' &&
            s.profile &&
            s.seat !== line.seat &&
            s.name &&
            namesSaid(line.body, [s.name]).length,
        )
      : [];
    const absent = named.length
      ? await this.absentSeats(
          t,
          named.map((s) => s.seat),
        )
      : [];
    const row = await this.chat.add(t.id, line, (seq, at) =>
      absent.map((seat) => ({
        profile: t.seats[seat]?.profile ?? '',
        table: t.id,
        version: seq,
        kind: 'chat' as const,
        at,
        data: line.name,
        mail: this.mailOn,
      })),
    );
    if (absent.length) this.noticed();
    return row;
  }

  /** The table's chat lines after `afterSeq`, the last `limit` of them, oldest first. */
  chatSince(table: string, afterSeq: number, limit: number): Promise<ChatRow[]> {
    return this.chat.since(table, afterSeq, limit);
  }

  /**
   * Counts one hint for the seat in this round of the current match, unless it has `perRound`
   * already. The seat's count this round after it, and whether it was counted; `t.hintsUsed` is
   * brought up to date.
   */
  async countHint(
    t: Table,
    seat: number,
    round: number,
    perRound: number,
  ): Promise<{ counted: boolean; round: number }> {
    const res = await this.hints.count({ table: t.id, matchNo: t.matchNo, round, seat }, perRound);
    t.hintsUsed = await this.hintsUsed(t);
    return res;
  }

  /** Hints each seat used in match `matchNo` (the current one when absent), by seat. */
  hintsUsed(t: Table, matchNo = t.matchNo): Promise<number[]> {
    return this.hints.used(t.id, matchNo, t.players);
  }

  async listOpen(limit = 100): Promise<Table[]> {
    const out: Table[] = [];
    for (const id of await this.tables.waitingPublic(limit)) {
      const t = await this.get(id);
      if (t && t.seats.some((s) => s.kind === 'open')) out.push(t);
    }
    return out;
  }

  /**
   * The tables not over and those over that were last changed at or before `overBefore`, with their status
   * and last change (their last event, else their creation), ISO times.
   */
  activity(overBefore?: string): Promise<{ id: string; status: TableStatus; last: string }[]> {
    return this.tables.activity(overBefore);
  }

  /** Deletes a table and everything stored about it (its records too). */
  async remove(id: string): Promise<void> {
    await this.tables.remove(id);
    this.forget(id);
    for (const kept of [this.pastTotals, this.pastMatches])
      for (const k of [...kept.keys()]) if (k.startsWith(`${id}#`)) kept.delete(k);
  }

  playingIds(): Promise<string[]> {
    return this.tables.playing();
  }

  /** Every finished match of the table, first to last, with its totals after each round. */
  async matchHistory(t: Table): Promise<MatchTotals[]> {
    const out = [];
    for (let n = 1; n <= t.matchNo; n++) {
      if (n === t.matchNo) {
        if (t.match && matchOver(t)) out.push(totalsOf(n, t.match));
        continue;
      }
      const key = `${t.id}#${n}`;
      let totals = this.pastTotals.get(key);
      if (!totals) {
        const m = await this.pastMatch(t, n);
        if (!m) continue;
        totals = totalsOf(n, m);
        keepNewest(this.pastTotals, key, totals, KEPT_TOTALS);
      }
      out.push(totals);
    }
    return out;
  }

  /** A match before the table's current one: kept, or replayed from its events once. */
  private async pastMatch(t: Table, n: number): Promise<Match | null> {
    const key = `${t.id}#${n}`;
    const hit = this.pastMatches.get(key);
    if (hit) {
      keepNewest(this.pastMatches, key, hit, KEPT_MATCHES);
      return hit;
    }
    const m = await this.replayMatch(t, n);
    if (m) keepNewest(this.pastMatches, key, m, KEPT_MATCHES);
    return m;
  }

  private async replayMatch(t: Table, n: number): Promise<Match | null> {
    this.replays++;
    const events = await this.events.ofMatch(t.id, n);
    const seed = (await this.events.seeds(t.id, [n])).get(n);
    if (seed === undefined) return null;
    const tmp: Table = { ...t, version: (events[0]?.seq ?? 1) - 1, match: null, log: [], pending: [] };
    for (const e of events) {
      applyStored(tmp, parseEntry(e), e.seq, () => seed);
      tmp.version = e.seq;
    }
    return tmp.match;
  }

  /** The game record of match `matchNo` (the current one when absent), with its seed: only once it has ended. */
  async record(t: Table, matchNo: number | undefined, form: 'full' | 'seed'): Promise<Json> {
    const src = must(planRecord(t, matchNo));
    const m = 'current' in src ? src.current : await this.pastMatch(t, src.past);
    if (!m) throw new Refused('not-found', `This table has no match ${matchNo ?? t.matchNo}.`);
    return recordOf(m, form);
  }
}
