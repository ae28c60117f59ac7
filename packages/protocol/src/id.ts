import { z } from 'zod/mini';

/** A table id, a seat token, an invite code, a profile or group id: URL-safe text, 1-64 characters. */
export const id = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
