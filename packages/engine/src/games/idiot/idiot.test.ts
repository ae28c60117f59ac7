import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../game';
import { jsonEqual } from '../../json';
import { defaults, resolveOptions } from '../../options';
import { replay } from '../../record';
import { rngFromSeed, type Rng } from '../../rng';
import { checkProperties } from '../../testing/properties';
import { games } from '../../testing/long-run';
import { loadCases, runCase } from '../../testing/record-cases';
import type { IdiotAction } from './actions';
import { idiot } from './index';
import type { IdiotOptions } from './options';
import { NONE, type IdiotState } from './state';
import { cardCode, parseCardCode } from '../../cards';
import { sayReason } from '../../words/catalogue';

describe('idiot: rulings as records', () => {
  for (const c of loadCases(new URL('./records', import.meta.url).pathname))
    it(`${c.file}: ${c.ruling}`, () => {
      expect(runCase(c)).toEqual([]);
    });
});

describe('idiot: the example record', () => {
  it('replays ok', () => {
    const path = new URL('../../../../../examples/idiot.json', import.meta.url);
    const out = replay(JSON.parse(readFileSync(path, 'utf8')));
    expect(out.error).toBeNull();
    expect(out.ok).toBe(true);
  });
});

// Random play with voluntary pick-ups makes long games (a median of about 2,000 actions, some over
// 50,000), and the harness costs grow with a game's length, so these runs are few but cover every
// preset and a spread of combinations; the many-games runs below use a cheaper loop. The counts are
// the long run's (KORTBORD_LONG=1); the default run plays an eighth of each (testing/long-run.ts).
describe('idiot: properties of the Game contract', () => {
  const runs: { players: number; options?: Record<string, unknown>; games: number }[] = [
    { players: 2, games: 6 },
    { players: 3, games: 4 },
    { players: 4, games: 3 },
    { players: 5, games: 3 },
    { players: 3, options: { preset: 'idiot' }, games: 2 },
    { players: 3, options: { preset: 'sjanse' }, games: 3 },
    { players: 4, options: { preset: 'ingen-bytting' }, games: 3 },
    { players: 2, options: { preset: 'shithead' }, games: 3 },
    { players: 5, options: { preset: 'shithead' }, games: 2 },
    { players: 2, options: { oneCardOnly: true }, games: 2 },
    { players: 5, options: { lastSpecial: 'forbidden' }, games: 3 },
    { players: 3, options: { previousContinues: true }, games: 3 },
    { players: 4, options: { faceUpBeforePickup: true, lastSpecial: 'forbidden' }, games: 2 },
    { players: 2, options: { chance: true, previousContinues: true, swap: false }, games: 3 },
    {
      players: 4,
      options: {
        chance: true,
        oneCardOnly: true,
        faceUpBeforePickup: true,
        lastSpecial: 'forbidden',
        previousContinues: true,
        swap: false,
      },
      games: 1,
    },
  ];
  for (const run of runs)
    it(`${run.players} players, ${JSON.stringify(run.options ?? {})}`, () => {
      const r = checkProperties({
        game: 'idiot',
        ...run,
        games: games(run.games),
        maxActionsPerRound: 500_000,
        viewEvery: 11,
      });
      expect(r.games).toBe(games(run.games));
    });

  // A player who picks up only now and then (as people do) keeps games to a few hundred actions, so
  // many more games fit: every run above again, ten times over, with pick-ups weighted down.
  const rarePickups = (legal: readonly { type: string }[], rng: Rng): number => {
    const others = legal.flatMap((a, i) => (a.type === 'pickup' ? [] : [i]));
    if (others.length === 0 || rng.int(20) === 0) return rng.int(legal.length);
    return others[rng.int(others.length)] as number;
  };
  for (const run of runs)
    it(`${run.players} players, ${JSON.stringify(run.options ?? {})}, pick-ups rare`, () => {
      const n = games(run.games * 10);
      const r = checkProperties({
        game: 'idiot',
        ...run,
        games: n,
        seedPrefix: 'idiot-rare',
        policy: rarePickups,
        maxActionsPerRound: 500_000,
        viewEvery: 11,
      });
      expect(r.games).toBe(n);
    });
});

const OPTION_SETS: Partial<IdiotOptions>[] = [
  {},
  { swap: false },
  { oneCardOnly: true },
  { chance: true },
  { previousContinues: true },
  { faceUpBeforePickup: true },
  { lastSpecial: 'forbidden' },
  { chance: true, faceUpBeforePickup: true, lastSpecial: 'forbidden' },
  { oneCardOnly: true, previousContinues: true, swap: false },
  {
    swap: false,
    oneCardOnly: true,
    chance: true,
    previousContinues: true,
    faceUpBeforePickup: true,
    lastSpecial: 'forbidden',
  },
];

function newRound(players: number, options: IdiotOptions, rng: Rng): IdiotState {
  const setup = { players, options, dealer: rng.int(players), round: 1, previous: null, scores: [] };
  return idiot.setup(setup, idiot.randomDeal(setup, rng));
}

