/**
 * Groups (issue 33): who may make one, join one or make a table for one. Pure: the rows in, a
 * decision or a `Refused` out (the routes in profiles/groups.ts read and write).
 */
import { reason } from '@kortbord/engine';
import type { GroupTable, MyTable } from '@kortbord/protocol';
import type { GroupsRow } from '../db';
import { cleanName } from '../names';
import type { GroupTableRow, MemberRow } from '../repos/groups';
import { Refused, status, type Table } from '../table';
import { myTable } from './my-tables';

/** A family with cousins fits; a group is not a public forum. */
export const GROUP_MEMBERS_MAX = 50;
/** Families, friends, a club or two: more is a sign of a script. */
export const GROUPS_PER_PROFILE_MAX = 20;

/** A group's name: cleaned as a seat's name is. */
export function planMakeGroup(raw: string, mine: number): { name: string } | Refused {
  if (mine >= GROUPS_PER_PROFILE_MAX)
    return new Refused(
      'bad-name',
      `A profile may be in at most ${GROUPS_PER_PROFILE_MAX} groups.`,
      reason('groups-too-many', { n: GROUPS_PER_PROFILE_MAX }),
    );
  const named = cleanName(raw, []);
  if (!named.ok) return new Refused('bad-name', named.message, reason('group-bad-name'));
  return { name: named.name };
}

/**
 * Joining by the group's link: already in is fine (the link opened twice); names are unique within
 * a group, read as loosely as at a table, so that a member's name says who it is.
 */
export function planJoinGroup(
  group: GroupsRow | undefined,
  members: readonly MemberRow[],
  me: { id: string; name: string },
  mine: number,
): 'member' | 'join' | Refused {
  if (!group) return new Refused('not-found', 'No group has that invite.', reason('group-unknown'));
  if (members.some((m) => m.id === me.id)) return 'member';
  if (members.length >= GROUP_MEMBERS_MAX)
    return new Refused(
      'table-full',
      `The group has ${GROUP_MEMBERS_MAX} members.`,
      reason('group-full', { n: GROUP_MEMBERS_MAX }),
    );
  if (mine >= GROUPS_PER_PROFILE_MAX)
    return new Refused(
      'bad-name',
      `A profile may be in at most ${GROUPS_PER_PROFILE_MAX} groups.`,
      reason('groups-too-many', { n: GROUPS_PER_PROFILE_MAX }),
    );
  const clash = members.find((m) => !cleanName(me.name, [m.name]).ok);
  if (clash)
    return new Refused(
      'bad-name',
      'Another member of the group has that name.',
      reason('group-name-taken', { name: clash.name }),
    );
  return 'join';
}

/** Only a member makes a table for a group. */
export function checkMember(members: readonly MemberRow[], profile: string | null): Refused | null {
  if (profile && members.some((m) => m.id === profile)) return null;
  return new Refused('not-found', 'The profile is not in that group.', reason('group-not-member'));
}

/** The last finished match at a table (its review's number), or null before one has ended. */
export const lastFinished = (t: Table): number | null =>
  status(t) === 'over' ? t.matchNo : t.matchNo > 1 ? t.matchNo - 1 : null;

export function groupTable(t: Table): GroupTable {
  return {
    id: t.id,
    game: t.game,
    status: status(t),
    createdAt: t.createdAt,
    names: t.seats.map((s) => s.name),
    lastFinished: lastFinished(t),
  };
}

/**
 * A group's table as "my tables" lists it: with my seat where I hold one, else (while a seat is
 * open) with the invite that gives me one; a finished table I never sat at is not mine.
 */
export function myGroupTable(t: Table, row: GroupTableRow, group: string, profile: string): MyTable | null {
  const held = t.seats.find((s) => s.profile === profile);
  if (held) return { ...myTable(t, held.seat), group };
  if (status(t) !== 'waiting' || !t.seats.some((s) => s.kind === 'open')) return null;
  return { ...myTable(t, null), group, invite: row.invite };
}
