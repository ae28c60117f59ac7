/**
 * Group commit: the writes that arrive while a commit is on its way (moves of many tables) go into
 * the next transaction together, each in its own savepoint, so one that loses a race (the events'
 * unique key) is rolled back alone. Each caller is answered only after the transaction holding its
 * write has committed. One transaction is in flight at a time.
 *
 * For SQLite (one connection: transactions run one after another anyway, and each commit is the
 * expensive part). PostgreSQL already flushes the WAL of concurrent commits together, and a batch on
 * one connection would run its statements one round trip after another where the pool runs them side
 * by side: there (`grouped` false) each write is its own transaction, as many at once as the pool has.
 */
import { sql, type Transaction } from 'kysely';
import { isUniqueViolation, type Db, type Schema } from './db';

export type Write = (trx: Transaction<Schema>) => Promise<void>;

/** What became of one write of a batch. */
export type Outcome = { readonly stored: boolean } | { readonly error: unknown };

/** Runs a batch of writes in one transaction: an outcome per write, or throws when the whole failed. */
export type RunBatch<W> = (batch: readonly W[]) => Promise<Outcome[]>;

interface Waiting<W> {
  readonly write: W;
  readonly resolve: (stored: boolean) => void;
  readonly reject: (e: unknown) => void;
}

export interface GroupCommit<W = Write> {
  /** True once committed; false when another writer took the key first (nothing of it was stored). */
  write(w: W): Promise<boolean>;
}

/** The outcome of a write that threw: a lost race, or a failure. */
export const failed = (e: unknown): Outcome => (isUniqueViolation(e) ? { stored: false } : { error: e });

/** Batches the writes that arrive together and runs each batch with `run`, one batch at a time. */
export function batched<W>(run: RunBatch<W>): GroupCommit<W> {
  let next: Waiting<W>[] = [];
  let flushing = false;

  async function flush(): Promise<void> {
    flushing = true;
    while (next.length) {
      const batch = next;
      next = [];
      let outcomes: Outcome[];
      try {
        outcomes = await run(batch.map((w) => w.write));
      } catch (e) {
        for (const w of batch) w.reject(e);
        continue;
      }
      batch.forEach((w, i) => {
        const o = outcomes[i];
        if (o && 'stored' in o) w.resolve(o.stored);
        else w.reject(o?.error);
      });
    }
    flushing = false;
  }

  return {
    write: (write) =>
      new Promise<boolean>((resolve, reject) => {
        next.push({ write, resolve, reject });
        // Whatever else arrives in this turn of the event loop, or while a commit runs, joins it.
        if (!flushing) {
          flushing = true;
          setImmediate(() => void flush());
        }
      }),
  };
}

/** Kysely writes: a batch of one is its own transaction; more share one, a savepoint each. */
export function kyselyBatch(db: Db): RunBatch<Write> {
  return async (batch) => {
    if (batch.length === 1) {
      try {
        await db.transaction().execute(batch[0] as Write);
        return [{ stored: true }];
      } catch (e) {
        return [failed(e)];
      }
    }
    const outcome: Outcome[] = [];
    await db.transaction().execute(async (trx) => {
      for (const w of batch) {
        await sql`savepoint w`.execute(trx);
        try {
          await w(trx);
          await sql`release savepoint w`.execute(trx);
          outcome.push({ stored: true });
        } catch (e) {
          await sql`rollback to savepoint w`.execute(trx);
          await sql`release savepoint w`.execute(trx);
          outcome.push(failed(e));
        }
      }
    });
    return outcome;
  };
}

export function groupCommit(db: Db, grouped = true): GroupCommit {
  const run = kyselyBatch(db);
  if (!grouped)
    return {
      // Each its own transaction, as many at once as the pool has.
      write: async (w) => {
        const [o] = await run([w]);
        if (o && 'stored' in o) return o.stored;
        throw o?.error;
      },
    };
  return batched(run);
}
