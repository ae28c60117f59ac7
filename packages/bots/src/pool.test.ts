import { act, isRoundOver, newMatch, resolveChance, type Json, type Match } from '@kortbord/engine';
import { afterAll, describe, expect, it } from 'vitest';
import type { BotInput } from './bot';
import { botInput, nextToAsk } from './input';
import { budgetBy, createBotPool, Overdue } from './pool';

/** A Viggo match of four at its first decision with a choice: something for a hard bot to search. */
function aChoice(seed: string): BotInput {
  const started = newMatch({ game: 'viggo', players: 4, seed });
  if (!started.ok) throw new Error(started.message);
  let m: Match = resolveChance(started.value);
  while (!isRoundOver(m)) {
    const ask = nextToAsk(m);
    if (!ask) break;
    if (ask.legal.length > 1) return botInput(m, ask.seat, ask.legal);
    const r = act(m, ask.seat, ask.legal[0] as unknown as Json);
    if (!r.ok) throw new Error(r.message);
    m = resolveChance(r.value);
  }
  throw new Error('no decision with a choice');
}

const input = (n: number): BotInput => ({
  game: 'viggo',
  seat: 0,
  options: {},
  view: { phase: 'play', toAct: [0], placings: [], seats: [{ hand: [] }, { handCount: 3 }] },
  legal: Array.from({ length: n }, (_, i) => ({ type: 'play', i })),
});

describe('the bot pool (worker threads)', () => {
  const pool = createBotPool(2);
  afterAll(() => pool.close());

  it('answers many decisions in parallel, each one of the legal actions, seeded', async () => {
    await pool.ready();
    const asks = Array.from({ length: 40 }, (_, i) =>
      pool.decide('random', input(5), undefined, `seed-${i}`),
    );
    const got = await Promise.all(asks);
    for (const d of got) {
      expect(input(5).legal).toContainEqual(d.action);
      expect(d.ms).toBeGreaterThanOrEqual(0);
    }
    const again = await pool.choose('random', input(5), undefined, 'seed-7');
    expect(again).toEqual(got[7]?.action);
    expect(new Set(got.map((d) => JSON.stringify(d.action))).size).toBeGreaterThan(1);
  });

  it('reports a failing decision as a rejection and keeps working', async () => {
    const bad = { ...input(3), game: 'no-such-game' } as unknown as BotInput;
    await expect(pool.choose('hard', bad)).rejects.toThrow(/unknown game/);
    expect(await pool.choose('random', input(1))).toEqual({ type: 'play', i: 0 });
  });

  it('serves an urgent decision before every queued background one, in order within each lane', async () => {
    const p = createBotPool(1);
    try {
      await p.ready();
      const done: string[] = [];
      const ask = (tag: string, urgent: boolean) =>
        p.choose('random', input(3), undefined, tag, { urgent, tag }).then(() => done.push(tag));
      // The first background decision starts at once; the rest wait behind it.
      const asks = [ask('b1', false), ask('b2', false), ask('b3', false), ask('u1', true), ask('u2', true)];
      expect(p.stats()).toEqual({
        running: { urgent: 0, background: 1 },
        queued: { urgent: 2, background: 2 },
      });
      await Promise.all(asks);
      expect(done).toEqual(['b1', 'u1', 'u2', 'b2', 'b3']);
    } finally {
      await p.close();
    }
  });

  it('keeps reserved workers for urgent decisions', async () => {
    const events: string[] = [];
    const p = createBotPool(2, {
      reserve: 1,
      observe: (e) => events.push(`${e.event} ${e.tag}`),
    });
    try {
      await p.ready();
      const asks = ['b1', 'b2', 'b3'].map((tag) => p.choose('random', input(3), undefined, tag, { tag }));
      // Background decisions use one worker of two: the other stays free.
      expect(p.stats()).toEqual({
        running: { urgent: 0, background: 1 },
        queued: { urgent: 0, background: 2 },
      });
      const u = p.choose('random', input(3), undefined, 'u', { urgent: true, tag: 'u' });
      expect(p.stats().running).toEqual({ urgent: 1, background: 1 });
      expect(events.slice(-2)).toEqual(['queued u', 'started u']);
      await Promise.all([...asks, u]);
      expect(events.filter((e) => e.startsWith('started'))).toEqual([
        'started b1',
        'started u',
        'started b2',
        'started b3',
      ]);
    } finally {
      await p.close();
    }
  });

  it('answers by its due time (issue 38): a budget cut as it starts, a queued one overdue', async () => {
    expect(budgetBy({ timeMs: 1000 }, 10_400, 10_000)).toEqual({ timeMs: 360 });
    expect(budgetBy({ timeMs: 100 }, 10_400, 10_000)).toEqual({ timeMs: 100 });
    expect(budgetBy({ timeMs: 1000 }, 9_000, 10_000)).toEqual({ timeMs: 1 });
    expect(budgetBy({ iterations: 50 }, 9_000, 10_000)).toEqual({ iterations: 50 });

    const p = createBotPool(1);
    try {
      await p.ready();
      const position = aChoice('due');
      const long = { iterations: 10_000_000, timeMs: 20_000 };
      // Asked with 20 s to think and due in a moment: the search stops by then, not after 20 s.
      const cut = await p.decide('hard', position, long, 's1', { due: Date.now() + 300 });
      expect(position.legal).toContainEqual(cut.action);
      expect(cut.ms).toBeLessThan(10_000);
      // One worker, busy for 20 s with no due time: a decision due meanwhile is never started.
      // Ended by the pool's closing below.
      const busy = p.decide('hard', position, long, 's2').catch(() => null);
      await expect(p.decide('hard', position, long, 's3', { due: Date.now() + 200 })).rejects.toBeInstanceOf(
        Overdue,
      );
      // It left the queue: the worker is still on the first, nothing waits.
      expect(p.stats()).toEqual({
        running: { urgent: 0, background: 1 },
        queued: { urgent: 0, background: 0 },
      });
      await p.close();
      await busy;
    } finally {
      await p.close();
    }
  });

  it('refuses work once closed', async () => {
    const p = createBotPool(1);
    await p.close();
    await expect(p.choose('random', input(2))).rejects.toThrow(/closed/);
  });
});
