import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '@kortbord/engine';
import type { Act } from '../src/game/actions';
import { botChoice, createLocalSession, logOf } from '../src/game/local';
import { readView } from '../src/game/view';

const PLAYERS = { viggo: 4, president: 4, 'vri-atter': 3, idiot: 2, 'tuffa-viktor': 3 } as const;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('offline play in the browser', () => {
  for (const game of GAME_IDS)
    it(`plays a whole round of ${game} against bots`, async () => {
      const n = PLAYERS[game];
      const s = createLocalSession({
        game,
        options: {},
        seats: [
          { kind: 'human', name: 'Kari' },
          ...Array.from({ length: n - 1 }, (_, i) => ({ kind: 'bot' as const, name: `Bot ${i}` })),
        ],
        seed: `local-${game}`,
        botDelayMs: 0,
      });
      if ('error' in s) throw new Error(s.error);
      let mine = 0;
      for (let i = 0; i < 50_000; i++) {
        const st = s.get();
        const view = readView(st.snapshot?.view ?? null);
        if (view.phase === 'round-over') break;
        const a = botChoice(st.snapshot?.legal ?? []);
        if (a && view.toAct.includes(0)) {
          s.act(a);
          expect(s.get().error).toBeNull();
          mine++;
        } else await tick();
      }
      const end = s.get();
      const view = readView(end.snapshot?.view ?? null);
      expect(view.phase).toBe('round-over');
      expect(mine).toBeGreaterThan(0);
      expect(end.history).toHaveLength(1);
      expect(end.snapshot?.log.some((l) => l.kind === 'round-over')).toBe(true);
      s.close();
    }, 60_000);

  it('refuses an illegal action with the engine’s sentence and changes nothing', () => {
    const s = createLocalSession({
      game: 'viggo',
      options: {},
      seats: [
        { kind: 'human', name: 'K' },
        { kind: 'bot', name: 'B' },
        { kind: 'bot', name: 'C' },
      ],
      seed: 'x',
      botDelayMs: 10_000,
    });
    if ('error' in s) throw new Error(s.error);
    const before = s.get().snapshot?.version;
    s.act({ type: 'play', cards: ['ZZ'] });
    expect(s.get().error?.code).toBe('malformed');
    expect(s.get().snapshot?.version).toBe(before);
    s.close();
  });

  it('refuses bad table settings', () => {
    const s = createLocalSession({
      game: 'viggo',
      options: { nonsense: true },
      seats: [
        { kind: 'human', name: 'K' },
        { kind: 'bot', name: 'B' },
      ],
    });
    expect('error' in s && s.error).toMatch(/nonsense/);
  });

  it('writes log lines that name only cards everybody sees', () => {
    expect(logOf(1, { type: 'give', cards: ['2S', 'AS'] }, 3)).toMatchObject({
      kind: 'give',
      cards: [],
      count: 2,
    });
    expect(logOf(1, { type: 'play', cards: ['8S'], suit: 'H' }, 3)).toMatchObject({
      cards: ['8S'],
      suit: 'H',
    });
    expect(logOf(1, { type: 'take', card: '7C' }, 3)).toMatchObject({ cards: [], count: 1 });
  });

  it('bots prefer playing to passing', () => {
    const legal: Act[] = [{ type: 'pass' }, { type: 'play', cards: ['5H'] }];
    expect(botChoice(legal, () => 0)).toEqual({ type: 'play', cards: ['5H'] });
    expect(botChoice([], () => 0)).toBeNull();
  });
});
