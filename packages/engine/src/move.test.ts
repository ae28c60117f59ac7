import { describe, expect, it } from 'vitest';
import type { AnyGame } from './game';
import type { Json } from './json';
import { act, isRoundOver, legalBySeat, newMatch, resolveChance, type Match } from './match';
import { step, stepDeal } from './move';
import { GAMES } from './registry';
import { rngFromSeed } from './rng';

interface Counts {
  parse: number;
  legal: number;
  apply: number;
}

/** The game with its parser, move generator and apply counted: what one move costs the rules. */
function counted(game: AnyGame, n: Counts): AnyGame {
  const g = Object.create(game) as AnyGame;
  g.parseAction = (raw, s, seat) => (n.parse++, game.parseAction(raw, s, seat));
  g.legalActions = (s, seat) => (n.legal++, game.legalActions(s, seat));
  g.apply = (s, seat, a) => (n.apply++, game.apply(s, seat, a));
  return g;
}

describe('step: one pass per move', () => {
  for (const id of Object.keys(GAMES)) {
    it(`${id}: reads, generates and applies each move once, and stores what the match logged`, () => {
      const started = newMatch({ game: id, players: 4, seed: `step-${id}` });
      if (!started.ok) throw new Error(started.message);
      const n: Counts = { parse: 0, legal: 0, apply: 0 };
      let m: Match = resolveChance(started.value);
      m = { ...m, game: counted(m.game, n) };
      const rng = rngFromSeed(`step-${id}/moves`);
      for (let i = 0; i < 200 && !m.over; i++) {
        if (isRoundOver(m)) {
          const dealt = stepDeal(m);
          if (!dealt.ok) throw new Error(dealt.message);
          expect(dealt.value.entries[0]).toHaveProperty('deal');
          m = dealt.value.match;
          continue;
        }
        const [seat, acts] = Object.entries(legalBySeat(m))[0] ?? [];
        if (!acts?.length) throw new Error('nobody can act');
        const action = acts[rng.int(acts.length)] as Json;
        const checkedByAct = act(m, Number(seat), action);
        Object.assign(n, { parse: 0, legal: 0, apply: 0 });
        const r = step(m, Number(seat), JSON.parse(JSON.stringify(action)) as Json);
        expect(n).toEqual({ parse: 1, legal: 1, apply: 1 });
        if (!r.ok) throw new Error(r.message);
        expect(r.value.entries[0]).toEqual({ seat: Number(seat), action });
        expect(r.value.entries.slice(1).every((e) => 'chance' in e)).toBe(true);
        expect(r.value.match.log.slice(m.log.length)).toEqual(r.value.entries);
        // The same state as the checked entry point followed by the chance outcomes.
        if (checkedByAct.ok) expect(r.value.match.state).toEqual(resolveChance(checkedByAct.value).state);
        m = r.value.match;
      }
    });
  }

  it('refuses with the code and sentence of the checked entry point, changing nothing', () => {
    const started = newMatch({ game: 'viggo', players: 4, seed: 'step-refuse' });
    if (!started.ok) throw new Error(started.message);
    const m = resolveChance(started.value);
    for (const [seat, raw] of [
      [9, { type: 'pass' }],
      [0, { type: '__proto__' }],
      [1, { type: 'pass' }],
      [0, { type: 'play', cards: ['XX'] }],
    ] as const) {
      const a = act(m, seat, raw);
      const s = step(m, seat, raw);
      expect(s.ok).toBe(false);
      expect(a.ok).toBe(false);
      if (!s.ok && !a.ok)
        expect({ code: s.code, message: s.message }).toEqual({ code: a.code, message: a.message });
    }
  });
});
