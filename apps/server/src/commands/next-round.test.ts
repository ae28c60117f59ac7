import { describe, expect, it } from 'vitest';
import { planNextRound } from './next-round';
import { finishRound, playingTable, snapshot, waitingTable } from './test-tables';

describe('the next round is dealt', () => {
  it('after a finished round: a deal entry, the table still playing', () => {
    const t = finishRound(playingTable());
    const c = planNextRound(t, t.version);
    if (c instanceof Error) throw c;
    expect(c.status).toBe('playing');
    expect('deal' in (c.entries[0] as object)).toBe(true);
  });

  it('refused while the round is played, for a round already dealt, before the match and after it', () => {
    const t = playingTable();
    const before = snapshot(t);
    expect(planNextRound(t)).toMatchObject({ code: 'round-not-over' });
    expect(snapshot(t)).toBe(before);
    finishRound(t);
    expect(planNextRound(t, t.version - 1)).toMatchObject({ code: 'stale-version' });
    expect(planNextRound(waitingTable(['human', 'bot']))).toMatchObject({ code: 'not-started' });
    t.ended = true;
    expect(planNextRound(t)).toMatchObject({ code: 'game-over' });
  });
});
