/**
 * Profiles over HTTP and the WebSocket on one server (SQLite): a guest's seats move to the profile
 * made from the name, the profile's other devices take those seats without the token, a link code
 * signs in once, devices are listed and signed out, the data comes out and the profile goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type Json } from '@kortbord/engine';
import type { MyTable } from '@kortbord/protocol';
import { browser, Client, testServer } from './helpers';

type Server = Awaited<ReturnType<typeof testServer>>;

type Refusal = { error: { code: string; reason?: { code: string } } };

describe('profiles on one server', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(async () => {
    await s?.cleanup();
  });

  it("a guest's seats move to the profile made from the name; its other devices take them without the token", async () => {
    const laptop = browser(s.url);
    // As a guest, Kari makes a table and takes a seat; the browser holds the seat's token.
    const made = await laptop.call<{ table: { id: string }; joined: { seat: number; token: string } }>(
      'POST',
      '/api/tables',
      { game: 'viggo', seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }], join: { name: 'Kari' } },
    );
    expect(made.status).toBe(201);
    const id = made.body.table.id;
    expect((await laptop.call<{ profile: null }>('GET', '/api/me')).body.profile).toBeNull();
    expect((await laptop.call<Refusal>('GET', '/api/me/tables')).body.error.code).toBe('not-signed-in');

    const mine = await laptop.call<{ profile: { id: string; name: string }; seats: unknown[] }>(
      'POST',
      '/api/profiles',
      {
        name: '  Kari\u200b ',
        seats: [
          { table: id, token: made.body.joined.token },
          { table: id, token: 'not-a-token-of-this-browser' },
        ],
      },
    );
    expect(mine.status).toBe(201);
    expect(mine.body.profile.name).toBe('Kari');
    expect(mine.body.seats).toEqual([{ table: id, seat: 0 }]);
    expect(mine.setCookie).toMatch(/HttpOnly/);
    expect((await laptop.call<{ profile: { name: string } }>('GET', '/api/me')).body.profile.name).toBe(
      'Kari',
    );

    const tables = await laptop.call<{ tables: MyTable[] }>('GET', '/api/me/tables');
    expect(tables.body.tables.map((t) => [t.id, t.game, t.seat, t.others, t.status])).toEqual([
      [id, 'viggo', 0, [expect.stringMatching(/\(bot\)$/)], 'playing'],
    ]);

    // The phone signs in with a link code from the laptop, and sits at the same seat without a token.
    const code = await laptop.call<{ code: string; lifetimeMs: number }>('POST', '/api/me/link-codes');
    expect(code.body.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const phone = browser(s.url, 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36');
    const signed = await phone.call<{ profile: { name: string } }>('POST', '/api/sign-in/code', {
      code: code.body.code.toLowerCase().replace('-', ' '),
    });
    expect(signed.status).toBe(200);
    expect(signed.body.profile.name).toBe('Kari');
    const c = await Client.open(s.url, { cookie: phone.cookie() });
    c.send({ type: 'subscribe', table: id });
    const view = await c.next('view');
    expect(view.seat).toBe(0);
    c.close();
    // A guest's browser without the cookie watches as a spectator.
    const g = await Client.open(s.url);
    g.send({ type: 'subscribe', table: id });
    expect((await g.next('view')).seat).toBeNull();
    g.close();

    // Used once: a third device is refused, in words the catalogue has.
    const third = browser(s.url);
    const again = await third.call<Refusal>('POST', '/api/sign-in/code', { code: code.body.code });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({ code: 'sign-in-refused', reason: { code: 'code-used' } });
    expect((await third.call<{ profile: null }>('GET', '/api/me')).body.profile).toBeNull();

    // A guest holds no seat to leave by the profile; the phone leaves it without the token: a bot
    // plays it from now, and it is no longer among the profile's tables.
    const guestLeaves = await third.call<Refusal>('POST', `/api/tables/${id}/leave`, {});
    expect(guestLeaves.body.error.code).toBe('not-seated');
    expect((await phone.call('POST', `/api/tables/${id}/leave`, {})).status).toBe(200);
    const after = (await (await fetch(`${s.url}/api/tables/${id}`)).json()) as { seats: { kind: string }[] };
    expect(after.seats[0]?.kind).toBe('bot');
    expect((await laptop.call<{ tables: MyTable[] }>('GET', '/api/me/tables')).body.tables).toEqual([]);

    // The devices: both listed; the laptop signs the phone out, and the phone is a guest again.
    const list = await laptop.call<{ devices: { id: string; device: string; current: boolean }[] }>(
      'GET',
      '/api/me/devices',
    );
    expect(list.body.devices.map((d) => [d.device, d.current]).sort()).toEqual([
      ['Chrome · Android', false],
      ['Firefox · Linux', true],
    ]);
    const phoneId = list.body.devices.find((d) => !d.current)?.id ?? '';
    expect((await laptop.call('POST', `/api/me/devices/${phoneId}/sign-out`)).status).toBe(200);
    expect((await phone.call<{ profile: null }>('GET', '/api/me')).body.profile).toBeNull();
    const gone = await laptop.call<Refusal>('POST', `/api/me/devices/${phoneId}/sign-out`);
    expect(gone.body.error.reason?.code).toBe('device-unknown');
  });

  it('a link code is dead after five wrong tries, even for the right code', async () => {
    const a = browser(s.url);
    await a.call('POST', '/api/profiles', { name: 'Ola' });
    const { code } = (await a.call<{ code: string }>('POST', '/api/me/link-codes')).body;
    const [head, tail] = code.split('-') as [string, string];
    const wrongTail = tail.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'));
    const b = browser(s.url);
    for (let i = 0; i < 5; i++) {
      const r = await b.call<Refusal>('POST', '/api/sign-in/code', { code: `${head}-${wrongTail}` });
      expect(r.body.error.reason?.code).toBe('code-wrong');
    }
    const right = await b.call<Refusal>('POST', '/api/sign-in/code', { code });
    expect(right.body.error.reason?.code).toBe('code-tries');
    expect((await b.call<{ profile: null }>('GET', '/api/me')).body.profile).toBeNull();
  });

  it('a POST from a page of another site is refused and changes nothing', async () => {
    const a = browser(s.url);
    const r = await a.call<Refusal>('POST', '/api/profiles', { name: 'Per' }, 'https://evil.example');
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('bad-origin');
    expect(a.cookie()).toBe('');
    const bad = await a.call<Refusal>('POST', '/api/profiles', { name: 'Robot (bot)' });
    expect(bad.body.error.code).toBe('bad-name');
    expect(a.cookie()).toBe('');
  });

  it('sign out everywhere ends every session; the data comes out; a deleted profile leaves the seat under a neutral name', async () => {
    const a = browser(s.url);
    const made = await a.call<{ table: { id: string }; joined: { token: string } }>('POST', '/api/tables', {
      game: 'idiot',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
      join: { name: 'Liv' },
    });
    const id = made.body.table.id;
    await a.call('POST', '/api/profiles', {
      name: 'Liv',
      seats: [{ table: id, token: made.body.joined.token }],
    });
    const b = browser(s.url);
    const { code } = (await a.call<{ code: string }>('POST', '/api/me/link-codes')).body;
    await b.call('POST', '/api/sign-in/code', { code });
    expect((await b.call<{ profile: { name: string } }>('GET', '/api/me')).body.profile.name).toBe('Liv');

    const data = await a.call<{
      profile: { name: string };
      devices: unknown[];
      seats: { table_id: string }[];
    }>('GET', '/api/me/data');
    expect(data.body.profile.name).toBe('Liv');
    expect(data.body.devices.length).toBe(2);
    expect(data.body.seats.map((x) => x.table_id)).toEqual([id]);
    expect(JSON.stringify(data.body)).not.toContain(a.cookie().split('=')[1]);

    await b.call('POST', '/api/me/sign-out-everywhere');
    expect((await a.call<{ profile: null }>('GET', '/api/me')).body.profile).toBeNull();
    expect((await b.call<{ profile: null }>('GET', '/api/me')).body.profile).toBeNull();

    // Deleting: a second profile, with a seat of its own.
    const c = browser(s.url);
    const t2 = await c.call<{ table: { id: string }; joined: { token: string } }>('POST', '/api/tables', {
      game: 'idiot',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'random' }],
      join: { name: 'Eva' },
    });
    await c.call('POST', '/api/profiles', {
      name: 'Eva',
      seats: [{ table: t2.body.table.id, token: t2.body.joined.token }],
    });
    // Eva ends the match from a device of hers (no token: the cookie's seat), so it has a record.
    const ws = await Client.open(s.url, { cookie: c.cookie() });
    ws.send({ type: 'subscribe', table: t2.body.table.id });
    expect((await ws.next('view')).seat).toBe(0);
    ws.send({ type: 'end-match', table: t2.body.table.id, id: 'end' });
    await ws.next('table', (m) => m.table.status === 'over');
    ws.close();
    expect((await c.call('POST', '/api/me/delete')).status).toBe(200);
    expect((await c.call<{ profile: null }>('GET', '/api/me')).body.profile).toBeNull();
    const info = await c.call<{ seats: { name: string }[] }>('GET', `/api/tables/${t2.body.table.id}`);
    expect(info.body.seats[0]?.name).toBe('Tidligere spiller');
    // The match is still there, and replays.
    const rec = await c.call<Json>('GET', `/api/tables/${t2.body.table.id}/record?match=1`);
    expect(rec.status).toBe(200);
    expect(replay(rec.body).ok).toBe(true);
  });
});

describe('profile limits per address', () => {
  let s: Server;
  beforeAll(async () => {
    s = await testServer({ limits: { profilesPerMinute: 2, signInsPerMinute: 3 } });
  });
  afterAll(async () => {
    await s?.cleanup();
  });

  it('profile creation and sign-ins are rate limited, and say so', async () => {
    const a = browser(s.url);
    expect((await a.call('POST', '/api/profiles', { name: 'A' })).status).toBe(201);
    expect((await a.call('POST', '/api/profiles', { name: 'B' })).status).toBe(201);
    const third = await a.call<Refusal>('POST', '/api/profiles', { name: 'C' });
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rate-limited');
    const b = browser(s.url);
    for (let i = 0; i < 3; i++) await b.call('POST', '/api/sign-in/code', { code: 'AAAA-AAAA' });
    expect((await b.call<Refusal>('POST', '/api/sign-in/code', { code: 'AAAA-AAAA' })).status).toBe(429);
  });
});
