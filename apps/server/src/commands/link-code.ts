/**
 * One-time link codes (issue 33): a signed-in device shows "ABCD-EFGH", a second device types it and
 * is signed in. The first half names the code (looked up); the second is its secret, stored only as a
 * hash, so a wrong second half can be counted against that code: five tries and it is dead (each
 * guess takes a try before its secret is compared, so guesses at once get no more).
 * Eight letters of a 32-letter alphabet without look-alikes (no I, O, 0, 1), minutes long, used once.
 */
import { reason } from '@kortbord/engine';
import type { LinkCodesRow } from '../db';
import { hashSecret } from '../ids';
import { Refused } from '../table';

export const LINK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LIFETIME_MS = 5 * 60_000;
export const LINK_CODE_TRIES = 5;

/** A code from 8 random bytes (drawn by the caller): its id, its secret, and the text shown. */
export function makeLinkCode(random: Uint8Array): { id: string; secret: string; text: string } {
  if (random.length < 8) throw new Error('a link code needs 8 random bytes');
  const letters = [...random.subarray(0, 8)].map((b) => LINK_CODE_ALPHABET[b % 32]).join('');
  const id = letters.slice(0, 4);
  const secret = letters.slice(4);
  return { id, secret, text: `${id}-${secret}` };
}

/** A typed code, read loosely (case, spaces, the dash); null when it cannot be one. */
export function readLinkCode(typed: string): { id: string; secret: string } | null {
  const s = typed.toUpperCase().replace(/[\s-]/g, '');
  if (s.length !== 8 || [...s].some((c) => !LINK_CODE_ALPHABET.includes(c))) return null;
  return { id: s.slice(0, 4), secret: s.slice(4) };
}

export type Redeem =
  | { readonly ok: true; readonly profile: string }
  /** A wrong secret for a live code: the caller takes a try, then refuses with `refusal`. */
  | { readonly ok: false; readonly countTry: boolean; readonly refusal: Refused };

/** The refusal of a typed code, with its reason (`code-wrong`, `code-used`, `code-expired`, `code-tries`). */
export const refusedCode = (code: string): Refused =>
  new Refused('sign-in-refused', `The link code was refused: ${code}.`, reason(code));

const refuse = (code: string, countTry = false): Redeem => ({
  ok: false,
  countTry,
  refusal: refusedCode(code),
});

/** Whether `typed` signs in with the code `row` (undefined: no code has that first half), at `now`. */
export function planRedeem(row: LinkCodesRow | undefined, typed: string, now: number): Redeem {
  const code = readLinkCode(typed);
  if (!code || !row || row.id !== code.id) return refuse('code-wrong');
  if (row.used) return refuse('code-used');
  if (row.tries >= LINK_CODE_TRIES) return refuse('code-tries');
  if (now >= Date.parse(row.expires_at)) return refuse('code-expired');
  if (hashSecret(code.secret) !== row.secret_hash) return refuse('code-wrong', true);
  return { ok: true, profile: row.profile_id };
}
