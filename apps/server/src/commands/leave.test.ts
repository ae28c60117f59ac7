import { describe, expect, it } from 'vitest';
import { planLeave } from './leave';
import { playingTable, waitingTable } from './test-tables';

describe('leaving a seat', () => {
  it('before the match an open seat opens again; a reserved one is reserved again under its name', () => {
    expect(planLeave(waitingTable(['human', 'human']), 1)).toEqual({
      seat: 1,
      set: {
        kind: 'open',
        name: null,
        level: null,
        tokenHash: null,
        profile: null,
        standIn: false,
        away: false,
        endVote: null,
      },
    });
    const t = waitingTable(['human', 'human']);
    t.seats[1] = { ...t.seats[1]!, inviteHash: 'h' };
    expect(planLeave(t, 1)).toEqual({
      seat: 1,
      set: { kind: 'reserved', tokenHash: null, profile: null, standIn: false, away: false, endVote: null },
    });
  });

  it("during the match a medium bot takes the seat for good, under the name it had, no longer the profile's", () => {
    expect(planLeave(playingTable(), 1)).toMatchObject({
      seat: 1,
      set: { kind: 'bot', level: 'medium', name: 'Player 2 (bot)', tokenHash: null, profile: null },
    });
  });

  it('no such seat: nothing to write', () => {
    expect(planLeave(playingTable(), 9)).toBeNull();
  });
});
