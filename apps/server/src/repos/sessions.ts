/** The signed-in devices: SQL only. A session is found by its secret's hash, listed and ended by its id. */
import type { Db, SessionsRow } from '../db';

export function sessionsRepo(db: Db) {
  return {
    async insert(row: SessionsRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    bySecret(secretHash: string): Promise<SessionsRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('secret_hash', '=', secretHash).executeTakeFirst();
    },

    /** Marks the session seen at `at`; only moves forward, so two nodes touching it agree. */
    async touch(id: string, at: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen: at })
        .where('id', '=', id)
        .where('last_seen', '<', at)
        .execute();
    },

    /** A profile's devices, the last seen first. */
    ofProfile(profile: string): Promise<SessionsRow[]> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('profile_id', '=', profile)
        .orderBy('last_seen', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Ends one of the profile's sessions; true when there was one (another profile's id ends nothing). */
    async remove(profile: string, id: string): Promise<boolean> {
      const r = await db
        .deleteFrom('sessions')
        .where('profile_id', '=', profile)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },

    /** Ends every session of the profile; how many there were. */
    async removeAll(profile: string): Promise<number> {
      const r = await db.deleteFrom('sessions').where('profile_id', '=', profile).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    /** Ends the session whose secret this is (signing out, or rotating at sign-in). */
    async removeBySecret(secretHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('secret_hash', '=', secretHash).execute();
    },
  };
}

export type SessionsRepo = ReturnType<typeof sessionsRepo>;
