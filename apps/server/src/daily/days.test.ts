import { describe, expect, it } from 'vitest';
import { addDays, dayAt, dayEnd, dayOver, dayStart, daysBetween, isDay, streakOf } from './days';
import { dailySeed, seedHashOf } from './seed';
import { createHash } from 'node:crypto';

const at = (iso: string) => Date.parse(iso);

describe('days in Europe/Oslo', () => {
  it('changes at Oslo midnight, one hour after UTC midnight in winter and two in summer', () => {
    expect(dayAt(at('2026-01-10T22:59:59.999Z'))).toBe('2026-01-10');
    expect(dayAt(at('2026-01-10T23:00:00Z'))).toBe('2026-01-11');
    expect(dayAt(at('2026-07-10T21:59:59.999Z'))).toBe('2026-07-10');
    expect(dayAt(at('2026-07-10T22:00:00Z'))).toBe('2026-07-11');
  });

  it('gives a 23-hour day when summer time begins (last Sunday of March)', () => {
    expect(dayStart('2026-03-29')).toBe(at('2026-03-28T23:00:00Z'));
    expect(dayEnd('2026-03-29')).toBe(at('2026-03-29T22:00:00Z'));
    expect(dayEnd('2026-03-29') - dayStart('2026-03-29')).toBe(23 * 3600_000);
    // 01:59 UTC is 03:59 summer time (02:00 → 03:00 was skipped): still the same day.
    expect(dayAt(at('2026-03-29T01:59:00Z'))).toBe('2026-03-29');
    expect(dayAt(at('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(dayAt(at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it('gives a 25-hour day when summer time ends (last Sunday of October)', () => {
    expect(dayStart('2026-10-25')).toBe(at('2026-10-24T22:00:00Z'));
    expect(dayEnd('2026-10-25')).toBe(at('2026-10-25T23:00:00Z'));
    expect(dayEnd('2026-10-25') - dayStart('2026-10-25')).toBe(25 * 3600_000);
    expect(dayAt(at('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(dayAt(at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('says when a day is over', () => {
    expect(dayOver('2026-10-25', at('2026-10-25T22:30:00Z'))).toBe(false);
    expect(dayOver('2026-10-25', at('2026-10-25T23:00:00Z'))).toBe(true);
  });

  it('counts and checks days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-1-05')).toBe(false);
  });
});

describe('the streak', () => {
  it('counts days in a row back from today, or from yesterday while today is still open', () => {
    expect(streakOf(['2026-12-05', '2026-12-04', '2026-12-02'], '2026-12-05')).toEqual({
      days: 2,
      today: true,
    });
    expect(streakOf(['2026-12-04', '2026-12-03'], '2026-12-05')).toEqual({ days: 2, today: false });
    expect(streakOf(['2026-12-03'], '2026-12-05')).toEqual({ days: 0, today: false });
    expect(streakOf(['2026-03-28', '2026-03-29', '2026-03-30'], '2026-03-30')).toEqual({
      days: 3,
      today: true,
    });
  });
});

describe('the daily seed', () => {
  it('is fixed by the secret, the game and the day, and its hash is the tables’ sha256(seed)', () => {
    const a = dailySeed('secret', 'viggo', '2026-12-06');
    expect(dailySeed('secret', 'viggo', '2026-12-06')).toBe(a);
    expect(dailySeed('secret', 'idiot', '2026-12-06')).not.toBe(a);
    expect(dailySeed('secret', 'viggo', '2026-12-07')).not.toBe(a);
    expect(dailySeed('other', 'viggo', '2026-12-06')).not.toBe(a);
    expect(seedHashOf(a)).toBe(createHash('sha256').update(a).digest('hex'));
  });
});
