import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { act, dealNext, isRoundOver, newMatch, type Match } from '../../match';
import { replay } from '../../record';
import { rngFromSeed } from '../../rng';
import { checkProperties } from '../../testing/properties';
import { games } from '../../testing/long-run';
import { loadCases, runCase } from '../../testing/record-cases';
import { president } from './index';
import { OPTIONS, PRESETS, type PresidentOptions } from './options';
import type { PresidentState } from './state';
import type { PresidentView } from './view';

const cases = loadCases(new URL('./records', import.meta.url).pathname);

describe('president: rule records', () => {
  for (const c of cases) it(`${c.file}: ${c.ruling}`, () => expect(runCase(c)).toEqual([]));
});

describe('president: example record', () => {
  it('replays ok', () => {
    const path = new URL('../../../../../examples/president.json', import.meta.url);
    const out = replay(JSON.parse(readFileSync(path, 'utf8')));
    expect(out.error).toBeNull();
    expect(out.ok).toBe(true);
  });
});

// ---- helpers for focused tests ----
const G3 = {
  hands: [
    '3C 3D 3H 4C 5C 6C 7C 8C 8D 8H 8S 9C TC JC QC KC AS 2C',
    '3S 4D 5D 6D 7D 9D TD JD QD KD AD 2D 2H 4H 5H 6H 7H',
    '4S 5S 6S 7S 9H 9S TH TS JH JS QH QS KH KS AC AH 2S',
  ].map((h) => h.split(' ')),
};

function start(options: Partial<PresidentOptions> = {}, players = 3, deal: unknown = G3): Match {
  const m = newMatch({ game: 'president', players, options, deal });
  if (!m.ok) throw new Error(m.message);
  return m.value;
}

