/**
 * The profile routes (issue 33): making a profile from a name, who am I, my tables, signing in on
 * another device (a one-time link code or a passkey), the devices, and your data. Every POST here
 * has its Origin checked as the WebSocket's is (http.ts); profile creation, link codes and sign-ins are rate limited
 * per address. Plans are in commands/ (link-code.ts, my-tables.ts), SQL in repos/.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reason } from '@kortbord/engine';
import { FORMER_PLAYER } from '@kortbord/words';
import {
  makeProfile,
  passkeyAnswer,
  signInCode,
  type DeviceInfo,
  type MyTable,
  type ProfileInfo,
} from '@kortbord/protocol';
import { LINK_CODE_LIFETIME_MS, makeLinkCode, planRedeem, refusedCode } from '../commands/link-code';
import { myTable, sortMyTables } from '../commands/my-tables';
import type { Db } from '../db';
import { hashSecret, randomId } from '../ids';
import { cleanName } from '../names';
import type { TableQueue } from '../queue';
import { linkCodesRepo } from '../repos/link-codes';
import { passkeysRepo } from '../repos/passkeys';
import { profilesRepo } from '../repos/profiles';
import { seatsRepo } from '../repos/seats';
import { sessionsRepo } from '../repos/sessions';
import type { TableStore } from '../store';
import { Refused } from '../table';
import { groupRoutes, myGroupTables } from './groups';
import { pushRoutes } from './push-routes';
import { mailLinkRoutes, notifyRoutes, type NotifyDeps } from './notify-routes';
import { createPasskeys, partyOf } from './passkeys';
import type { Parse } from './route-deps';
import { asProfileId, type ProfileId, type Sessions } from './session';

export interface ProfileRouteDeps {
  db: Db;
  sessions: Sessions;
  store: TableStore;
  queue: TableQueue;
  parse: Parse;
  /** Per address and minute: profiles made, and sign-ins and link codes asked for. */
  profilesPerMinute: number;
  signInsPerMinute: number;
  /** Web Push subscriptions (issue 34). */
  push: { hosts: readonly string[]; publicKey: string };
  notify: NotifyDeps;
  now?: () => number;
}

