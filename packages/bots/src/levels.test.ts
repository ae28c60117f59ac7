import {
  GAME_IDS,
  act,
  getGame,
  isRoundOver,
  newMatch,
  replay,
  resolveChance,
  rngFromSeed,
  type Action,
  type GameId,
  type Json,
} from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from './arena';
import { LEVELS, type Level } from './bot';
import { botInput, nextToAsk } from './input';
import { chooseAction } from './levels';

const BUDGET = { iterations: 24 };

/** Plays `rounds` rounds with `levels` by seat, checking every choice is one of the legal objects. */
function playChecked(
  game: GameId,
  players: number,
  levels: readonly Level[],
  seed: string,
  rounds: number,
): number {
  const started = newMatch({ game, players, seed });
  if (!started.ok) throw new Error(started.message);
  let m = resolveChance(started.value);
  const rng = rngFromSeed(`${seed}/bots`);
  let decisions = 0;
  while (!m.over && m.results.length < rounds) {
    if (isRoundOver(m)) break;
    const ask = nextToAsk(m);
    if (!ask) throw new Error('nobody can act');
    const level = levels[ask.seat] as Level;
    const input = botInput(m, ask.seat, ask.legal);
    const action = chooseAction(level, input, rng, BUDGET);
    expect(ask.legal.includes(action), `${game} ${level}: ${JSON.stringify(action)}`).toBe(true);
    const r = act(m, ask.seat, action as unknown as Json);
    expect(r.ok).toBe(true);
    if (!r.ok) break;
    m = resolveChance(r.value);
    decisions++;
  }
  return decisions;
}

describe('every level plays every game through the Game contract', () => {
  it.each(GAME_IDS)('%s: each level chooses one of the legal actions, at every step of a round', (game) => {
    for (const players of [getGame(game)?.minPlayers ?? 2, 4]) {
      const n = playChecked(
        game,
        players,
        ['hard', 'medium', 'easy', 'random'].slice(0, players) as Level[],
        `${game}-${players}`,
        1,
      );
      expect(n).toBeGreaterThan(0);
    }
  });

  it.each(GAME_IDS)('%s: medium and easy play many rounds without a refused move', (game) => {
    for (let i = 0; i < 30; i++)
      playChecked(game, 3 + (i % 2), ['medium', 'easy', 'medium', 'easy'], `${game}-many-${i}`, 1);
  });

  it.each(GAME_IDS)('%s: a whole match between bots writes a record that replays', (game) => {
    const r = playMatch({
      game,
      players: 3,
      seats: ['hard', 'medium', 'random'],
      seed: `${game}-arena`,
      maxRounds: 2,
      budgets: { hard: BUDGET },
      record: true,
    });
    expect([...r.standing].sort()).toEqual([0, 1, 2]);
    expect(r.rounds).toBeGreaterThan(0);
    const again = replay(JSON.parse(JSON.stringify(r.record)) as Json);
    expect(again.ok, JSON.stringify(again.error)).toBe(true);
    expect(again.match?.scores).toEqual(r.scores);
  });

  it('a match of President, which has no end of its own, plays the rounds its bots say (5)', () => {
    const r = playMatch({
      game: 'president',
      players: 3,
      seats: ['random', 'random', 'random'],
      seed: 'endless',
    });
    expect(r.rounds).toBe(5);
    const viggo = playMatch({ game: 'viggo', players: 2, seats: ['random', 'random'], seed: 'own-end' });
    // Viggo ends by its own rule (a seat reaches the target), however many rounds that takes.
    expect(viggo.scores.some((p) => p >= 53)).toBe(true);
  });

  it('the levels are the five the server offers', () => {
    expect([...LEVELS]).toEqual(['random', 'easy', 'medium', 'hard', 'expert']);
    const seen = new Set<string>();
    const m = newMatch({ game: 'president', players: 4, seed: 'levels' });
    if (!m.ok) throw new Error(m.message);
    const match = resolveChance(m.value);
    const ask = nextToAsk(match);
    if (!ask) throw new Error('nobody can act');
    for (const level of LEVELS)
      seen.add(
        (chooseAction(level, botInput(match, ask.seat, ask.legal), rngFromSeed(level), BUDGET) as Action)
          .type,
      );
    expect(seen.size).toBeGreaterThan(0);
  });
});
