/**
 * Proof 4, seat authentication: a wrong token, another table's token, a left seat's old token, and a
 * spectator trying to act or to read a seat's view are all refused, and nothing private reaches them:
 * every frame such a connection gets is checked to carry no seat's view and no hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '@kortbord/protocol';
import { Client, http, sleep, testServer, until } from '../helpers';
import { humanTable } from './proof-helpers';

type Server = Awaited<ReturnType<typeof testServer>>;
let s: Server;
beforeAll(async () => {
  s = await testServer({ limits: { messagesPerSecond: 1000, burst: 1000 } });
});
afterAll(async () => {
  await s?.cleanup();
});

let refusals = 0;

/** Nothing a seat alone may see: no view with a seat, no hand, no legal actions. */
function nothingPrivate(c: Client, what: string): void {
  for (const m of c.messages as ServerMessage[]) {
    if (m.type !== 'view') continue;
    expect(m.seat, `${what}: got a seat's view`).toBeNull();
    expect(m.legal, `${what}: got legal actions`).toEqual([]);
    const seats = (m.view as { seats: Record<string, unknown>[] }).seats;
    for (const x of seats) expect(Object.keys(x), `${what}: sees a hand`).not.toContain('hand');
  }
}

async function refused(
  c: Client,
  msg: Record<string, unknown>,
  codes: string[],
  what: string,
): Promise<void> {
  const id = `r${++refusals}`;
  c.send({ ...msg, id });
  const before = c.messages.length;
  if (msg['type'] === 'subscribe' || msg['type'] === 'sync') {
    const e = await c.next('error', (m) => m.table === msg['table'] || m.table === null);
    expect(codes, `${what}: ${e.code} ${e.message}`).toContain(e.code);
  } else {
    const r = await c.reply(id);
    expect(r.type, `${what}: was accepted`).toBe('error');
    if (r.type === 'error') expect(codes, `${what}: ${r.code} ${r.message}`).toContain(r.code);
  }
  await sleep(20);
  for (const m of c.messages.slice(before)) expect(m.type === 'view' && m.seat !== null, what).toBe(false);
}

describe('proof 4: seat authentication', () => {
  it('wrong tokens, other seats, old tokens and spectators get nothing private and can do nothing', async () => {
    const a = await humanTable(s.url, 'viggo', 3);
    const b = await humanTable(s.url, 'viggo', 2);
    const seat = await Promise.all(
      a.tokens.map(async (token) => {
        const c = await Client.open(s.url);
        c.send({ type: 'subscribe', table: a.table, token });
        await c.next('view');
        return c;
      }),
    );
    const version = () => seat[0]!.lastView(a.table)!.version;
    const v0 = version();

    // 1. A wrong token (well-formed, unknown), and the table's own invite used as a token.
    const wrong = await Client.open(s.url);
    await refused(
      wrong,
      { type: 'subscribe', table: a.table, token: 'A'.repeat(24) },
      ['bad-token'],
      'wrong token',
    );
    await refused(
      wrong,
      { type: 'subscribe', table: a.table, token: a.invite },
      ['bad-token'],
      'invite as token',
    );
    await refused(
      wrong,
      { type: 'act', table: a.table, action: { type: 'pass' } },
      ['not-seated'],
      'unsubscribed act',
    );
    await refused(wrong, { type: 'sync', table: a.table }, ['not-seated'], 'unsubscribed sync');
    nothingPrivate(wrong, 'wrong token');
    expect(wrong.messages.some((m) => m.type === 'table')).toBe(false);

    // 2. Another table's token: refused here, and it acts only at its own table.
    const other = await Client.open(s.url);
    await refused(
      other,
      { type: 'subscribe', table: a.table, token: b.tokens[0] },
      ['bad-token'],
      "other table's token",
    );
    nothingPrivate(other, "other table's token");
    const leave = await http<{ error: { code: string } }>(s.url, 'POST', `/api/tables/${a.table}/leave`, {
      token: b.tokens[0],
    });
    expect([leave.status, leave.body.error.code]).toEqual([403, 'bad-token']);

    // 3. Another seat's moves: seat 1's connection can only ever act as seat 1.
    const v = seat[0]!.lastView(a.table)!;
    const toAct = (v.view as { toAct: number[] }).toAct[0] as number;
    const notMe = seat[(toAct + 1) % 3]!;
    const theirs = seat[toAct]!.lastView(a.table)!.legal;
    for (const action of theirs.slice(0, 3))
      await refused(
        notMe,
        { type: 'act', table: a.table, version: v.version, action },
        ['not-your-turn', 'malformed', 'illegal'],
        "another seat's move",
      );
    expect(version()).toBe(v0);
    for (let i = 0; i < 3; i++)
      for (const m of seat[i]!.messages)
        if (m.type === 'view') expect(m.seat, 'a view for another seat').toBe(i);

    // 4. A spectator: cannot act, deal, end, rematch; its sync gives the spectator's view only.
    const spec = await Client.open(s.url);
    spec.send({ type: 'subscribe', table: a.table });
    await spec.next('view');
    for (const action of theirs.slice(0, 2))
      await refused(spec, { type: 'act', table: a.table, action }, ['not-seated'], 'spectator act');
    for (const type of ['next-round', 'end-match', 'rematch'])
      await refused(spec, { type, table: a.table }, ['not-seated'], `spectator ${type}`);
    spec.send({ type: 'sync', table: a.table });
    await spec.next('view');
    // Subscribing again with a seat's token of another table does not upgrade it either.
    await refused(
      spec,
      { type: 'subscribe', table: a.table, token: b.tokens[1] },
      ['bad-token'],
      'spectator upgrade',
    );
    spec.send({ type: 'act', table: a.table, id: 'after', action: theirs[0] });
    expect((await spec.reply('after')).type).toBe('error');
    nothingPrivate(spec, 'spectator');
    const rec = await http(s.url, 'GET', `/api/tables/${a.table}/record`);
    expect(rec.status).toBe(409);
    expect(version()).toBe(v0);

    // 5. A seat that left: its old token opens nothing, its old connection is a spectator now.
    const left = await http(s.url, 'POST', `/api/tables/${a.table}/leave`, { token: a.tokens[2] });
    expect(left.status).toBe(200);
    const old = seat[2]!;
    await until(
      () => old.messages.some((m) => m.type === 'table' && m.table.seats[2]?.kind === 'bot'),
      5000,
      'seat 2 is a bot',
    );
    const seen = old.messages.length;
    await refused(
      old,
      { type: 'act', table: a.table, action: { type: 'pass' } },
      ['not-seated'],
      'left seat acts',
    );
    const again = await Client.open(s.url);
    await refused(
      again,
      { type: 'subscribe', table: a.table, token: a.tokens[2] },
      ['bad-token'],
      'old token',
    );
    const leaveAgain = await http(s.url, 'POST', `/api/tables/${a.table}/leave`, { token: a.tokens[2] });
    expect(leaveAgain.status).toBe(403);
    await sleep(200);
    for (const m of old.messages.slice(seen))
      if (m.type === 'view') expect(m.seat, 'left seat still gets its view').toBeNull();
    nothingPrivate(again, 'old token');

    console.log(
      `[proof seat-auth] refusals checked: ${refusals}, private frames to unauthorised connections: 0`,
    );
    for (const c of [...seat, wrong, other, spec, again]) c.close();
  });
});
