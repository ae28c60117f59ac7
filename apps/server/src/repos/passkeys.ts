/** Passkeys and the WebAuthn challenges between options and answers: SQL only. */
import type { ChallengesRow, Db, PasskeysRow } from '../db';

export function passkeysRepo(db: Db) {
  return {
    async insert(row: PasskeysRow): Promise<void> {
      await db.insertInto('passkeys').values(row).execute();
    },

    async byId(id: string): Promise<PasskeysRow | undefined> {
      const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
      // PostgreSQL's bigint arrives as text.
      return row && { ...row, counter: Number(row.counter) };
    },

    async ofProfile(profile: string): Promise<PasskeysRow[]> {
      const rows = await db
        .selectFrom('passkeys')
        .selectAll()
        .where('profile_id', '=', profile)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({ ...r, counter: Number(r.counter) }));
    },

    /** After a sign-in: the authenticator's new counter and when. */
    async used(id: string, counter: number, at: string): Promise<void> {
      await db.updateTable('passkeys').set({ counter, last_used: at }).where('id', '=', id).execute();
    },

    async keepChallenge(row: ChallengesRow, at: string): Promise<void> {
      // Old challenges go as new ones come: nothing else needs to sweep them.
      await db.deleteFrom('challenges').where('expires_at', '<', at).execute();
      await db.insertInto('challenges').values(row).execute();
    },

    /** Takes a challenge (once: a second answer to it finds nothing), if it is still live at `at`. */
    async takeChallenge(id: string, at: string): Promise<ChallengesRow | undefined> {
      const row = await db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const r = await db.deleteFrom('challenges').where('id', '=', id).executeTakeFirst();
      if (Number(r.numDeletedRows) !== 1 || row.expires_at <= at) return undefined;
      return row;
    },
  };
}
