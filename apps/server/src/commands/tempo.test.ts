/** A table's tempo (issue 34): slow tables as plain plans, no database. */
import { describe, expect, it } from 'vitest';
import { nextDeadline } from './deadline';
import type { Table } from '../table';
import { planCreate, type CreateSpec } from './create';
import { planLetBot } from './let-bot';
import { deadlineOf, myTable } from './my-tables';
import { playingTable } from './test-tables';

const HOUR = 3_600_000;
const fresh = () => {
  let n = 0;
  return (bytes: number) => `id${++n}-${bytes}`;
};
const ctx = () => ({ open: 0, limit: 3, fresh: fresh(), at: '2026-01-01T00:00:00.000Z' });
const spec = (over: Partial<CreateSpec> = {}): CreateSpec => ({
  game: 'viggo',
  seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
  standInAfterMs: 30_000,
  public: false,
  creator: '10.0.0.1',
  join: { name: 'Kari', profile: 'P1' },
  creatorProfile: 'P1',
  ...over,
});

/** A slow table of two people and a bot whose first decision's deadline is at `at`. */
function slowTable(onDeadline: 'bot' | 'wait', at: number, moveMs: number | null = 8 * HOUR): Table {
  const t = { ...playingTable(3), turnClockMs: moveMs, slow: { onDeadline } };
  const acting = t.match!.game.toAct(t.match!.state) as readonly number[];
  t.deadline = { version: t.version, seats: [...acting], at };
  return t;
}

describe('slow tables: made', () => {
  it('keep the move time as the clock and what a passed deadline does; no stand-in after 30 s', () => {
    const c = planCreate(spec({ slow: { moveMs: 24 * HOUR, onDeadline: 'wait' } }), ctx());
    expect(c).toMatchObject({
      row: { slow: 1, turn_clock_ms: 24 * HOUR, on_deadline: 'wait', stand_in_ms: null },
    });
  });

  it('with no limit ("friends"), have no clock at all', () => {
    const c = planCreate(spec({ slow: { moveMs: null, onDeadline: 'bot' } }), ctx());
    expect(c).toMatchObject({ row: { slow: 1, turn_clock_ms: null, on_deadline: 'bot' } });
  });

  it("need a signed-in creator: a guest's table stays live, with a reason in words", () => {
    const guest = spec({ slow: { moveMs: HOUR, onDeadline: 'bot' }, creatorProfile: null, join: undefined });
    expect(planCreate(guest, ctx())).toMatchObject({
      code: 'not-signed-in',
      reason: { code: 'slow-needs-profile' },
    });
    expect(planCreate({ ...guest, slow: undefined }, ctx())).toMatchObject({
      row: { slow: 0, stand_in_ms: 30_000 },
    });
  });
});

describe('slow tables: deadlines', () => {
  it('an away seat keeps the whole move time (a live table gives it a quarter)', () => {
    const t = slowTable('bot', 0);
    t.seats[0] = { ...t.seats[0]!, away: true };
    expect(nextDeadline(t, [0], 1000).at).toBe(1000 + 8 * HOUR);
    const live = { ...t, slow: null, turnClockMs: 60_000 };
    expect(nextDeadline(live, [0], 1000).at).toBe(1000 + 15_000);
  });

  it('"my tables" carries the deadline, none with no limit', () => {
    const at = Date.parse('2026-01-02T08:00:00.000Z');
    const t = slowTable('bot', at);
    expect(deadlineOf(t)).toBe('2026-01-02T08:00:00.000Z');
    expect(myTable(t, 0)).toMatchObject({ slow: { moveMs: 8 * HOUR }, deadline: '2026-01-02T08:00:00.000Z' });
    expect(myTable(slowTable('bot', at, null), 0)).toMatchObject({ slow: { moveMs: null }, deadline: null });
  });
});

describe('a waiting slow table: letting a bot take a seat', () => {
  const at = 10 * HOUR;
  const late = (t: Table) => (t.match!.game.toAct(t.match!.state) as readonly number[])[0]!;

  it('is refused while the deadline lies ahead, with the reason', () => {
    const t = slowTable('wait', at);
    const seat = late(t);
    const other = seat === 0 ? 1 : 0;
    expect(planLetBot(t, other, seat, at - 1)).toMatchObject({
      code: 'deadline-ahead',
      reason: { code: 'deadline-not-passed', params: { n: seat + 1 } },
    });
  });

  it('once it passed, another seated person lets a bot stand in for the seat', () => {
    const t = slowTable('wait', at);
    const seat = late(t);
    const other = seat === 0 ? 1 : 0;
    expect(planLetBot(t, other, seat, at)).toEqual({
      seat,
      set: { standIn: true },
      guard: { kind: 'human', standIn: false },
    });
  });

  it("is refused to one not seated, for one's own seat, at a table that lets a bot move, for a seat not late", () => {
    const t = slowTable('wait', at);
    const seat = late(t);
    const other = seat === 0 ? 1 : 0;
    expect(planLetBot(t, null, seat, at)).toMatchObject({ code: 'not-seated' });
    expect(planLetBot(t, seat, seat, at)).toMatchObject({ code: 'deadline-ahead' });
    expect(planLetBot(slowTable('bot', at), other, seat, at)).toMatchObject({
      reason: { code: 'not-waiting-for-seat' },
    });
    expect(planLetBot(t, seat, other, at)).toMatchObject({ reason: { code: 'not-waiting-for-seat' } });
    expect(planLetBot(t, other, 2, at)).toMatchObject({ reason: { code: 'not-waiting-for-seat' } });
  });
});
