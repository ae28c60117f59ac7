import { describe, expect, it } from 'vitest';
import { Refused } from '../table';
import { GROUP_MEMBERS_MAX, GROUPS_PER_PROFILE_MAX, planJoinGroup, planMakeGroup } from './groups';

const group = { id: 'g', name: 'Familien Berg', invite: 'i', created_at: '2026-01-01T00:00:00.000Z' };
const member = (id: string, name: string) => ({ id, name, joinedAt: group.created_at });

describe('groups', () => {
  it('a name is cleaned as a seat’s; an empty one or too many groups is refused with its reason', () => {
    expect(planMakeGroup(' Familien\u200b  Berg ', 0)).toEqual({ name: 'Familien Berg' });
    const blank = planMakeGroup('\u200b', 0);
    expect(blank instanceof Refused && blank.reason?.code).toBe('group-bad-name');
    const many = planMakeGroup('Klubben', GROUPS_PER_PROFILE_MAX);
    expect(many instanceof Refused && many.reason?.code).toBe('groups-too-many');
  });

  it('joins once; refuses an unknown link, a full group and a name already in it (read loosely)', () => {
    const members = [member('a', 'Kari'), member('b', 'Per')];
    expect(planJoinGroup(group, members, { id: 'c', name: 'Ola' }, 0)).toBe('join');
    expect(planJoinGroup(group, members, { id: 'b', name: 'Per' }, 1)).toBe('member');
    const code = (r: unknown) => (r instanceof Refused ? r.reason?.code : r);
    expect(code(planJoinGroup(undefined, [], { id: 'c', name: 'Ola' }, 0))).toBe('group-unknown');
    expect(code(planJoinGroup(group, members, { id: 'c', name: 'ＫＡＲＩ' }, 0))).toBe('group-name-taken');
    const full = Array.from({ length: GROUP_MEMBERS_MAX }, (_, i) => member(`m${i}`, `M${i}`));
    expect(code(planJoinGroup(group, full, { id: 'c', name: 'Ola' }, 0))).toBe('group-full');
    expect(code(planJoinGroup(group, members, { id: 'c', name: 'Ola' }, GROUPS_PER_PROFILE_MAX))).toBe(
      'groups-too-many',
    );
  });
});