function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

/** Mostly the lowest play (as players do, so games end in a few hundred actions), sometimes any. */
function pick(acts: readonly IdiotAction[], rng: Rng): IdiotAction {
  if (rng.int(4) !== 0) {
    const play = acts.find((a) => a.type !== 'pickup');
    if (play) return play;
  }
  return acts[rng.int(acts.length)] as IdiotAction;
}

const sortedCards = (s: IdiotState): string => idiot.cards(s).sort().join();

/** One deck: every one of the 52 cards exactly once. */
function wholeDeck(s: IdiotState): boolean {
  const seen = new Uint8Array(52);
  const codes = idiot.cards(s);
  for (const code of codes) {
    const c = parseCardCode(code);
    if (c === undefined || seen[c]) return false;
    seen[c] = 1;
  }
  return codes.length === 52;
}

/** The first card code in `x` (a view) that is flagged in `hidden`, or null. */
function shown(x: unknown, hidden: Uint8Array): string | null {
  if (typeof x === 'string') {
    const c = parseCardCode(x);
    return c !== undefined && hidden[c] ? x : null;
  }
  if (typeof x !== 'object' || x === null) return null;
  for (const v of Array.isArray(x) ? x : Object.values(x)) {
    const found = shown(v, hidden);
    if (found) return found;
  }
  return null;
}
const keys = (s: IdiotState, seat: Seat): string =>
  idiot.legalActions(s, seat).map(idiot.actionKey).join(' ');

/** Throws with the seed and step: plain checks, as `expect` costs too much at every step. */
function check(cond: boolean, where: string, what: string): void {
  if (!cond) throw new Error(`${where}: ${what}`);
}

/**
 * Plays whole rounds through the Game API and checks, at every step: cards neither created nor lost,
 * exactly the seats in toAct have actions, apply never mutates (states are frozen), actions survive
 * a JSON round trip through parseAction; at every other step that no view (any seat's or a
 * spectator's) holds a face-down card; and at every `detEvery`-th step that determinize keeps each
 * seat's view, legal actions, toAct and cards.
 */
function playMany(
  players: number,
  options: IdiotOptions,
  games: number,
  seed: string,
  detEvery: number,
): number {
  const rng = rngFromSeed(seed);
  const seats = Array.from({ length: players }, (_, i) => i);
  let actions = 0;
  for (let g = 0; g < games; g++) {
    let s = deepFreeze(newRound(players, options, rng));
    const all = sortedCards(s);
    let step = 0;
    while (!idiot.roundResult(s)) {
      const where = `[${seed} game ${g} step ${step}]`;
      check(wholeDeck(s), where, 'cards created or lost');
      if (step % 2 === 0) {
        const hidden = new Uint8Array(52);
        for (const slots of s.faceDown) for (const c of slots) if (c !== NONE) hidden[c] = 1;
        for (const seat of [null, ...seats]) {
          const leak = shown(idiot.view(s, seat), hidden);
          check(leak === null, where, `the view of seat ${seat} shows the face-down ${leak}`);
        }
      }
      const acting = idiot.toAct(s);
      for (const seat of seats)
        check(
          idiot.legalActions(s, seat).length > 0 === acting.includes(seat),
          where,
          `seat ${seat}: toAct and legal differ`,
        );
      if (step % detEvery === 0)
        for (const seat of seats) {
          const v = idiot.view(s, seat);
          const d = idiot.determinize(v, seat, rng);
          check(jsonEqual(idiot.view(d, seat), v), where, `determinize changes seat ${seat}'s view`);
          check(keys(d, seat) === keys(s, seat), where, `determinize changes seat ${seat}'s legal actions`);
          check(jsonEqual(idiot.toAct(d), acting), where, `determinize changes toAct`);
          check(sortedCards(d) === all, where, `determinize changes the cards`);
        }
      const seat = acting[rng.int(acting.length)] as Seat;
      const action = pick(idiot.legalActions(s, seat), rng);
      const parsed = idiot.parseAction(JSON.parse(JSON.stringify(action)), s, seat);
      check(
        parsed.ok && idiot.actionKey(parsed.value) === idiot.actionKey(action),
        where,
        'parseAction round trip',
      );
      s = deepFreeze(idiot.apply(s, seat, action));
      step++;
      check(step < 50_000, where, 'the round does not end');
    }
    const result = idiot.roundResult(s);
    expect(
      result?.placings.slice().sort((a, b) => a - b),
      'placings list every seat once',
    ).toEqual(seats);
    expect(result?.points.every((p) => p === 0)).toBe(true);
    expect(idiot.matchOver(result?.points ?? [], 1, options)).toBe(true);
    actions += step;
  }
  return actions;
}

describe('idiot: many random games', () => {
  for (const set of OPTION_SETS)
    for (let players = 2; players <= 5; players++)
      it(`${players} players, ${JSON.stringify(set)}: invariants, and no view shows a face-down card`, () => {
        const options = { ...defaults(idiot.options), ...set };
        const actions = playMany(players, options, games(50), `many-${players}-${JSON.stringify(set)}`, 17);
        expect(actions).toBeGreaterThan(0);
      });
});

