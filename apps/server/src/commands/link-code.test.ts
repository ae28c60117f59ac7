import { describe, expect, it } from 'vitest';
import type { LinkCodesRow } from '../db';
import { hashSecret } from '../ids';
import { LINK_CODE_LIFETIME_MS, makeLinkCode, planRedeem, readLinkCode } from './link-code';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const code = makeLinkCode(new Uint8Array([0, 1, 2, 3, 31, 32, 63, 255]));
const row = (over: Partial<LinkCodesRow> = {}): LinkCodesRow => ({
  id: code.id,
  secret_hash: hashSecret(code.secret),
  profile_id: 'p',
  expires_at: new Date(T0 + LINK_CODE_LIFETIME_MS).toISOString(),
  tries: 0,
  used: 0,
  created_at: new Date(T0).toISOString(),
  ...over,
});
const why = (r: ReturnType<typeof planRedeem>) => (r.ok ? 'ok' : r.refusal.reason?.code);

describe('link codes', () => {
  it('are eight letters without look-alikes, read back however they are typed', () => {
    expect(code.text).toBe('ABCD-9A99');
    expect(readLinkCode(' abcd 9a99 ')).toEqual({ id: 'ABCD', secret: '9A99' });
    expect(readLinkCode('ABCD-9A9O')).toBeNull(); // O is not in the alphabet
    expect(readLinkCode('ABCD-9A9')).toBeNull();
  });

  it('sign in once, within their lifetime, before five wrong tries', () => {
    expect(planRedeem(row(), code.text, T0)).toEqual({ ok: true, profile: 'p' });
    expect(why(planRedeem(row({ used: 1 }), code.text, T0))).toBe('code-used');
    expect(why(planRedeem(row(), code.text, T0 + LINK_CODE_LIFETIME_MS - 1))).toBe('ok');
    expect(why(planRedeem(row(), code.text, T0 + LINK_CODE_LIFETIME_MS))).toBe('code-expired');
    expect(why(planRedeem(row({ tries: 4 }), code.text, T0))).toBe('ok');
    expect(why(planRedeem(row({ tries: 5 }), code.text, T0))).toBe('code-tries');
  });

  it('a wrong second half counts a try against that code; an unknown code counts nothing', () => {
    const wrong = planRedeem(row(), 'ABCD-2222', T0);
    expect(wrong).toMatchObject({ ok: false, countTry: true });
    expect(why(wrong)).toBe('code-wrong');
    expect(planRedeem(undefined, 'ZZZZ-2222', T0)).toMatchObject({ ok: false, countTry: false });
    expect(planRedeem(row(), 'not a code', T0)).toMatchObject({ ok: false, countTry: false });
  });
});
