/**
 * The group routes (issue 33): make a group, see its link's name before joining, join by the link,
 * my groups (members, tables, recent matches), leave. A table is made for a group through
 * POST /api/tables with `group` (http.ts, checked here by `groupOfNewTable`). Every POST checks
 * Origin (http.ts, for every route that may change state); making and joining are rate limited per address.
 */
import type { FastifyInstance } from 'fastify';
import { joinGroup, makeGroup, type GroupInfo, type GroupInvite, type MyTable } from '@kortbord/protocol';
import { reason } from '@kortbord/engine';
import { checkMember, groupTable, myGroupTable, planJoinGroup, planMakeGroup } from '../commands/groups';
import { sqliteOf, type Db } from '../db';
import { writeNotices } from '../notices';
import { randomId } from '../ids';
import { groupsRepo } from '../repos/groups';
import { resultsRepo } from '../repos/results';
import { shown } from '../ratings/model';
import type { TableStore } from '../store';
import { Refused, type Table } from '../table';
import type { GroupDeps } from './route-deps';

/** How many of a group's tables its page shows (newest first). */
export const GROUP_TABLES_SHOWN = 10;

export async function groupRoutes(scope: FastifyInstance, deps: GroupDeps): Promise<void> {
  const { db, store, me, parse, now } = deps;
  const groups = groupsRepo(db);
  const results = resultsRepo(db);
  const limited = { config: { rateLimit: { max: deps.perMinute, timeWindow: 60_000 } } };
  const tableOf = async (id: string): Promise<Table | null> => store.get(id);

  scope.post('/api/groups', limited, async (req, reply) => {
    const p = await me(req);
    const body = parse(makeGroup, req.body);
    const plan = planMakeGroup(body.name, (await groups.ofProfile(p.id)).length);
    if (plan instanceof Refused) throw plan;
    const id = randomId(9);
    const invite = randomId(12);
    await groups.create({ id, name: plan.name, invite, created_at: new Date(now()).toISOString() }, p.id);
    reply.code(201);
    return { group: { id, name: plan.name, invite } };
  });

  // The link's page names the group before anyone joins (no members' names: they are for members).
  scope.get<{ Params: { invite: string } }>('/api/groups/invite/:invite', limited, async (req) => {
    const g = await groups.byInvite(req.params.invite);
    if (!g) throw new Refused('not-found', 'No group has that invite.', reason('group-unknown'));
    const invite: GroupInvite = { id: g.id, name: g.name, members: (await groups.members(g.id)).length };
    return { group: invite };
  });

  scope.post('/api/groups/join', limited, async (req) => {
    const p = await me(req);
    const body = parse(joinGroup, req.body);
    const g = await groups.byInvite(body.invite);
    const members = g ? await groups.members(g.id) : [];
    const plan = planJoinGroup(g, members, p, (await groups.ofProfile(p.id)).length);
    if (plan instanceof Refused) throw plan;
    if (plan === 'join' && g) await groups.join(g.id, p.id, new Date(now()).toISOString());
    return { group: { id: g?.id, name: g?.name } };
  });

  scope.post<{ Params: { id: string } }>('/api/groups/:id/leave', async (req) => {
    const p = await me(req);
    if (!(await groups.leave(req.params.id, p.id)))
      throw new Refused('not-found', 'The profile is not in that group.', reason('group-not-member'));
    return { ok: true };
  });

  scope.get('/api/me/groups', async (req) => {
    const p = await me(req);
    const list: GroupInfo[] = [];
    for (const g of await groups.ofProfile(p.id)) {
      const members = await groups.members(g.id);
      const rated = await results.ratingsOf(members.map((m) => m.id));
      const tables = [];
      for (const row of await groups.tables([g.id], GROUP_TABLES_SHOWN)) {
        const t = await tableOf(row.table_id);
        if (t) tables.push(groupTable(t));
      }
      list.push({
        id: g.id,
        name: g.name,
        invite: g.invite,
        members: members.map((m) => ({
          id: m.id,
          name: m.name,
          ratings: Object.fromEntries(
            rated
              .filter((r) => r.profile_id === m.id)
              .map((r) => [r.game, shown({ mu: r.mu, sigma: r.sigma }, r.matches)]),
          ),
        })),
        tables,
      });
    }
    return { groups: list };
  });
}

/**
 * The group tables a profile should find in "my tables": the ones it sits at, and the waiting ones
 * with an open seat for it.
 */
export async function myGroupTables(db: Db, store: TableStore, profile: string): Promise<MyTable[]> {
  const groups = groupsRepo(db);
  const mine = await groups.ofProfile(profile);
  const names = new Map(mine.map((g) => [g.id, g.name]));
  const out: MyTable[] = [];
  for (const row of await groups.tables([...names.keys()])) {
    const t = await store.get(row.table_id);
    const listed = t ? myGroupTable(t, row, names.get(row.group_id) ?? '', profile) : null;
    if (listed) out.push(listed);
  }
  return out;
}

/** Before a table is made for `group`: the maker must be a member (null: no group asked for). */
export async function groupOfNewTable(
  db: Db,
  group: string | undefined,
  profile: string | null,
): Promise<string | null> {
  if (group === undefined) return null;
  const refused = checkMember(await groupsRepo(db).members(group), profile);
  if (refused) throw refused;
  return group;
}

/**
 * After: the table and its invite are kept with the group, and each other member is told
 * "invited to a table" (issue 34) in the same transaction.
 */
export async function keepGroupTable(
  db: Db,
  group: string,
  table: string,
  invite: string,
  at: string,
  tell: { maker: string | null; mail: boolean },
): Promise<number> {
  const others = (await groupsRepo(db).members(group)).filter((m) => m.id !== tell.maker);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('group_tables')
      .values({ table_id: table, group_id: group, invite, created_at: at })
      .execute();
    await writeNotices(
      trx,
      others.map((m) => ({
        profile: m.id,
        table,
        version: 0,
        kind: 'invited' as const,
        at,
        mail: tell.mail,
      })),
      !sqliteOf(db),
    );
  });
  return others.length;
}
