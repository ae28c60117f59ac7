/** The profiles table and what a profile holds: SQL only (what may change is the commands' to say). */
import type { Db, ProfilesRow } from '../db';
import { removeEmpty } from './groups';
import { forgetDaily } from './daily';
import { forgetResults } from './results';

export function profilesRepo(db: Db) {
  return {
    async insert(row: ProfilesRow): Promise<void> {
      await db.insertInto('profiles').values(row).execute();
    },

    byId(id: string): Promise<ProfilesRow | undefined> {
      return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Whether the profile's name shows beside a day's best result of today's deal (issue 35). */
    async setDailyName(id: string, shown: boolean): Promise<void> {
      await db
        .updateTable('profiles')
        .set({ daily_name: shown ? 1 : 0 })
        .where('id', '=', id)
        .execute();
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

    /**
     * Everything stored about a profile, for its owner to download: the profile, its devices (no
     * session secrets: only their hashes are stored, and those are left out too), its passkeys (no
     * public keys: they are the authenticator's, not the person's), and the seats it holds.
     */
    async everything(id: string) {
      const profile = await db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
      if (!profile) return undefined;
      const devices = await db
        .selectFrom('sessions')
        .select(['id', 'device', 'created_at', 'last_seen'])
        .where('profile_id', '=', id)
        .orderBy('created_at')
        .execute();
      const passkeys = await db
        .selectFrom('passkeys')
        .select(['id', 'device', 'transports', 'created_at', 'last_used'])
        .where('profile_id', '=', id)
        .orderBy('created_at')
        .execute();
      const seats = await db
        .selectFrom('seats')
        .innerJoin('tables', 'tables.id', 'seats.table_id')
        .select([
          'seats.table_id',
          'seats.seat',
          'seats.name',
          'tables.game',
          'tables.status',
          'tables.created_at',
        ])
        .where('seats.profile_id', '=', id)
        .orderBy('tables.created_at')
        .execute();
      const linkCodes = await db
        .selectFrom('link_codes')
        .select(['created_at', 'expires_at', 'used', 'tries'])
        .where('profile_id', '=', id)
        .orderBy('created_at')
        .execute();
      const groups = await db
        .selectFrom('groups')
        .innerJoin('group_members', 'group_members.group_id', 'groups.id')
        .select(['groups.id', 'groups.name', 'group_members.joined_at'])
        .where('group_members.profile_id', '=', id)
        .orderBy('group_members.joined_at')
        .execute();
      const results = await db
        .selectFrom('results')
        .selectAll()
        .where('profile_id', '=', id)
        .orderBy('finished_at')
        .execute();
      const ratings = await db
        .selectFrom('ratings')
        .selectAll()
        .where('profile_id', '=', id)
        .orderBy('game')
        .execute();
      const dailyAttempts = await db
        .selectFrom('daily_attempts')
        .select(['table_id', 'game', 'day', 'ranked', 'started_at', 'finished_at', 'place', 'score'])
        .where('profile_id', '=', id)
        .orderBy('started_at')
        .execute();
      // How it is told (issue 34): its choices and e-mail address, its muted tables, its browsers.
      const notify = await db
        .selectFrom('notify_prefs')
        .select([
          'events',
          'quiet_from',
          'quiet_to',
          'time_zone',
          'reminder',
          'lang',
          'email',
          'email_confirmed_at',
          'mail_off',
          'updated_at',
        ])
        .where('profile_id', '=', id)
        .executeTakeFirst();
      const mailMuted = await db
        .selectFrom('mail_mutes')
        .select('table_id')
        .where('profile_id', '=', id)
        .execute();
      const push = await db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'lang', 'created_at'])
        .where('profile_id', '=', id)
        .orderBy('created_at')
        .execute();
      return {
        profile,
        devices,
        passkeys,
        seats,
        linkCodes,
        groups,
        results,
        ratings,
        dailyAttempts,
        notify: notify ?? null,
        mailMuted: mailMuted.map((m) => m.table_id),
        push,
      };
    },

    /**
     * Deletes a profile and what is personal in it, in one transaction: its sessions, passkeys, link
     * codes, challenges, ratings, group memberships, e-mail address and notification choices, push
     * browsers and unsent messages go (a group left empty goes too); its daily attempts stay in the
     * day's field, held by nobody; its
     * seats and results stay in the records under `neutralName`, held by nobody.
     */
    async remove(id: string, neutralName: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // Its e-mail address, choices, push browsers and messages not yet sent go with it (issue 34).
        for (const t of [
          'sessions',
          'passkeys',
          'link_codes',
          'challenges',
          'group_members',
          'notify_prefs',
          'mail_mutes',
          'push_subscriptions',
          'notifications',
        ] as const)
          await trx.deleteFrom(t).where('profile_id', '=', id).execute();
        await removeEmpty(trx);
        await trx
          .updateTable('seats')
          .set({ profile_id: null, name: neutralName })
          .where('profile_id', '=', id)
          .execute();
        await forgetResults(trx, id, neutralName);
        await forgetDaily(trx, id);
        const r = await trx.deleteFrom('profiles').where('id', '=', id).executeTakeFirst();
        return Number(r.numDeletedRows) === 1;
      });
    },
  };
}

export type ProfilesRepo = ReturnType<typeof profilesRepo>;
