import { describe, expect, it } from 'vitest';
import { planAct } from './act';
import { finishRound, firstLegal, playingTable, snapshot, waitingTable } from './test-tables';

describe('a seat acts', () => {
  it('a legal action becomes the entries to store, the table still playing', () => {
    const t = playingTable();
    const { seat, action } = firstLegal(t);
    const c = planAct(t, { seat, action });
    expect(c).toMatchObject({ status: 'playing', clock: false });
    if (c instanceof Error) throw c;
    expect(c.entries[0]).toEqual({ seat, action });
  });

  it('by the turn clock, the stored move says so', () => {
    const t = playingTable();
    const { seat, action } = firstLegal(t);
    const c = planAct(t, { seat, action, byClock: true });
    if (c instanceof Error) throw c;
    expect(c.entries[0]).toEqual({ seat, action, clock: true });
  });

  it('refuses with the code a player is shown, and the table is as it was', () => {
    const t = playingTable();
    const before = snapshot(t);
    const { seat, action } = firstLegal(t);
    const other = seat === 0 ? 1 : 0;
    expect(planAct(t, { seat, action, expectVersion: 0 })).toMatchObject({ code: 'stale-version' });
    expect(planAct(t, { seat: other, action })).toMatchObject({ code: 'not-your-turn' });
    expect(planAct(t, { seat, action: { type: '__proto__' } })).toMatchObject({ code: expect.any(String) });
    expect(planAct(t, { seat, action: 'nonsense' })).toBeInstanceOf(Error);
    expect(snapshot(t)).toBe(before);
    expect(planAct(waitingTable(['human', 'open']), { seat: 0, action })).toMatchObject({
      code: 'not-started',
    });
  });

  it('after the round is over, nobody acts until the next deal; after the end, never', () => {
    const t = finishRound(playingTable());
    expect(planAct(t, { seat: 0, action: { type: 'pass' } })).toMatchObject({ code: 'not-your-turn' });
    t.ended = true;
    expect(planAct(t, { seat: 0, action: { type: 'pass' } })).toMatchObject({ code: 'game-over' });
  });
});
