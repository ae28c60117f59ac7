import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Json } from '../../json';
import { act, dealNext, isRoundOver, newMatch, resolveChance, type Match } from '../../match';
import { replay } from '../../record';
import { rngFromSeed } from '../../rng';
import { checkProperties } from '../../testing/properties';
import { games } from '../../testing/long-run';
import { loadCases, runCase } from '../../testing/record-cases';
import type { TuffaAction } from './actions';
import { tuffaViktor as game } from './index';
import type { State } from './state';
import type { SeatView } from './view';

const cases = loadCases(new URL('./records', import.meta.url).pathname);
const recordOf = (file: string): Json => {
  const c = cases.find((x) => x.file === file);
  if (!c) throw new Error(`no record ${file}`);
  return c.record;
};
/** The match after replaying a record file's moves (the first `upTo` of them). */
function position(file: string, upTo?: number): Match {
  const rec = recordOf(file) as { moves: Json[] };
  const out = replay({ ...rec, moves: rec.moves.slice(0, upTo) });
  if (!out.match) throw new Error(`${file} does not replay`);
  return out.match;
}
const stateOf = (m: Match): State => m.state as State;
const seatsOf = (v: { seats: unknown }): SeatView[] => v.seats as SeatView[];
const count = (xs: readonly string[], code: string): number => xs.filter((x) => x === code).length;

describe('tuffa-viktor rulings (records/)', () => {
  for (const c of cases)
    it(`${c.file}: ${c.ruling}`, () => {
      expect(runCase(c)).toEqual([]);
    });
});

describe('tuffa-viktor example record', () => {
  it('replays ok', () => {
    const doc: unknown = JSON.parse(
      readFileSync(new URL('../../../../../examples/tuffa-viktor.json', import.meta.url), 'utf8'),
    );
    const out = replay(doc);
    expect(out.error).toBeNull();
    expect(out.ok).toBe(true);
  });
});

describe('tuffa-viktor messages', () => {
  const start = position('glass-groups-sets-and-runs.json');
  it('names the card a seat does not hold', () => {
    const r = act(start, 0, { type: 'glass', cards: ['G7'], group: null });
    expect(r.ok ? null : r.message).toBe('You do not hold G7.');
    const twice = act(start, 0, { type: 'glass', cards: ['G5', 'G5'], group: null });
    expect(twice.ok ? null : [twice.code, twice.message]).toEqual([
      'malformed',
      'You hold only 1 G5, not 2.',
    ]);
    const fig = act(start, 0, { type: 'vivan', target: 1, group: 0, into: null, add: [] });
    expect(fig.ok ? null : fig.message).toBe('You do not hold VIVAN (Vivan).');
  });
  it('refuses bad shapes as malformed and nothing else', () => {
    for (const raw of [
      null,
      { type: 'fly' },
      { type: 'glass', cards: 'G4' },
      { type: 'glass', cards: ['X1'], group: null },
      { type: 'glass', cards: ['G4'], group: -1 },
      { type: 'discard' },
    ]) {
      const r = act(start, 0, raw as Json);
      expect(r.ok ? 'ok' : r.code).toBe('malformed');
    }
    const empty = act(start, 0, { type: 'glass', cards: [], group: null });
    expect(empty.ok ? 'ok' : empty.code).toBe('illegal');
  });
  it('explains why a move is refused', () => {
    const say = (m: Match, seat: number, a: Json): string => {
      const r = act(m, seat, a);
      return r.ok ? 'accepted' : r.message;
    };
    expect(say(start, 0, { type: 'glass', cards: ['G3', 'G5'], group: null })).toBe(
      'Glass cards 3, 5 (8 glasses) is not a group: lay glass cards of one value or a run of consecutive values.',
    );
    expect(say(start, 0, { type: 'glass', cards: ['G4'], group: 0 })).toBe('You have no open group.');
    expect(say(start, 0, { type: 'yield' })).toBe('There is nothing to answer now: play at least one card.');
    const figs = position('discard-refused-with-effect.json', 0);
    expect(say(figs, 0, { type: 'discard', card: 'SMOCKAN' })).toBe(
      'A card may be laid without effect only when no card in your hand has an effect; you can play glass card 1.',
    );
    expect(say(figs, 0, { type: 'glass', cards: ['G1', 'VIKTOR'], group: null })).toBe(
      'Tuffa Viktor is a figure card: figure cards are played one a turn, never with glass cards.',
    );
    const added = position('glass-add-result-must-be-a-group.json', 4);
    expect(say(added, 0, { type: 'glass', cards: ['G7'], group: 1 })).toBe(
      'Glass card 7 added to your group (glass cards 2, 3, 4, 5 (14 glasses)) does not make one value or a run of consecutive values.',
    );
    const asked = position('vivan-answer-window-refuses-other-moves.json', 5);
    expect(say(asked, 3, { type: 'glass', cards: ['G4'], group: null })).toBe(
      'You must answer Vivan first: play Smockan or Arrestering, or accept.',
    );
    expect(say(asked, 0, { type: 'smockan' })).toBe('It is not your turn: waiting for seat 3.');
    const ind = position('indrivaren-no-arrest-answer.json', 1);
    expect(say(ind, 1, { type: 'arrest' })).toBe('Only Smockan answers Indrivaren; Arrestering cannot.');
    const arrest = position('arrest-answer-only-contested-group.json', 5);
    expect(say(arrest, 3, { type: 'arrest', target: 0, group: 0 })).toBe(
      'As an answer, Arrestering takes the contested group: group 1 of seat 3.',
    );
  });
});

