/**
 * Hints in a lane of their own (issue 38, 2): a hint's search waits behind every bot decision at a
 * table with people (it went ahead of them, in their lane) and goes before bots that play only each
 * other. Asserted on the order one worker finishes them, never on the clock.
 */
import { describe, expect, it } from 'vitest';
import { newMatch } from '@kortbord/engine';
import { botInput } from '@kortbord/bots';
import { createBotPool } from '@kortbord/bots/pool';
import { hintFor } from '../../src/hints';

describe('the hint lane', () => {
  it('serves bots at tables with people first, then hints, then bots alone', async () => {
    const started = newMatch({ game: 'president', players: 4, options: {}, seed: 'hint-lane' });
    if (!started.ok) throw new Error(started.message);
    const m = started.value;
    const seat = (m.game.toAct(m.state) as number[])[0] as number;
    const input = botInput(m, seat);
    const pool = createBotPool(1);
    try {
      await pool.ready();
      const done: string[] = [];
      const bot = (tag: string, urgent: boolean) =>
        pool.choose('random', input, undefined, tag, { urgent, tag }).then(() => done.push(tag));
      // One worker: the first all-bot decision starts at once, everything else waits for it.
      const asks = [bot('alone-1', false), bot('alone-2', false)];
      asks.push(hintFor(pool, input, { seed: 'h', iterations: 20 }).then(() => done.push('hint')));
      asks.push(bot('people-1', true), bot('people-2', true));
      await Promise.all(asks);
      expect(done).toEqual(['alone-1', 'people-1', 'people-2', 'hint', 'alone-2']);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
