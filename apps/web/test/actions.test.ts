import { describe, expect, it } from 'vitest';
import {
  actionId,
  buttonActions,
  canExtend,
  cardsPlayed,
  differingFields,
  groupByType,
  matchSelection,
  ownCards,
  playableCodes,
  quickAction,
  readLegal,
  sameCards,
  type Act,
} from '../src/game/actions';

const vri: Act[] = [
  { type: 'play', cards: ['5H'] },
  { type: 'play', cards: ['5H'], call: true },
  { type: 'play', cards: ['8S'], suit: 'C' },
  { type: 'play', cards: ['8S'], suit: 'D' },
  { type: 'play', cards: ['8S'], suit: 'H' },
  { type: 'play', cards: ['8S'], suit: 'S' },
  { type: 'play', cards: ['5H', '5C'] },
  { type: 'draw' },
];

describe('the cards an action takes from the seat', () => {
  it('reads every card-carrying field of RECORD.md', () => {
    expect(ownCards({ type: 'play', cards: ['5H', '5S'] })).toEqual(['5H', '5S']);
    expect(ownCards({ type: 'give', cards: ['2S'] })).toEqual(['2S']);
    expect(ownCards({ type: 'glass', cards: ['G1', 'G1'], group: null })).toEqual(['G1', 'G1']);
    expect(ownCards({ type: 'arrange', faceUp: ['AD', 'AH', 'AS'] })).toEqual(['AD', 'AH', 'AS']);
    expect(ownCards({ type: 'vivan', target: 2, group: 1, into: null, add: ['G4'] })).toEqual(['G4']);
    expect(ownCards({ type: 'discard', card: 'VIVAN' })).toEqual(['VIVAN']);
    expect(ownCards({ type: 'pickup', faceUp: '7C' })).toEqual(['7C']);
    expect(ownCards({ type: 'pickup' })).toEqual([]);
    expect(ownCards({ type: 'take', card: '7C' })).toEqual([]);
    expect(ownCards({ type: 'knock', target: 2 })).toEqual([]);
  });

  it('counts figure cards spent by their action', () => {
    expect(cardsPlayed({ type: 'viktor', group: 0 })).toEqual(['VIKTOR']);
    expect(cardsPlayed({ type: 'vivan', target: 1, group: 0, into: null, add: ['G2'] })).toEqual([
      'VIVAN',
      'G2',
    ]);
    expect(cardsPlayed({ type: 'smockan' })).toEqual(['SMOCKAN']);
    expect(cardsPlayed({ type: 'pass' })).toEqual([]);
  });
});