describe('idiot: units', () => {
  const options = defaults(idiot.options);
  const rng = rngFromSeed('units');

  it('every option explains itself in bokmål and English, and every preset resolves', () => {
    for (const spec of Object.values(idiot.options)) {
      expect(spec.describe.nb.length).toBeGreaterThan(10);
      expect(spec.describe.sv.length).toBeGreaterThan(10);
      expect(spec.describe.en.length).toBeGreaterThan(10);
    }
    for (const preset of Object.keys(idiot.presets))
      expect(resolveOptions(idiot.options, idiot.presets, { preset }, 4).ok).toBe(true);
  });

  it('actionKey ignores the order of listed cards', () => {
    const a: IdiotAction = { type: 'play', cards: ['7S', '7C', '7H'] };
    const b: IdiotAction = { type: 'play', cards: ['7C', '7H', '7S'] };
    expect(idiot.actionKey(a)).toBe(idiot.actionKey(b));
    expect(idiot.actionKey({ type: 'pickup' })).not.toBe(idiot.actionKey({ type: 'pickup', faceUp: '7C' }));
  });

  it('legalActions is stable, and empty for a seat that may not act', () => {
    const s = newRound(4, { ...options, swap: false }, rng);
    expect(idiot.legalActions(s, s.turn)).toEqual(idiot.legalActions(s, s.turn));
    expect(idiot.legalActions(s, (s.turn + 1) % 4)).toEqual([]);
  });

  it('parseAction refuses bad shapes, unknown types and cards, and cards not held, and nothing else', () => {
    const s = newRound(3, { ...options, swap: false }, rng);
    const seat = s.turn;
    const own = cardCode(s.hands[seat]?.[0] ?? 0);
    const face = cardCode(s.faceDown[seat]?.[0] ?? 0);
    const bad: unknown[] = [
      null,
      'play',
      { type: 'pass' },
      { type: 'play' },
      { type: 'play', cards: ['ZZ'] },
      { type: 'play', cards: [own, own] },
      { type: 'play', cards: [face] },
      { type: 'flip', index: 3 },
      { type: 'flip', index: '1' },
      { type: 'pickup', faceUp: 7 },
      { type: 'chance', extra: true },
    ];
    for (const raw of bad) {
      const r = idiot.parseAction(raw, s, seat);
      expect(r.ok ? 'accepted' : r.code, JSON.stringify(raw)).toBe('malformed');
    }
    const notHeld = idiot.parseAction({ type: 'play', cards: [face] }, s, seat);
    expect(!notHeld.ok && notHeld.message).toBe(`You do not hold ${face}.`);
    for (const raw of [
      { type: 'flip', index: 2 },
      { type: 'chance' },
      { type: 'pickup' },
      { type: 'play', cards: [own] },
    ])
      expect(idiot.parseAction(raw, s, seat).ok, JSON.stringify(raw)).toBe(true);
  });

  it('explain says in a sentence what is wrong', () => {
    const base = newRound(2, { ...options, swap: false }, rng);
    const s: IdiotState = {
      ...base,
      turn: 0,
      hands: [[4 * 5, 4 * 5 + 1, 4 * 7 + 2], base.hands[1] ?? []],
      pile: [4 * 7, 4 * 7 + 1],
    };
    const why = (a: IdiotAction) => idiot.explain(s, 0, a);
    const en = (a: IdiotAction) => sayReason('idiot', why(a), 'en');
    expect(why({ type: 'play', cards: ['7C'] })).toEqual({
      code: 'too-low',
      params: { cards: '7C', top: '9D' },
    });
    expect(en({ type: 'play', cards: ['7C', '7D'] })).toBe(
      'The 9 of diamonds on top of the pile beats 7 of clubs and 7 of diamonds: play equal or higher, a 2 or a 10 – or pick up the pile.',
    );
    expect(sayReason('idiot', why({ type: 'play', cards: ['7C'] }), 'nb')).toMatch(
      /^Ruter 9 øverst i bunken slår kløver 7:/,
    );
    expect(en({ type: 'play', cards: ['7C', '9H'] })).toBe(
      'Cards played together must all be of the same rank.',
    );
    expect(why({ type: 'chance' })).toEqual({ code: 'no-chance' });
    expect(why({ type: 'flip', index: 0 })).toEqual({ code: 'hand-first' });
  });

  it('the spectator sees no hand and no face-down card; the full view hides nothing', () => {
    const s = newRound(3, options, rng);
    const spectator = idiot.view(s, null);
    expect(spectator.seats.every((seat) => !('hand' in seat) && !('faceDown' in seat))).toBe(true);
    const full = idiot.fullView(s) as unknown as { seats: { hand: string[]; faceDown: string[] }[] };
    expect(full.seats.every((seat) => seat.hand.length === 3 && seat.faceDown.length === 3)).toBe(true);
  });
});
