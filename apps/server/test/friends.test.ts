import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, http, tempDir, testServer } from './helpers';

type Seat = { seat: number; kind: string; level: string | null; name: string | null };
type Info = { id: string; status: string; host: number | null; seats: Seat[] };
type Made = { table: Info; invite: string; joined: { token: string; seat: number } };

const data = tempDir();
let s: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  s = await testServer({ dataDir: data.dir });
});
afterAll(async () => {
  await s.cleanup();
  data.remove();
});

/** A waiting table of `n` open seats, Ola in seat 0, and Per (through the invite) in seat 1. */
async function olaAndPer(n = 4, extra: Record<string, unknown> = {}) {
  const made = await http<Made>(s.url, 'POST', '/api/tables', {
    game: 'viggo',
    seats: Array.from({ length: n }, () => ({ kind: 'open' })),
    join: { name: 'Ola' },
    ...extra,
  });
  const id = made.body.table.id;
  const per = await http<{ token: string; seat: number }>(s.url, 'POST', `/api/tables/${id}/join`, {
    invite: made.body.invite,
    // Direction overrides and control characters are taken out at the door.
    name: 'Per\u202e\u0007',
  });
  const ola = await Client.open(s.url);
  ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
  const perC = await Client.open(s.url);
  perC.send({ type: 'subscribe', table: id, token: per.body.token });
  await ola.next('table');
  await perC.next('table');
  return { id, ola, per: perC, perToken: per.body.token, olaToken: made.body.joined.token };
}

const answer = async (c: Client, m: Record<string, unknown>, id: string) => {
  c.send({ ...m, id });
  return c.reply(id);
};

