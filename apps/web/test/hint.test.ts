/**
 * The offline table's hint: the page asks its bot worker (here the same analysis in-process, as the
 * worker runs it) from the player's own input; the answer is one of the player's legal actions, it
 * is counted for the result, and it lapses once the position changes.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '@kortbord/bots';
import { jsonEqual, type Json } from '@kortbord/engine';
import { sayHintWhy } from '@kortbord/words';
import type { HintAsker } from '../src/game/bots';
import { hintAnswer } from '../src/game/hint-answer';
import { createLocalSession } from '../src/game/local';

const inPage: HintAsker = async (input) =>
  hintAnswer(input, analyse(input, { seed: 'hint-test', iterations: 20 }));

const until = async (test: () => boolean) => {
  for (let i = 0; i < 10_000 && !test(); i++) await new Promise((r) => setTimeout(r, 1));
};

describe('the hint offline', () => {
  it('suggests one of the player’s legal actions, with a reason in their language, and counts it', async () => {
    const s = createLocalSession({
      game: 'vri-atter',
      options: {},
      seats: [
        { kind: 'human', name: 'Kari' },
        { kind: 'bot', name: 'Bot' },
      ],
      seed: 'hint-offline',
      botDelayMs: 0,
      hints: inPage,
    });
    if ('error' in s) throw new Error(s.error);
    await until(() => (s.get().snapshot?.legal.length ?? 0) > 0);
    expect(s.get().table?.hints).toBe(true);
    s.hint?.();
    expect(s.get().hint?.status).toBe('thinking');
    await until(() => s.get().hint?.status === 'ready');
    const h = s.get().hint;
    if (h?.status !== 'ready') throw new Error('no hint');
    const legal = s.get().snapshot?.legal ?? [];
    expect(legal.some((a) => jsonEqual(a as unknown as Json, h.action as unknown as Json))).toBe(true);
    expect(h.samples).toBe(20);
    expect(sayHintWhy(h, 'nb', (a) => a.type)).toMatch(/prøvespill|eneste/);
    expect(s.get().table?.hintsUsed?.[0]).toBe(1);
    s.act(h.action);
    expect(s.get().error).toBeNull();
    expect(s.get().hint ?? null).toBeNull();
    s.close();
  });
});
