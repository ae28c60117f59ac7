import { describe, expect, it } from 'vitest';
import { planStartMatch } from './start-match';
import { playingTable, snapshot, waitingTable } from './test-tables';

describe('starting a match', () => {
  it('with every seat taken: a start marker for match 1 with its seed', () => {
    expect(planStartMatch(waitingTable(['human', 'bot']), 0, 's')).toEqual({
      entries: [{ start: { match: 1 } }],
      status: 'playing',
      matchNo: 1,
      seed: 's',
    });
  });

  it('a rematch after the end is match 2', () => {
    const t = playingTable();
    t.ended = true;
    expect(planStartMatch(t, 1, 's')).toMatchObject({ matchNo: 2, entries: [{ start: { match: 2 } }] });
  });

  it('refused while seats are open or reserved, while playing, and when already started', () => {
    expect(planStartMatch(waitingTable(['human', 'open']), 0, 's')).toMatchObject({ code: 'not-started' });
    expect(planStartMatch(waitingTable(['human', 'reserved']), 0, 's')).toMatchObject({
      code: 'not-started',
    });
    const t = playingTable();
    const before = snapshot(t);
    expect(planStartMatch(t, 1, 's')).toMatchObject({ code: 'illegal' });
    expect(planStartMatch(t, 0, 's')).toMatchObject({ code: 'stale-version' });
    expect(snapshot(t)).toBe(before);
  });
});
