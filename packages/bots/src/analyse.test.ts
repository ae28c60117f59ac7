import {
  GAME_IDS,
  act,
  getGame,
  isRoundOver,
  newMatch,
  resolveChance,
  rngFromSeed,
  type GameId,
  type Json,
  type Match,
} from '@kortbord/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { botInput, nextToAsk } from './input';
import { createBotPool } from './pool';

/** A match of the game some steps into its first round, at a decision with several legal actions. */
function midRound(game: GameId, players: number, seed: string, steps: number): Match {
  const started = newMatch({ game, players, seed });
  if (!started.ok) throw new Error(started.message);
  let m = resolveChance(started.value);
  const rng = rngFromSeed(`${seed}/walk`);
  let found: Match | null = null;
  for (let n = 0; !isRoundOver(m) && !m.over; n++) {
    const ask = nextToAsk(m);
    if (!ask) break;
    if (n >= steps && ask.legal.length > 1) {
      found = m;
      break;
    }
    const r = act(m, ask.seat, ask.legal[rng.int(ask.legal.length)] as unknown as Json);
    if (!r.ok) throw new Error(r.message);
    m = resolveChance(r.value);
  }
  if (!found) throw new Error(`${game}: no decision with a choice after ${steps} steps`);
  return found;
}

describe('analyse: every legal action valued from the seat’s view', () => {
  it.each(GAME_IDS)('%s: one value per distinct legal action, best first, in 0..1', (game) => {
    const m = midRound(game, 3, `values-${game}`, 4);
    const ask = nextToAsk(m);
    if (!ask) throw new Error('nobody to ask');
    const input = botInput(m, ask.seat, ask.legal);
    const a = analyse(input, { seed: 'x', iterations: 12 });
    const g = getGame(game);
    const keys = new Set(ask.legal.map((x) => g?.actionKey(x)));
    expect(a.samples).toBe(12);
    expect(a.actions.map((x) => x.key).sort()).toEqual([...keys].sort());
    for (const x of a.actions) {
      expect(ask.legal).toContain(x.action);
      expect(x.samples).toBe(12);
      expect(x.value).toBeGreaterThanOrEqual(0);
      expect(x.value).toBeLessThanOrEqual(1);
      expect(x.wins).toBeGreaterThanOrEqual(0);
      expect(x.wins).toBeLessThanOrEqual(1);
    }
    const values = a.actions.map((x) => x.value);
    expect(values).toEqual([...values].sort((p, q) => q - p));
  });

  it.each(GAME_IDS)(
    '%s: the other seats’ hidden cards and the stock permuted, the same seed gives the identical Analysis',
    (game) => {
      const fewest = getGame(game)?.minPlayers ?? 2;
      for (const [players, steps] of [
        [fewest, 2],
        [4, 7],
      ] as const) {
        const m = midRound(game, players, `perm-${game}-${players}`, steps);
        const ask = nextToAsk(m);
        if (!ask) throw new Error('nobody to ask');
        const g = getGame(game);
        if (!g) throw new Error(game);
        const view = g.view(m.state, ask.seat);
        const first = analyse(botInput(m, ask.seat, ask.legal), { seed: 'same', iterations: 10 });
        for (let k = 0; k < 3; k++) {
          // Another true state the seat cannot tell apart: its view is the same.
          const other = g.determinize(view, ask.seat, rngFromSeed(`other-${k}`));
          expect(g.view(other, ask.seat)).toEqual(view);
          const om: Match = { ...m, state: other };
          const again = analyse(botInput(om, ask.seat), { seed: 'same', iterations: 10 });
          expect(again).toEqual(first);
        }
      }
    },
  );

  it('a different seed may differ; the same seed always gives the same', () => {
    const m = midRound('viggo', 4, 'seeds', 3);
    const ask = nextToAsk(m);
    if (!ask) throw new Error('nobody to ask');
    const input = botInput(m, ask.seat, ask.legal);
    expect(analyse(input, { seed: 'a', iterations: 8 })).toEqual(
      analyse(input, { seed: 'a', iterations: 8 }),
    );
  });

  it('keeps to a time budget in whole samples, at least one', () => {
    const m = midRound('president', 4, 'time', 2);
    const ask = nextToAsk(m);
    if (!ask) throw new Error('nobody to ask');
    const a = analyse(botInput(m, ask.seat, ask.legal), { seed: 't', timeMs: 0 });
    expect(a.samples).toBe(1);
    for (const x of a.actions) expect(x.samples).toBe(1);
  });
});

describe('analyse in the bot pool', () => {
  const pool = createBotPool(1);
  afterAll(() => pool.close());

  it('gives in a worker what it gives here', async () => {
    const m = midRound('vri-atter', 3, 'pool', 3);
    const ask = nextToAsk(m);
    if (!ask) throw new Error('nobody to ask');
    const input = botInput(m, ask.seat, ask.legal);
    const here = analyse(input, { seed: 'p', iterations: 6 });
    expect(await pool.analyse(input, { seed: 'p', iterations: 6 }, { urgent: true })).toEqual(here);
  });
});
