/**
 * The coach at the server (issue 17): the marks of a finished match's decisions by its people,
 * searched in the bot pool (never on the event loop when there are workers), kept in the `coach`
 * table so that a match is judged once. The first ask starts the work and answers with its progress;
 * later asks see the progress, then the marks.
 *
 * An ended match: every person's marks, kept in the table. Its record is given out anyway (GET
 * /record), so the marks, which name the seats' own cards, show nothing the record does not.
 *
 * A running match (a President match never ends by itself, Viggo runs many rounds): only a seat's
 * own marks for one finished round, asked with that seat's token. Each mark is searched from that
 * seat's input at the decision, so its values and better move use only what the seat saw then; the
 * record (every hand, and the seed the later rounds are dealt from) never leaves the server. Kept in
 * memory only: once the match ends the whole match is judged and stored as above.
 */
import { coachRecordAsync, type CoachMark, type CoachReport } from '@kortbord/bots';
import { isObject, reason, writeRecord, type Json } from '@kortbord/engine';
import type { Logger } from 'pino';
import type { BotDriver } from './bots';
import type { Db } from './db';
import { fairLine, type Asker } from './fair-line';
import { coachRepo } from './repos/coach';
import type { TableQueue } from './queue';
import type { TableStore } from './store';
import { matchOver, Refused, type Table } from './table';

export type CoachAnswer =
  | {
      readonly status: 'done';
      readonly match: number;
      readonly game: string;
      /** The seats judged: those with people. */
      readonly seats: readonly number[];
      /** Samples per decision. */
      readonly samples: number;
      readonly marks: readonly CoachMark[];
    }
  | {
      readonly status: 'done';
      readonly match: number;
      readonly game: string;
      /** A running match: one seat's marks of one finished round. */
      readonly round: number;
      readonly seats: readonly [number];
      readonly samples: number;
      /** `move`: the mark's move in its round, counting every seat's moves from 1. */
      readonly marks: readonly (CoachMark & { readonly move: number })[];
    }
  | {
      readonly status: 'running';
      readonly match: number;
      readonly done: number;
      readonly total: number;
      /** Its place in the coach's line (issue 38): 1 runs next; 0 once it runs. */
      readonly waiting: number;
      /** The marks judged so far, in the record's order, so the reader sees the first ones early. */
      readonly marks: readonly CoachMark[];
    };

export interface CoachService {
  /**
   * Match `n`'s marks (`round`: of that round only), or the progress of their search. While the
   * match runs: only the marks of the seat `token` opens, for a finished `round`.
   */
  get(t: Table, n: number, round?: number, token?: string, who?: CoachAsker): Promise<CoachAnswer>;
  /** Resolves when no search is running (tests, shutdown). */
  idle(): Promise<void>;
}

/** Who asks the coach (issue 38): the address, and the profile when signed in. */
export interface CoachAsker {
  readonly address: string;
  readonly profile: string | null;
}

interface Job {
  done: number;
  total: number;
  readonly marks: CoachMark[];
  readonly finished: Promise<void>;
}

/** Matches (or seats' rounds) judged at once by one node: each fills the pool's background lane for a while. */
export const MAX_COACH_JOBS = 2;

/**
 * The line for those places, fair per asker (issue 38): searches one address, profile or seat has
 * started, waiting or running; searches waiting on the node. A search another asked first is shared
 * and counts for nobody else.
 */
export const COACH_LINE = { perAsker: 2, waiting: 32 } as const;

/** Seats' rounds of running matches kept in memory; the oldest go first beyond this. */
export const MAX_KEPT_ROUNDS = 1000;

/** Each mark's move in its round: the seats' moves counted from the round's deal (RECORD.md entries). */
export function movesInRound(record: Json): Map<number, number> {
  const out = new Map<number, number>();
  const moves = isObject(record) && Array.isArray(record['moves']) ? record['moves'] : [];
  let n = 0;
  moves.forEach((e, i) => {
    if (isObject(e) && 'deal' in e) n = 0;
    else if (isObject(e) && 'seat' in e) out.set(i, ++n);
  });
  return out;
}

