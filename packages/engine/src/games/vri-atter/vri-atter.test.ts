import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardCode, type Card } from '../../cards';
import type { RoundSetup } from '../../game';
import { resolveOptions } from '../../options';
import { replay } from '../../record';
import { rngFromSeed, type Rng } from '../../rng';
import { checkProperties } from '../../testing/properties';
import { games } from '../../testing/long-run';
import { loadCases, runCase } from '../../testing/record-cases';
import { firstPoolCards } from './apply';
import { sayReason } from '../../words/catalogue';
import { vriAtter, type VriAction, type VriOptions, type VriState } from './index';

const game = vriAtter;
const cases = loadCases(new URL('./records', import.meta.url).pathname);

describe('vri-atter records', () => {
  for (const c of cases) it(`${c.file}: ${c.ruling}`, () => expect(runCase(c)).toEqual([]));
});

describe('vri-atter example', () => {
  it('the example record replays', () => {
    const url = new URL('../../../../../examples/vri-atter.json', import.meta.url);
    const out = replay(JSON.parse(readFileSync(url, 'utf8')));
    expect(out.error).toBeNull();
    expect(out.ok).toBe(true);
  });
});

// [players, options, matches, viewEvery]: about 1,100 matches in all with KORTBORD_LONG=1 (an eighth
// of each count by default, testing/long-run.ts), each checked at every step (views and determinize
// every viewEvery steps) and replayed from its written record.
const RUNS: [number, Record<string, unknown>, number, number][] = [
  [2, {}, 150, 10],
  [3, {}, 120, 10],
  [4, {}, 90, 10],
  [5, {}, 40, 15],
  [6, {}, 40, 15],
  [4, { preset: 'vri-atter' }, 40, 15],
  [3, { preset: 'olsen' }, 40, 15],
  [3, { preset: 'vandatta' }, 50, 15],
  [5, { preset: 'vandatta' }, 20, 15],
  [2, { preset: 'crazy-eights' }, 25, 20],
  [4, { preset: 'crazy-eights' }, 20, 20],
  [4, { twoPenalty: true, ace: 'next-draws', aceDraw: 2, queenSkips: true }, 50, 15],
  [5, { ace: 'reverse', playOn: true, drawLimit: 'until-playable' }, 25, 15],
  [
    3,
    { passWhenStockLow: true, passAfterAnyDraw: true, firstEight: 'dealer-chooses', eightOnEight: false },
    80,
    10,
  ],
  [2, { queenSkips: true, multiple: false, drawLimit: 1, firstTurn: 'none', lastEight: 'forbidden' }, 70, 10],
  [4, { lastCardCall: false, firstTurn: 'no-eight', lastAce: 'forbidden', ace: 'all-draw' }, 40, 15],
  [6, { handSize: 8, passWhenStockLow: true, twoPenalty: true }, 60, 10],
  [6, { handSize: 8, firstEight: 'dealer-chooses', drawLimit: 1 }, 40, 10],
  [3, { decks: 2, handSize: 7, queenSkips: true, twoPenalty: true }, 40, 10],
  [8, { decks: 2, handSize: 6, drawLimit: 1, ace: 'reverse' }, 30, 20],
  [10, { decks: 2, handSize: 8, passAfterAnyDraw: true }, 20, 20],
  [3, { scoring: true, rounds: 2, playOn: true, handSize: 6 }, 25, 15],
];

describe('vri-atter properties', () => {
  for (const [players, options, long, viewEvery] of RUNS)
    it(`${players} players ${JSON.stringify(options)}: ${games(long)} matches`, () => {
      const n = games(long);
      const r = checkProperties({ game: 'vri-atter', players, options, games: n, viewEvery, maxRounds: 3 });
      expect(r.games).toBe(n);
    });
});

// ---------- The pools of cards whose place is not public ----------

