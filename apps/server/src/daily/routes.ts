/**
 * Today's deal (issue 35), the routes (packages/protocol/src/daily.ts lists them): today's deals
 * and the asker's attempts, starting (or taking back) an attempt, the field of a day's deal, and the
 * profile's name setting. A daily table is an ordinary table the server makes: seat 1 for the
 * person, the rest bots at level hard, the game's standard preset, no invite, no clock, not public.
 */
import type { FastifyInstance } from 'fastify';
import { DAILY_TABLES, newMatch, rankingOf, reason, type GameId, type Json } from '@kortbord/engine';
import { DAILY_GUEST } from '@kortbord/words';
import {
  DAILY_PRACTICE_DAYS,
  DAILY_ZONE,
  GAME_IDS,
  dailySettings,
  dailyStart,
  type DailyAttempt,
  type DailyField,
  type DailyGame,
  type DailyStarted,
  type DailyToday,
} from '@kortbord/protocol';
import type { DailyAttemptsRow, Db } from '../db';
import type { Parse } from '../profiles/route-deps';
import type { Sessions } from '../profiles/session';
import type { TableQueue } from '../queue';
import { dailyRepo } from '../repos/daily';
import { groupsRepo } from '../repos/groups';
import { profilesRepo } from '../repos/profiles';
import type { Rooms } from '../rooms';
import type { TableStore } from '../store';
import { Refused, status } from '../table';
import { DAILY_SEAT } from '../commands/results';
import { dailyAccess, playFirst, profilePlayer, type DailyAccess } from './access';
import { addDays, dayAt, dayEnd, daysBetween, isDay, revealed, streakOf } from './days';
import { dailySecret, dailySeed, seedHashOf } from './seed';

/** Where an attempt's play is reviewed (with the coach): its table's page of its match. */
const reviewOf = (a: { readonly table_id: string; readonly match_no: number | null }): string =>
  `/review/${a.table_id}/${a.match_no ?? 1}`;

export interface DailyDeps {
  db: Db;
  store: TableStore;
  queue: TableQueue;
  rooms: Rooms;
  sessions: Sessions;
  parse: Parse;
  closing: () => boolean;
  /** The clock days are counted by (Date.now; a test's clock). */
  now: () => number;
  access: DailyAccess;
  /** Starts per address and minute. */
  startsPerMinute: number;
  readsPerMinute: number;
}

/** The resolved options of a game's daily table: its ranking's direction depends on them (Vri åtter). */
const dailyOptions = new Map<string, Json>();
function optionsOf(game: GameId): Json {
  let o = dailyOptions.get(game);
  if (o === undefined) {
    const { preset, players } = DAILY_TABLES[game];
    const m = newMatch({ game, players, options: { preset }, seed: 'options' });
    if (!m.ok) throw new Error(`${game}: the daily preset ${preset} is refused: ${m.message}`);
    o = m.value.options;
    dailyOptions.set(game, o);
  }
  return o;
}

export const dailyRankingOf = (game: GameId) => rankingOf(game, optionsOf(game));

const gameOf = (name: string): GameId => {
  if (!(GAME_IDS as readonly string[]).includes(name))
    throw new Refused('not-found', `There is no game called ${name}.`);
  return name as GameId;
};

const refuse = (code: Parameters<typeof reason>[0], message: string, params?: Record<string, number>) =>
  new Refused('daily-refused', message, reason(code, params));

