/**
 * Groups over HTTP on one server (SQLite), as a family would use them: Kari makes "Familien Berg"
 * and passes the link on; Per and Ola join by it (a second Kari may not); a table Kari makes for the
 * group shows in everyone's "my tables" with a seat for those without one; leaving, deleting and the
 * data download; refusals say why in the player's words and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sayRefusal } from '@kortbord/engine';
import type { GroupInfo, GroupInvite, MyTable } from '@kortbord/protocol';
import { browser, testServer } from './helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
type Refusal = { error: { code: string; reason?: { code: string; params?: Record<string, string> } } };

describe('groups on one server', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(async () => {
    await s?.cleanup();
  });

  const person = async (name: string) => {
    const b = browser(s.url);
    const made = await b.call('POST', '/api/profiles', { name, seats: [] });
    expect(made.status).toBe(201);
    return b;
  };

  it('a family makes a group, joins by its link, and finds the group’s table in everyone’s tables', async () => {
    const kari = await person('Kari');
    const per = await person('Per');
    const ola = await person('Ola');
    const kari2 = await person('kari');

    const made = await kari.call<{ group: { id: string; name: string; invite: string } }>(
      'POST',
      '/api/groups',
      { name: ' Familien\u200b Berg ' },
    );
    expect(made.status).toBe(201);
    const { id, invite } = made.body.group;
    expect(made.body.group.name).toBe('Familien Berg');

    // The link names the group before joining, and no member.
    const seen = await per.call<{ group: GroupInvite }>('GET', `/api/groups/invite/${invite}`);
    expect(seen.body.group).toEqual({ id, name: 'Familien Berg', members: 1 });
    expect(JSON.stringify(seen.body)).not.toContain('Kari');

    expect((await per.call('POST', '/api/groups/join', { invite })).status).toBe(200);
    expect((await ola.call('POST', '/api/groups/join', { invite })).status).toBe(200);
    // Twice is fine: the link opened again.
    expect((await ola.call('POST', '/api/groups/join', { invite })).status).toBe(200);
    // A second "Kari" (read loosely) may not: names say who is who within a group.
    const clash = await kari2.call<Refusal>('POST', '/api/groups/join', { invite });
    expect(clash.status).toBe(400);
    expect(clash.body.error.reason?.code).toBe('group-name-taken');
    expect(sayRefusal(null, clash.body.error as never, 'nb')).toContain('Det er allerede en Kari i gruppen');
    // A wrong link says so.
    const wrong = await per.call<Refusal>('POST', '/api/groups/join', { invite: 'nope' });
    expect(wrong.body.error.reason?.code).toBe('group-unknown');

    const mine = await ola.call<{ groups: GroupInfo[] }>('GET', '/api/me/groups');
    expect(mine.body.groups.map((g) => g.name)).toEqual(['Familien Berg']);
    expect(mine.body.groups[0]?.members.map((m) => m.name)).toEqual(['Kari', 'Per', 'Ola']);
    expect((await kari2.call<{ groups: GroupInfo[] }>('GET', '/api/me/groups')).body.groups).toEqual([]);

    // Kari makes a Viggo table for the group: two open seats for the others, and hers.
    const table = await kari.call<{ table: { id: string }; invite: string }>('POST', '/api/tables', {
      game: 'president',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
      join: { name: 'Kari' },
      public: false,
      group: id,
    });
    expect(table.status).toBe(201);
    const tid = table.body.table.id;
    const kariTables = (await kari.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables;
    expect(kariTables.find((t) => t.id === tid)).toMatchObject({ seat: 0, group: 'Familien Berg' });
    // Per holds no seat there: the table is listed with the invite that gives him one.
    const perTables = (await per.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables;
    const forPer = perTables.find((t) => t.id === tid);
    expect(forPer).toMatchObject({ seat: null, group: 'Familien Berg', invite: table.body.invite });
    // The outsider does not see it.
    expect(
      (await kari2.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables.some(
        (t) => t.id === tid,
      ),
    ).toBe(false);
    // Per takes a seat with it; then it is his table with his seat.
    const joined = await per.call('POST', `/api/tables/${tid}/join`, { invite: forPer?.invite, name: 'Per' });
    expect(joined.status).toBe(200);
    const again = (await per.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables;
    expect(again.find((t) => t.id === tid)).toMatchObject({ seat: 1, group: 'Familien Berg' });
    expect(again.find((t) => t.id === tid)?.invite).toBeUndefined();
    // The group's page lists the table.
    const g = (await ola.call<{ groups: GroupInfo[] }>('GET', '/api/me/groups')).body.groups[0];
    expect(g?.tables.map((t) => [t.id, t.names])).toEqual([[tid, ['Kari', 'Per', null]]]);

    // Only a member makes a table for the group, and a refusal makes none.
    const count = async () =>
      ((await (await fetch(`${s.url}/api/tables`)).json()) as { tables: unknown[] }).tables.length;
    const before = await count();
    const outsider = await kari2.call<Refusal>('POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'bot' }],
      join: { name: 'kari' },
      group: id,
    });
    expect(outsider.body.error.reason?.code).toBe('group-not-member');
    expect(await count()).toBe(before);
  });

  it('leaving, and the last one out takes the group; a deleted profile leaves its groups; the data lists them', async () => {
    const a = await person('Anna');
    const b = await person('Bo');
    const made = await a.call<{ group: { id: string; invite: string } }>('POST', '/api/groups', {
      name: 'Kortklubben',
    });
    const { id, invite } = made.body.group;
    await b.call('POST', '/api/groups/join', { invite });

    const data = await b.call<{ groups: { name: string }[] }>('GET', '/api/me/data');
    expect(data.body.groups.map((g) => g.name)).toEqual(['Kortklubben']);

    expect((await a.call('POST', `/api/groups/${id}/leave`)).status).toBe(200);
    const left = await a.call<Refusal>('POST', `/api/groups/${id}/leave`);
    expect(left.body.error.reason?.code).toBe('group-not-member');
    // Bo is the last: deleting his profile removes the group (its link opens nothing).
    expect((await b.call('POST', '/api/me/delete')).status).toBe(200);
    const gone = await a.call<Refusal>('GET', `/api/groups/invite/${invite}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.reason?.code).toBe('group-unknown');
  });

  it('a group needs a member who is signed in, and a name', async () => {
    const guest = browser(s.url);
    const r = await guest.call<Refusal>('POST', '/api/groups', { name: 'Familien' });
    expect(r.body.error.code).toBe('not-signed-in');
    const a = await person('Eva');
    const blank = await a.call<Refusal>('POST', '/api/groups', { name: '\u200b\u200b' });
    expect(blank.body.error.reason?.code).toBe('group-bad-name');
    expect((await a.call<{ groups: unknown[] }>('GET', '/api/me/groups')).body.groups).toEqual([]);
  });
});