export async function profileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): Promise<void> {
  const { db, sessions, store, queue, parse } = deps;
  const now = deps.now ?? Date.now;
  const profiles = profilesRepo(db);
  const seats = seatsRepo(db);
  const devices = sessionsRepo(db);
  const codes = linkCodesRepo(db);
  const passkeys = createPasskeys(db, now);
  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
  const making = perMinute(deps.profilesPerMinute);
  const signing = perMinute(deps.signInsPerMinute);

  const me = async (req: FastifyRequest): Promise<{ id: ProfileId; name: string }> => {
    const id = await sessions.profileOf(req);
    const row = id ? await profiles.byId(id) : undefined;
    if (!id || !row)
      throw new Refused(
        'not-signed-in',
        'This browser is not signed in to a profile.',
        reason('not-signed-in'),
      );
    return { id, name: row.name };
  };
  // A table loaded on this node reads its seats again (another node's do so at their next refresh).
  const reread = async (tables: readonly string[]) => {
    for (const id of new Set(tables)) {
      const t = store.cached(id);
      if (t) await queue.run(id, () => store.refresh(t));
    }
  };
  const info = (p: { id: string; name: string }): ProfileInfo => ({ id: p.id, name: p.name });

  await mailLinkRoutes(app, { db, notify: deps.notify });
  await app.register(async (scope) => {
    // Every POST here has had its Origin checked (http.ts, for every route that may change state).
    await groupRoutes(scope, { db, store, me, parse, perMinute: deps.profilesPerMinute, now });
    await pushRoutes(scope, { db, me, parse, push: deps.push, now });
    await notifyRoutes(scope, { db, me, parse, now, notify: deps.notify });

    scope.get('/api/me', async (req) => {
      const id = await sessions.profileOf(req);
      const row = id ? await profiles.byId(id) : undefined;
      return { profile: row ? info(row) : null };
    });

    // The name on the front page becomes a profile; the seats this browser proves it holds (their
    // tokens) become the profile's.
    scope.post('/api/profiles', making, async (req, reply) => {
      const body = parse(makeProfile, req.body);
      const named = cleanName(body.name, []);
      if (!named.ok) throw new Refused('bad-name', named.message, named.reason);
      const id = asProfileId(randomId(12));
      await profiles.insert({ id, name: named.name, created_at: new Date(now()).toISOString() });
      await sessions.signIn(req, reply, id);
      const moved = await seats.claim(
        id,
        body.seats.map((s) => ({ table: s.table, tokenHash: hashSecret(s.token) })),
      );
      await reread(moved.map((m) => m.table));
      reply.code(201);
      return { profile: info({ id, name: named.name }), seats: moved };
    });

    scope.post('/api/me/sign-out', async (req, reply) => {
      await sessions.signOut(req, reply);
      return { ok: true };
    });

    scope.get('/api/me/tables', async (req) => {
      const p = await me(req);
      const held = await seats.ofProfile(p.id);
      const list = new Map<string, MyTable>();
      for (const h of held) {
        const t = await store.get(h.table);
        if (!t) continue;
        await queue.run(t.id, () => store.refresh(t));
        list.set(t.id, myTable(t, h.seat));
      }
      // A group's tables: with the group's name, and those waiting with a seat for me.
      for (const g of await myGroupTables(db, store, p.id)) list.set(g.id, g);
      return { tables: sortMyTables([...list.values()]) };
    });

    scope.get('/api/me/devices', async (req) => {
      const p = await me(req);
      const current = await sessions.sessionOf(req);
      const rows = await devices.ofProfile(p.id);
      const list: DeviceInfo[] = rows.map((r) => ({
        id: r.id,
        device: r.device,
        createdAt: r.created_at,
        lastSeen: r.last_seen,
        current: r.id === current?.id,
      }));
      return { devices: list, passkeys: (await passkeysRepo(db).ofProfile(p.id)).length };
    });

    scope.post<{ Params: { id: string } }>('/api/me/devices/:id/sign-out', async (req) => {
      const p = await me(req);
      if (!(await devices.remove(p.id, req.params.id)))
        throw new Refused('not-found', 'No such device of this profile.', reason('device-unknown'));
      return { ok: true };
    });

    scope.post('/api/me/sign-out-everywhere', async (req, reply) => {
      const p = await me(req);
      const n = await devices.removeAll(p.id);
      await sessions.signOut(req, reply);
      return { ok: true, devices: n };
    });

    // A one-time code for a second device: shown once, stored as its first half and a hash.
    scope.post('/api/me/link-codes', signing, async (req) => {
      const p = await me(req);
      for (;;) {
        const code = makeLinkCode(randomBytes(8));
        const at = now();
        const expires = new Date(at + LINK_CODE_LIFETIME_MS).toISOString();
        const kept = await codes.insert({
          id: code.id,
          secret_hash: hashSecret(code.secret),
          profile_id: p.id,
          expires_at: expires,
          tries: 0,
          used: 0,
          created_at: new Date(at).toISOString(),
        });
        if (kept) return { code: code.text, expiresAt: expires, lifetimeMs: LINK_CODE_LIFETIME_MS };
      }
    });

    scope.post('/api/sign-in/code', signing, async (req, reply) => {
      const body = parse(signInCode, req.body);
      const typed = body.code;
      const id = typed.toUpperCase().replace(/[\s-]/g, '').slice(0, 4);
      const row = await codes.byId(id);
      const plan = planRedeem(row, typed, now());
      if (!row || (!plan.ok && !plan.countTry)) throw plan.ok ? refusedCode('code-wrong') : plan.refusal;
      // Every guess at a live code takes one of its tries before its secret is compared, so no number
      // of guesses at once (on any node) compares more than five.
      const at = new Date(now()).toISOString();
      if (!(await codes.takeTry(row.id, at))) {
        const again = planRedeem(await codes.byId(id), typed, now());
        throw !again.ok && !again.countTry ? again.refusal : refusedCode('code-tries');
      }
      if (!plan.ok) throw plan.refusal;
      // Used once: of two devices typing it at once, one signs in.
      if (!(await codes.use(row.id, at))) throw refusedCode('code-used');
      await sessions.signIn(req, reply, asProfileId(plan.profile));
      const p = await profiles.byId(plan.profile);
      return { profile: p ? info(p) : null };
    });

    scope.post('/api/me/passkeys/options', async (req) => {
      const p = await me(req);
      return passkeys.registrationOptions(partyOf(req), p);
    });

    scope.post('/api/me/passkeys', async (req) => {
      const p = await me(req);
      const body = parse(passkeyAnswer, req.body);
      await passkeys.register(partyOf(req), p.id, body.challenge, body.response, req.headers['user-agent']);
      return { ok: true };
    });

    scope.post('/api/sign-in/passkey/options', signing, async (req) =>
      passkeys.authenticationOptions(partyOf(req)),
    );

    scope.post('/api/sign-in/passkey', signing, async (req, reply) => {
      const body = parse(passkeyAnswer, req.body);
      const profile = await passkeys.authenticate(partyOf(req), body.challenge, body.response);
      await sessions.signIn(req, reply, asProfileId(profile));
      const p = await profiles.byId(profile);
      return { profile: p ? info(p) : null };
    });

    // Everything the server holds about the profile, as a file.
    scope.get('/api/me/data', async (req, reply) => {
      const p = await me(req);
      const all = await profiles.everything(p.id);
      reply.header('content-disposition', `attachment; filename="kortbord-${p.id}.json"`);
      return { exportedAt: new Date(now()).toISOString(), ...all };
    });

    // The profile goes with what is personal; its seats stay in the records under a neutral name.
    scope.post('/api/me/delete', async (req, reply) => {
      const p = await me(req);
      const held = await seats.ofProfile(p.id);
      await profiles.remove(p.id, FORMER_PLAYER.nb);
      await reread(held.map((h) => h.table));
      await sessions.signOut(req, reply);
      return { ok: true };
    });
  });
}
