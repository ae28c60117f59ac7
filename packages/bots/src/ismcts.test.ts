import { rngFromSeed, type Action, type GameView } from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import type { BotInput } from './bot';
import { actor, halvingsFor, ismctsSearch } from './ismcts';
import { GAME_BOTS } from './games';
import { roundReward } from './outcome';
import { ladder, playLadder, type LadderState } from './testing/ladder';

const inputFor = (s: LadderState, seat: number, legal: Action[]): BotInput => ({
  game: 'viggo', // scored like Viggo: fewest penalty points
  seat,
  options: {},
  view: ladder.view(s, seat) as GameView,
  legal,
});

describe('ismcts over the Game contract (on the test game)', () => {
  it('returns one of the legal action objects, in every kind of step', () => {
    const rng = rngFromSeed('legal');
    const kinds = new Set<string>();
    for (let g = 0; g < 6; g++)
      playLadder(3, rng, (seat, s, legal) => {
        const { action } = ismctsSearch(ladder, inputFor(s, seat, legal), rng, { iterations: 40 });
        expect(legal).toContain(action);
        kinds.add(action.type);
        return action;
      });
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['play', 'show']));
  });

  it('never reads the state: the same view gives the same choice whatever the hidden cards', () => {
    const rng = rngFromSeed('hidden');
    let checked = 0;
    playLadder(3, rng, (seat, s, legal) => {
      if (legal.length > 1 && checked < 5) {
        const v = ladder.view(s, seat) as GameView;
        const other = ladder.determinize(v, seat, rngFromSeed(`other-${checked}`)) as LadderState;
        const a = ismctsSearch(ladder, inputFor(s, seat, legal), rngFromSeed('same'), { iterations: 60 });
        const b = ismctsSearch(ladder, inputFor(other, seat, legal), rngFromSeed('same'), { iterations: 60 });
        expect(ladder.actionKey(b.action)).toBe(ladder.actionKey(a.action));
        expect(b.stats.root).toEqual(a.stats.root);
        checked++;
      }
      return legal[0] as Action;
    });
    expect(checked).toBeGreaterThan(0);
  });

  it('keeps to the iteration budget and to the time budget', () => {
    const rng = rngFromSeed('budget');
    playLadder(2, rng, (seat, s, legal) => {
      if (legal.length > 1) {
        const r = ismctsSearch(ladder, inputFor(s, seat, legal), rng, { iterations: 25 });
        expect(r.stats.iterations).toBe(25);
        expect(r.stats.root.reduce((n, x) => n + x.visits, 0)).toBe(25);
        let clock = 0;
        const t = ismctsSearch(
          ladder,
          inputFor(s, seat, legal),
          rng,
          { timeMs: 10 },
          { now: () => (clock += 1) },
        );
        expect(t.stats.iterations).toBeLessThanOrEqual(10);
      }
      return legal[legal.length - 1] as Action;
    });
  });

  it('answers at once with a single legal action', () => {
    const rng = rngFromSeed('single');
    const s = ladder.determinize(ladder.view(ladderStart(), 0), 0, rng) as LadderState;
    const one = [{ type: 'show', card: s.hands[0]?.[0] ?? 0 }];
    expect(ismctsSearch(ladder, inputFor(s, 0, one), rng).stats.iterations).toBe(0);
  });

  it('the seat that may act out of turn goes first', () => {
    const rng = rngFromSeed('knock');
    let seen = 0;
    for (let g = 0; g < 20; g++)
      playLadder(3, rng, (seat, s, legal) => {
        const next = actor(ladder, s, 3);
        expect(next?.seat).toBe(seat);
        if (legal.some((a) => a.type === 'knock') && s.turn !== seat) seen++;
        return (legal.find((a) => a.type === 'play' && (a as unknown as { card: number }).card === 0) ??
          legal.find((a) => a.type === 'knock') ??
          legal[0]) as Action;
      });
    expect(seen).toBeGreaterThan(0);
  });

  it('beats random play (seeded, iteration budget, not timed)', () => {
    const rng = rngFromSeed('strength');
    let points = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const hero = g % 2;
      const r = playLadder(2, rng, (seat, s, legal) =>
        seat === hero
          ? ismctsSearch(ladder, inputFor(s, seat, legal), rng, { iterations: 300 }).action
          : (legal[rng.int(legal.length)] as Action),
      );
      if (r.placings[0] === hero) points++;
    }
    expect(points / games).toBeGreaterThan(0.7);
  });
});

