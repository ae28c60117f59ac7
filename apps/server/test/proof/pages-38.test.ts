/**
 * Profile pages, history and groups under attack (issue 38, the new surface): a public profile page
 * holds its name, matches per game and ratings only; a group's link page its name and size only;
 * nobody reads another's groups, history, statistics or tables with their own cookie; and while a
 * match runs no card is in anything those pages answer (cards judged as the leak proofs judge them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMatch } from '@kortbord/engine';
import { Client, playFirstLegal, testServer, until } from '../helpers';
import { ask, cardsIn } from './proof-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
type View = NonNullable<ReturnType<Client['lastView']>>;
const over = (v: View | undefined) => !!(v?.view as { over?: boolean } | undefined)?.over;

const play = (c: Client, id: string, moves: number) => playFirstLegal(c, id, moves, 20_000);

/** Whoever of `cs` may act acts with their first legal action, `moves` times in all. */
async function playTogether(cs: readonly Client[], id: string, moves: number): Promise<void> {
  let seen = 0;
  for (let n = 0; n < moves; n++) {
    let who: Client | undefined;
    await until(
      () => {
        who = cs.find((c) => {
          const v = c.lastView(id);
          return !!v && v.version >= seen && v.legal.length > 0 && !over(v);
        });
        return !!who;
      },
      20_000,
      'a seat’s turn',
    );
    const v = who?.lastView(id) as View;
    const r = await (who as Client).act(id, `t${n}`, v.legal[0], v.version);
    seen = r.type === 'ack' ? r.version : v.version + 1;
  }
}

/** Every key in a JSON value, at any depth. */
const keysOf = (v: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(v)) for (const x of v) keysOf(x, into);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      into.add(k);
      keysOf(x, into);
    }
  return into;
};

