/**
 * Who plays today's deal (issue 35), and who may see a daily table's record. A profile plays as
 * itself (`p:<id>`, on any of its devices); a guest as its browser: a random id in an http-only
 * cookie made on its first start, kept in the database only as its SHA-256 (`g:<hash>`), so the
 * attempt rows hold nothing that names a person.
 */
import { reason } from '@kortbord/engine';
import type { TableInfo } from '@kortbord/protocol';
import type { Db } from '../db';
import { randomId, sha256 } from '../ids';
import type { Answering, Asking, ProfileId, Sessions } from '../profiles/session';
import { dailyRepo } from '../repos/daily';
import { profilesRepo } from '../repos/profiles';
import { Refused, type Table } from '../table';

export const DAILY_COOKIE = 'kortbord_daily';
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;
const GUEST_ID = /^[A-Za-z0-9_-]{20,100}$/;

export interface Player {
  /** `p:<profile>` or `g:<hash of the browser's id>`; null: a guest browser that never started one. */
  readonly player: string | null;
  readonly profile: ProfileId | null;
}

const guestIdOf = (req: Asking): string | null => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DAILY_COOKIE) {
      const v = part.slice(eq + 1).trim();
      return GUEST_ID.test(v) ? v : null;
    }
  }
  return null;
};

export const guestPlayer = (browserId: string): string => `g:${sha256(browserId)}`;
export const profilePlayer = (profile: string): string => `p:${profile}`;

/** The refusal of a daily table's field, record or play to someone who has not played it. */
export const playFirst = (): Refused =>
  new Refused(
    'daily-refused',
    "This deal's results, record and play open once you have played it, or when its day is over.",
    reason('daily-play-first'),
  );

export function dailyAccess(db: Db, sessions: Sessions, now: () => number) {
  const repo = dailyRepo(db);
  const profiles = profilesRepo(db);

  /** Who asks. With `reply`, a guest browser without an id is given one (its cookie is set). */
  async function who(req: Asking, reply?: Answering): Promise<Player> {
    const profile = await sessions.profileOf(req);
    if (profile) return { player: profilePlayer(profile), profile };
    let id = guestIdOf(req);
    if (!id && reply) {
      id = randomId(24);
      reply.header(
        'set-cookie',
        `${DAILY_COOKIE}=${id}; Max-Age=${COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`,
      );
    }
    return { player: id ? guestPlayer(id) : null, profile: null };
  }

  /** Whether this player has finished an attempt at `game`'s deal of `day`. */
  async function played(player: string | null, game: string, day: string): Promise<boolean> {
    if (!player) return false;
    const mine = await repo.ofPlayerOn(player, day);
    return mine.some((a) => a.game === game && a.finished_at !== null);
  }

  return {
    who,
    played,
    /**
     * A daily table's record, matches and coach marks: to everyone once its day is over, before that
     * only to someone who has finished that game's deal of the day. Throws the refusal.
     */
    async check(t: Table, req: Asking): Promise<void> {
      if (!t.daily || now() >= t.daily.endsAt) return;
      const { player } = await who(req);
      if (!(await played(player, t.game, t.daily.day))) throw playFirst();
    },

    /**
     * A daily table's info as the asker may see it: its player's name and profile only to the player
     * (the attempt is theirs) or where the player's profile lets its name show (POST /api/me/daily);
     * the field's best result links to its table, and the name goes no further than the player allows.
     */
    async shown(t: Table, info: TableInfo, req: Asking): Promise<TableInfo> {
      if (!t.daily) return info;
      const attempt = await repo.byTable(t.id);
      const { player } = await who(req);
      if (attempt && player && attempt.player === player) return info;
      const holder = attempt?.profile_id ? await profiles.byId(attempt.profile_id) : undefined;
      if (holder?.daily_name) return info;
      return {
        ...info,
        seats: info.seats.map((s) =>
          s.kind === 'human' ? { ...s, name: null, profile: null, rating: null } : s,
        ),
      };
    },
  };
}

export type DailyAccess = ReturnType<typeof dailyAccess>;
