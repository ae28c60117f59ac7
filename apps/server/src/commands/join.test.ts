import { describe, expect, it } from 'vitest';
import { hashSecret } from '../ids';
import { planJoin } from './join';
import { INVITE, snapshot, waitingTable } from './test-tables';

const req = { name: 'Kari', token: 'new-token' };

describe('taking a seat', () => {
  it("with the table's invite: the first open seat, as a person, guarded against a race", () => {
    const t = waitingTable(['human', 'open', 'open']);
    expect(planJoin(t, { ...req, invite: INVITE })).toMatchObject({
      seat: 1,
      set: { kind: 'human', name: 'Kari', tokenHash: hashSecret('new-token'), inviteHash: null },
      guard: { kind: 'open' },
      lost: { code: 'seat-taken' },
    });
  });

  it('a reserved seat with its own invite, keeping that invite for when its holder leaves', () => {
    const t = waitingTable(['human', 'open', 'reserved']);
    expect(planJoin(t, { ...req, invite: 'seat-invite-2' })).toMatchObject({
      seat: 2,
      set: { inviteHash: hashSecret('seat-invite-2') },
      guard: { kind: 'reserved' },
    });
  });

  it('from the lobby only at a public table', () => {
    expect(
      planJoin(waitingTable(['human', 'open'], { public: true }), { ...req, invite: undefined }),
    ).toMatchObject({
      seat: 1,
    });
    expect(planJoin(waitingTable(['human', 'open']), { ...req, invite: undefined })).toMatchObject({
      code: 'bad-invite',
    });
  });

  it('refused with the reason a player reads, and nothing changes', () => {
    const t = waitingTable(['human', 'open', 'reserved']);
    const before = snapshot(t);
    expect(planJoin(t, { ...req, invite: 'wrong' })).toMatchObject({ code: 'bad-invite' });
    expect(planJoin(t, { ...req, invite: INVITE, seat: 0 })).toMatchObject({
      code: 'seat-taken',
      reason: { code: 'seat-not-open' },
    });
    expect(planJoin(t, { ...req, invite: INVITE, seat: 2 })).toMatchObject({ code: 'seat-taken' });
    expect(planJoin(t, { ...req, invite: INVITE, seat: 7 })).toMatchObject({
      code: 'not-found',
      reason: { code: 'no-such-seat' },
    });
    expect(planJoin(t, { ...req, invite: INVITE, name: 'Player 1' })).toMatchObject({ code: 'bad-name' });
    expect(planJoin(waitingTable(['human', 'bot']), { ...req, invite: INVITE })).toMatchObject({
      code: 'table-full',
    });
    expect(snapshot(t)).toBe(before);
  });
});