function play(m: Match, ...moves: [number, unknown][]): Match {
  for (const [seat, action] of moves) {
    const r = act(m, seat, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.message}`);
    m = r.value;
  }
  return m;
}

/** Plays random legal actions, dealing new rounds from the seed, until `stop` holds. */
function randomUntil(m: Match, seed: string, stop: (m: Match) => boolean): Match {
  const rng = rngFromSeed(seed);
  while (!stop(m)) {
    if (isRoundOver(m)) {
      const next = dealNext(m);
      if (!next.ok) throw new Error(next.message);
      m = next.value;
      continue;
    }
    const s = m.state as PresidentState;
    const seat = president.toAct(s)[0] as number;
    const acts = president.legalActions(s, seat);
    const next = act(m, seat, acts[rng.int(acts.length)]);
    if (!next.ok) throw new Error(next.message);
    m = next.value;
  }
  return m;
}

function seeded(players: number, seed: string, options: Partial<PresidentOptions> = {}): Match {
  const r = newMatch({ game: 'president', players, seed, options });
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

const refusal = (m: Match, seat: number, action: unknown): string => {
  const r = act(m, seat, action);
  if (r.ok) throw new Error('accepted');
  return `${r.code}: ${r.message}`;
};

describe('president: messages', () => {
  it('explains count and rank', () => {
    const m = play(start(), [0, { type: 'play', cards: ['8C', '8D'] }]);
    expect(refusal(m, 1, { type: 'play', cards: ['9D'] })).toBe(
      'illegal: You must play the same number of cards as the table: 2.',
    );
    const sevens = play(start({}, 3, G3), [0, { type: 'play', cards: ['9C'] }]);
    expect(refusal(sevens, 1, { type: 'play', cards: ['7D'] })).toBe(
      'illegal: Not high enough: 7 of diamonds against 9 of clubs.',
    );
    const pairs = play(start(), [0, { type: 'play', cards: ['8C', '8D'] }], [1, { type: 'pass' }]);
    expect(refusal(pairs, 2, { type: 'play', cards: ['7S', '7S'] })).toBe('malformed: 7S is named twice.');
    const strict = play(start({ strictlyHigher: true }), [0, { type: 'play', cards: ['9C'] }]);
    expect(refusal(strict, 1, { type: 'play', cards: ['9D'] })).toBe(
      'illegal: Only as high as the table: 9 of diamonds against 9 of clubs; only a higher rank may follow.',
    );
    expect(refusal(start(), 0, { type: 'play', cards: ['8C', '9C'] })).toBe(
      'illegal: The cards of a play must all be of one rank.',
    );
    expect(refusal(start(), 0, { type: 'play', cards: ['3C', '3D'] })).toBe(
      'illegal: The three of clubs is played alone; it never joins a group.',
    );
    expect(refusal(start(), 0, { type: 'pass' })).toMatch(/^illegal: You lead/);
  });

  it('names the pair in a rank refusal', () => {
    const deal = {
      hands: [
        '3D 7C 7D 9C 9D 4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S 8C',
        '7H 7S 9H 9S 8D 8H 8S TC TD TH TS JC JD JH JS QC QD',
        '3C 3H 3S QH QS KC KD KH KS AC AD AH AS 2C 2D 2H 2S',
      ].map((h) => h.split(' ')),
    };
    const m = play(start({}, 3, deal), [0, { type: 'play', cards: ['9C', '9D'] }]);
    expect(refusal(m, 1, { type: 'play', cards: ['7H', '7S'] })).toBe(
      'illegal: Not high enough: 7 of hearts and 7 of spades against 9 of clubs and 9 of diamonds.',
    );
  });

  it('refuses malformed actions with the card named', () => {
    const m = start();
    expect(refusal(m, 1, { type: 'play', cards: ['8C'] })).toBe('malformed: You do not hold 8C.');
    expect(refusal(m, 0, { type: 'play', cards: ['1C'] })).toBe('malformed: "1C" is not a card.');
    expect(refusal(m, 0, { type: 'draw' })).toMatch(/^malformed: Unknown action type "draw"/);
    expect(refusal(m, 0, { type: 'pass', cards: [] })).toMatch(/^malformed: /);
    expect(refusal(m, 0, { type: 'play', cards: '8C' })).toMatch(/^malformed: /);
    expect(refusal(m, 0, 'pass')).toMatch(/^malformed: /);
  });

  it('keys actions canonically', () => {
    const k = president.actionKey;
    expect(k({ type: 'play', cards: ['5S', '5H'] })).toBe(k({ type: 'play', cards: ['5H', '5S'] }));
    expect(k({ type: 'play', cards: ['5H'], call: true })).not.toBe(k({ type: 'play', cards: ['5H'] }));
    expect(k({ type: 'play', cards: ['5H'], call: false })).toBe(k({ type: 'play', cards: ['5H'] }));
    expect(k({ type: 'give', cards: ['5H', '2C'] })).toBe(k({ type: 'give', cards: ['2C', '5H'] }));
  });
});

describe('president: options and rounds', () => {
  it('describes every option in nb and en and checks the combinations', () => {
    for (const spec of Object.values(OPTIONS)) {
      expect(spec.describe.nb.length).toBeGreaterThan(10);
      expect(spec.describe.en.length).toBeGreaterThan(10);
    }
    expect(Object.keys(PRESETS)).toContain('standard');
    const d = {
      ...Object.fromEntries(Object.entries(OPTIONS).map(([k, v]) => [k, v.default])),
    } as PresidentOptions;
    expect(president.checkOptions?.(d, 3)).toBeNull();
    expect(president.checkOptions?.({ ...d, clubThree: false, clubThreeExchanged: true }, 4)).toEqual({
      code: 'club-three-exchanged-needs-special',
    });
    expect(newMatch({ game: 'president', players: 2, seed: 1 }).ok).toBe(false);
    expect(newMatch({ game: 'president', players: 7, seed: 1 }).ok).toBe(true);
  });

  it("deals the whole deck with the extra cards from the dealer's left", () => {
    const rng = rngFromSeed('deal');
    for (const [players, dealer, sizes] of [
      [3, 2, [18, 17, 17]],
      [3, 0, [17, 18, 17]],
      [5, 4, [11, 11, 10, 10, 10]],
      [7, 1, [7, 7, 8, 8, 8, 7, 7]],
    ] as const) {
      const setup = {
        players,
        dealer,
        round: 1,
        previous: null,
        scores: [],
        options: start().options as PresidentOptions,
      };
      const deal = president.randomDeal(setup, rng);
      expect(deal.hands.map((h) => h.length)).toEqual(sizes);
      expect(president.parseDeal(president.dealToJson(deal), setup).ok).toBe(true);
    }
  });

  it('keeps no scores, never ends, and carries roles and their history', () => {
    expect(president.matchOver([0, 0, 0], 1000, start().options as PresidentOptions)).toBe(false);
    const match = randomUntil(seeded(4, 'carry'), 'carry/moves', (m) => m.results.length === 3);
    const last = match.results[2];
    expect(last?.points).toEqual([0, 0, 0, 0]);
    const carry = last?.carry as { roles: string[]; history: string[][] };
    expect(carry.history).toHaveLength(3);
    expect(carry.history[2]).toEqual(carry.roles);
    expect([...carry.roles].sort()).toEqual(['boms', 'president', 'vice-boms', 'vice-president']);
  });

  it('lists every choice in the exchange', () => {
    const m = randomUntil(seeded(4, 'exchange'), 'exchange/moves', (m) => m.round === 2 && !isRoundOver(m));
    const s = m.state as PresidentState;
    expect(s.phase).toBe('exchange');
    const roles = s.roles ?? [];
    const p = roles.indexOf('president');
    const vp = roles.indexOf('vice-president');
    expect(president.toAct(s)).toEqual([p, vp].sort());
    expect(president.legalActions(s, p)).toHaveLength((15 * 14) / 2);
    expect(president.legalActions(s, vp)).toHaveLength(14);
    expect(s.hands.map((h) => h.length).sort()).toEqual([11, 12, 14, 15]);
  });
});

describe('president: views and determinize', () => {
  /** Somewhere in round 2 after the exchange. */
  const roundTwo = (options: Partial<PresidentOptions>, seed: string): Match => {
    let steps = 0;
    return randomUntil(seeded(5, seed, options), `${seed}/moves`, (m) => {
      const s = m.state as PresidentState;
      return m.round === 2 && s.phase === 'play' && (steps++ > 12 || s.finished.length > 0);
    });
  };

  it('shows a seat its own hand only, a spectator none, and the exchange only to its two sides', () => {
    const m = roundTwo({}, 'views');
    const s = m.state as PresidentState;
    const roles = s.roles ?? [];
    const neutral = roles.indexOf('neutral');
    const p = roles.indexOf('president');
    const v = president.view(s, neutral);
    v.seats.forEach((seat, i) => expect('hand' in seat).toBe(i === neutral));
    expect(v.exchange.every((t) => t.cards === null)).toBe(true);
    expect(president.view(s, p).exchange.filter((t) => t.cards !== null)).toHaveLength(2);
    expect(president.view(s, null).seats.every((seat) => !('hand' in seat))).toBe(true);
    expect(JSON.stringify(president.view(s, null))).not.toMatch(/"hand"/);
    expect(president.fullView(s).seats.every((seat) => 'hand' in seat)).toBe(true);
  });

  it('keeps what the president learnt in the exchange', () => {
    for (let g = 0; g < 40; g++) {
      const m = roundTwo({ clubThreeExchanged: g % 2 === 0 }, `learn-${g}`);
      const s = m.state as PresidentState;
      const roles = s.roles ?? [];
      const p = roles.indexOf('president');
      const boms = roles.indexOf('boms');
      const v = president.view(s, p) as PresidentView;
      const got = s.transfers.find((t) => t.to === p && t.auto);
      const gave = s.transfers.find((t) => t.from === p);
      const rng = rngFromSeed(`learn-${g}/d`);
      for (let k = 0; k < 10; k++) {
        const d = president.determinize(v, p, rng);
        const bar = Math.min(...(got?.cards ?? []).map((c) => key(c, s)));
        const own = new Set(gave?.cards ?? []);
        for (const c of d.hands[boms] ?? []) if (!own.has(c)) expect(key(c, s)).toBeLessThan(bar);
        for (const c of gave?.cards ?? [])
          if (!s.pile.includes(c) && !s.cleared.includes(c)) expect(d.hands[boms]).toContain(c);
      }
    }
  });

  it('keeps 3D with the first leader in round 1', () => {
    const r = newMatch({ game: 'president', players: 4, seed: 'three' });
    if (!r.ok) throw new Error(r.message);
    const s = r.value.state as PresidentState;
    const other = (s.leader + 1) % 4;
    const rng = rngFromSeed('three/d');
    for (let k = 0; k < 20; k++) {
      const d = president.determinize(president.view(s, other), other, rng);
      expect(d.hands[s.leader]).toContain(1 * 4 + 1);
    }
  });
});

const key = (c: number, s: PresidentState): number =>
  c === 4 && s.options.clubThree
    ? s.options.clubThreeExchanged
      ? 100
      : -1
    : (((c >> 2) + 12) % 13) * 4 + (c & 3);

// ---- random games: the Game contract's invariants ----
type Run = {
  players: number;
  options?: Partial<PresidentOptions> & { preset?: string };
  games: number;
  maxRounds?: number;
};

const combos: Partial<PresidentOptions>[] = [];
{
  const rng = rngFromSeed('president-combos');
  for (let i = 0; i < 16; i++) {
    const clubThree = rng.int(4) !== 0;
    combos.push({
      presidentLeads: rng.int(2) === 0,
      strictlyHigher: rng.int(2) === 0,
      passIsFinal: rng.int(2) === 0,
      clubThreeLast: clubThree && rng.int(2) === 0 ? 'boms' : 'allowed',
      clubThreeExchanged: clubThree && rng.int(2) === 0,
      lastCardCall: rng.int(2) === 0,
      reseat: rng.int(2) === 0,
      clubThree,
    });
  }
}

// The long run's counts (KORTBORD_LONG=1); the default run plays an eighth of each (testing/long-run.ts).
const runs: Run[] = [
  ...[3, 4, 5, 6, 7].map((players) => ({ players, games: games(150) })),
  ...Object.keys(PRESETS).flatMap((preset) =>
    [3, 5].map((players) => ({ players, options: { preset }, games: games(50) })),
  ),
  ...(
    [
      { presidentLeads: true },
      { strictlyHigher: true },
      { passIsFinal: false },
      { clubThreeLast: 'boms' },
      { clubThreeExchanged: true },
      { lastCardCall: true },
      { reseat: true },
      { clubThree: false },
    ] as Partial<PresidentOptions>[]
  ).map((options, i) => ({ players: 3 + (i % 5), options, games: games(60), maxRounds: 3 })),
  ...combos.map((options, i) => ({ players: 3 + (i % 5), options, games: games(30) })),
];

describe('president: properties over random games', () => {
  for (const run of runs)
    it(`${run.players} players ${JSON.stringify(run.options ?? {})} × ${run.games}`, () => {
      const r = checkProperties({
        game: 'president',
        players: run.players,
        options: run.options,
        games: run.games,
        maxRounds: run.maxRounds ?? 2,
        viewEvery: 23,
        seedPrefix: `president-${JSON.stringify(run.options ?? {})}`,
      });
      expect(r.games).toBe(run.games);
      expect(r.rounds).toBe(run.games * (run.maxRounds ?? 2));
    });
});