describe('matching a selection to the legal actions', () => {
  it('offers every variant of the selected cards (the call, the suit to name)', () => {
    expect(matchSelection(vri, ['5H'])).toHaveLength(2);
    expect(matchSelection(vri, ['8S']).map((a) => a['suit'])).toEqual(['C', 'D', 'H', 'S']);
    expect(matchSelection(vri, ['5C', '5H'])).toEqual([{ type: 'play', cards: ['5H', '5C'] }]);
    expect(matchSelection(vri, ['5C'])).toEqual([]);
    expect(matchSelection(vri, [])).toEqual([]);
  });

  it('compares as multisets, so equal codes count (Tuffa Viktor, two decks)', () => {
    const legal: Act[] = [
      { type: 'glass', cards: ['G1'], group: null },
      { type: 'glass', cards: ['G1', 'G1'], group: null },
      { type: 'glass', cards: ['G1', 'G1'], group: 0 },
    ];
    expect(matchSelection(legal, ['G1', 'G1'])).toHaveLength(2);
    expect(differingFields(matchSelection(legal, ['G1', 'G1']))).toEqual(['group']);
    expect(sameCards(['G1', 'G2'], ['G2', 'G1'])).toBe(true);
    expect(sameCards(['G1', 'G1'], ['G1', 'G2'])).toBe(false);
  });

  it('offers a figure card’s actions when it is selected alone', () => {
    const legal: Act[] = [
      { type: 'viktor', group: 0 },
      { type: 'vivan', target: 1, group: 0, into: null, add: [] },
      { type: 'vivan', target: 1, group: 0, into: null, add: ['G3'] },
      { type: 'glass', cards: ['G3'], group: null },
    ];
    expect(matchSelection(legal, ['VIVAN'])).toEqual([legal[1]]);
    expect(matchSelection(legal, ['VIKTOR'])).toEqual([legal[0]]);
    expect(matchSelection(legal, ['G3'])).toEqual([legal[2], legal[3]]);
    expect(playableCodes(legal)).toEqual(new Set(['VIKTOR', 'VIVAN', 'G3']));
    expect(canExtend(legal, ['VIVAN'], 'G3')).toBe(true);
  });

  it('knows which cards may join the selection', () => {
    expect(canExtend(vri, ['5H'], '5C')).toBe(true);
    expect(canExtend(vri, ['5H'], '8S')).toBe(false);
    expect(canExtend(vri, [], '8S')).toBe(true);
    expect(playableCodes(vri)).toEqual(new Set(['5H', '8S', '5C']));
  });

  it('plays a card on a double tap only when that is unambiguous', () => {
    expect(quickAction(vri, '5H')).toBeNull(); // with or without the call
    expect(quickAction(vri, '8S')).toBeNull(); // a suit to name
    expect(quickAction([{ type: 'play', cards: ['KD'] }, { type: 'pass' }], 'KD')).toEqual({
      type: 'play',
      cards: ['KD'],
    });
  });
});

describe('button actions', () => {
  it('are those without cards, grouped by type in order', () => {
    const legal: Act[] = [
      { type: 'knock', target: 1 },
      { type: 'pass' },
      { type: 'knock', target: 2 },
      ...vri,
    ];
    expect(buttonActions(legal).map((a) => a.type)).toEqual(['knock', 'pass', 'knock', 'draw']);
    expect(groupByType(buttonActions(legal)).map(([t, l]) => [t, l.length])).toEqual([
      ['knock', 2],
      ['pass', 1],
      ['draw', 1],
    ]);
  });

  it('have an identity independent of key order', () => {
    expect(actionId({ type: 'play', cards: ['5H'], suit: 'C' })).toBe(
      actionId({ suit: 'C', cards: ['5H'], type: 'play' }),
    );
    expect(actionId({ type: 'play', cards: ['5H', '5C'] })).not.toBe(
      actionId({ type: 'play', cards: ['5C', '5H'] }),
    );
  });

  it('keeps only well-formed actions from the wire', () => {
    expect(readLegal([{ type: 'pass' }, null, 3, { kind: 'x' }, [1]])).toEqual([{ type: 'pass' }]);
  });
});

describe('sharedLead: the words a group of buttons shares', () => {
  it('is the shared words up to a word end, when each button keeps something', async () => {
    const { sharedLead } = await import('../src/ui/ActionPanel');
    const groups = [
      'Tuffa Viktor: sikre gruppe 1',
      'Tuffa Viktor: sikre gruppe 2',
      'Tuffa Viktor: sikre gruppe 10',
    ];
    expect(sharedLead(groups)).toBe('Tuffa Viktor: sikre gruppe ');
    expect(sharedLead(['Vivan: ta gruppe 1 fra Astrid', 'Vivan: ta gruppe 2 fra Bjørn'])).toBe(
      'Vivan: ta gruppe ',
    );
    expect(sharedLead(['Arrestering: Astrid gruppe 1', 'Arrestering: Per gruppe 1'])).toBe('Arrestering: ');
    expect(sharedLead(['Trekk', 'Pass'])).toBe('');
    expect(sharedLead(['Kast ett', 'Kast'])).toBe('');
    expect(sharedLead(['Spill 5', 'Spill 6'])).toBe('');
    expect(sharedLead(['Only one label'])).toBe('');
  });
});