describe('the waiting room', () => {
  it('lets only the host fill, open, start or cancel, and refuses it all once the match runs', async () => {
    const { id, ola, per, perToken } = await olaAndPer();
    const info = (await http<Info>(s.url, 'GET', `/api/tables/${id}`)).body;
    expect(info.host).toBe(0);
    expect(info.seats[1]?.name).toBe('Per');
    for (const [i, m] of [
      { type: 'set-seat', table: id, seat: 2, kind: 'bot' },
      { type: 'start-now', table: id },
      { type: 'cancel-table', table: id },
    ].entries()) {
      const r = await answer(per, m, `p${i}`);
      expect(r.type === 'error' && r.code, JSON.stringify(m)).toBe('not-host');
    }
    expect(
      (await answer(ola, { type: 'set-seat', table: id, seat: 2, kind: 'bot', level: 'hard' }, 'a')).type,
    ).toBe('ack');
    await per.next('table', (m) => m.table.seats[2]?.kind === 'bot' && m.table.seats[2]?.level === 'hard');
    expect((await answer(ola, { type: 'set-seat', table: id, seat: 2, kind: 'open' }, 'b')).type).toBe('ack');
    await per.next('table', (m) => m.table.seats[2]?.kind === 'open');
    // A person's seat is theirs to leave, not the host's to take.
    const taken = await answer(ola, { type: 'set-seat', table: id, seat: 1, kind: 'bot' }, 'c');
    expect(taken.type === 'error' && taken.code).toBe('seat-taken');
    // Per leaves; the host starts now: bots take the three open seats and the match begins.
    expect((await http(s.url, 'POST', `/api/tables/${id}/leave`, { token: perToken })).status).toBe(200);
    expect((await answer(ola, { type: 'start-now', table: id, level: 'easy' }, 'd')).type).toBe('ack');
    const started = await ola.next('table', (m) => m.table.status === 'playing');
    expect(started.table.seats.map((x) => x.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
    expect(started.table.seats.slice(1).map((x) => x.level)).toEqual(['easy', 'easy', 'easy']);
    await ola.next('view');
    const late = await answer(ola, { type: 'set-seat', table: id, seat: 1, kind: 'open' }, 'e');
    expect(late.type === 'error' && late.code).toBe('illegal');
    ola.close();
    per.close();
  });

  it('passes the host on when the creator leaves, and a cancelled table is gone for everyone', async () => {
    const { id, ola, per } = await olaAndPer(3);
    const c = await answer(ola, { type: 'cancel-table', table: id }, 'x');
    expect(c.type).toBe('ack');
    await per.next('cancelled', (m) => m.table === id);
    expect((await http(s.url, 'GET', `/api/tables/${id}`)).status).toBe(404);
    ola.close();
    per.close();

    const next = await olaAndPer(3);
    // Ola (the creator) leaves: Per hosts now, and may start.
    expect((await http(s.url, 'POST', `/api/tables/${next.id}/leave`, { token: next.olaToken })).status).toBe(
      200,
    );
    expect((await http<Info>(s.url, 'GET', `/api/tables/${next.id}`)).body.host).toBe(1);
    expect((await answer(next.per, { type: 'start-now', table: next.id }, 's')).type).toBe('ack');
    await next.per.next('table', (m) => m.table.status === 'playing');
    next.ola.close();
    next.per.close();
  });
});

describe('the table chat', () => {
  it('cleans, limits and keeps lines with the table, across a restart, never in the record', async () => {
    const { id, ola, per } = await olaAndPer(2);
    const watcher = await Client.open(s.url);
    watcher.send({ type: 'subscribe', table: id });
    await watcher.next('table');
    expect(
      (await answer(ola, { type: 'chat', table: id, text: '  Hei\u202e  du\u0007\u200b! ' }, 'c1')).type,
    ).toBe('ack');
    const line = await per.next('chat');
    expect(line.lines.map((l) => [l.seat, l.name, l.kind, l.body])).toEqual([[0, 'Ola', 'text', 'Hei du!']]);
    for (const [i, bad] of [
      { text: 'x'.repeat(201) },
      { text: '\u200b\u202e ' },
      { text: 'a', emoji: '👍' },
      {},
    ].entries()) {
      const r = await answer(ola, { type: 'chat', table: id, ...bad }, `bad${i}`);
      expect(r.type === 'error' && r.code, JSON.stringify(bad)).toBe('chat-refused');
    }
    expect((await answer(per, { type: 'chat', table: id, phrase: 'goodLuck' }, 'c2')).type).toBe('ack');
    expect((await answer(per, { type: 'chat', table: id, emoji: '🎉' }, 'c3')).type).toBe('ack');
    // Spectators may not write here (the table's option).
    const spoke = await answer(watcher, { type: 'chat', table: id, text: 'hei' }, 'w1');
    expect(spoke.type === 'error' && spoke.code).toBe('chat-refused');
    // The rate: at most five lines in ten seconds per connection.
    let refused = 0;
    for (let i = 0; i < 6; i++) {
      const r = await answer(per, { type: 'chat', table: id, text: `line ${i}` }, `r${i}`);
      if (r.type === 'error') refused++;
    }
    expect(refused).toBe(3);
    // Ending needs every person seated (issue 21): Per asks first, Ola's ask ends it.
    expect(await answer(per, { type: 'end-match', table: id }, 'end-per')).toMatchObject({
      code: 'needs-agreement',
    });
    ola.send({ type: 'end-match', table: id, id: 'end' });
    expect((await ola.reply('end')).type).toBe('ack');
    const rec = await http(s.url, 'GET', `/api/tables/${id}/record`);
    expect(rec.status).toBe(200);
    expect(JSON.stringify(rec.body)).not.toMatch(/Hei du|goodLuck|line 0/);
    ola.close();
    per.close();
    watcher.close();

    // A restart (the same database): a new connection gets the lines, in order.
    await s.close();
    s = await testServer({ dataDir: data.dir });
    const back = await Client.open(s.url);
    back.send({ type: 'subscribe', table: id });
    const kept = await back.next('chat');
    expect(kept.lines.map((l) => l.body)).toEqual([
      'Hei du!',
      'goodLuck',
      '🎉',
      'line 0',
      'line 1',
      'line 2',
    ]);
    back.close();
  });

  it('lets spectators write where the table allows it', async () => {
    const { id, ola, per } = await olaAndPer(2, { spectatorChat: true });
    const watcher = await Client.open(s.url);
    watcher.send({ type: 'subscribe', table: id });
    await watcher.next('table');
    expect((await answer(watcher, { type: 'chat', table: id, text: 'heia!' }, 'w')).type).toBe('ack');
    const got = await ola.next('chat');
    expect(got.lines.map((l) => [l.seat, l.name, l.body])).toEqual([[null, null, 'heia!']]);
    for (const c of [ola, per, watcher]) c.close();
  });
});

describe('between rounds and matches', () => {
  it('starts a rematch when every person seated has asked, showing who has', async () => {
    const { id, ola, per } = await olaAndPer(2);
    await ola.next('view');
    expect(await answer(per, { type: 'end-match', table: id }, 'end-per')).toMatchObject({
      code: 'needs-agreement',
    });
    expect((await answer(ola, { type: 'end-match', table: id }, 'end')).type).toBe('ack');
    expect((await answer(per, { type: 'rematch', table: id }, 'r1')).type).toBe('ack');
    const asked = await ola.next('table', (m) => !!m.table.seats[1]?.rematch);
    expect([asked.table.status, asked.table.match, asked.table.seats[0]?.rematch]).toEqual([
      'over',
      1,
      false,
    ]);
    expect((await answer(ola, { type: 'rematch', table: id }, 'r0')).type).toBe('ack');
    await per.next('table', (m) => m.table.match === 2 && m.table.status === 'playing');
    // The table's matches are kept: the first one's rounds, while the second is played.
    type Played = { matches: { match: number; rounds: { scores: number[] }[] }[] };
    const kept = await http<Played>(s.url, 'GET', `/api/tables/${id}/matches`);
    expect(kept.body.matches.map((m) => m.match)).toEqual([1]);
    expect(await answer(per, { type: 'end-match', table: id }, 'end2-per')).toMatchObject({
      code: 'needs-agreement',
    });
    expect((await answer(ola, { type: 'end-match', table: id }, 'end2')).type).toBe('ack');
    const both = await http<Played>(s.url, 'GET', `/api/tables/${id}/matches`);
    expect(both.body.matches.map((m) => m.match)).toEqual([1, 2]);
    ola.close();
    per.close();
  });

  it('counts down to the next deal once a round is over', async () => {
    const made = await http<Made>(s.url, 'POST', '/api/tables', {
      game: 'viggo',
      seats: [{ kind: 'open' }, { kind: 'bot' }],
      standInAfterMs: null,
      turnClockMs: null,
      join: { name: 'Ola' },
    });
    const id = made.body.table.id;
    const ola = await Client.open(s.url);
    ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
    let n = 0;
    for (;;) {
      const v = await ola.next(
        'view',
        (m) => m.legal.length > 0 || (m.view as { phase: string }).phase === 'round-over',
      );
      if ((v.view as { phase: string }).phase === 'round-over') {
        const c = await ola.next('clock', (m) => m.version === v.version);
        expect(c.seats).toEqual([]);
        expect(c.totalMs).toBe(50);
        break;
      }
      await ola.act(id, ++n, v.legal[0], v.version);
    }
    ola.close();
  });
});
