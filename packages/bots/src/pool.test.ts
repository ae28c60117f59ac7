import { afterAll, describe, expect, it } from 'vitest';
import type { BotInput } from './bot';
import { createBotPool } from './pool';

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

  it('refuses work once closed', async () => {
    const p = createBotPool(1);
    await p.close();
    await expect(p.choose('random', input(2))).rejects.toThrow(/closed/);
  });
});