export interface CoachSettings {
  /** Searches at once on the node (MAX_COACH_JOBS). */
  readonly maxJobs?: number;
  /** The line for them (COACH_LINE). */
  readonly line?: { readonly perAsker: number; readonly waiting: number };
  /**
   * Told when a search takes its place, awaited before it begins (tests: the order searches start
   * in, and a search held while others ask).
   */
  readonly onStart?: (key: string) => void | Promise<void>;
}

export function createCoach(
  deps: {
    db: Db;
    store: TableStore;
    queue: TableQueue;
    driver: BotDriver;
    log: Logger;
  } & CoachSettings,
): CoachService {
  const { db, store, queue, driver, log } = deps;
  /** Searches waiting or running, by key. */
  const jobs = new Map<string, Job>();
  const maxJobs = deps.maxJobs ?? MAX_COACH_JOBS;
  const limits = deps.line ?? COACH_LINE;
  /** A search waiting for its place: `go` starts it. */
  interface Waiting {
    readonly job: Job;
    readonly asker: Asker;
    readonly go: () => void;
  }
  const line = fairLine<Waiting>(limits);
  const waiting = new Map<Job, Waiting>();
  let searching = 0;
  /** Starts waiting searches while places are free, one asker's in turn with the others'. */
  const pump = () => {
    while (searching < maxJobs) {
      const w = line.take();
      if (!w) return;
      searching++;
      waiting.delete(w.job);
      w.go();
    }
  };
  const askerOf = (who: CoachAsker | undefined, seat?: string): Asker => {
    const lane = `a:${who?.address ?? ''}`;
    return {
      lane,
      ids: [...(who?.profile ? [`p:${who.profile}`] : []), ...(seat ? [`s:${seat}`] : [])],
    };
  };

  const reports = coachRepo(db);
  const stored = (t: Table, n: number) => reports.get<CoachReport>(t.id, n);
  // Another node judged the same match first: its marks are the same (same seed, same record).
  const keep = (t: Table, n: number, seats: readonly number[], report: CoachReport) =>
    reports.keep(t.id, n, seats, report);

  /** Seat rounds of running matches: `${table}/${match}/${round}/${seat}`. */
  const rounds = new Map<string, CoachReport>();

  /**
   * Puts the search in the line (it starts at once when a place is free and nobody waits), or
   * refuses the asker over its share or a full line.
   */
  function start(
    t: Table,
    key: string,
    record: Json,
    only: { seats: readonly number[]; round?: number },
    keep: (report: CoachReport) => Promise<void>,
    asker: Asker,
  ): Job {
    const progress = { done: 0, total: 0, marks: [] as CoachMark[] };
    let go!: () => void;
    const placed = new Promise<void>((resolve) => (go = resolve));
    const run = async () => {
      try {
        await deps.onStart?.(key);
        const r = await coachRecordAsync(
          record,
          (input, opts) => driver.analyse(input, opts, { urgent: false, tag: t.id }),
          only,
          (done, total, mark) => {
            progress.done = done;
            progress.total = total;
            if (mark) progress.marks.push(mark);
          },
        );
        if (!r.ok) throw new Error(`the record of ${key} does not replay: ${r.error.message}`);
        await keep(r.report);
      } catch (e) {
        log.error({ err: (e as Error).message, table: t.id, job: key }, 'coach failed');
      } finally {
        jobs.delete(key);
        searching--;
        line.done(asker);
        pump();
      }
    };
    const job: Job = Object.assign(progress, { finished: placed.then(run) });
    const entry: Waiting = { job, asker, go };
    const offered = line.offer(asker, entry);
    if (!offered.ok)
      throw offered.why === 'asker-full'
        ? new Refused(
            'rate-limited',
            `At most ${limits.perAsker} matches with the coach at once for one asker.`,
            reason('coach-asker-limit', { n: limits.perAsker }),
          )
        : new Refused(
            'rate-limited',
            'The coach has too many matches waiting; ask again in a minute.',
            reason('coach-busy'),
          );
    // In the map before it starts: the walk of the record runs at once, and may even finish.
    jobs.set(key, job);
    waiting.set(job, entry);
    pump();
    return job;
  }

  const done = (n: number, seats: readonly number[], report: CoachReport, round?: number): CoachAnswer => ({
    status: 'done',
    match: n,
    game: report.game,
    seats,
    samples: report.samples,
    marks: round === undefined ? report.marks : report.marks.filter((m) => m.round === round),
  });

  const running = (n: number, job: Job, round?: number): CoachAnswer => ({
    status: 'running',
    match: n,
    done: job.done,
    total: job.total,
    waiting: (() => {
      const w = waiting.get(job);
      return w ? line.ahead(w) + 1 : 0;
    })(),
    // Judged in any order by the pool: shown in the record's order.
    marks: job.marks.filter((m) => round === undefined || m.round === round).sort((a, b) => a.step - b.step),
  });

  /** One seat's own marks of a finished round of the running match (checked under the table's queue). */
  function seatRound(
    t: Table,
    n: number,
    round: number,
    seat: number,
    record: Json,
    who: CoachAsker | undefined,
  ): CoachAnswer {
    const key = `${t.id}/${n}/${round}/${seat}`;
    const have = rounds.get(key);
    if (have) {
      const move = movesInRound(record);
      return {
        status: 'done',
        match: n,
        game: have.game,
        round,
        seats: [seat],
        samples: have.samples,
        marks: have.marks.map((m) => ({ ...m, move: move.get(m.step) ?? 0 })),
      };
    }
    const job = jobs.get(key);
    if (job) return running(n, job);
    return running(
      n,
      start(
        t,
        key,
        record,
        { seats: [seat], round },
        async (report) => {
          rounds.set(key, report);
          if (rounds.size > MAX_KEPT_ROUNDS) rounds.delete(rounds.keys().next().value as string);
        },
        askerOf(who, `${t.id}/${seat}`),
      ),
    );
  }

  return {
    async get(t, n, round, token, who) {
      const have = await stored(t, n);
      if (have) return done(n, have.seats, have.report, round);
      const whole = jobs.get(`${t.id}/${n}`);
      if (whole) return running(n, whole, round);
      const asked = await queue.run(t.id, async () => {
        await store.refresh(t);
        const m = t.match;
        if (m && n === t.matchNo && !matchOver(t)) {
          // The running match: a seat's own finished round, never the record itself.
          if (round === undefined)
            throw new Refused(
              'not-over',
              'The coach goes through the whole match once it has ended; ask for a finished round with ?round=R.',
            );
          const seat = store.seatOf(t, token);
          if (seat === null)
            throw new Refused(
              'bad-token',
              'Only a seat of this table may ask the coach about a running match.',
            );
          if (round < 1 || m.results.length < round)
            throw new Refused(
              'round-not-over',
              `Round ${round} is not over yet: the coach looks at finished rounds.`,
            );
          return { kind: 'seat', answer: seatRound(t, n, round, seat, writeRecord(m), who) } as const;
        }
        // The record only of a finished match (store.record refuses otherwise: not-over, not-found).
        return {
          kind: 'match',
          record: await store.record(t, n, 'full'),
          seats: t.seats.filter((s) => s.kind === 'human').map((s) => s.seat),
        } as const;
      });
      if (asked.kind === 'seat') return asked.answer;
      const { record, seats } = asked;
      const raced = jobs.get(`${t.id}/${n}`);
      if (raced) return running(n, raced, round);
      const job = start(
        t,
        `${t.id}/${n}`,
        record,
        { seats },
        (report) => keep(t, n, seats, report),
        askerOf(who),
      );
      return running(n, job, round);
    },
    idle: async () => {
      await Promise.all([...jobs.values()].map((j) => j.finished));
    },
  };
}
