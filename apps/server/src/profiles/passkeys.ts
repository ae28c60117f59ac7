/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): adding one to a signed-in profile, and signing in
 * with one on another device. The relying party is the page's own host (from the request's checked
 * Origin, else its Host), so http://localhost:8080 works with no setup and a deployment needs none.
 * Challenges are kept in the database for two minutes and taken once, so any node checks the answer.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { reason } from '@kortbord/engine';
import type { Db } from '../db';
import { randomId } from '../ids';
import { passkeysRepo } from '../repos/passkeys';
import { Refused } from '../table';
import { deviceLabel } from './device';

const CHALLENGE_MS = 2 * 60_000;

/** The page asking: its origin (scheme://host[:port]) and so its RP id (the host name). */
export interface Party {
  readonly origin: string;
  readonly rpID: string;
}

/** The party of a request: the Origin a browser sent (checked at the door), else this host. */
export function partyOf(req: {
  headers: { origin?: string | undefined; host?: string | undefined };
  protocol: string;
}): Party {
  const origin = req.headers.origin ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
  return { origin, rpID: new URL(origin).hostname };
}

const failed = (code: 'passkey-failed' | 'passkey-unknown', why: string) =>
  new Refused('sign-in-refused', `The passkey was refused: ${why}.`, reason(code));

export function createPasskeys(db: Db, now: () => number = Date.now) {
  const repo = passkeysRepo(db);
  const iso = (ms = now()) => new Date(ms).toISOString();

  async function keep(challenge: string, profile: string | null): Promise<string> {
    const id = randomId(16);
    await repo.keepChallenge(
      { id, challenge, profile_id: profile, expires_at: iso(now() + CHALLENGE_MS) },
      iso(),
    );
    return id;
  }

  async function take(id: string, profile: string | null): Promise<string> {
    const row = await repo.takeChallenge(id, iso());
    if (!row || row.profile_id !== profile)
      throw failed('passkey-failed', 'no such challenge, or it ran out');
    return row.challenge;
  }

  return {
    /** Options to add a passkey to `profile` (its existing ones excluded). */
    async registrationOptions(party: Party, profile: { id: string; name: string }) {
      const existing = await repo.ofProfile(profile.id);
      const options = await generateRegistrationOptions({
        rpName: 'kortbord',
        rpID: party.rpID,
        userName: profile.name,
        userDisplayName: profile.name,
        userID: new TextEncoder().encode(profile.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports.split(',').filter(Boolean) as AuthenticatorTransportFuture[],
        })),
        // A discoverable credential: signing in on another device needs no name typed first.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return { challenge: await keep(options.challenge, profile.id), options };
    },

    /** Checks the browser's new credential and keeps it for `profile`. */
    async register(party: Party, profile: string, challenge: string, response: unknown, userAgent?: string) {
      const expected = await take(challenge, profile);
      let v;
      try {
        v = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: expected,
          expectedOrigin: party.origin,
          expectedRPID: party.rpID,
          requireUserVerification: false,
        });
      } catch (e) {
        throw failed('passkey-failed', (e as Error).message);
      }
      if (!v.verified) throw failed('passkey-failed', 'not verified');
      const c = v.registrationInfo.credential;
      await repo.insert({
        id: c.id,
        profile_id: profile,
        public_key: Buffer.from(c.publicKey).toString('base64url'),
        counter: c.counter,
        transports: (c.transports ?? []).join(','),
        device: deviceLabel(userAgent),
        created_at: iso(),
        last_used: null,
      });
    },

    /** Options to sign in with any passkey of this site (the browser offers the ones it holds). */
    async authenticationOptions(party: Party) {
      const options = await generateAuthenticationOptions({
        rpID: party.rpID,
        userVerification: 'preferred',
      });
      return { challenge: await keep(options.challenge, null), options };
    },

    /** Checks a sign-in answer; the profile whose passkey it is. */
    async authenticate(party: Party, challenge: string, response: unknown): Promise<string> {
      const expected = await take(challenge, null);
      const answer = response as AuthenticationResponseJSON;
      const key = await repo.byId(answer.id);
      if (!key) throw failed('passkey-unknown', 'no profile has this credential');
      let v;
      try {
        v = await verifyAuthenticationResponse({
          response: answer,
          expectedChallenge: expected,
          expectedOrigin: party.origin,
          expectedRPID: party.rpID,
          credential: {
            id: key.id,
            publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
            counter: key.counter,
            transports: key.transports.split(',').filter(Boolean) as AuthenticatorTransportFuture[],
          },
          requireUserVerification: false,
        });
      } catch (e) {
        throw failed('passkey-failed', (e as Error).message);
      }
      if (!v.verified) throw failed('passkey-failed', 'not verified');
      await repo.used(key.id, v.authenticationInfo.newCounter, iso());
      return key.profile_id;
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
