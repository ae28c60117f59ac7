import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '@kortbord/engine';
import type { Act } from '../src/game/actions';
import { botChoice, createLocalSession } from '../src/game/local';
import { logText } from '../src/game/describe';
import { readView } from '../src/game/view';

const PLAYERS = {
  viggo: 4,
  president: 4,
  'vri-atter': 3,
  idiot: 2,
  'tuffa-viktor': 3,
  hjerterfri: 4,
} as const;
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

  it('logs the games’ events, with a drawn card named only to its drawer', async () => {
    const s = createLocalSession({
      game: 'vri-atter',
      options: {},
      seats: [
        { kind: 'human', name: 'Kari' },
        { kind: 'bot', name: 'B' },
        { kind: 'bot', name: 'C' },
      ],
      seed: 'local-log',
      botDelayMs: 0,
    });
    if ('error' in s) throw new Error(s.error);
    for (let i = 0; i < 50_000; i++) {
      const st = s.get();
      const view = readView(st.snapshot?.view ?? null);
      if (view.phase === 'round-over') break;
      const a = botChoice(st.snapshot?.legal ?? []);
      if (a && view.toAct.includes(0)) s.act(a);
      else await tick();
    }
    const log = s.get().snapshot?.log ?? [];
    const draws = log.filter((l) => l.kind === 'draw');
    expect(draws.length).toBeGreaterThan(0);
    for (const l of draws) {
      if (l.seat === 0) expect(l.cards.length).toBeGreaterThan(0);
      else expect(l.cards).toEqual([]);
      expect(logText(l, { lang: 'nb', names: ['Kari', 'B', 'C'], me: 0 })).toMatch(/^(Du|B|C) trakk /);
    }
    expect(log.some((l) => l.kind === 'round-over')).toBe(true);
    s.close();
  }, 60_000);

  it('bots prefer playing to passing', () => {
    const legal: Act[] = [{ type: 'pass' }, { type: 'play', cards: ['5H'] }];
    expect(botChoice(legal, () => 0)).toEqual({ type: 'play', cards: ['5H'] });
    expect(botChoice([], () => 0)).toBeNull();
  });
});

describe('the offline table with the real bots, kept in the browser', () => {
  it("asks each bot seat's own level (in the page, the worker), and continues a kept table", async () => {
    const { chooseAction } = await import('@kortbord/bots');
    const { rngFromSeed } = await import('@kortbord/engine');
    const asked: string[] = [];
    const saves: import('../src/game/local').LocalSaved[] = [];
    const spec = {
      game: 'vri-atter',
      options: {},
      seats: [
        { kind: 'human' as const, name: 'Kari' },
        { kind: 'bot' as const, name: 'Hard', level: 'hard' },
        { kind: 'bot' as const, name: 'Easy', level: 'easy' },
      ],
      seed: 'local-levels',
      botDelayMs: 0,
      choose: async (
        level: 'random' | 'easy' | 'medium' | 'hard' | 'expert',
        input: Parameters<typeof chooseAction>[1],
      ) => {
        asked.push(`${input.seat}:${level}`);
        return input.legal.indexOf(chooseAction(level, input, rngFromSeed('t'), { iterations: 20 }));
      },
      onSave: (x: import('../src/game/local').LocalSaved) => saves.push(x),
    };
    const s = createLocalSession(spec);
    if ('error' in s) throw new Error(s.error);
    for (let i = 0; i < 5000 && !asked.includes('2:easy'); i++) {
      const st = s.get();
      const a = botChoice(st.snapshot?.legal ?? []);
      if (a && readView(st.snapshot?.view ?? null).toAct.includes(0)) s.act(a);
      else await tick();
    }
    s.close();
    expect(asked).toContain('1:hard');
    expect(asked).toContain('2:easy');
    const kept = JSON.parse(JSON.stringify(saves[saves.length - 1])) as (typeof saves)[number];
    const again = createLocalSession({ ...kept.spec, botDelayMs: 0 }, kept);
    if ('error' in again) throw new Error(again.error);
    const before = s.get().snapshot;
    const after = again.get().snapshot;
    again.close();
    expect(after?.version).toBe(before?.version);
    expect(after?.view).toEqual(before?.view);
    expect(after?.log).toEqual(before?.log);
  });
});
