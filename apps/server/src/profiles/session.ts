/**
 * Who asks: the seam every route uses to know the profile behind a request. A signed-in browser holds
 * a random secret in an HttpOnly, SameSite=Lax cookie (Secure behind https); the database holds only
 * its SHA-256, with the profile and the device, so every node knows the session and a copy of the
 * database signs nobody in.
 *
 *   const sessions = createSessions(db);
 *   const me = await sessions.profileOf(req); // ProfileId | null: a guest
 */
import type { Db } from '../db';
import { hashSecret, randomId } from '../ids';
import { sessionsRepo } from '../repos/sessions';
import { deviceLabel } from './device';

/** A profile's id: only ever made from a stored profile or session, so a free string is not one. */
export type ProfileId = string & { readonly __profile: unique symbol };
export const asProfileId = (id: string): ProfileId => id as ProfileId;

export const SESSION_COOKIE = 'kortbord_session';
/** A browser keeps its cookie this long (Chrome's cap is 400 days)… */
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;
/** …and the server forgets a session unseen this long. */
export const SESSION_IDLE_MS = 180 * 24 * 3600 * 1000;
/** last_seen is written at most this often per session: a request is not a write. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

/** What a session needs of a request: Fastify's request, or the WebSocket's upgrade request. */
export interface Asking {
  readonly headers: { readonly cookie?: string | undefined; readonly 'user-agent'?: string | undefined };
  /** 'https' behind a TLS proxy (with TRUST_PROXY) or TLS here. */
  readonly protocol?: string;
}

/** Where a session's cookie is written: Fastify's reply. */
export interface Answering {
  header(name: string, value: string): unknown;
}

export interface SessionInfo {
  /** The session's public id: how the list of devices names it. */
  readonly id: string;
  readonly profile: ProfileId;
}

export interface Sessions {
  /** The profile behind the request's cookie; null for a guest (no cookie, or one the server forgot). */
  profileOf(req: Asking): Promise<ProfileId | null>;
  sessionOf(req: Asking): Promise<SessionInfo | null>;
  /**
   * Signs the browser in to `profile` with a fresh session id (rotated: the session the browser had,
   * if any, ends), and writes its cookie.
   */
  signIn(req: Asking, reply: Answering, profile: ProfileId): Promise<SessionInfo>;
  /** Ends the browser's session and clears its cookie. */
  signOut(req: Asking, reply: Answering): Promise<void>;
}

// The cookie is one name with base64url text, which needs no quoting or decoding (RFC 6265), so it
// is read and written here rather than through a cookie library.
const SECRET = /^[A-Za-z0-9_-]{20,100}$/;

const secretOf = (req: Asking): string | null => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const v = part.slice(eq + 1).trim();
      return SECRET.test(v) ? v : null;
    }
  }
  return null;
};

const cookie = (req: Asking, value: string, maxAge: number): string =>
  `${SESSION_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`;

export function createSessions(db: Db, now: () => number = Date.now): Sessions {
  const repo = sessionsRepo(db);

  const sessionOf = async (req: Asking): Promise<SessionInfo | null> => {
    const secret = secretOf(req);
    if (!secret) return null;
    const row = await repo.bySecret(hashSecret(secret));
    if (!row) return null;
    const t = now();
    const seen = Date.parse(row.last_seen);
    if (t - seen > SESSION_IDLE_MS) {
      await repo.removeBySecret(row.secret_hash);
      return null;
    }
    if (t - seen > TOUCH_EVERY_MS) await repo.touch(row.id, new Date(t).toISOString());
    return { id: row.id, profile: asProfileId(row.profile_id) };
  };

  return {
    sessionOf,
    profileOf: async (req) => (await sessionOf(req))?.profile ?? null,

    async signIn(req, reply, profile) {
      const old = secretOf(req);
      if (old) await repo.removeBySecret(hashSecret(old));
      const secret = randomId(32);
      const at = new Date(now()).toISOString();
      const id = randomId(12);
      await repo.insert({
        id,
        secret_hash: hashSecret(secret),
        profile_id: profile,
        device: deviceLabel(req.headers['user-agent']),
        created_at: at,
        last_seen: at,
      });
      reply.header('set-cookie', cookie(req, secret, COOKIE_MAX_AGE_S));
      return { id, profile };
    },

    async signOut(req, reply) {
      const secret = secretOf(req);
      if (secret) await repo.removeBySecret(hashSecret(secret));
      reply.header('set-cookie', cookie(req, '', 0));
    },
  };
}
