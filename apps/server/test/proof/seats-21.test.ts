/**
 * Issue 21's seat holes: a reserved seat stays reserved when its holder leaves (the table's invite
 * never opens it), and who may end a match: every person seated and present must ask (end-match);
 * until then each ask is answered `needs-agreement` and the match plays on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableInfo } from '@kortbord/protocol';
import { Client, http, testServer } from '../helpers';
import { humanTable } from './proof-helpers';

type Made = {
  table: { id: string };
  invite: string;
  reserved: { seat: number; invite: string }[];
  joined: { seat: number; token: string };
};
type Err = { error: { code: string; message: string } };

describe('seats and ending (issue 21)', () => {
  let s: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s?.cleanup());

  const info = async (id: string) => (await http<TableInfo>(s.url, 'GET', `/api/tables/${id}`)).body;
  const join = (id: string, body: object) =>
    http<{ seat: number; token: string } & Err>(s.url, 'POST', `/api/tables/${id}/join`, body);

  it('keeps a reserved seat reserved for its own invite when its holder leaves', async () => {
    const made = await http<Made>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'reserved', name: 'Kari' }, { kind: 'open' }],
      join: { name: 'Ola', seat: 0 },
    });
    const id = made.body.table.id;
    const kariInvite = made.body.reserved[0]?.invite as string;
    const kari = await join(id, { invite: kariInvite, name: 'Kari' });
    expect([kari.status, kari.body.seat]).toEqual([200, 1]);
    expect((await info(id)).seats[1]).toMatchObject({ kind: 'human', name: 'Kari' });

    const left = await http(s.url, 'POST', `/api/tables/${id}/leave`, { token: kari.body.token });
    expect(left.status).toBe(200);
    expect((await info(id)).seats.map((x) => x.kind)).toEqual(['human', 'reserved', 'open']);
    // The table's invite does not open it, by number or by taking the first free seat.
    const bySeat = await join(id, { invite: made.body.invite, name: 'Per', seat: 1 });
    expect([bySeat.status, bySeat.body.error.code]).toEqual([409, 'seat-taken']);
    const anySeat = await join(id, { invite: made.body.invite, name: 'Per' });
    expect([anySeat.status, anySeat.body.seat]).toEqual([200, 2]);
    // Her own invite still does: she takes it back, and the match starts.
    const back = await join(id, { invite: kariInvite, name: 'Kari' });
    expect([back.status, back.body.seat]).toEqual([200, 1]);
    expect(await info(id)).toMatchObject({ status: 'playing' });
  });

  const ask = async (c: Client, table: string, id: string) => {
    c.send({ type: 'end-match', table, id });
    return c.reply(id);
  };

  it('ends a match among people only once everyone seated has asked, afresh for each match', async () => {
    const t = await humanTable(s.url, 'president', 3);
    const cs: Client[] = [];
    for (const token of t.tokens) {
      const c = await Client.open(s.url);
      c.send({ type: 'subscribe', table: t.table, token });
      await c.next('view');
      cs.push(c);
    }
    const [a, b, c] = cs as [Client, Client, Client];
    for (const match of [1, 2]) {
      const first = await ask(a, t.table, `a${match}`);
      expect(first).toMatchObject({ type: 'error', code: 'needs-agreement' });
      expect(first.type === 'error' && first.message).toContain('P1, P2');
      // Everybody sees who has asked: the table's seats say so, and the others' sockets are told.
      expect((await info(t.table)).seats.map((x) => x.endAsked)).toEqual([true, false, false]);
      await c.next('table', (m) => m.table.seats[0]?.endAsked === true);
      // Asking twice counts once.
      expect(await ask(a, t.table, `a${match}-again`)).toMatchObject({ code: 'needs-agreement' });
      const second = await ask(b, t.table, `b${match}`);
      expect(second.type === 'error' && second.message).toMatch(/still to ask: P2\)/);
      expect(await info(t.table)).toMatchObject({ status: 'playing', match });
      expect(await ask(c, t.table, `c${match}`)).toMatchObject({ type: 'ack' });
      expect(await info(t.table)).toMatchObject({ status: 'over', match });
      // The asks of the last match do not carry over to the rematch.
      // A rematch starts once every person seated has asked for it (issue 15).
      for (const [i, x] of cs.entries()) {
        x.send({ type: 'rematch', table: t.table, id: `r${match}-${i}` });
        expect(await x.reply(`r${match}-${i}`)).toMatchObject({ type: 'ack' });
      }
      expect(await info(t.table)).toMatchObject({ status: 'playing', match: match + 1 });
      expect((await info(t.table)).seats.some((x) => x.endAsked)).toBe(false);
    }
    for (const x of cs) x.close();
  });

  it('lets a person alone among bots end at once, and does not wait for a seat a bot stands in for', async () => {
    const alone = await http<Made>(s.url, 'POST', '/api/tables', {
      game: 'president',
      seats: [{ kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }],
      join: { name: 'Ola' },
    });
    const c = await Client.open(s.url);
    c.send({ type: 'subscribe', table: alone.body.table.id, token: alone.body.joined.token });
    await c.next('view');
    expect(await ask(c, alone.body.table.id, 'alone')).toMatchObject({ type: 'ack' });
    expect(await info(alone.body.table.id)).toMatchObject({ status: 'over' });

    const two = await http<Made>(s.url, 'POST', '/api/tables', {
      game: 'president',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot' }],
      standInAfterMs: 0,
      join: { name: 'Ola', seat: 0 },
    });
    const id = two.body.table.id;
    const kari = await join(id, { invite: two.body.invite, name: 'Kari' });
    const ola = await Client.open(s.url);
    ola.send({ type: 'subscribe', table: id, token: two.body.joined.token });
    // Kari never connects: once a bot stands in for her, Ola's ask alone ends the match.
    await ola.next('table', (m) => m.table.status === 'playing' && !!m.table.seats[1]?.standIn);
    expect(kari.status).toBe(200);
    expect(await ask(ola, id, 'ola')).toMatchObject({ type: 'ack' });
    expect(await info(id)).toMatchObject({ status: 'over' });
    c.close();
    ola.close();
  });
});
