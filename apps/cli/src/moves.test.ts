import type { Action } from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { matchTyped, menu, menuPath, readTyped, MENU_LINES } from './moves';

const play = (cards: string[], extra: Record<string, unknown> = {}): Action =>
  ({ type: 'play', cards, ...extra }) as Action;

describe('moves typed as cards, matched against the legal actions', () => {
  const vri = [
    play(['5H']),
    ...['C', 'D', 'H', 'S'].map((suit) => play(['8S'], { suit })),
    { type: 'draw' } as Action,
  ];

  it('reads cards in any case, with 10 or T, and suit words in nb, sv and en', () => {
    expect(matchTyped(readTyped('5H'), vri)).toEqual([vri[0]]);
    for (const word of ['hjerter', 'hjärter', 'hearts', 'HEARTS', '♥'])
      expect(matchTyped(readTyped(`8s ${word}`), vri)).toEqual([play(['8S'], { suit: 'H' })]);
    expect(readTyped('10h th').cards).toEqual(['TH', 'TH']);
  });

  it('reads the move words of every language', () => {
    for (const w of ['trekk', 'draw', 'dra', 'DRA'])
      expect(matchTyped(readTyped(w), vri)).toEqual([{ type: 'draw' }]);
    const viggo = [play(['5H', '5S']), { type: 'pass' } as Action];
    for (const w of ['pass', 'passa', 'Pass'])
      expect(matchTyped(readTyped(w), viggo)).toEqual([{ type: 'pass' }]);
    expect(matchTyped(readTyped('5s 5h'), viggo)).toEqual([viggo[0]]);
  });

  it('offers every legal reading when the input leaves a choice, and none for an illegal one', () => {
    expect(matchTyped(readTyped('8s'), vri)).toHaveLength(4);
    expect(matchTyped(readTyped('9s'), vri)).toEqual([]);
    expect(matchTyped(readTyped('banana'), vri)).toEqual([]);
  });

  it('reads Tuffa Viktor cards by value and figure name', () => {
    const tv = [
      { type: 'glass', cards: ['G3', 'G4'], group: null },
      { type: 'glass', cards: ['G3', 'G4'], group: 0 },
      { type: 'indrivaren' },
    ] as unknown as Action[];
    expect(matchTyped(readTyped('g3 g4'), tv)).toHaveLength(2);
    expect(matchTyped(readTyped('Indrivaren'), tv)).toEqual([tv[2]]);
  });

  it('groups a long list into a menu that fits, and every action stays reachable', () => {
    const hand = ['4C', '5D', '6H', '7S', '8C', '9D', 'TH', 'JS', 'QC', 'KD', 'AH', '2S', '3C', '4D', '5H'];
    const give: Action[] = [];
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++)
        give.push({ type: 'give', cards: [hand[i], hand[j]] } as Action);
    expect(give).toHaveLength(105);
    const reach = (items: ReturnType<typeof menu>): Action[] =>
      items.flatMap((it) => {
        expect(items.length).toBeLessThanOrEqual(MENU_LINES);
        return it.kind === 'action' ? [it.action] : reach(menu(it.actions));
      });
    expect(reach(menu(give))).toHaveLength(105);
  });

  it('gives the numbers to type for an action inside menu groups', () => {
    const hand = ['4C', '5D', '6H', '7S', '8C', '9D', 'TH', 'JS', 'QC', 'KD', 'AH', '2S', '3C', '4D', '5H'];
    const give: Action[] = [];
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++)
        give.push({ type: 'give', cards: [hand[i], hand[j]] } as Action);
    for (const target of [give[0], give[57], give[104]] as Action[]) {
      const path = menuPath(menu(give), (a) => a === target);
      expect(path && path.length).toBeGreaterThan(1);
      // Typing the numbers one after the other opens the groups and ends on the action.
      let items = menu(give);
      for (const n of (path ?? []).slice(0, -1)) {
        const g = items[n - 1];
        if (g?.kind !== 'group') throw new Error('not a group');
        items = menu(g.actions);
      }
      const last = items[(path ?? []).at(-1)! - 1];
      expect(last?.kind === 'action' && last.action).toBe(target);
    }
    expect(menuPath(menu(give.slice(0, 3)), (a) => a === give[2])).toEqual([3]);
    expect(menuPath(menu(give.slice(0, 3)), (a) => a === give[50])).toBeNull();
  });
});
