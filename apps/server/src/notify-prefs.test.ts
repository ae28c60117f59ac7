import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, localMinutes, namesSaid, quietUntil, reminderAt, wants } from './notify-prefs';

const oslo = { ...DEFAULT_PREFS, timeZone: 'Europe/Oslo', quiet: { from: 22 * 60, to: 7 * 60 } };

describe('quiet hours', () => {
  it('hold a message at 23:30 in Oslo until 07:00 there, whatever the server’s zone', () => {
    // 2026-12-06 22:30 UTC is 23:30 in Oslo (UTC+1 in winter).
    const at = Date.UTC(2026, 11, 6, 22, 30, 15);
    expect(localMinutes(at, 'Europe/Oslo')).toBe(23 * 60 + 30);
    expect(quietUntil(oslo, at)).toBe(Date.UTC(2026, 11, 7, 6, 0, 0));
  });
  it('let a message at 12:00 or exactly 07:00 go at once', () => {
    expect(quietUntil(oslo, Date.UTC(2026, 11, 6, 11, 0))).toBeNull();
    expect(quietUntil(oslo, Date.UTC(2026, 11, 7, 6, 0))).toBeNull();
  });
  it('within one day (13:00–15:00 in Stockholm, summer time)', () => {
    const p = { ...DEFAULT_PREFS, timeZone: 'Europe/Stockholm', quiet: { from: 13 * 60, to: 15 * 60 } };
    // 2026-07-01 11:10 UTC is 13:10 in Stockholm (UTC+2).
    expect(quietUntil(p, Date.UTC(2026, 6, 1, 11, 10))).toBe(Date.UTC(2026, 6, 1, 13, 0));
    expect(quietUntil(p, Date.UTC(2026, 6, 1, 13, 10))).toBeNull();
  });
  it('none when not set', () => {
    expect(quietUntil(DEFAULT_PREFS, Date.UTC(2026, 0, 1, 3))).toBeNull();
  });
});

describe('what is told', () => {
  it('a reminder only with "my turn" and the reminder on; a confirmation always', () => {
    expect(wants(DEFAULT_PREFS, 'reminder')).toBe(true);
    expect(wants({ ...DEFAULT_PREFS, reminder: false }, 'reminder')).toBe(false);
    expect(wants({ ...DEFAULT_PREFS, events: ['chat'] }, 'reminder')).toBe(false);
    expect(wants({ ...DEFAULT_PREFS, events: ['chat'] }, 'turn')).toBe(false);
    expect(wants({ ...DEFAULT_PREFS, events: [] }, 'confirm')).toBe(true);
  });
  it('the reminder at three quarters of the move time', () => {
    expect(reminderAt(1000, 8 * 3600_000)).toBe(1000 + 6 * 3600_000);
  });
  it('names said as whole words, any case', () => {
    expect(namesSaid('kari, din tur!', ['Kari', 'Per'])).toEqual(['Kari']);
    expect(namesSaid('Karin spiller', ['Kari'])).toEqual([]);
    expect(namesSaid('Hei Åse og PER', ['Åse', 'Per', 'Ola'])).toEqual(['Åse', 'Per']);
  });
});
