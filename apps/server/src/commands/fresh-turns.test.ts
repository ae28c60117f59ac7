import { describe, expect, it } from 'vitest';
import { planAct } from './act';
import { freshTurns } from './fresh-turns';
import { planNextRound } from './next-round';
import { planStartMatch } from './start-match';
import { finishRound, firstLegal, playingTable, waitingTable } from './test-tables';
import { refused, type Change } from './change';
import { newMatch, resolveChance } from '@kortbord/engine';

const must = (c: unknown): Change => {
  if (refused(c)) throw c;
  return c as Change;
};

describe('whose turn a change makes it', () => {
  it('the start of a match: whoever acts first in its deal', () => {
    const t = waitingTable(['human', 'human'], { game: 'vri-atter' });
    const p = must(planStartMatch(t, 0, 'seed-a'));
    const started = newMatch({ game: 'vri-atter', players: 2, options: {}, seed: 'seed-a' });
    if (!started.ok) throw new Error(started.message);
    const m = resolveChance(started.value);
    const first = m.game.toAct(m.state) as number[];
    expect(first.length).toBe(1);
    expect(freshTurns(t, p)).toEqual(first);
  });

  it('a rematch after the end: the new match’s first seat, though it acted last in the old one', () => {
    const t = playingTable(2, 'vri-atter');
    t.ended = true;
    const p = must(planStartMatch(t, 1, 'seed-b'));
    expect(freshTurns(t, p).length).toBe(1);
  });

  it('a move: the next seat, never the one that keeps acting', () => {
    const t = playingTable(2, 'vri-atter');
    const { seat, action } = firstLegal(t);
    const p = must(planAct(t, { seat, action }));
    const next = p.moved!.match.game.toAct(p.moved!.match.state) as number[];
    expect(freshTurns(t, p)).toEqual(next.filter((s) => s !== seat));
  });

  it('the next round’s deal tells its first seat', () => {
    const t = finishRound(playingTable(2, 'viggo'));
    expect(freshTurns(t, must(planNextRound(t))).length).toBe(1);
  });
});
