/**
 * The hint's reasons in card terms (issue 37): one scripted position per reason kind of every game,
 * where a card player would give that reason, gets it; and each is worded in nb, sv and en.
 * Positions are the seat's own views (plain data, as Game.view gives them), with only the fields
 * the reason reads.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameId } from './game';
import { GAMES } from './registry';
import { moveWhy } from './why';
import { LANGS } from './words/lang';
import { sayWhy, WHY_WORDS } from './words/why';

const play = (...cards: string[]) => ({ type: 'play', cards });
const seats = (hand: string[], ...counts: number[]) => [
  { hand },
  ...counts.map((handCount) => ({ handCount })),
];

/** An action of any game, as its record writes it. */
type Act = Action & { readonly [field: string]: unknown };

interface Case {
  readonly game: GameId;
  readonly code: string;
  readonly view: object;
  readonly best: Act;
  readonly others: readonly Act[];
  readonly params?: Record<string, string | number>;
}

const viggo = (hand: string[], table: string[] | null, ...counts: number[]) => ({
  phase: 'play',
  seats: seats(hand, ...counts),
  table: table && { cards: table, by: 1 },
  shown: [],
});
const president = (hand: string[], table: string[] | null, ...counts: number[]) => ({
  ...viggo(hand, table, ...counts),
  options: { clubThree: true },
});
const vri = (hand: string[]) => ({ seats: seats(hand, 5), options: { callWord: 'ett kort igjen' } });
const idiot = (hand: string[], pile: string[], faceUp: string[] = []) => ({
  seats: [
    { hand, faceUp },
    { handCount: 3, faceUp: [] },
  ],
  pile,
});
const hearts = (hand: string[], trick: { seat: number; card: string }[], phase = 'play') => ({
  phase,
  seats: [{ hand }, { handCount: hand.length }],
  trick,
});
const tuffa = (groups: string[][][], pending: object | null = null) => ({
  seats: groups.map((g) => ({ groups: g, secured: [], handCount: 5 })),
  pending,
});

