import { describe, expect, it } from 'vitest';
import { planSetSeat } from './set-seat';
import { playingTable, snapshot, waitingTable } from './test-tables';

describe("the host's change of a seat", () => {
  it('an open seat becomes a bot with a name not taken; a bot seat opens', () => {
    const t = waitingTable(['human', 'open', 'bot']);
    t.seats[2] = { ...t.seats[2]!, name: 'Astrid (bot)' };
    expect(planSetSeat(t, 1, 'bot', 'hard')).toMatchObject({
      seat: 1,
      set: { kind: 'bot', level: 'hard', name: 'Bjørn (bot)' },
      guard: { kind: 'open' },
      lost: { code: 'seat-taken' },
    });
    expect(planSetSeat(t, 2, 'open', 'hard')).toMatchObject({
      set: { kind: 'open', level: null, name: null },
      guard: { kind: 'bot' },
    });
  });

  it("refused for a person's seat, a missing seat and once the match started; nothing changes", () => {
    const w = waitingTable(['human', 'open']);
    const before = snapshot(w);
    expect(planSetSeat(w, 0, 'bot', 'easy')).toMatchObject({ code: 'seat-taken' });
    expect(planSetSeat(w, 5, 'bot', 'easy')).toMatchObject({ code: 'not-found' });
    expect(snapshot(w)).toBe(before);
    expect(planSetSeat(playingTable(3), 2, 'open', 'easy')).toMatchObject({ code: 'illegal' });
  });
});
