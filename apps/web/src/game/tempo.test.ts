import { describe, expect, it } from 'vitest';
import { createTable } from '@kortbord/protocol';
import { slowLeft, tempoRequest, type TempoForm } from './tempo';

const form = (over: Partial<TempoForm>): TempoForm => ({
  pace: 'live',
  turnClockMs: 60_000,
  moveMs: 86_400_000,
  onDeadline: 'bot',
  ...over,
});

/** The request the server parses from these fields (the real schema, so a field it refuses fails here). */
const parsed = (fields: object) =>
  createTable.parse({ game: 'viggo', seats: [{ kind: 'open' }, { kind: 'open' }], ...fields });

describe('the tempo on the create form', () => {
  it('live sends the turn clock and no slow', () => {
    const r = tempoRequest(form({ turnClockMs: null }), false);
    expect(r).toEqual({ ok: true, fields: { turnClockMs: null } });
    if (r.ok) expect(parsed(r.fields).slow).toBeUndefined();
  });

  it('slow sends the move time and the deadline choice, and the server takes them', () => {
    for (const moveMs of [3_600_000, 28_800_000, 86_400_000, 259_200_000])
      for (const onDeadline of ['bot', 'wait'] as const) {
        const r = tempoRequest(form({ pace: 'slow', moveMs, onDeadline }), true);
        expect(r).toEqual({ ok: true, fields: { slow: { moveMs, onDeadline } } });
        if (r.ok) expect(parsed(r.fields).slow).toEqual({ moveMs, onDeadline });
      }
  });

  it('slow without a limit sends moveMs null; no turn clock rides along', () => {
    const r = tempoRequest(form({ pace: 'slow', moveMs: null, onDeadline: 'wait' }), true);
    expect(r).toEqual({ ok: true, fields: { slow: { moveMs: null, onDeadline: 'bot' } } });
    if (r.ok) expect(parsed(r.fields).turnClockMs).toBeUndefined();
  });

  it('slow for a guest is a reason, not a request', () => {
    expect(tempoRequest(form({ pace: 'slow' }), false)).toEqual({ ok: false, why: 'needs-profile' });
  });

  it('time left reads in days and hours, or hours and minutes', () => {
    expect(slowLeft(3 * 86_400_000)).toEqual({ days: 3, hours: 0, minutes: 0 });
    expect(slowLeft(86_400_000 + 5 * 3_600_000 + 59_000)).toEqual({ days: 1, hours: 5, minutes: 0 });
    expect(slowLeft(7 * 3_600_000 + 30 * 60_000)).toEqual({ days: 0, hours: 7, minutes: 30 });
    expect(slowLeft(86_400_000 - 5)).toEqual({ days: 0, hours: 24, minutes: 0 });
    expect(slowLeft(10_000)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(slowLeft(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