describe('tuffa-viktor actions', () => {
  it('keys card lists as multisets', () => {
    const a = game.actionKey({ type: 'glass', cards: ['G5', 'G3', 'G4'], group: null });
    expect(a).toBe(game.actionKey({ type: 'glass', cards: ['G3', 'G4', 'G5'], group: null }));
    expect(a).not.toBe(game.actionKey({ type: 'glass', cards: ['G3', 'G4', 'G5'], group: 0 }));
    const v = (add: string[]): TuffaAction => ({ type: 'vivan', target: 1, group: 0, into: null, add });
    expect(game.actionKey(v(['G7', 'G1']))).toBe(game.actionKey(v(['G1', 'G7'])));
  });
  it('gives a stable list, empty for a seat that may not act', () => {
    const m = position('vivan-join-run-position.json');
    const s = stateOf(m);
    expect(game.legalActions(s, 0)).toEqual(game.legalActions(s, 0));
    expect(game.legalActions(s, 1)).toEqual([]);
    const keys = game.legalActions(s, 0).map(game.actionKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('accepts an answering Arrestering with or without the contested group named', () => {
    const m = position('arrest-seed-answers-vivan.json', 5);
    expect(act(m, 3, { type: 'arrest' }).ok).toBe(true);
    expect(act(m, 3, { type: 'arrest', target: 3, group: 0 }).ok).toBe(true);
  });
});

describe('tuffa-viktor chance', () => {
  const chance = game.chance;
  if (!chance) throw new Error('no chance rules');
  const waiting = stateOf(position('indrivaren-takes-wait-for-all-answers.json'));
  it('is due only once everyone has answered, and takes from the first who yielded', () => {
    expect(chance.due(waiting)).toBe(true);
    expect(game.toAct(waiting)).toEqual([]);
    const rng = rngFromSeed('takes');
    for (let i = 0; i < 50; i++) {
      const c = chance.sample(waiting, rng);
      expect(chance.toJson(c)).toEqual({ type: 'take', from: 1, card: 'G2' });
    }
  });
  it('parses takes and refuses the impossible', () => {
    expect(chance.parse({ type: 'take', from: 1, card: 'G2' }, waiting).ok).toBe(true);
    const code = (raw: unknown): string => {
      const r = chance.parse(raw, waiting);
      return r.ok ? 'ok' : r.code;
    };
    expect(code({ type: 'take', from: 3, card: 'G4' })).toBe('illegal');
    expect(code({ type: 'take', from: 2, card: 'G3' })).toBe('illegal');
    expect(code({ type: 'take', from: 1, card: 'G3' })).toBe('illegal');
    expect(code({ type: 'take', from: 1, card: 'G9' })).toBe('malformed');
    expect(code({ type: 'draw' })).toBe('malformed');
  });
  it('draws missing takes from a seed, one per seat that yielded', () => {
    const rec = recordOf('indrivaren-takes-wait-for-all-answers.json') as Record<string, Json>;
    const out = replay({ ...rec, seed: 'takes' });
    expect(out.ok).toBe(true);
    const log = out.match?.log ?? [];
    expect(log.slice(-2).map((e) => ('chance' in e ? (e.chance as { from: number }).from : null))).toEqual([
      1, 3,
    ]);
  });
});

describe('tuffa-viktor views and determinize', () => {
  it('shows each seat its own hand only, and a spectator none', () => {
    const s = stateOf(position('indrivaren-seed-c-spared.json'));
    const spectator = seatsOf(game.view(s, null));
    expect(spectator.every((x) => x.hand === undefined && x.knownCards === undefined)).toBe(true);
    const two = seatsOf(game.view(s, 2));
    expect(two.map((x) => x.hand !== undefined)).toEqual([false, false, true, false]);
    expect(two[0]?.knownCards).toEqual([]);
    expect(seatsOf(game.fullView(s)).every((x) => Array.isArray(x.hand))).toBe(true);
    expect(JSON.stringify(game.view(s, 2))).not.toContain('stock"');
  });
  it("keeps the cards Indrivaren took from the viewer in the taker's hand", () => {
    const s = stateOf(position('indrivaren-seed-c-spared.json'));
    const v = game.view(s, 1);
    const rng = rngFromSeed('det');
    for (let i = 0; i < 200; i++) {
      const d = game.determinize(v, 1, rng);
      expect(count(seatsOf(game.fullView(d))[0]?.hand ?? [], 'G2')).toBeGreaterThanOrEqual(1);
      expect(game.view(d, 1)).toEqual(v);
    }
  });
  it("keeps the cards a pending Vivan will add in the attacker's hand", () => {
    const m = position('vivan-blocked-add-stays-in-hand.json', 6);
    const v = game.view(stateOf(m), 2);
    const rng = rngFromSeed('add');
    for (let i = 0; i < 100; i++) {
      const d = game.determinize(v, 2, rng);
      expect(count(seatsOf(game.fullView(d))[0]?.hand ?? [], 'G8')).toBeGreaterThanOrEqual(1);
    }
    const blocked = game.view(stateOf(position('vivan-blocked-add-stays-in-hand.json')), 2);
    for (let i = 0; i < 100; i++) {
      const d = game.determinize(blocked, 2, rng);
      expect(count(seatsOf(game.fullView(d))[0]?.hand ?? [], 'G8')).toBeGreaterThanOrEqual(1);
    }
  });
  it('respects what laying a card without effect showed of a hand', () => {
    const s = stateOf(position('discard-only-without-effect.json'));
    const v = game.view(s, 1);
    expect(seatsOf(v)[0]?.holdsAmong).toEqual({ count: 6, cards: ['VIKTOR', 'VIVAN', 'SMOCKAN', 'ARREST'] });
    const rng = rngFromSeed('holds');
    const among = ['VIKTOR', 'VIVAN', 'SMOCKAN', 'ARREST'];
    for (let i = 0; i < 200; i++) {
      const hand = seatsOf(game.fullView(game.determinize(v, 1, rng)))[0]?.hand ?? [];
      expect(hand.length).toBe(7);
      expect(hand.filter((c) => among.includes(c)).length).toBeGreaterThanOrEqual(6);
    }
  });
  it('deals the unseen cards at random', () => {
    const s = stateOf(position('draw-back-to-seven.json'));
    const v = game.view(s, 0);
    const rng = rngFromSeed('random');
    const hands = new Set<string>();
    for (let i = 0; i < 20; i++)
      hands.add(JSON.stringify(seatsOf(game.fullView(game.determinize(v, 0, rng)))[1]?.hand));
    expect(hands.size).toBeGreaterThan(10);
  });
});

describe('tuffa-viktor match', () => {
  it('ends at targetScore, the highest total winning', () => {
    const o = { deck: {}, targetScore: 200 };
    expect(game.matchOver([199, 150, 0], 3, o)).toBe(false);
    expect(game.matchOver([120, 200, 0], 3, o)).toBe(true);
  });
  it("adds each round's secured glasses to the totals until someone reaches the target", () => {
    for (let g = 0; g < 20; g++) {
      const started = newMatch({
        game: 'tuffa-viktor',
        players: 3,
        options: { targetScore: 30 },
        seed: `match-${g}`,
      });
      if (!started.ok) throw new Error(started.message);
      let m = resolveChance(started.value);
      const rng = rngFromSeed(`match-${g}/moves`);
      const totals = [0, 0, 0];
      while (!m.over && m.round < 50) {
        if (isRoundOver(m)) {
          const next = dealNext(m);
          if (!next.ok) throw new Error(next.message);
          m = resolveChance(next.value);
          continue;
        }
        const seat = game.toAct(stateOf(m))[0] as number;
        const legal = game.legalActions(stateOf(m), seat);
        const r = act(m, seat, legal[rng.int(legal.length)] as unknown as Json);
        if (!r.ok) throw new Error(r.message);
        m = resolveChance(r.value);
        if (isRoundOver(m)) {
          const s = stateOf(m);
          s.glasses.forEach((x, i) => (totals[i] = (totals[i] as number) + x));
          const secured = s.secured.map((gs) => gs.flat().reduce((a, k) => a + k + 1, 0));
          expect(secured).toEqual(s.glasses);
        }
      }
      expect(m.over).toBe(true);
      expect(m.scores).toEqual(totals);
      expect(Math.max(...m.scores)).toBeGreaterThanOrEqual(30);
    }
  });
});

const FIGURES = { VIKTOR: 8, VIVAN: 10, SMOCKAN: 12, INDRIVAREN: 8, ARREST: 6 };
const glass = (n: number): Record<string, number> =>
  Object.fromEntries(['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'].map((c) => [c, n]));
// The long run's counts (KORTBORD_LONG=1); the default run plays an eighth of each (testing/long-run.ts).
const RUNS: { name: string; players: number[]; options: Json; games: number; maxRounds?: number }[] = [
  { name: 'defaults', players: [2, 3, 4, 5], options: {}, games: 260 },
  { name: 'preset snabb', players: [3], options: { preset: 'snabb' }, games: 60, maxRounds: 2 },
  {
    name: 'many figure cards',
    players: [2, 3, 4, 5],
    options: { deck: { ...glass(4), ...FIGURES } },
    games: 140,
  },
  {
    name: 'a small deck (the stock runs out early)',
    players: [2, 3, 4],
    options: { deck: { ...glass(2), VIKTOR: 3, VIVAN: 4, SMOCKAN: 6, INDRIVAREN: 3, ARREST: 2 } },
    games: 150,
  },
  { name: 'figure cards only', players: [2, 4], options: { deck: FIGURES }, games: 60 },
  {
    name: 'targetScore 20 over several rounds',
    players: [2, 4],
    options: { targetScore: 20 },
    games: 40,
    maxRounds: 8,
  },
];

describe('tuffa-viktor properties', () => {
  for (const run of RUNS)
    for (const players of run.players)
      it(`${run.name}, ${players} players`, () => {
        const r = checkProperties({
          game: 'tuffa-viktor',
          players,
          options: run.options,
          games: games(run.games),
          maxRounds: run.maxRounds ?? 1,
          seedPrefix: `tuffa-${run.name}`,
          viewEvery: 9,
        });
        expect(r.games).toBe(games(run.games));
        expect(r.actions).toBeGreaterThan(games(run.games) * 5);
      });
});
