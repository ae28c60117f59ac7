import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './env';

describe('the tests-only settings of issue 34', () => {
  it('PUSH_PRIVATE_ADDRESSES=allow, and nothing else, lets a push go to a private address', () => {
    expect(optionsFromEnv({}).push?.privateAddresses).toBeUndefined();
    expect(optionsFromEnv({ PUSH_PRIVATE_ADDRESSES: 'yes' }).push?.privateAddresses).toBeUndefined();
    expect(optionsFromEnv({ PUSH_PRIVATE_ADDRESSES: 'allow' }).push?.privateAddresses).toBe(true);
  });

  it('TEST_CLOCK_AHEAD_MS runs the clock ahead; unset, the server keeps the real one', () => {
    expect(optionsFromEnv({}).now).toBeUndefined();
    const now = optionsFromEnv({ TEST_CLOCK_AHEAD_MS: String(16 * 3_600_000) }).now!;
    const ahead = now() - Date.now();
    expect(ahead).toBeGreaterThan(16 * 3_600_000 - 1000);
    expect(ahead).toBeLessThanOrEqual(16 * 3_600_000);
    expect(() => optionsFromEnv({ TEST_CLOCK_AHEAD_MS: '-5' })).toThrow(/whole number/);
  });
});
