/** One-time link codes: SQL only (whether a typed code signs in is commands/link-code.ts's to say). */
import { isUniqueViolation, type Db, type LinkCodesRow } from '../db';
import { LINK_CODE_TRIES } from '../commands/link-code';

export function linkCodesRepo(db: Db) {
  return {
    /** A new code; false when its first half is taken by a live code (the caller draws again). */
    async insert(row: LinkCodesRow): Promise<boolean> {
      // A dead code's first half may be drawn again: it is removed first.
      await db
        .deleteFrom('link_codes')
        .where('id', '=', row.id)
        .where((eb) =>
          eb.or([
            eb('used', '=', 1),
            eb('tries', '>=', LINK_CODE_TRIES),
            eb('expires_at', '<=', row.created_at),
          ]),
        )
        .execute();
      try {
        await db.insertInto('link_codes').values(row).execute();
        return true;
      } catch (e) {
        if (isUniqueViolation(e)) return false;
        throw e;
      }
    },

    byId(id: string): Promise<LinkCodesRow | undefined> {
      return db.selectFrom('link_codes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Takes one of a live code's tries before its secret is compared (one statement, so that guesses
     * at once, on any node, compare at most LINK_CODE_TRIES secrets): false when none is left.
     */
    async takeTry(id: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('link_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .where('used', '=', 0)
        .where('tries', '<', LINK_CODE_TRIES)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /** Uses the code once (its try taken): true only for the one request that found it unused and live. */
    async use(id: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('link_codes')
        .set({ used: 1 })
        .where('id', '=', id)
        .where('used', '=', 0)
        .where('tries', '<=', LINK_CODE_TRIES)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