const CASES: readonly Case[] = [
  // Viggo
  {
    game: 'viggo',
    code: 'stops-last',
    view: viggo(['4H', '4S', '9C'], null, 1),
    best: play('4H', '4S'),
    others: [play('4H'), play('9C')],
    params: { seat: 1 },
  },
  {
    game: 'viggo',
    code: 'sheds-many',
    view: viggo(['4H', '5H', '6C', '7D', '8S', 'KD'], null, 9),
    best: play('4H', '5H', '6C', '7D', '8S'),
    others: [play('4H'), play('KD')],
    params: { n: 5 },
  },
  {
    game: 'viggo',
    code: 'leads-low',
    view: viggo(['4H', '9C', 'KD'], null, 9),
    best: play('4H'),
    others: [play('9C'), play('KD')],
    params: { cards: '4H' },
  },
  {
    game: 'viggo',
    code: 'keeps-high',
    view: viggo(['TC', '2H'], ['9S'], 9),
    best: play('TC'),
    others: [{ type: 'pass' }, play('2H')],
    params: { card: '2H' },
  },
  {
    game: 'viggo',
    code: 'drafts-high',
    view: { ...viggo([], null, 0), phase: 'draft', shown: ['3C'] },
    best: { type: 'keep' },
    others: [{ type: 'reject' }],
    params: { card: '3C' },
  },
  // President
  {
    game: 'president',
    code: 'stops-last',
    view: president(['5H', '5S', 'JC'], null, 1, 8),
    best: play('5H', '5S'),
    others: [play('5H'), play('JC')],
    params: { seat: 1 },
  },
  {
    game: 'president',
    code: 'sheds-many',
    view: president(['9H', '9S', '9D', 'JC'], ['6C', '6D', '6S'], 8, 8),
    best: play('9H', '9S', '9D'),
    others: [{ type: 'pass' }],
    params: { n: 3 },
  },
  {
    game: 'president',
    code: 'leads-low',
    view: president(['4D', 'TC', 'KH'], null, 8, 8),
    best: play('4D'),
    others: [play('TC'), play('KH')],
    params: { cards: '4D' },
  },
  {
    game: 'president',
    code: 'keeps-high',
    view: president(['8C', '3C'], ['7H'], 8, 8),
    best: play('8C'),
    others: [play('3C'), { type: 'pass' }],
    params: { card: '3C' },
  },
  {
    game: 'president',
    code: 'gives-low',
    view: { ...president(['3H', '4D', 'AS', '2C'], null, 8, 8), phase: 'exchange' },
    best: { type: 'give', cards: ['3H', '4D'] },
    others: [{ type: 'give', cards: ['3H', 'AS'] }],
    params: { cards: '3H 4D' },
  },
  // Vri åtter
  {
    game: 'vri-atter',
    code: 'calls-last',
    view: vri(['5H', '7H']),
    best: { type: 'play', cards: ['5H'], call: true },
    others: [play('5H'), play('7H')],
    params: { word: 'ett kort igjen' },
  },
  {
    game: 'vri-atter',
    code: 'keeps-eight',
    view: vri(['5H', '8C', '9D']),
    best: play('5H'),
    others: [{ type: 'play', cards: ['8C'], suit: 'D' }, { type: 'draw' }],
    params: { card: '8C' },
  },
  {
    game: 'vri-atter',
    code: 'eight-to-suit',
    view: vri(['8C', '5H', '7H', '2S']),
    best: { type: 'play', cards: ['8C'], suit: 'H' },
    others: [{ type: 'play', cards: ['8C'], suit: 'S' }, play('5H')],
    params: { suit: 'H', n: 2 },
  },
  {
    game: 'vri-atter',
    code: 'sheds-many',
    view: vri(['5H', '5C', '9D']),
    best: play('5H', '5C'),
    others: [play('5H'), play('5C')],
    params: { n: 2 },
  },
  // Idiot
  {
    game: 'idiot',
    code: 'arrange-strong',
    view: { ...idiot(['2H', 'TC', 'AS', '3H', '4C', '5D'], []), phase: 'arrange' },
    best: { type: 'arrange', faceUp: ['2H', 'TC', 'AS'] },
    others: [
      { type: 'arrange', faceUp: ['3H', '4C', '5D'] },
      { type: 'arrange', faceUp: ['2H', '3H', '4C'] },
    ],
    params: { cards: '2H TC AS' },
  },
  {
    game: 'idiot',
    code: 'burns',
    view: idiot(['TH', '6C'], ['9H', 'JC']),
    best: play('TH'),
    others: [{ type: 'pickup' }],
  },
  {
    game: 'idiot',
    code: 'takes-small-pile',
    view: idiot(['2H', '4C'], ['9H', 'JC']),
    best: { type: 'pickup' },
    others: [play('2H')],
    params: { n: 2 },
  },
  {
    game: 'idiot',
    code: 'plays-low',
    view: idiot(['6C', '9D', 'KH'], ['5H']),
    best: play('6C'),
    others: [play('9D'), play('KH'), { type: 'pickup' }],
    params: { rank: '6' },
  },
  {
    game: 'idiot',
    code: 'keeps-special',
    view: idiot(['6C', '2D'], ['5H']),
    best: play('6C'),
    others: [play('2D'), { type: 'pickup' }],
    params: { card: '2D' },
  },
  // Tuffa Viktor
  {
    game: 'tuffa-viktor',
    code: 'secures',
    view: tuffa([[['G3', 'G4', 'G5']], []]),
    best: { type: 'viktor', group: 0 },
    others: [{ type: 'glass', cards: ['G6'], group: 0 }],
    params: { cards: 'G3 G4 G5' },
  },
  {
    game: 'tuffa-viktor',
    code: 'keeps-group',
    view: tuffa([[['G6', 'G6']], []], { attack: 'vivan', by: 1, target: 0, group: 0, cards: ['G6', 'G6'] }),
    best: { type: 'smockan' },
    others: [{ type: 'yield' }],
    params: { cards: 'G6 G6' },
  },
  {
    game: 'tuffa-viktor',
    code: 'saves-smockan',
    view: tuffa([[], []], { attack: 'indrivaren', by: 1, asked: 0 }),
    best: { type: 'yield' },
    others: [{ type: 'smockan' }],
  },
  {
    game: 'tuffa-viktor',
    code: 'takes-largest',
    view: tuffa([
      [],
      [
        ['G1', 'G2'],
        ['G7', 'G8'],
      ],
    ]),
    best: { type: 'vivan', target: 1, group: 1, into: null, add: [] },
    others: [{ type: 'vivan', target: 1, group: 0, into: null, add: [] }],
    params: { target: 1, cards: 'G7 G8' },
  },
  {
    game: 'tuffa-viktor',
    code: 'arrests-largest',
    view: tuffa([
      [],
      [
        ['G1', 'G2'],
        ['G7', 'G8'],
      ],
    ]),
    best: { type: 'arrest', target: 1, group: 1 },
    others: [{ type: 'arrest', target: 1, group: 0 }],
    params: { target: 1, cards: 'G7 G8' },
  },
  // Hjerterfri
  {
    game: 'hjerterfri',
    code: 'passes-danger',
    view: hearts(['QS', 'AH', '2C', '3D'], [], 'exchange'),
    best: { type: 'pass', cards: ['QS', 'AH', '2C'] },
    others: [{ type: 'pass', cards: ['2C', '3D', 'AH'] }],
    params: { cards: 'QS AH' },
  },
  {
    game: 'hjerterfri',
    code: 'ducks',
    view: hearts(['5D', 'KD'], [{ seat: 1, card: 'TD' }]),
    best: play('5D'),
    others: [play('KD')],
    params: { card: 'TD' },
  },
  {
    game: 'hjerterfri',
    code: 'dumps-queen',
    view: hearts(['QS', '4H'], [{ seat: 1, card: 'TD' }]),
    best: play('QS'),
    others: [play('4H')],
  },
  {
    game: 'hjerterfri',
    code: 'dumps-high',
    view: hearts(['AS', '4H'], [{ seat: 1, card: 'TD' }]),
    best: play('AS'),
    others: [play('4H')],
    params: { card: 'AS' },
  },
  {
    game: 'hjerterfri',
    code: 'leads-low',
    view: hearts(['3C', 'KC'], []),
    best: play('3C'),
    others: [play('KC')],
    params: { card: '3C' },
  },
];

