import { afterAll, describe, expect, it } from 'vitest';
import { Client, sleep, testServer } from './helpers';
import { playToRoundOver } from './play';

type Made = { table: { id: string }; invite: string; joined: { token: string; seat: number } };
interface Mark {
  step: number;
  move: number;
  round: number;
  seat: number;
  mark: string;
  played: { action: Record<string, unknown> };
  best: { action: Record<string, unknown> };
}
type Answer =
  | { status: 'running'; match: number; done: number; total: number }
  | { status: 'done'; match: number; round: number; seats: number[]; samples: number; marks: Mark[] };
type Refusal = { error: { code: string; message: string } };

let s: Awaited<ReturnType<typeof testServer>> | null = null;
afterAll(async () => {
  await s?.cleanup();
});

async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const res = await fetch((s?.url ?? '') + path, init);
  return { status: res.status, body: (await res.json()) as T };
}

const post = <T>(path: string, body: unknown) =>
  call<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Every string under a `hand`, `cards` or `card` key, anywhere in a JSON value. */
function cardsIn(v: unknown, out = new Set<string>(), under = false): Set<string> {
  if (typeof v === 'string') {
    if (under) out.add(v);
  } else if (Array.isArray(v)) for (const x of v) cardsIn(x, out, under);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v))
      cardsIn(x, out, under || k === 'hand' || k === 'cards' || k === 'card');
  return out;
}

describe('the coach for a finished round of a running match', () => {
  it('gives a seat only its own marks of that round, with its token, and nothing it did not see', async () => {
    // One worker: the searches run in the real pool, off the event loop. The players keep to the
    // server's message rate (the test client's act), so the default rate stands.
    s = await testServer({ botWorkers: 1 });
    const made = await post<Made>('/api/tables', {
      game: 'vri-atter',
      options: { scoring: true, rounds: 3 },
      seats: [{ kind: 'open' }, { kind: 'open' }],
      standInAfterMs: null,
      turnClockMs: null,
      join: { name: 'Ola' },
    });
    const id = made.body.table.id;
    const olaToken = made.body.joined.token;
    const per = await post<{ token: string }>(`/api/tables/${id}/join`, {
      invite: made.body.invite,
      name: 'Per',
    });
    const perToken = per.body.token;
    const other = await post<Made>('/api/tables', {
      game: 'vri-atter',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'easy' }],
      join: { name: 'Kari' },
    });

    const coach = (round: number | null, token?: string, query = '') =>
      call<Answer & Refusal>(
        `/api/tables/${id}/matches/1/coach${round === null ? '' : `?round=${round}`}${query}`,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );

    const subscribe = async (token: string) => {
      const c = await Client.open(s?.url ?? '');
      c.send({ type: 'subscribe', table: id, token });
      await c.next('table');
      return c;
    };
    const ola = await subscribe(olaToken);
    const perC = await subscribe(perToken);
    await ola.next('view');

    // While round 1 is played, it is not over: refused, with a reason.
    const early = await coach(1, olaToken);
    expect([early.status, early.body.error.code]).toEqual([409, 'round-not-over']);
    expect(early.body.error.message).toMatch(/not over/);

    const over = await playToRoundOver(id, [ola, perC]);
    // What Ola saw of her own hand in round 1 (every view up to its end).
    const seen = new Set<string>();
    for (const m of ola.messages)
      if (m.type === 'view' && m.table === id && m.version <= over.version) {
        const seats = (m.view as { seats?: unknown[] }).seats ?? [];
        cardsIn((seats[0] as { hand?: unknown } | undefined)?.hand, seen, true);
      }
    expect(seen.size).toBeGreaterThan(0);

    // Both say "Klar": round 2 is dealt and being played.
    ola.send({ type: 'next-round', table: id, id: 'k0' });
    perC.send({ type: 'next-round', table: id, id: 'k1' });
    await ola.next(
      'view',
      (v) => v.version > over.version && (v.view as { phase?: string }).phase !== 'round-over',
    );

    // Not for round 2 (not over), not without a token, not with a token in the address, not with
    // another table's token, and not the whole match (it runs).
    const r2 = await coach(2, olaToken);
    expect([r2.status, r2.body.error.code]).toEqual([409, 'round-not-over']);
    const none = await coach(1);
    expect([none.status, none.body.error.code]).toEqual([403, 'bad-token']);
    const inUrl = await coach(1, undefined, `&token=${olaToken}`);
    expect([inUrl.status, inUrl.body.error.code]).toEqual([403, 'bad-token']);
    const wrong = await coach(1, other.body.joined.token);
    expect([wrong.status, wrong.body.error.code]).toEqual([403, 'bad-token']);
    const whole = await coach(null, olaToken);
    expect([whole.status, whole.body.error.code]).toEqual([409, 'not-over']);

    // Ola's round 1: progress (202) from the pool, then her marks (200).
    const until = async (token: string): Promise<Answer & { status: 'done' }> => {
      const first = await coach(1, token);
      expect(first.status).toBe(202);
      let a: Answer = first.body;
      const end = Date.now() + 150_000;
      while (a.status !== 'done') {
        if (Date.now() > end) throw new Error(`the coach did not finish: ${JSON.stringify(a)}`);
        await sleep(25);
        const r = await coach(1, token);
        a = r.body;
        expect(r.status).toBe(a.status === 'done' ? 200 : 202);
      }
      return a;
    };
    const mine = await until(olaToken);
    expect(mine).toMatchObject({ status: 'done', match: 1, round: 1, seats: [0] });
    expect(mine.marks.length).toBeGreaterThan(0);
    for (const m of mine.marks) {
      expect(m.seat).toBe(0);
      expect(m.round).toBe(1);
      expect(m.move).toBeGreaterThan(0);
      expect(['good', 'inaccuracy', 'mistake', 'blunder']).toContain(m.mark);
    }
    // Every card the answer names was in Ola's own hand that round; no record, seed or deal in it.
    const named = cardsIn(mine);
    expect(named.size).toBeGreaterThan(0);
    for (const c of named) expect(seen, `card ${c}`).toContain(c);
    const text = JSON.stringify(mine);
    for (const key of ['"seed"', '"moves"', '"deal"', '"hand"', '"hands"', '"stock"'])
      expect(text).not.toContain(key);

    // Kept: asked again, the same marks at once.
    const again = await coach(1, olaToken);
    expect([again.status, again.body]).toEqual([200, mine]);

    // Per's token: Per's own marks only, none of Ola's.
    const his = await until(perToken);
    expect(his.seats).toEqual([1]);
    expect(his.marks.every((m) => m.seat === 1 && m.round === 1)).toBe(true);
    ola.close();
    perC.close();
  }, 240_000);
});
