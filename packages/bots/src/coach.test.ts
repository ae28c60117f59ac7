import {
  GAME_IDS,
  act,
  getGame,
  isRoundOver,
  newMatch,
  resolveChance,
  rngFromSeed,
  writeRecord,
  type GameId,
  type Json,
} from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { coachDecisions, coachRecord, coachRecordAsync, markFor, type CoachReport } from './coach';
import { botInput, nextToAsk } from './input';
import { chooseAction } from './levels';

const DECK = [...'23456789TJQKA'].flatMap((r) => [...'CDHS'].map((s) => r + s));

/** The cards not in `used`, shuffled by `seed`: the other seats' hands and the stock. */
function others(used: readonly string[], seed: string): string[] {
  const rest = DECK.filter((c) => !used.includes(c));
  const rng = rngFromSeed(seed);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [rest[i], rest[j]] = [rest[j] as string, rest[i] as string];
  }
  return rest;
}

const VIGGO_HAND = ['3C', '4C', '4D', '5H', '6S', '7D', '7C', '9H', '9S', 'JD', 'QH', 'KS', '2D'];

/** Viggo, four players, seat 0 leads (left of dealer 3) and leads kløver 3 as a single. */
function viggoRecord(shuffle: string): Json {
  const r = others(VIGGO_HAND, shuffle);
  return {
    format: 'kortbord/1',
    game: 'viggo',
    players: 4,
    dealer: 3,
    seed: 'coach-viggo',
    deal: { hands: [VIGGO_HAND, r.slice(0, 13), r.slice(13, 26), r.slice(26, 39)] },
    moves: [{ seat: 0, action: { type: 'play', cards: ['3C'] } }],
  };
}

const VRI_HAND = ['8H', 'KS', '4S', '5C', '9D', '3H', 'JC'];

/** Vri åtter, two players, seven cards, spar 5 up: seat 0 lays the eight though three cards fit. */
function vriRecord(shuffle: string): Json {
  const r = others([...VRI_HAND, '5S'], shuffle);
  return {
    format: 'kortbord/1',
    game: 'vri-atter',
    players: 2,
    dealer: 1,
    options: { firstTurn: 'none', handSize: 7 },
    seed: 'coach-vri',
    deal: { hands: [VRI_HAND, r.slice(0, 7)], discard: ['5S'], stock: r.slice(7) },
    moves: [{ seat: 0, action: { type: 'play', cards: ['8H'], suit: 'S' } }],
  };
}

const coached = (doc: Json, samples?: number): CoachReport => {
  const r = coachRecord(doc, samples ? { samples } : {});
  if (!r.ok) throw new Error(r.error.message);
  return r.report;
};

describe('the coach marks a clearly bad choice and names the better move', () => {
  it('Viggo: leading kløver 3 as the first single, with a hand of low singles, is a mistake or worse', () => {
    const { marks } = coached(viggoRecord('a'));
    expect(marks).toHaveLength(1);
    const [m] = marks;
    expect(m?.played.action).toEqual({ type: 'play', cards: ['3C'] });
    expect(['mistake', 'blunder']).toContain(m?.mark);
    expect(JSON.stringify(m?.best.action)).not.toContain('3C');
    expect(m?.best.value).toBeGreaterThan(m?.played.value ?? 1);
    expect(m?.loss).toBeCloseTo((m?.best.value ?? 0) - (m?.played.value ?? 0), 10);
    // Why, in card terms: the better move keeps the three of clubs for later.
    expect(m?.why).toContainEqual({ code: 'keeps-high', params: { card: '3C' } });
  });

  it('Vri åtter: an eight laid while plain cards fit and six are left is a mistake or worse', () => {
    const { marks } = coached(vriRecord('a'));
    const [m] = marks;
    expect(m?.played.action).toEqual({ type: 'play', cards: ['8H'], suit: 'S' });
    expect(['mistake', 'blunder']).toContain(m?.mark);
    const best = m?.best.action as { type: string; cards?: string[] };
    expect(best.type).toBe('play');
    expect(best.cards?.some((c) => c.startsWith('8'))).toBe(false);
    expect(m?.why).toContainEqual({ code: 'keeps-eight', params: { card: '8H' } });
  });

  it('a mark uses only what the seat could see: the other hands and the stock permuted, the same marks', () => {
    for (const record of [viggoRecord, vriRecord]) {
      const first = coached(record('a'), 40);
      for (const shuffle of ['b', 'c']) {
        const doc = record(shuffle);
        expect(doc).not.toEqual(record('a'));
        expect(coached(doc, 40)).toEqual(first);
      }
    }
  });

  it('the thresholds: good, inaccuracy, mistake, blunder', () => {
    expect([0, 0.029, 0.03, 0.079, 0.08, 0.179, 0.18, 1].map(markFor)).toEqual([
      'good',
      'good',
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'mistake',
      'blunder',
      'blunder',
    ]);
  });
});