describe('profile pages, history and groups under attack', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ testDealSeed: 'pages-38' });
  });
  afterAll(async () => {
    await s?.cleanup();
  });

  it('shows a profile, a group link and one’s own pages only, and no card while a match runs', async () => {
    const profile = async (name: string) => {
      const r = await ask<{ profile: { id: string } }>(s.url, 'POST', '/api/profiles', {
        body: { name, seats: [] },
      });
      return { id: r.body.profile.id, cookie: r.cookie as string };
    };
    const [kari, ola, mallory] = [await profile('Kari'), await profile('Ola'), await profile('Mallory')];

    // Kari finishes a rated match against two bots: she has a history, statistics and a rating.
    const done = await ask<{ table: { id: string } }>(s.url, 'POST', '/api/tables', {
      cookie: kari.cookie,
      body: {
        game: 'idiot',
        seats: [{ kind: 'open' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }],
        standInAfterMs: null,
        join: { name: 'Kari' },
      },
    });
    const first = await Client.open(s.url, { cookie: kari.cookie });
    first.send({ type: 'subscribe', table: done.body.table.id });
    await play(first, done.body.table.id, 5000);
    expect(over(first.lastView(done.body.table.id))).toBe(true);
    first.close();

    // Kari's group, which Ola joins, and a table of the group where both play: its match runs.
    const group = await ask<{ group: { id: string; invite: string } }>(s.url, 'POST', '/api/groups', {
      cookie: kari.cookie,
      body: { name: 'Familien Berg' },
    });
    const { id: groupId, invite } = group.body.group;
    expect(
      (await ask(s.url, 'POST', '/api/groups/join', { cookie: ola.cookie, body: { invite } })).status,
    ).toBe(200);
    const running = await ask<{ table: { id: string }; invite: string }>(s.url, 'POST', '/api/tables', {
      cookie: kari.cookie,
      body: {
        game: 'idiot',
        group: groupId,
        seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'random' }],
        standInAfterMs: null,
        join: { name: 'Kari', seat: 0 },
      },
    });
    const tableId = running.body.table.id;
    const joined = await ask(s.url, 'POST', `/api/tables/${tableId}/join`, {
      cookie: ola.cookie,
      body: { invite: running.body.invite, name: 'Ola', seat: 1 },
    });
    expect(joined.status).toBe(200);
    const seats = [
      await Client.open(s.url, { cookie: kari.cookie }),
      await Client.open(s.url, { cookie: ola.cookie }),
    ];
    for (const c of seats) c.send({ type: 'subscribe', table: tableId });
    await playTogether(seats, tableId, 6);
    const view = seats[0]?.lastView(tableId);
    expect(over(view)).toBe(false);

    // The cards, as the leak proofs know them; the control: Kari's own view of the table holds some.
    const m = newMatch({ game: 'idiot', players: 3, seed: 1 });
    if (!m.ok) throw new Error(m.message);
    const deck = new Set(m.value.game.cards(m.value.state));
    expect(cardsIn(view?.view, deck).size).toBeGreaterThan(0);

    // Every page of the new surface, as each of the three reads it, while the match runs.
    const pages = [
      '/api/me',
      '/api/me/history',
      '/api/me/stats',
      '/api/me/leaderboard',
      '/api/me/groups',
      '/api/me/tables',
      '/api/me/data',
      `/api/profiles/${kari.id}`,
      `/api/profiles/${ola.id}`,
      `/api/groups/invite/${invite}`,
      `/api/tables/${tableId}`,
    ];
    const read: Record<string, Record<string, unknown>> = {};
    let bytes = 0;
    let judged = 0;
    for (const [who, cookie] of [
      ['kari', kari.cookie],
      ['ola', ola.cookie],
      ['mallory', mallory.cookie],
      ['guest', undefined],
    ] as const)
      for (const path of pages) {
        const r = await ask<Record<string, unknown>>(s.url, 'GET', path, cookie ? { cookie } : {});
        read[`${who} ${path}`] = r.body;
        const text = JSON.stringify(r.body);
        bytes += text.length;
        judged += text.split(/[^A-Za-z0-9]+/).length;
        expect([who, path, [...cardsIn(r.body, deck)]]).toEqual([who, path, []]);
      }
    // Mallory's own pages: nothing of Kari's or Ola's, whatever the address asks.
    for (const path of [
      '/api/me/groups',
      `/api/me/groups?profile=${kari.id}`,
      `/api/me/history?id=${kari.id}`,
    ]) {
      const r = await ask(s.url, 'GET', path, { cookie: mallory.cookie });
      read[`mallory ${path}`] = r.body;
    }
    const theirs = [groupId, invite, tableId, done.body.table.id, 'Kari', 'Ola', 'Familien'];
    for (const [k, body] of Object.entries(read))
      if (k.startsWith('mallory /api/me') || k.startsWith('guest /api/me'))
        for (const x of theirs) expect([k, JSON.stringify(body).includes(x)]).toEqual([k, false]);
    expect(read['mallory /api/me/groups']).toEqual({ groups: [] });
    expect(read['mallory /api/me/history']).toEqual({ matches: [] });
    const leave = await ask<{ error: { code: string } }>(s.url, 'POST', `/api/groups/${groupId}/leave`, {
      cookie: mallory.cookie,
    });
    expect([leave.status, leave.body.error.code]).toEqual([404, 'not-found']);
    // Ola reads her own history (empty: her match runs), not Kari's.
    expect(read['ola /api/me/history']).toEqual({ matches: [] });
    expect((read['kari /api/me/history'] as { matches: unknown[] }).matches).toHaveLength(1);

    // The public page: id, name, matches per game and the rating; no seat, session, table or group.
    const page = read[`mallory /api/profiles/${kari.id}`];
    expect(page).toEqual(read[`guest /api/profiles/${kari.id}`]);
    expect([...keysOf(page)].sort()).toEqual([
      'game',
      'games',
      'id',
      'matches',
      'name',
      'provisional',
      'rating',
    ]);
    expect(page).toMatchObject({ id: kari.id, name: 'Kari', games: [{ game: 'idiot', matches: 1 }] });
    for (const x of [
      groupId,
      invite,
      tableId,
      done.body.table.id,
      'Familien',
      kari.cookie.split('=')[1] as string,
    ])
      expect(JSON.stringify(page).includes(x)).toBe(false);
    // The group's link page: its name and size, no member's name.
    const link = read[`guest /api/groups/invite/${invite}`];
    expect(link).toEqual({ group: { id: groupId, name: 'Familien Berg', members: 2 } });
    for (const c of seats) c.close();
    console.log(
      `[proof pages-38] ${pages.length} pages × 4 readers (${(bytes / 1024).toFixed(1)} KiB, ${judged} words judged) while a match ran: cards found 0 (control: ${cardsIn(view?.view, deck).size} in the seat's own view); public page keys ${[...keysOf(page)].length}, link page: name and size; another's cookie read nothing of Kari's or Ola's`,
    );
  }, 60_000);
});