export async function dailyRoutes(app: FastifyInstance, deps: DailyDeps): Promise<void> {
  const { db, store, queue, rooms, parse, now, access } = deps;
  const repo = dailyRepo(db);
  const profiles = profilesRepo(db);
  const groups = groupsRepo(db);
  const secret = await dailySecret(db);
  const seedOf = (game: string, day: string) => dailySeed(secret, game, day);
  const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });

  /** A day asked for: a real one, not in the future. */
  const dayAsked = (day: string, today: string): string => {
    if (!isDay(day)) throw new Refused('bad-message', 'A day is written YYYY-MM-DD.');
    if (day > today) throw refuse('daily-future-day', "That day's deal has not been dealt yet.");
    return day;
  };

  const attemptOf = async (a: DailyAttemptsRow | undefined): Promise<DailyAttempt> => {
    if (!a) return { status: 'none' };
    if (a.finished_at === null || a.place === null)
      return { status: 'playing', table: a.table_id, ranked: !!a.ranked };
    const rank = a.ranked
      ? (await repo.around(a.game, a.day, { place: a.place, sort: a.sort ?? 0 })).better + 1
      : null;
    return {
      status: 'finished',
      table: a.table_id,
      match: a.match_no ?? 1,
      ranked: !!a.ranked,
      place: a.place,
      score: a.score,
      rank,
    };
  };

  app.get('/api/daily', perMinute(deps.readsPerMinute), async (req): Promise<DailyToday> => {
    const t = now();
    const day = dayAt(t);
    const me = await access.who(req);
    const counts = await repo.counts(day);
    const mine = me.player ? await repo.ofPlayerOn(me.player, day) : [];
    const streakDays = me.player ? await repo.rankedDays(me.player, addDays(day, -DAILY_PRACTICE_DAYS)) : [];
    const profile = me.profile ? await profiles.byId(me.profile) : undefined;
    const games = {} as Record<GameId, DailyGame>;
    for (const game of GAME_IDS) {
      const { preset, players } = DAILY_TABLES[game];
      games[game] = {
        seedHash: seedHashOf(seedOf(game, day)),
        players: counts.get(game) ?? 0,
        seats: players,
        preset,
        attempt: await attemptOf(mine.find((a) => a.game === game && a.ranked)),
      };
    }
    return {
      day,
      zone: DAILY_ZONE,
      nextDayAt: new Date(dayEnd(day)).toISOString(),
      streak: streakOf(streakDays, day),
      showName: profile ? !!profile.daily_name : null,
      games,
    };
  });

  app.post<{ Params: { game: string } }>(
    '/api/daily/:game',
    perMinute(deps.startsPerMinute),
    async (req, reply): Promise<DailyStarted> => {
      if (deps.closing()) throw new Refused('shutting-down', 'The server is stopping.');
      const game = gameOf(req.params.game);
      const body = parse(dailyStart, req.body);
      const at = now();
      const today = dayAt(at);
      const day = dayAsked(body.day ?? today, today);
      if (daysBetween(day, today) > DAILY_PRACTICE_DAYS)
        throw refuse('daily-too-old', `Only the last ${DAILY_PRACTICE_DAYS} days can be practised.`, {
          n: DAILY_PRACTICE_DAYS,
        });
      const ranked = day === today;
      const me = await access.who(req, reply);
      const player = me.player as string;
      const mine = (await repo.ofPlayerOn(player, day)).filter(
        (a) => a.game === game && !!a.ranked === ranked,
      );
      // An unfinished attempt is given back: the same table, a fresh token for its seat.
      for (const a of mine.filter((x) => x.finished_at === null)) {
        const t = await store.get(a.table_id);
        if (!t) continue;
        const token = await queue.run(t.id, async () => {
          await store.refresh(t);
          return status(t) === 'over' ? null : store.newToken(t, DAILY_SEAT);
        });
        if (token) return { table: t.id, seat: DAILY_SEAT, token, game, day, ranked, resumed: true };
      }
      const played = () => refuse('daily-already-played', `You have already played today's deal of ${game}.`);
      if (ranked && mine.length) throw played();

      const setup = DAILY_TABLES[game];
      const name = me.profile ? ((await profiles.byId(me.profile))?.name ?? DAILY_GUEST.nb) : DAILY_GUEST.nb;
      const made = await store.create({
        game,
        options: { preset: setup.preset },
        seats: [
          { kind: 'open' },
          ...Array.from({ length: setup.players - 1 }, () => ({
            kind: 'bot' as const,
            level: 'hard' as const,
          })),
        ],
        standInAfterMs: null,
        public: false,
        creator: req.ip,
        join: { name, seat: DAILY_SEAT, profile: me.profile },
        turnClockMs: null,
        spectatorChat: false,
        // Hints would be a search the field does not all use: practice only.
        hints: !ranked,
        // Against the same three hard bots every day, a day's deal is a puzzle, not a rated match.
        rated: false,
        creatorProfile: me.profile,
        daily: day,
      });
      const t = made.table;
      const started = await repo.start({
        table_id: t.id,
        game,
        day,
        ranked: ranked ? 1 : 0,
        player,
        profile_id: me.profile,
        started_at: new Date(at).toISOString(),
        finished_at: null,
        match_no: null,
        place: null,
        score: null,
        sort: null,
      });
      if (!started) {
        // Another request of the same player started it first.
        await store.remove(t.id);
        throw played();
      }
      await queue.run(t.id, async () => {
        await store.startMatch(t, 0, seedOf(game, day));
        await rooms.settle(t, { seats: true, publish: true });
      });
      reply.code(201);
      return {
        table: t.id,
        seat: DAILY_SEAT,
        token: made.joined?.token ?? '',
        game,
        day,
        ranked,
        resumed: false,
      };
    },
  );

  app.get<{ Params: { game: string; day: string } }>(
    '/api/daily/:game/:day/field',
    perMinute(deps.readsPerMinute),
    async (req): Promise<DailyField> => {
      const game = gameOf(req.params.game);
      const t = now();
      const day = dayAsked(req.params.day, dayAt(t));
      const over = revealed(day, t);
      const me = await access.who(req);
      const mine = (me.player ? await repo.ofPlayerOn(me.player, day) : []).filter(
        (a) => a.game === game && a.finished_at !== null && a.place !== null,
      );
      if (!over && !mine.length) throw playFirst();
      const ranked = mine.find((a) => a.ranked);
      const practice = mine.find((a) => !a.ranked);

      let you: DailyField['you'] = null;
      let attempts: number;
      if (ranked && ranked.place !== null) {
        const r = await repo.around(game, day, { place: ranked.place, sort: ranked.sort ?? 0 });
        attempts = r.all;
        you = {
          place: ranked.place,
          score: ranked.score,
          rank: r.better + 1,
          better: r.better,
          equal: r.equal - 1,
          worse: r.all - r.better - r.equal,
          review: reviewOf(ranked),
        };
      } else attempts = (await repo.counts(day)).get(game) ?? 0;

      const distribution = (await repo.distribution(game, day)).map(({ place, score, rank, count }) => ({
        place,
        score,
        rank,
        count,
      }));

      const groupsOut: DailyField['groups'] = [];
      if (me.profile) {
        for (const g of await groups.ofProfile(me.profile)) {
          const members = await groups.members(g.id);
          const ranks = await repo.ranksOf(
            game,
            day,
            members.map((m) => profilePlayer(m.id)),
          );
          groupsOut.push({
            id: g.id,
            name: g.name,
            members: members.map((m) => ({
              profile: m.id,
              name: m.name,
              you: m.id === me.profile,
              result: ranks.get(profilePlayer(m.id)) ?? null,
            })),
          });
        }
      }

      const top = await repo.best(game, day);
      let best: DailyField['best'] = null;
      if (top && top.place !== null) {
        const holder = top.profile_id ? await profiles.byId(top.profile_id) : undefined;
        best = {
          place: top.place,
          score: top.score,
          rank: 1,
          review: reviewOf(top),
          name: holder?.daily_name ? holder.name : null,
        };
      }

      const seed = seedOf(game, day);
      return {
        game,
        day,
        over,
        seedHash: seedHashOf(seed),
        seed: over ? seed : null,
        attempts,
        ranking: dailyRankingOf(game),
        you,
        practice:
          practice && practice.place !== null
            ? { place: practice.place, score: practice.score, review: reviewOf(practice) }
            : null,
        distribution,
        groups: groupsOut,
        best,
      };
    },
  );

  app.post('/api/me/daily', async (req) => {
    const body = parse(dailySettings, req.body);
    const me = await deps.sessions.profileOf(req);
    if (!me)
      throw new Refused(
        'not-signed-in',
        'This browser is not signed in to a profile.',
        reason('not-signed-in'),
      );
    await profiles.setDailyName(me, body.showName);
    return { showName: body.showName };
  });
}

export { dailyAccess };
