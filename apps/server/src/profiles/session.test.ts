/**
 * The session seam and the profile repositories on both databases: SQLite in a temp folder and
 * PostgreSQL at 127.0.0.1:5432 (required under CI, as in repos/repos.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { services, testDatabases } from '../../test/helpers';
import { hashSecret } from '../ids';
import { profilesRepo } from '../repos/profiles';
import { seatsRepo } from '../repos/seats';
import { sessionsRepo } from '../repos/sessions';
import { tablesRepo } from '../repos/tables';
import { linkCodesRepo } from '../repos/link-codes';
import { passkeysRepo } from '../repos/passkeys';
import { SESSION_COOKIE, SESSION_IDLE_MS, asProfileId, createSessions, type Answering } from './session';

const available = await services();
if (!available.pg && process.env['CI'] === 'true')
  throw new Error('profiles are tested on PostgreSQL too: it is absent on 127.0.0.1:5432 under CI');

const dbs = testDatabases();
afterAll(() => dbs.close());
const database = dbs.open;

/** A reply that keeps the Set-Cookie header it is given, and a browser that sends it back. */
function browser(userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36') {
  let jar = '';
  const setCookies: string[] = [];
  const reply: Answering = {
    header(name, value) {
      if (name === 'set-cookie') {
        setCookies.push(value);
        const [pair] = value.split(';');
        jar = pair?.endsWith('=') ? '' : (pair ?? '');
      }
    },
  };
  return {
    reply,
    setCookies,
    req: (protocol = 'http') => ({
      headers: { cookie: jar || undefined, 'user-agent': userAgent },
      protocol,
    }),
  };
}