function optionsFor(players: number, raw: unknown): VriOptions {
  const r = resolveOptions(game.options, game.presets, raw, players, game.presetFor);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

function newRound(players: number, raw: unknown, rng: Rng): VriState {
  const su: RoundSetup<VriOptions> = {
    players,
    options: optionsFor(players, raw),
    dealer: players - 1,
    round: 1,
    previous: null,
    scores: new Array<number>(players).fill(0),
  };
  return game.setup(su, game.randomDeal(su, rng));
}

/** Plays one random round through the unchecked API, calling `each` on every state. */
function playRound(s: VriState, rng: Rng, each: (s: VriState) => void): number {
  const chance = game.chance;
  let steps = 0;
  while (!game.roundResult(s) && steps < 50_000) {
    each(s);
    if (chance?.due(s)) {
      s = chance.apply(s, chance.sample(s, rng));
      continue;
    }
    const acting = game.toAct(s);
    const knockers = s.knock >= 0 ? [...Array(s.players).keys()].filter((i) => i !== s.knock) : [];
    const seat =
      rng.int(8) === 0 && knockers.length ? (knockers[rng.int(knockers.length)] as number) : acting[0];
    const acts = game.legalActions(s, seat as number);
    s = game.apply(s, seat as number, acts[rng.int(acts.length)] as VriAction);
    steps++;
  }
  each(s);
  return steps;
}

const count = (xs: readonly Card[], c: Card): number => xs.reduce((n, x) => n + (x === c ? 1 : 0), 0);

/**
 * With one deck the pools are exact: each seat holds exactly `held[e]` cards of pool e, the stock's
 * hidden cards are the last pool's, and every card of a listed pool is in the stock or a hand.
 */
function poolProblem(s: VriState): string | null {
  const last = s.pools.length - 1;
  const stockHidden = s.stock.slice(s.bottomKnown);
  if (s.pools[0]?.length !== 0) return 'the first pool is listed';
  if (s.pools.length !== s.held.length) return 'pools and held differ in length';
  for (let o = 0; o < s.players; o++) {
    const hand = s.hands[o] as readonly Card[];
    const known = s.known[o] as readonly Card[];
    if (known.some((c) => count(hand, c) < count(known, c))) return `seat ${o} lacks a known card`;
    const inPool = new Array<number>(s.pools.length).fill(0);
    const rest = hand.slice();
    for (const c of known) rest.splice(rest.indexOf(c), 1);
    for (const c of rest) {
      let e = last;
      while (e > 0 && !(s.pools[e] as readonly Card[]).includes(c)) e--;
      inPool[e] = (inPool[e] as number) + 1;
    }
    for (let e = 0; e <= last; e++)
      if (inPool[e] !== (s.held[e] as readonly number[])[o])
        return `seat ${o} holds ${inPool[e]} of pool ${e}, not ${(s.held[e] as readonly number[])[o]}`;
  }
  if (last > 0 && stockHidden.some((c) => !(s.pools[last] as readonly Card[]).includes(c)))
    return 'a stock card is not of the last pool';
  const hidden = firstPoolCards(s);
  const sum = (e: number) => (s.held[e] as readonly number[]).reduce((a, b) => a + b, 0);
  if (hidden.length !== sum(0) + (last === 0 ? stockHidden.length : 0))
    return 'the first pool has the wrong size';
  for (let e = 1; e <= last; e++)
    if ((s.pools[e] as readonly Card[]).length !== sum(e) + (e === last ? stockHidden.length : 0))
      return `pool ${e} has the wrong size`;
  return null;
}

describe('vri-atter knowledge', () => {
  const combos: [number, Record<string, unknown>][] = [
    [2, {}],
    [4, {}],
    [3, { preset: 'vandatta' }],
    [4, { twoPenalty: true, ace: 'next-draws', aceDraw: 4, playOn: true }],
    [6, { handSize: 8, passWhenStockLow: true }],
    [5, { drawLimit: 'until-playable', ace: 'all-draw', firstEight: 'dealer-chooses' }],
  ];
  it('the pools stay exact with one deck, and determinize keeps them so (360 rounds)', () => {
    const rng = rngFromSeed('vri-pools');
    let restocks = 0;
    for (const [players, options] of combos)
      for (let g = 0; g < 60; g++) {
        let step = 0;
        playRound(newRound(players, options, rng), rng, (s) => {
          if (s.pools.length > 1) restocks++;
          if (step++ % 2 === 1) return;
          const why = poolProblem(s);
          if (why) throw new Error(`${players} ${JSON.stringify(options)} game ${g} step ${step}: ${why}`);
          if (step % 6 === 0) {
            const seat = rng.int(players);
            const d = game.determinize(game.view(s, seat), seat, rng);
            const again = poolProblem(d);
            if (again) throw new Error(`determinize for seat ${seat}: ${again}`);
            expect(d.hands[seat]).toEqual(s.hands[seat]);
            expect(d.stock.slice(0, d.bottomKnown)).toEqual(s.stock.slice(0, s.bottomKnown));
          }
        });
      }
    expect(restocks).toBeGreaterThan(0);
  });

  it('plays thousands of random rounds fast, cards conserved (3,000 rounds)', () => {
    const rng = rngFromSeed('vri-fast');
    const runs: [number, Record<string, unknown>][] = [
      [2, {}],
      [4, {}],
      [6, { handSize: 8 }],
      [3, { preset: 'vandatta' }],
      [2, { preset: 'crazy-eights' }],
      [4, { twoPenalty: true, queenSkips: true, ace: 'reverse' }],
      [7, { decks: 2, handSize: 7, ace: 'next-draws', aceDraw: 3 }],
      [3, { decks: 2, twoPenalty: true, multiple: true }],
      [5, { playOn: true, passAfterAnyDraw: true, lastEight: 'forbidden', lastAce: 'forbidden' }],
      [3, { drawLimit: 1, firstTurn: 'none', eightOnEight: false, lastCardCall: false }],
    ];
    for (const [players, options] of runs)
      for (let g = 0; g < 300; g++) {
        const s0 = newRound(players, options, rng);
        const all = game.cards(s0).sort().join();
        let last = s0;
        playRound(s0, rng, (s) => (last = s));
        expect(game.cards(last).sort().join()).toBe(all);
        const res = game.roundResult(last);
        expect(res?.placings.slice().sort()).toEqual([...Array(players).keys()]);
      }
  });
});

// ---------- Unit checks ----------

describe('vri-atter actions', () => {
  const s = newRound(4, {}, rngFromSeed('unit'));

  it('keys: the order between the first and last card is free; eights are free in any order', () => {
    const key = game.actionKey;
    expect(key({ type: 'play', cards: ['6H', '6C', '6D', '6S'] })).toBe(
      key({ type: 'play', cards: ['6H', '6D', '6C', '6S'] }),
    );
    expect(key({ type: 'play', cards: ['6H', '6C'] })).not.toBe(key({ type: 'play', cards: ['6C', '6H'] }));
    expect(key({ type: 'play', cards: ['8H', '8C'], suit: 'D' })).toBe(
      key({ type: 'play', cards: ['8C', '8H'], suit: 'D' }),
    );
    expect(key({ type: 'play', cards: ['6H'], call: true })).not.toBe(key({ type: 'play', cards: ['6H'] }));
  });

  it('legal actions are stable and have distinct keys', () => {
    const rng = rngFromSeed('keys');
    for (let g = 0; g < 30; g++)
      playRound(newRound(3, { decks: g % 2 === 0 ? 2 : 1, firstTurn: 'none' }, rng), rng, (st) => {
        for (let seat = 0; seat < 3; seat++) {
          const keys = game.legalActions(st, seat).map(game.actionKey);
          expect(new Set(keys).size).toBe(keys.length);
          expect(game.legalActions(st, seat).map(game.actionKey)).toEqual(keys);
        }
      });
  });

  it('parseAction refuses bad shapes, unknown types and cards, and cards not held, naming the card', () => {
    const seat = s.turn;
    const held = cardCode((s.hands[seat] as readonly Card[])[0] as Card);
    const notHeld = cardCode(
      [...Array(52).keys()].find((c) => !(s.hands[seat] as readonly Card[]).includes(c)) as Card,
    );
    const bad: unknown[] = [
      null,
      'draw',
      { type: 7 },
      { type: 'fold' },
      { type: 'play' },
      { type: 'play', cards: [] },
      { type: 'play', cards: ['ZZ'] },
      { type: 'play', cards: [held], suit: 'X' },
      { type: 'play', cards: [held], call: 'yes' },
      { type: 'play', cards: [held, held] },
      { type: 'knock' },
      { type: 'knock', target: 9 },
      { type: 'suit', suit: 'hearts' },
    ];
    for (const raw of bad) {
      const r = game.parseAction(raw, s, seat);
      expect(r.ok, JSON.stringify(raw)).toBe(false);
      if (!r.ok) expect(r.code).toBe('malformed');
    }
    const r = game.parseAction({ type: 'play', cards: [notHeld] }, s, seat);
    expect(!r.ok && r.message.includes(notHeld)).toBe(true);
    expect(game.parseAction({ type: 'play', cards: [held], call: false }, s, seat)).toEqual({
      ok: true,
      value: { type: 'play', cards: [held] },
    });
  });

  it('views: a seat sees its own hand only, a spectator none, and neither the stock', () => {
    const v = game.view(s, 1);
    expect(v.seats[1]?.hand).toBeDefined();
    for (const i of [0, 2, 3]) {
      expect(v.seats[i]?.hand).toBeUndefined();
      expect(v.seats[i]?.handCount).toBe(5);
    }
    expect(v.stock).toBeUndefined();
    expect(game.view(s, null).seats.every((x) => x.hand === undefined)).toBe(true);
    expect(game.fullView(s).stock).toHaveLength(31);
  });

  it('explains refusals in a sentence', () => {
    const seat = s.turn;
    expect(game.explain(s, seat, { type: 'pass' })).toEqual({ code: 'pass-after-limit', params: { n: 3 } });
    expect(game.explain(s, seat, { type: 'knock', target: 2 })).toEqual({ code: 'knock-nothing' });
    expect(game.explain(s, (seat + 1) % 4, { type: 'draw' })).toEqual({
      code: 'turn-of',
      params: { turn: seat },
    });
  });

  it('checks the options against the table', () => {
    expect(game.maxPlayers(optionsFor(2, {}))).toBe(6);
    expect(game.maxPlayers(optionsFor(2, { decks: 2 }))).toBe(10);
    expect(game.presetFor?.('crazy-eights', 2).handSize).toBe(7);
    expect(game.presetFor?.('crazy-eights', 3).handSize).toBe(5);
    expect(game.checkOptions?.(optionsFor(6, { handSize: 8 }), 6)).toBeNull();
  });
});

describe('vri-atter refusals', () => {
  it('a card that does not fit says to draw while a draw is left, else to pass', () => {
    const rng = rngFromSeed('vri-no-match');
    const seen = { draw: 0, pass: 0 };
    for (let g = 0; g < 40; g++)
      playRound(newRound(4, { passWhenStockLow: g % 2 === 0 }, rng), rng, (st) => {
        if (st.phase !== 'play' || st.penalty > 0 || game.chance?.due(st)) return;
        const seat = st.turn;
        if (!((st.firstDone >> seat) & 1)) return;
        const legal = game.legalActions(st, seat);
        const top = st.discard[st.discard.length - 1] as Card;
        for (const c of st.hands[seat] as readonly Card[]) {
          if (c >> 2 === 6 || (c & 3) === st.suit || c >> 2 === top >> 2) continue;
          const why = game.explain(st, seat, { type: 'play', cards: [cardCode(c)] });
          const drawLegal = legal.some((a) => a.type === 'draw');
          expect(why.code).toBe(drawLegal ? 'no-match' : 'no-match-pass');
          if (!drawLegal) expect(legal.some((a) => a.type === 'pass')).toBe(true);
          seen[drawLegal ? 'draw' : 'pass']++;
          const nb = sayReason('vri-atter', why, 'nb');
          expect(nb.charAt(0)).toBe(nb.charAt(0).toUpperCase());
          expect(nb.endsWith(drawLegal ? 'eller trekke.' : 'eller si pass.')).toBe(true);
        }
      });
    expect(seen.draw).toBeGreaterThan(0);
    expect(seen.pass).toBeGreaterThan(0);
  });
});
