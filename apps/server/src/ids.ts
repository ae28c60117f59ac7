import { createHash, randomBytes } from 'node:crypto';

/** URL-safe random text with `bytes` bytes of entropy. */
export const randomId = (bytes: number): string => randomBytes(bytes).toString('base64url');
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
/** Seat tokens and invites are 32 random bytes: a plain SHA-256 is enough to store them. */
export const hashSecret = sha256;
