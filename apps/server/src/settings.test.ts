import { describe, expect, it } from 'vitest';
import { proxyTrust, SERVER_DEFAULTS, settle } from './settings';

describe("the server's settings", () => {
  it('fills what is left out with its default, as npm start runs it', () => {
    const s = settle({});
    expect(s.port).toBe(8080);
    expect(s.dataDir).toBe('./data');
    expect(s.botWorkers).toBe(2);
    expect(s.botDelayMs).toEqual([500, 1200]);
    for (const k of Object.keys(SERVER_DEFAULTS) as (keyof typeof SERVER_DEFAULTS)[])
      expect(s[k]).toEqual(SERVER_DEFAULTS[k]);
  });

  it('keeps a given 0 or false (BOT_WORKERS=0 thinks in-process; a port of 0 picks a free one)', () => {
    const s = settle({ botWorkers: 0, port: 0, botFairness: false, databaseUrl: 'postgres://x' });
    expect([s.botWorkers, s.port, s.botFairness]).toEqual([0, 0, false]);
    expect(s.databaseUrl).toBe('postgres://x');
  });

  it('never trusts the leftmost X-Forwarded-For entry: a count of proxies is counted from the right', () => {
    expect(proxyTrust(undefined)).toBe(false);
    expect(proxyTrust(0)).toBe(false);
    const one = proxyTrust(true) as (a: string, i: number) => boolean;
    expect([one('10.0.0.1', 0), one('1.2.3.4', 1)]).toEqual([true, false]);
    expect(proxyTrust('10.0.0.0/8')).toBe('10.0.0.0/8');
  });
});
