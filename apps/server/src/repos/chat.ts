/** The chat table: a table's lines, each at the table's next seq, the last CHAT_KEPT of them kept. */
import { isUniqueViolation, now, sqliteOf, type ChatRow, type Db } from '../db';
import { writeNotices, type Notify } from '../notices';

/** Lines kept per table (issue 38): older ones are deleted as new ones come. */
export const CHAT_KEPT = 500;

export function chatRepo(db: Db) {
  return {
    /** Stores a line at the table's next chat seq; another node taking that seq first means the next one. */
    async add(
      table: string,
      line: Omit<ChatRow, 'table_id' | 'seq' | 'at'>,
      notices: (seq: number, at: string) => readonly Notify[] = () => [],
    ): Promise<ChatRow> {
      for (let attempt = 0; ; attempt++) {
        const last = await db
          .selectFrom('chat')
          .select((eb) => eb.fn.max('seq').as('m'))
          .where('table_id', '=', table)
          .executeTakeFirst();
        const row: ChatRow = { ...line, table_id: table, seq: Number(last?.m ?? 0) + 1, at: now() };
        try {
          // The line and the notices it causes (issue 34) commit together.
          await db.transaction().execute(async (trx) => {
            await trx.insertInto('chat').values(row).execute();
            await writeNotices(trx, notices(row.seq, row.at), !sqliteOf(db));
            await trx
              .deleteFrom('chat')
              .where('table_id', '=', table)
              .where('seq', '<=', row.seq - CHAT_KEPT)
              .execute();
          });
          return row;
        } catch (e) {
          if (attempt >= 5 || !isUniqueViolation(e)) throw e;
        }
      }
    },

    /** The table's lines after `afterSeq`, the last `limit` of them, oldest first. */
    async since(table: string, afterSeq: number, limit: number): Promise<ChatRow[]> {
      const rows = await db
        .selectFrom('chat')
        .selectAll()
        .where('table_id', '=', table)
        .where('seq', '>', afterSeq)
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse();
    },
  };
}

export type ChatRepo = ReturnType<typeof chatRepo>;
