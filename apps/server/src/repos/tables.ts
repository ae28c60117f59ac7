/** The tables table, with what belongs to a table as a whole: its creation with seats, its deadline, its removal. */
import type { Db, SeatsRow, TablesRow } from '../db';
import type { Deadline, TableStatus } from '../table';
import { deadlineFromRow } from './rows';

export function tablesRepo(db: Db) {
  return {
    /** The table and its seats, in one transaction. */
    async insert(row: TablesRow, seats: readonly SeatsRow[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('tables').values(row).execute();
        await trx
          .insertInto('seats')
          .values([...seats])
          .execute();
      });
    },

    byId(id: string): Promise<TablesRow | undefined> {
      return db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Tables the creator has that wait or are played. */
    async openBy(creator: string): Promise<number> {
      const open = await db
        .selectFrom('tables')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('creator', '=', creator)
        .where('status', 'in', ['waiting', 'playing'])
        .executeTakeFirstOrThrow();
      return Number(open.n);
    },

    /** Public tables waiting for players, newest first. */
    async waitingPublic(limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('tables')
        .select('id')
        .where('status', '=', 'waiting')
        .where('public', '=', 1)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    async playing(): Promise<string[]> {
      const rows = await db.selectFrom('tables').select('id').where('status', '=', 'playing').execute();
      return rows.map((r) => r.id);
    },

    /**
     * The tables the reaper may have work at, with their status and last change (their last event,
     * else their creation), ISO times: every table not over, and the finished ones changed at or before
     * `overBefore` (all of them without it). From the tables' rows alone (010), never the events, and
     * the finished ones through the index on status and last change (015): the many finished tables
     * kept for their records cost nothing until their time comes.
     */
    async activity(overBefore?: string): Promise<{ id: string; status: TableStatus; last: string }[]> {
      let q = db.selectFrom('tables').select(['id', 'status', 'created_at', 'last_at']);
      if (overBefore !== undefined)
        q = q.where((eb) =>
          eb.or([
            // Named, not `<> 'over'`, so that each branch is a range of the index.
            eb('status', 'in', ['waiting', 'playing']),
            eb.and([eb('status', '=', 'over'), eb('last_at', '<=', overBefore)]),
            eb.and([
              eb('status', '=', 'over'),
              eb('last_at', 'is', null),
              eb('created_at', '<=', overBefore),
            ]),
          ]),
        );
      const rows = await q.execute();
      return rows.map((r) => ({
        id: r.id,
        status: r.status as TableStatus,
        last: r.last_at ?? r.created_at,
      }));
    },

    /**
     * Stores the deadline unless one for that version or a later one is there (another node's), and
     * returns the one stored.
     */
    async setDeadline(id: string, d: Deadline): Promise<Deadline | null> {
      await db
        .updateTable('tables')
        .set({
          deadline_version: d.version,
          deadline_seats: d.seats.join(','),
          deadline_at: new Date(d.at).toISOString(),
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('deadline_version', 'is', null), eb('deadline_version', '<', d.version)]))
        .execute();
      const row = await db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? deadlineFromRow(row) : null;
    },

    /** Deletes the table and everything stored about it, its records too. */
    async remove(id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('events').where('table_id', '=', id).execute();
        await trx.deleteFrom('chat').where('table_id', '=', id).execute();
        await trx.deleteFrom('coach').where('table_id', '=', id).execute();
        await trx.deleteFrom('hint_counts').where('table_id', '=', id).execute();
        await trx.deleteFrom('matches').where('table_id', '=', id).execute();
        await trx.deleteFrom('seats').where('table_id', '=', id).execute();
        // A group's link to the table goes with it (the group stays).
        await trx.deleteFrom('group_tables').where('table_id', '=', id).execute();
        await trx.deleteFrom('tables').where('id', '=', id).execute();
      });
    },
  };
}

export type TablesRepo = ReturnType<typeof tablesRepo>;
