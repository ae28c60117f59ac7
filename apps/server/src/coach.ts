/**
 * The coach at the server (issue 17): the marks of a finished match's decisions by its people,
 * searched in the bot pool (never on the event loop when there are workers), kept in the `coach`
 * table so that a match is judged once. The first ask starts the work and answers with its progress;
 * later asks see the progress, then the marks.
 *
 * Only finished matches: their records are given out anyway (GET /record), so the marks, which name
 * the seat's own cards, show nothing the record does not.
 */
import { coachRecordAsync, type CoachMark, type CoachReport } from '@kortbord/bots';
import type { Json } from '@kortbord/engine';
import type { Logger } from 'pino';
import type { BotDriver } from './bots';
import { isUniqueViolation, now, type Db } from './db';
import type { TableQueue } from './queue';
import type { TableStore } from './store';
import { Refused, type Table } from './table';

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
  | { readonly status: 'running'; readonly match: number; readonly done: number; readonly total: number };

export interface CoachService {
  /** Match `n`'s marks (`round`: of that round only), or the progress of their search. */
  get(t: Table, n: number, round?: number): Promise<CoachAnswer>;
  /** Resolves when no search is running (tests, shutdown). */
  idle(): Promise<void>;
}

interface Job {
  done: number;
  total: number;
  readonly finished: Promise<void>;
}

/** Matches judged at once by one node: each fills the pool's background lane for a while. */
export const MAX_COACH_JOBS = 2;

export function createCoach(deps: {
  db: Db;
  store: TableStore;
  queue: TableQueue;
  driver: BotDriver;
  log: Logger;
  maxJobs?: number;
}): CoachService {
  const { db, store, queue, driver, log } = deps;
  const jobs = new Map<string, Job>();
  const maxJobs = deps.maxJobs ?? MAX_COACH_JOBS;

  const stored = async (t: Table, n: number) => {
    const row = await db
      .selectFrom('coach')
      .selectAll()
      .where('table_id', '=', t.id)
      .where('match_no', '=', n)
      .executeTakeFirst();
    if (!row) return null;
    return {
      seats: row.seats ? row.seats.split(',').map(Number) : [],
      report: JSON.parse(row.report) as CoachReport,
    };
  };

  const keep = async (t: Table, n: number, seats: readonly number[], report: CoachReport) => {
    try {
      await db
        .insertInto('coach')
        .values({
          table_id: t.id,
          match_no: n,
          seats: seats.join(','),
          report: JSON.stringify(report),
          at: now(),
        })
        .execute();
    } catch (e) {
      // Another node judged the same match first: its marks are the same (same seed, same record).
      if (!isUniqueViolation(e)) throw e;
    }
  };

  function start(t: Table, n: number, record: Json, seats: readonly number[]): Job {
    const key = `${t.id}/${n}`;
    const progress = { done: 0, total: 0 };
    const run = async () => {
      try {
        const r = await coachRecordAsync(
          record,
          (input, opts) => driver.analyse(input, opts, { urgent: false, tag: t.id }),
          { seats },
          (done, total) => {
            progress.done = done;
            progress.total = total;
          },
        );
        if (!r.ok) throw new Error(`the record of ${key} does not replay: ${r.error.message}`);
        await keep(t, n, seats, r.report);
      } catch (e) {
        log.error({ err: (e as Error).message, table: t.id, match: n }, 'coach failed');
      } finally {
        jobs.delete(key);
      }
    };
    // In the map before it starts: the walk of the record runs at once, and may even finish.
    const job: Job = Object.assign(progress, { finished: Promise.resolve().then(run) });
    jobs.set(key, job);
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

  return {
    async get(t, n, round) {
      const have = await stored(t, n);
      if (have) return done(n, have.seats, have.report, round);
      const running = jobs.get(`${t.id}/${n}`);
      if (running) return { status: 'running', match: n, done: running.done, total: running.total };
      // The record only of a finished match (store.record refuses otherwise: not-over, not-found).
      const { record, seats } = await queue.run(t.id, async () => {
        await store.refresh(t);
        return {
          record: await store.record(t, n, 'full'),
          seats: t.seats.filter((s) => s.kind === 'human').map((s) => s.seat),
        };
      });
      const raced = jobs.get(`${t.id}/${n}`);
      if (raced) return { status: 'running', match: n, done: raced.done, total: raced.total };
      if (jobs.size >= maxJobs)
        throw new Refused('rate-limited', 'The coach is busy with other matches; ask again in a minute.');
      const job = start(t, n, record, seats);
      return { status: 'running', match: n, done: job.done, total: job.total };
    },
    idle: async () => {
      await Promise.all([...jobs.values()].map((j) => j.finished));
    },
  };
}