/** A round of the game played by the medium bots (random play drags Idiot on), as a record. */
function playedRound(game: GameId, players: number, seed: string): Json {
  const started = newMatch({ game, players, seed });
  if (!started.ok) throw new Error(started.message);
  let m = resolveChance(started.value);
  const rng = rngFromSeed(`${seed}/play`);
  while (!isRoundOver(m)) {
    const ask = nextToAsk(m);
    if (!ask) break;
    const choice = chooseAction('medium', botInput(m, ask.seat, ask.legal), rng);
    const r = act(m, ask.seat, choice as unknown as Json);
    if (!r.ok) throw new Error(r.message);
    m = resolveChance(r.value);
  }
  return writeRecord(m);
}

describe('the coach over a whole round', () => {
  it.each(GAME_IDS)(
    '%s: every decision with a choice of the chosen seats, in order, with progress',
    (game) => {
      const players = Math.max(3, getGame(game)?.minPlayers ?? 2);
      const doc = playedRound(game, players, `round-${game}`);
      const listed = coachDecisions(doc, { seats: [0, 2] });
      if (!listed.ok) throw new Error(listed.error.message);
      const moves = (doc as { moves: { seat?: number }[] }).moves;
      expect(listed.decisions.length).toBeGreaterThan(0);
      for (const d of listed.decisions) {
        expect([0, 2]).toContain(d.seat);
        expect(moves[d.step]?.seat).toBe(d.seat);
        expect(d.input.seat).toBe(d.seat);
        expect(new Set(d.input.legal.map((a) => getGame(game)?.actionKey(a))).size).toBeGreaterThan(1);
        // Its turn number counts the seat's own moves of the round up to it, forced ones too.
        const own = moves.slice(0, d.step + 1).filter((x) => x.seat === d.seat).length;
        expect(d.turn).toBe(own);
      }
      const steps = listed.decisions.map((d) => d.step);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      // A few decisions are enough to check the whole report: the searches are the expensive part.
      const few = { seats: [0], samples: 3 };
      const seen: [number, number][] = [];
      const r = coachRecord(doc, few, (done, total) => seen.push([done, total]));
      if (!r.ok) throw new Error(r.error.message);
      const total = r.report.marks.length;
      expect(seen[0]).toEqual([0, total]);
      expect(seen[seen.length - 1]).toEqual([total, total]);
      expect(coachRecord(doc, few)).toEqual(r);
    },
  );

  it('the async coach (searches run elsewhere) gives the same report', async () => {
    const doc = playedRound('vri-atter', 3, 'async');
    const opts = { seats: [1], samples: 3 };
    const here = coachRecord(doc, opts);
    const there = await coachRecordAsync(doc, async (input, o) => analyse(input, o), opts);
    expect(there).toEqual(here);
  });

  it('a record that does not replay is an error value', () => {
    const bad = { ...(viggoRecord('a') as object), moves: [{ seat: 1, action: { type: 'pass' } }] };
    const r = coachRecord(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-your-turn');
  });
});
