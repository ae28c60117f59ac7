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

interface Waiting {
  readonly write: Write;
  readonly resolve: (stored: boolean) => void;
  readonly reject: (e: unknown) => void;
}

export interface GroupCommit {
  /** True once committed; false when another writer took the key first (nothing of it was stored). */
  write(w: Write): Promise<boolean>;
}

export function groupCommit(db: Db, grouped = true): GroupCommit {
  let next: Waiting[] = [];
  let flushing = false;

  async function one(w: Waiting): Promise<void> {
    try {
      await db.transaction().execute(w.write);
      w.resolve(true);
    } catch (e) {
      if (isUniqueViolation(e)) w.resolve(false);
      else w.reject(e);
    }
  }

  async function many(batch: Waiting[]): Promise<void> {
    const outcome: ({ stored: boolean } | { error: unknown })[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const w of batch) {
          await sql`savepoint w`.execute(trx);
          try {
            await w.write(trx);
            await sql`release savepoint w`.execute(trx);
            outcome.push({ stored: true });
          } catch (e) {
            await sql`rollback to savepoint w`.execute(trx);
            await sql`release savepoint w`.execute(trx);
            outcome.push(isUniqueViolation(e) ? { stored: false } : { error: e });
          }
        }
      });
    } catch (e) {
      for (const w of batch) w.reject(e);
      return;
    }
    batch.forEach((w, i) => {
      const o = outcome[i];
      if (o && 'stored' in o) w.resolve(o.stored);
      else w.reject(o?.error);
    });
  }

  async function flush(): Promise<void> {
    flushing = true;
    while (next.length) {
      const batch = next;
      next = [];
      await (batch.length === 1 ? one(batch[0] as Waiting) : many(batch));
    }
    flushing = false;
  }

  if (!grouped)
    return {
      write: (write) => new Promise<boolean>((resolve, reject) => void one({ write, resolve, reject })),
    };
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