describe('the sweep: flat search with common random numbers', () => {
  it('returns a legal action, keeps the prior unless clearly beaten, and keeps to the budget', () => {
    const rng = rngFromSeed('sweep');
    let overruled = 0;
    let asked = 0;
    for (let g = 0; g < 4; g++)
      playLadder(3, rng, (seat, s, legal) => {
        const input = inputFor(s, seat, legal);
        const prior = legal[legal.length - 1] as Action;
        const r = ismctsSearch(ladder, input, rng, { iterations: 120 }, { root: 'sweep', prior, margin: 1 });
        expect(legal).toContain(r.action);
        if (legal.length > 1) {
          asked++;
          expect(r.stats.iterations).toBeLessThanOrEqual(120);
          if (r.action !== prior) overruled++;
          const stubborn = ismctsSearch(
            ladder,
            input,
            rng,
            { iterations: 60 },
            { root: 'sweep', prior, margin: 1e9 },
          );
          expect(stubborn.action).toBe(prior);
        }
        return r.action;
      });
    expect(asked).toBeGreaterThan(0);
    expect(overruled).toBeGreaterThan(0);
  });

  it('halves on equal shares of the budget, so a longer think looks longer at every candidate', () => {
    expect([2, 3, 4, 5, 9, 17].map(halvingsFor)).toEqual([0, 1, 2, 2, 3, 4]);
    const rng = rngFromSeed('halving');
    let checked = 0;
    playLadder(3, rng, (seat, s, legal) => {
      const n = new Set(legal.map((a) => ladder.actionKey(a))).size;
      if (n >= 4 && checked < 6) {
        for (const iterations of [200, 2000]) {
          const r = ismctsSearch(
            ladder,
            inputFor(s, seat, legal),
            rng,
            { iterations },
            { root: 'sweep', prior: legal[0] },
          );
          // Every candidate plays the whole first share: its deals grow with the budget.
          const firstShare = Math.floor(iterations / (halvingsFor(n) + 1) / n);
          for (const x of r.stats.root) expect(x.visits).toBeGreaterThanOrEqual(firstShare);
          // The last share is the prior's and one challenger's alone.
          expect(
            r.stats.root.filter((x) => x.visits === Math.max(...r.stats.root.map((y) => y.visits))),
          ).toHaveLength(2);
        }
        checked++;
      }
      return legal[0] as Action;
    });
    expect(checked).toBeGreaterThan(0);
  });

  it('beats random play (seeded, iteration budget, not timed)', () => {
    const rng = rngFromSeed('sweep-strength');
    let wins = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const hero = g % 2;
      const r = playLadder(2, rng, (seat, s, legal) =>
        seat === hero
          ? ismctsSearch(ladder, inputFor(s, seat, legal), rng, { iterations: 200 }, { root: 'sweep' }).action
          : (legal[rng.int(legal.length)] as Action),
      );
      if (r.placings[0] === hero) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.7);
  });
});

describe('rewards', () => {
  it("scores the engine's places and the points in [0, 1]", () => {
    expect(roundReward('ladder', {})({ placings: [2, 0, 1], points: [0, 0, 0] }, 3)).toEqual([0.5, 0, 1]);
    // Going out first is worth a bonus in Idiot (its bots profile).
    const idiot = roundReward('idiot', {}, GAME_BOTS.idiot.firstBonus);
    expect(idiot({ placings: [2, 0, 1], points: [0, 0, 0] }, 3)).toEqual([0.25, 0, 1]);
    expect(roundReward('viggo', {})({ placings: [1, 0], points: [4, 0] }, 2)).toEqual([0, 1]);
    // Tuffa Viktor's placings are by glasses (most first), so place and points agree.
    const tuffa = roundReward('tuffa-viktor', {});
    expect(tuffa({ placings: [0, 1, 2], points: [10, 5, 0] }, 3)).toEqual([1, 0.5, 0]);
  });

  it("leans the points the way the match's ranking does: Vri åtter's only when it keeps a score", () => {
    // Seat 0 went out first but its round's points are the worst: with scoring, the points count half.
    const round = { placings: [0, 1, 2], points: [9, 0, 3] };
    const scored = roundReward('vri-atter', { scoring: true })(round, 3);
    [0.5, 0.75, 1 / 3].forEach((r, seat) => expect(scored[seat]).toBeCloseTo(r, 9));
    // Without scoring only the places count (the engine ranks by placings), whatever the points say.
    expect(roundReward('vri-atter', { scoring: false })(round, 3)).toEqual([1, 0.5, 0]);
  });
});

function ladderStart(): LadderState {
  let s: LadderState | null = null;
  playLadder(2, rngFromSeed('start'), (_seat, st, legal) => {
    s ??= st;
    return legal[0] as Action;
  });
  return s as unknown as LadderState;
}
