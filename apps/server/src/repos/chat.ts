/** The chat table: a table's lines, each at the table's next seq, the last CHAT_KEPT of them kept. */
import { isUniqueViolation, now, type ChatRow, type Db } from '../db';

/** Lines kept per table (issue 38): older ones are deleted as new ones come. */
export const CHAT_KEPT = 500;

export function chatRepo(db: Db) {
  return {
    /** Stores a line at the table's next chat seq; another node taking that seq first means the next one. */
    async add(table: string, line: Omit<ChatRow, 'table_id' | 'seq' | 'at'>): Promise<ChatRow> {
      for (let attempt = 0; ; attempt++) {
        const last = await db
          .selectFrom('chat')
          .select((eb) => eb.fn.max('seq').as('m'))
          .where('table_id', '=', table)
          .executeTakeFirst();
        const row: ChatRow = { ...line, table_id: table, seq: Number(last?.m ?? 0) + 1, at: now() };
        try {
          await db.insertInto('chat').values(row).execute();
          await db
            .deleteFrom('chat')
            .where('table_id', '=', table)
            .where('seq', '<=', row.seq - CHAT_KEPT)
            .execute();
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
