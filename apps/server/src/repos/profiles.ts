/** The profiles table and what a profile holds: SQL only (what may change is the commands' to say). */
import type { Db, ProfilesRow } from '../db';

export function profilesRepo(db: Db) {
  return {
    async insert(row: ProfilesRow): Promise<void> {
      await db.insertInto('profiles').values(row).execute();
    },

    byId(id: string): Promise<ProfilesRow | undefined> {
      return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Names of several profiles at once (the other helper's pages and "my tables" read them). */
    async names(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('profiles')
        .select(['id', 'name'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

export type ProfilesRepo = ReturnType<typeof profilesRepo>;
