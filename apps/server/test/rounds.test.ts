import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, isRoundOver } from '@kortbord/engine';
import { Client, http, testServer } from './helpers';

type Made = { table: { id: string }; joined: { token: string; seat: number } };
type View = { round: number; phase: string; over: boolean; seats: { hand?: string[] }[] };
type Rec = { moves: unknown[]; deal: unknown; rounds: number; match: number; names: string[]; seed?: string };

let s: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  s = await testServer();
});
afterAll(async () => {
  await s.cleanup();
});

/** Kari at a Viggo table with three bots: she plays her first legal action whenever she may act. */
async function viggoWithKari() {
  const made = await http<Made>(s.url, 'POST', '/api/tables', {
    game: 'viggo',
    seats: [{ kind: 'open' }, { kind: 'bot' }, { kind: 'bot' }, { kind: 'bot' }],
    join: { name: 'Kari', seat: 0 },
  });
  const id = made.body.table.id;
  const c = await Client.open(s.url);
  c.send({ type: 'subscribe', table: id, token: made.body.joined.token });
  return { id, c };
}

/** Plays Kari's moves (her first legal action) until `until` holds for her latest view. */
async function playUntil(c: Client, id: string, until: (v: View, version: number) => boolean) {
  let sent = -1;
  const end = Date.now() + 40_000;
  for (let n = 0; Date.now() < end; n++) {
    const latest = c.lastView(id);
    if (latest) {
      const v = latest.view as unknown as View;
      if (until(v, latest.version)) return { view: v, version: latest.version };
      if (latest.legal.length && sent !== latest.version) {
        sent = latest.version;
        c.send({ type: 'act', table: id, id: `k${n}`, version: latest.version, action: latest.legal[0] });
      }
    }
    // The next view (a bot's move, or the answer to Kari's): state, not time.
    await c.next('view', (x) => x.table === id && x.version > (latest?.version ?? -1)).catch(() => null);
  }
  throw new Error('the second round did not come');
}

describe('GET /api/tables/:id/rounds: the finished rounds mid-match', () => {
  it('gives the finished rounds without the seed or the current round, and they replay', async () => {
    const { id, c } = await viggoWithKari();
    await c.next('view', (x) => x.table === id);
    const early = await http<{ error: { code: string } }>(s.url, 'GET', `/api/tables/${id}/rounds`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('round-not-over');

    // Into the second round, a few entries past its deal.
    let dealt = 0;
    const { view } = await playUntil(c, id, (v, ver) => {
      if (v.round === 2 && !dealt) dealt = ver;
      return v.round === 2 && ver >= dealt + 3 && v.phase !== 'round-over';
    });
    const hand = view.seats[0]?.hand ?? [];
    expect(hand.length).toBeGreaterThan(0);
    const got = await http<Rec>(s.url, 'GET', `/api/tables/${id}/rounds`);
    expect(got.status).toBe(200);
    const rec = got.body;
    expect(rec.rounds).toBe(1);
    expect(rec.match).toBe(1);
    expect(rec.names[0]).toBe('Kari');
    expect(rec.seed).toBeUndefined();
    // The record replays (as `kortbord replay` does) to the end of round 1, not a step further.
    const r = replay(rec);
    expect(r.ok).toBe(true);
    expect(r.match?.round).toBe(1);
    expect(r.match && isRoundOver(r.match)).toBe(true);
    expect(rec.moves.some((e) => typeof e === 'object' && e !== null && 'deal' in e)).toBe(false);

    // The match ends (Kari alone asks): now the whole record and the seed are out; compare.
    c.send({ type: 'end-match', table: id, id: 'end' });
    expect((await c.reply('end')).type).toBe('ack');
    const full = (await http<Rec & { seed: string }>(s.url, 'GET', `/api/tables/${id}/record`)).body;
    expect(JSON.stringify(rec)).not.toContain(full.seed);
    expect(full.deal).toEqual(rec.deal);
    expect(full.moves.slice(0, rec.moves.length)).toEqual(rec.moves);
    // The entry after the cut is round 2's deal, Kari's hand in it: none of round 2 is in the record.
    const next = full.moves[rec.moves.length] as { deal: { hands: string[][] } };
    expect(next.deal.hands[0]).toEqual(expect.arrayContaining(hand));
    expect(JSON.stringify(rec.moves)).not.toContain(JSON.stringify(next.deal));
    c.close();
  }, 60_000);
});