describe('a hinted move gets the reason a card player would give', () => {
  it.each(CASES.map((c) => [`${c.game}: ${c.code}`, c] as const))('%s', (_, c) => {
    const legal = [c.best, ...c.others];
    const why = moveWhy(GAMES[c.game], c.view, 0, c.best, legal);
    const found = why.find((r) => r.code === c.code);
    expect(found, JSON.stringify(why)).toBeDefined();
    expect(found?.params ?? {}).toEqual(c.params ?? {});
    // Said in every language, with every parameter filled in.
    for (const lang of LANGS) {
      const text = sayWhy(c.game, [found!], lang);
      expect(text.length).toBeGreaterThan(10);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('covers every reason kind of every game with a scripted position', () => {
    for (const [game, words] of Object.entries(WHY_WORDS))
      for (const code of Object.keys(words))
        expect(
          CASES.some((c) => c.game === game && c.code === code),
          `${game}: ${code}`,
        ).toBe(true);
  });

  it('gives no reason where nothing sets the move apart', () => {
    // Two singles of the middle, nobody near out: neither keeps a high card nor leads the lowest.
    const why = moveWhy(GAMES.viggo, viggo(['9C', 'TD'], ['8S'], 9), 0, play('9C'), [play('9C'), play('TD')]);
    expect(why).toEqual([]);
  });

  it('reads a reason in the words players use, naming the cards and the seat', () => {
    const c = CASES.find((x) => x.game === 'vri-atter' && x.code === 'keeps-eight') as Case;
    const why = moveWhy(GAMES[c.game], c.view, 0, c.best, [c.best, ...c.others]);
    expect(sayWhy('vri-atter', why, 'nb')).toContain('Sparer kløver 8 til senere');
    expect(sayWhy('vri-atter', why, 'en')).toContain('Keeps the 8 of clubs for later');
    const s = CASES.find((x) => x.game === 'viggo' && x.code === 'stops-last') as Case;
    const stop = moveWhy(GAMES.viggo, s.view, 0, s.best, [s.best, ...s.others]);
    expect(sayWhy('viggo', stop, 'sv', (seat) => ['Du', 'Kari'][seat] ?? '')).toContain(
      'Kari har ett kort kvar och kan inte följa',
    );
  });
});
