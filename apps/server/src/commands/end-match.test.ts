import { describe, expect, it } from 'vitest';
import { endWaiting, planAskEnd, planEndMatch } from './end-match';
import { playingTable, snapshot, waitingTable } from './test-tables';

describe('ending a match', () => {
  it('stores an end marker with its reason, and the table is over', () => {
    expect(planEndMatch(playingTable(), 'abandoned')).toEqual({
      entries: [{ end: { reason: 'abandoned' } }],
      status: 'over',
    });
  });

  it('is refused before the match and once it is over; nothing changes', () => {
    const w = waitingTable(['human', 'bot']);
    expect(planEndMatch(w, 'x')).toMatchObject({ code: 'not-started' });
    expect(planAskEnd(w, 0)).toMatchObject({ code: 'not-started' });
    const t = playingTable();
    t.ended = true;
    const before = snapshot(t);
    expect(planEndMatch(t, 'x')).toMatchObject({ code: 'game-over' });
    expect(planAskEnd(t, 0)).toMatchObject({ code: 'game-over' });
    expect(snapshot(t)).toBe(before);
  });

  it("a person's ask is kept on their seat; the match ends once every person present asked", () => {
    const t = playingTable(3); // people at 0 and 1, a bot at 2
    expect(planAskEnd(t, 0)).toEqual({ seat: 0, set: { endVote: 1 }, guard: { kind: 'human' } });
    expect(endWaiting(t)).toEqual([0, 1]);
    t.seats = t.seats.map((s) => (s.seat === 0 ? { ...s, endVote: 1 } : s));
    expect(endWaiting(t)).toEqual([1]);
    // A seat a bot stands in for is not waited for; an ask from an earlier match does not count.
    t.seats = t.seats.map((s) => (s.seat === 1 ? { ...s, standIn: true } : s));
    expect(endWaiting(t)).toEqual([]);
    t.seats = t.seats.map((s) => (s.seat === 0 ? { ...s, endVote: 0 } : s));
    expect(endWaiting(t)).toEqual([0]);
  });
});