for (const kind of ['sqlite', 'postgres'] as const)
  describe.skipIf(kind === 'postgres' && !available.pg)(`profiles and sessions on ${kind}`, () => {
    it('a signed-in browser is its profile; the cookie is HttpOnly and Lax, Secure behind https; a stranger is a guest', async () => {
      const db = await database(kind);
      await profilesRepo(db).insert({ id: 'p1', name: 'Kari', created_at: '2026-01-01T00:00:00.000Z' });
      const sessions = createSessions(db);
      const b = browser();
      expect(await sessions.profileOf(b.req())).toBeNull();
      await sessions.signIn(b.req(), b.reply, asProfileId('p1'));
      expect(await sessions.profileOf(b.req())).toBe('p1');
      expect(b.setCookies[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{40,};`));
      expect(b.setCookies[0]).toMatch(/HttpOnly/);
      expect(b.setCookies[0]).toMatch(/SameSite=Lax/);
      expect(b.setCookies[0]).not.toMatch(/Secure/);
      const secure = browser();
      await sessions.signIn(secure.req('https'), secure.reply, asProfileId('p1'));
      expect(secure.setCookies[0]).toMatch(/Secure/);
      expect(
        await sessions.profileOf({ headers: { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` } }),
      ).toBeNull();
      // The database holds the secret's hash only, and the device as the list shows it.
      const secret = (b.setCookies[0] ?? '').split(';')[0]?.split('=')[1] ?? '';
      const rows = await sessionsRepo(db).ofProfile('p1');
      expect(rows.map((r) => r.device)).toEqual(['Chrome · Android', 'Chrome · Android']);
      expect(rows.some((r) => r.secret_hash === hashSecret(secret))).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(secret);
    });

    it('signing in again rotates the session id: the old cookie signs nobody in; signing out ends it', async () => {
      const db = await database(kind);
      await profilesRepo(db).insert({ id: 'p2', name: 'Ola', created_at: '2026-01-01T00:00:00.000Z' });
      const sessions = createSessions(db);
      const b = browser();
      await sessions.signIn(b.req(), b.reply, asProfileId('p2'));
      const before = b.req();
      await sessions.signIn(b.req(), b.reply, asProfileId('p2'));
      expect(await sessions.profileOf(before)).toBeNull();
      expect(await sessions.profileOf(b.req())).toBe('p2');
      expect((await sessionsRepo(db).ofProfile('p2')).length).toBe(1);
      await sessions.signOut(b.req(), b.reply);
      expect(b.setCookies.at(-1)).toMatch(/Max-Age=0/);
      expect(await sessions.profileOf(before)).toBeNull();
      expect(await sessionsRepo(db).ofProfile('p2')).toEqual([]);
    });

    it('a session unseen for too long is forgotten (a test clock)', async () => {
      const db = await database(kind);
      await profilesRepo(db).insert({ id: 'p3', name: 'Per', created_at: '2026-01-01T00:00:00.000Z' });
      let t = Date.parse('2026-01-01T00:00:00.000Z');
      const sessions = createSessions(db, () => t);
      const b = browser();
      await sessions.signIn(b.req(), b.reply, asProfileId('p3'));
      t += SESSION_IDLE_MS - 1000;
      expect(await sessions.profileOf(b.req())).toBe('p3'); // seen: the idle time starts again
      t += SESSION_IDLE_MS - 1000;
      expect(await sessions.profileOf(b.req())).toBe('p3');
      t += SESSION_IDLE_MS + 1000;
      expect(await sessions.profileOf(b.req())).toBeNull();
      expect(await sessionsRepo(db).ofProfile('p3')).toEqual([]);
    });

    it("seats: a browser's tokens move its seats to the profile, never another profile's", async () => {
      const db = await database(kind);
      for (const id of ['p4', 'p5'])
        await profilesRepo(db).insert({ id, name: id, created_at: '2026-01-01T00:00:00.000Z' });
      const base = { level: null, invite_hash: null, stand_in: 0, end_vote: null };
      await tablesRepo(db).insert(
        {
          id: 'T',
          game: 'viggo',
          players: 3,
          options: '{}',
          status: 'playing',
          version: 0,
          match_no: 1,
          stand_in_ms: null,
          public: 0,
          invite_hash: 'h',
          creator: 'a',
          created_at: '2026-01-01T00:00:00.000Z',
        },
        [
          { ...base, table_id: 'T', seat: 0, kind: 'human', name: 'A', token_hash: hashSecret('ta') },
          {
            ...base,
            table_id: 'T',
            seat: 1,
            kind: 'human',
            name: 'B',
            token_hash: hashSecret('tb'),
            profile_id: 'p5',
          },
          { ...base, table_id: 'T', seat: 2, kind: 'bot', name: 'C', token_hash: null },
        ],
      );
      const seats = seatsRepo(db);
      const moved = await seats.claim('p4', [
        { table: 'T', tokenHash: hashSecret('ta') },
        { table: 'T', tokenHash: hashSecret('tb') },
        { table: 'T', tokenHash: hashSecret('wrong') },
      ]);
      expect(moved).toEqual([{ table: 'T', seat: 0 }]);
      expect(await seats.ofProfile('p4')).toEqual([{ table: 'T', seat: 0 }]);
      expect(await seats.ofProfile('p5')).toEqual([{ table: 'T', seat: 1 }]);
      expect((await seats.load('T')).map((s) => s.profile)).toEqual(['p4', 'p5', null]);
      expect(await profilesRepo(db).names(['p4', 'p5', 'x'])).toEqual(
        new Map([
          ['p4', 'p4'],
          ['p5', 'p5'],
        ]),
      );
    });
    it('link codes: one live code per first half, five tries taken at most, used once; a deleted profile leaves only its seats', async () => {
      const db = await database(kind);
      await profilesRepo(db).insert({ id: 'p6', name: 'Eva', created_at: '2026-01-01T00:00:00.000Z' });
      const codes = linkCodesRepo(db);
      const row = {
        id: 'ABCD',
        secret_hash: hashSecret('EFGH'),
        profile_id: 'p6',
        expires_at: '2026-01-01T00:05:00.000Z',
        tries: 0,
        used: 0,
        created_at: '2026-01-01T00:00:00.000Z',
      };
      expect(await codes.insert(row)).toBe(true);
      expect(await codes.insert(row)).toBe(false);
      const at = '2026-01-01T00:01:00.000Z';
      for (let i = 0; i < 5; i++) expect(await codes.takeTry('ABCD', at)).toBe(true);
      expect(await codes.takeTry('ABCD', at)).toBe(false); // five taken: no sixth
      expect(await codes.takeTry('ABCD', '2026-01-01T00:05:00.000Z')).toBe(false);
      expect((await codes.byId('ABCD'))?.tries).toBe(5);
      expect(await codes.use('ABCD', '2026-01-01T00:05:00.000Z')).toBe(false); // ran out
      expect(await codes.use('ABCD', '2026-01-01T00:01:00.000Z')).toBe(true);
      expect(await codes.use('ABCD', '2026-01-01T00:01:00.000Z')).toBe(false);
      // A used code's first half may be drawn again.
      expect(await codes.insert({ ...row, created_at: '2026-01-01T00:02:00.000Z' })).toBe(true);

      await passkeysRepo(db).insert({
        id: 'cred',
        profile_id: 'p6',
        public_key: 'pk',
        counter: 3_000_000_000,
        transports: 'internal',
        device: '',
        created_at: '2026-01-01T00:00:00.000Z',
        last_used: null,
      });
      expect((await passkeysRepo(db).byId('cred'))?.counter).toBe(3_000_000_000);
      const sessions = createSessions(db);
      const b = browser();
      await sessions.signIn(b.req(), b.reply, asProfileId('p6'));
      await tablesRepo(db).insert(
        {
          id: 'D',
          game: 'viggo',
          players: 2,
          options: '{}',
          status: 'over',
          version: 0,
          match_no: 1,
          stand_in_ms: null,
          public: 0,
          invite_hash: 'h',
          creator: 'a',
          created_at: '2026-01-01T00:00:00.000Z',
        },
        [0, 1].map((seat) => ({
          table_id: 'D',
          seat,
          kind: 'human',
          name: seat ? 'Eva' : 'Ola',
          level: null,
          token_hash: null,
          invite_hash: null,
          stand_in: 0,
          end_vote: null,
          profile_id: seat ? 'p6' : null,
        })),
      );
      expect((await profilesRepo(db).everything('p6'))?.seats.map((x) => x.name)).toEqual(['Eva']);
      expect(await profilesRepo(db).remove('p6', 'Tidligere spiller')).toBe(true);
      expect(await profilesRepo(db).byId('p6')).toBeUndefined();
      expect(await sessions.profileOf(b.req())).toBeNull();
      expect(await passkeysRepo(db).byId('cred')).toBeUndefined();
      expect(await codes.byId('ABCD')).toBeUndefined();
      expect((await seatsRepo(db).load('D')).map((x) => [x.name, x.profile])).toEqual([
        ['Ola', null],
        ['Tidligere spiller', null],
      ]);
    });
  });
