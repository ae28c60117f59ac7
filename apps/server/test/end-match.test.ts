import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchStanding, type StandingSource } from '@kortbord/engine';
import { Client, http, testServer } from './helpers';

type Made = { table: { id: string }; joined: { token: string } };
type Shown = StandingSource & {
  over: boolean;
  round: number;
  phase: string;
  ended?: number;
  toAct: number[];
};

let s: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => {
  await s.cleanup();
});

/** Ola (seat 0) alone at a President table with three bots, no clock. */
async function olaAndBots(): Promise<{ id: string; ola: Client }> {
  const made = await http<Made>(s.url, 'POST', '/api/tables', {
    game: 'president',
    seats: [{ kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
    standInAfterMs: null,
    turnClockMs: null,
    join: { name: 'Ola' },
  });
  const id = made.body.table.id;
  const ola = await Client.open(s.url);
  ola.send({ type: 'subscribe', table: id, token: made.body.joined.token });
  return { id, ola };
}

const shown = (v: { view: unknown }) => v.view as Shown;

describe('ending a match by agreement (President)', () => {
  it('ends with the standing of the rounds finished, not with everyone sharing first place', async () => {
    const { id, ola } = await olaAndBots();
    // Round 1 to its end, then round 2's exchange; Ola plays whatever comes first.
    let n = 0;
    let round1: number[] = [];
    for (;;) {
      const v = await ola.next(
        'view',
        (m) =>
          m.legal.length > 0 ||
          shown(m).phase === 'round-over' ||
          (shown(m).round === 2 && shown(m).phase === 'play'),
      );
      const view = shown(v);
      if (view.phase === 'round-over' && view.round === 1) round1 = [...view.placings];
      if (view.round === 2 && view.phase === 'play') break;
      if (v.legal.length) await ola.act(id, ++n, v.legal[0], v.version);
    }
    expect(round1).toHaveLength(4);
    ola.send({ type: 'end-match', table: id, id: 'end' });
    expect((await ola.reply('end')).type).toBe('ack');
    const ended = shown(await ola.next('view', (m) => shown(m).over));
    // Over in the view itself (issue 38 saw `over: false`), after the one finished round.
    expect([ended.over, ended.ended, ended.toAct]).toEqual([true, 1, []]);
    expect(ended.placings).toEqual(round1);
    const standing = matchStanding(ended);
    expect(standing.map((p) => p.seat)).toEqual(round1);
    expect(standing.map((p) => p.place)).toEqual([1, 2, 3, 4]);
    expect(standing[0]?.title).toBe('president');
    const info = await http<{ status: string }>(s.url, 'GET', `/api/tables/${id}`);
    expect(info.body.status).toBe('over');
    ola.close();
  });

  it('says no round was finished when it ends during the first, and names no winner', async () => {
    const { id, ola } = await olaAndBots();
    await ola.next('view');
    ola.send({ type: 'end-match', table: id, id: 'end' });
    expect((await ola.reply('end')).type).toBe('ack');
    const ended = shown(await ola.next('view', (m) => shown(m).over));
    expect([ended.over, ended.ended, ended.placings, ended.round]).toEqual([true, 0, [], 1]);
    ola.close();
  });

  it('reads the same in a game kept by score (Viggo): the totals and order of the finished round', async () => {
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
    let after1: Shown | null = null;
    for (;;) {
      const v = await ola.next('view', (m) => m.legal.length > 0 || shown(m).phase === 'round-over');
      const view = shown(v);
      if (view.phase === 'round-over') after1 = view;
      else if (view.round === 2) break;
      else await ola.act(id, ++n, v.legal[0], v.version);
    }
    if (!after1) throw new Error('round 1 did not end');
    ola.send({ type: 'end-match', table: id, id: 'end' });
    expect((await ola.reply('end')).type).toBe('ack');
    const ended = shown(await ola.next('view', (m) => shown(m).over));
    expect([ended.over, ended.ended, ended.round]).toEqual([true, 1, 2]);
    expect([ended.scores, ended.placings]).toEqual([after1.scores, after1.placings]);
    expect(matchStanding(ended)).toEqual(matchStanding({ ...after1, over: true } as Shown));
    ola.close();
  });
});
