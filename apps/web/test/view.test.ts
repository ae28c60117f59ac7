import { describe, expect, it } from 'vitest';
import { GAME_IDS, legalBySeat, matchView, newMatch, resolveChance } from '@kortbord/engine';
import { readLegal } from '../src/game/actions';
import { keepsScore, lowerWins, readView, targetScore } from '../src/game/view';

const PLAYERS = {
  viggo: 4,
  president: 4,
  'vri-atter': 4,
  idiot: 3,
  'tuffa-viktor': 3,
  hjerterfri: 4,
} as const;

describe('reading the engine’s views', () => {
  for (const game of GAME_IDS)
    it(`reads ${game}: common fields, own hand, hidden hands as counts`, () => {
      const m = newMatch({ game, players: PLAYERS[game], seed: 'web-view' });
      if (!m.ok) throw new Error(m.message);
      const match = resolveChance(m.value);
      const v = readView(matchView(match, 0));
      expect(v.game).toBe(game);
      expect(v.players).toBe(PLAYERS[game]);
      expect(v.seats).toHaveLength(PLAYERS[game]);
      expect(v.seats[0]?.hand?.length).toBeGreaterThan(0);
      expect(v.seats[1]?.hand).toBeNull();
      expect(v.seats[1]?.handCount).toBeGreaterThan(0);
      expect(v.round).toBe(1);
      expect(v.over).toBe(false);
      const spectator = readView(matchView(match, null));
      expect(spectator.seats.every((s) => s.hand === null)).toBe(true);
      // Every legal action the engine lists is read as one the page can offer.
      const legal = Object.values(legalBySeat(match)).flat();
      expect(readLegal(legal)).toHaveLength(legal.length);
    });

  it('finds each game’s own fields', () => {
    const vri = newMatch({ game: 'vri-atter', players: 2, seed: 'x' });
    if (!vri.ok) throw new Error(vri.message);
    const v = readView(matchView(resolveChance(vri.value), 0));
    expect(v.top).toMatch(/^[2-9TJQKA][CDHS]$/);
    expect(v.stockCount).toBeGreaterThan(0);
    const idiot = newMatch({ game: 'idiot', players: 2, seed: 'x' });
    if (!idiot.ok) throw new Error(idiot.message);
    const i = readView(matchView(idiot.value, 1));
    expect(i.seats[1]?.faceUp).toHaveLength(3);
    expect(i.seats[0]?.faceDownCount).toBe(3);
    expect(i.pile).toEqual([]);
  });

  it('is safe on anything', () => {
    const v = readView(null);
    expect(v.seats).toEqual([]);
    expect(readView({ players: 2, seats: [{ hand: ['ZZ'] }, 7] }).seats[0]?.hand).toBeNull();
  });

  it('knows which games keep a score and to what', () => {
    expect(targetScore({ game: 'viggo', options: {} })).toBe(53);
    expect(targetScore({ game: 'tuffa-viktor', options: { targetScore: 100 } })).toBe(100);
    expect(targetScore({ game: 'idiot', options: {} })).toBeNull();
    expect(keepsScore({ game: 'vri-atter', options: { scoring: true } })).toBe(true);
    expect(keepsScore({ game: 'vri-atter', options: {} })).toBe(false);
    expect(targetScore({ game: 'tuffa-viktor', options: {} })).toBe(200);
    // Which way totals win is the game's ranking: Vri åtter's penalty points only where it scores.
    expect(lowerWins({ game: 'viggo', options: {} })).toBe(true);
    expect(lowerWins({ game: 'tuffa-viktor', options: {} })).toBe(false);
    expect(lowerWins({ game: 'vri-atter', options: { scoring: true } })).toBe(true);
    expect(lowerWins({ game: 'vri-atter', options: {} })).toBe(false);
  });
});
