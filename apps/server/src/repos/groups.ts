/** Groups, their members and their tables: SQL only (who may join or make what is commands/groups.ts's to say). */
import type { Db, GroupsRow, GroupTablesRow } from '../db';

export interface MemberRow {
  readonly id: string;
  readonly name: string;
  readonly joinedAt: string;
}

export interface GroupTableRow extends GroupTablesRow {
  readonly game: string;
  readonly status: string;
}

export function groupsRepo(db: Db) {
  return {
    /** A new group with its maker as the first member, in one transaction. */
    async create(group: GroupsRow, maker: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('groups').values(group).execute();
        await trx
          .insertInto('group_members')
          .values({ group_id: group.id, profile_id: maker, joined_at: group.created_at })
          .execute();
      });
    },

    byId(id: string): Promise<GroupsRow | undefined> {
      return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
    },

    byInvite(invite: string): Promise<GroupsRow | undefined> {
      return db.selectFrom('groups').selectAll().where('invite', '=', invite).executeTakeFirst();
    },

    /** The groups a profile is in, oldest membership first. */
    ofProfile(profile: string): Promise<GroupsRow[]> {
      return db
        .selectFrom('groups')
        .innerJoin('group_members', 'group_members.group_id', 'groups.id')
        .select(['groups.id', 'groups.name', 'groups.invite', 'groups.created_at'])
        .where('group_members.profile_id', '=', profile)
        .orderBy('group_members.joined_at')
        .orderBy('groups.id')
        .execute();
    },

    async members(group: string): Promise<MemberRow[]> {
      const rows = await db
        .selectFrom('group_members')
        .innerJoin('profiles', 'profiles.id', 'group_members.profile_id')
        .select(['profiles.id', 'profiles.name', 'group_members.joined_at'])
        .where('group_members.group_id', '=', group)
        .orderBy('group_members.joined_at')
        .orderBy('profiles.id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, joinedAt: r.joined_at }));
    },

    /** Adds a member; false when the profile was in the group already. */
    async join(group: string, profile: string, at: string): Promise<boolean> {
      const r = await db
        .insertInto('group_members')
        .values({ group_id: group, profile_id: profile, joined_at: at })
        .onConflict((oc) => oc.columns(['group_id', 'profile_id']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Takes a member out; the last one out takes the group with them. */
    async leave(group: string, profile: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const r = await trx
          .deleteFrom('group_members')
          .where('group_id', '=', group)
          .where('profile_id', '=', profile)
          .executeTakeFirst();
        await removeEmpty(trx);
        return Number(r.numDeletedRows) > 0;
      });
    },

    async addTable(row: GroupTablesRow): Promise<void> {
      await db.insertInto('group_tables').values(row).execute();
    },

    /** The tables made for these groups, newest first, with their game and status. */
    async tables(groups: readonly string[], limit = 50): Promise<GroupTableRow[]> {
      if (groups.length === 0) return [];
      return db
        .selectFrom('group_tables')
        .innerJoin('tables', 'tables.id', 'group_tables.table_id')
        .select([
          'group_tables.table_id',
          'group_tables.group_id',
          'group_tables.invite',
          'group_tables.created_at',
          'tables.game',
          'tables.status',
        ])
        .where('group_tables.group_id', 'in', [...groups])
        .orderBy('group_tables.created_at', 'desc')
        .orderBy('group_tables.table_id')
        .limit(limit)
        .execute();
    },
  };
}

/**
 * A group nobody is in any more goes, with its tables' links (the tables themselves stay, with their
 * records). Run inside the transaction that took the last member out.
 */
export async function removeEmpty(trx: Db): Promise<void> {
  const empty = trx
    .selectFrom('groups')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('group_members').select('group_id').whereRef('group_members.group_id', '=', 'groups.id'),
        ),
      ),
    );
  await trx.deleteFrom('group_tables').where('group_id', 'in', empty).execute();
  await trx.deleteFrom('groups').where('id', 'in', empty).execute();
}
