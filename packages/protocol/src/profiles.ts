/**
 * The profile routes' messages (issue 33): making a profile, signing in on another device, the list
 * of my tables and devices. The server checks every request body against these.
 */
import { z } from 'zod/mini';
import { id } from './id';

/** POST /api/profiles: the name (cleaned as a seat's), and the seats this browser holds, to keep. */
export const makeProfile = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  seats: z._default(z.array(z.object({ table: id, token: id })).check(z.maxLength(200)), []),
});
export type MakeProfile = z.infer<typeof makeProfile>;

export const profileInfo = z.object({ id, name: z.string() });
export type ProfileInfo = z.infer<typeof profileInfo>;

/** POST /api/sign-in/code: the code as typed ("ABCD-EFGH", case and spaces as they come). */
export const signInCode = z.object({ code: z.string().check(z.minLength(1), z.maxLength(20)) });

/** The answer to WebAuthn options: the challenge's id and the browser's response, checked by the server. */
export const passkeyAnswer = z.object({
  challenge: id,
  response: z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(1024)), type: z.string() }),
});

/** One of my tables (GET /api/me/tables): enough to list it and open it. */
export interface MyTable {
  readonly id: string;
  readonly game: string;
  readonly status: 'waiting' | 'playing' | 'over';
  /** My seat there; null at a group's table where I hold none yet (`invite` opens one). */
  readonly seat: number | null;
  /** The group the table was made for, by name. */
  readonly group?: string;
  /** A group table's invite, for a member without a seat there. */
  readonly invite?: string;
  /** The other seats' names, in seat order (null: open). */
  readonly others: readonly (string | null)[];
  /** The seats to act now (none when waiting or over): mine first when it is my turn. */
  readonly toAct: readonly number[];
  readonly yourTurn: boolean;
  /** A slow table (issue 34): the move time (null: no limit); absent at a live table. */
  readonly slow?: { readonly moveMs: number | null };
  /** The current decision's deadline (ISO) where a clock runs for it; null: none. */
  readonly deadline: string | null;
  /** The table's last change (ISO): its creation, or its last event. */
  readonly createdAt: string;
}

/** One signed-in device (GET /api/me/devices). `device` is empty when the browser did not say. */
export interface DeviceInfo {
  readonly id: string;
  readonly device: string;
  readonly createdAt: string;
  readonly lastSeen: string;
  readonly current: boolean;
}

/** POST /api/groups: a new group's name; POST /api/groups/join: the invite from its link. */
export const makeGroup = z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) });
export const joinGroup = z.object({ invite: id });

/** A group as its members see it (GET /api/me/groups). */
export interface GroupInfo {
  readonly id: string;
  readonly name: string;
  /** The invite in the group's link (`/?group=<invite>`): any member may pass it on. */
  readonly invite: string;
  /** Each member with their rating per game (games they have a rating in only). */
  readonly members: readonly {
    readonly id: string;
    readonly name: string;
    readonly ratings: Readonly<Partial<Record<string, RatingShown>>>;
  }[];
  /** The group's tables, newest first: finished ones link to their review. */
  readonly tables: readonly GroupTable[];
}

export interface GroupTable {
  readonly id: string;
  readonly game: string;
  readonly status: 'waiting' | 'playing' | 'over';
  readonly createdAt: string;
  /** The seats' names in seat order (null: open). */
  readonly names: readonly (string | null)[];
  /** The last finished match's number (its review is /review/<table>/<n>); null before one ends. */
  readonly lastFinished: number | null;
}

/** What the group's link shows before joining (GET /api/groups/invite/:invite): its name only. */
export interface GroupInvite {
  readonly id: string;
  readonly name: string;
  readonly members: number;
}

/** A rating as shown (issue 33): `rating` is 1000 + 40 × (μ − 3σ), never below 0; provisional at first. */
export interface RatingShown {
  readonly rating: number;
  readonly provisional: boolean;
}

/** One seat of a finished match in the history: its name as it was then, and its place. */
export interface HistoryPlace {
  readonly seat: number;
  readonly name: string | null;
  readonly place: number;
  readonly score: number | null;
  readonly bot: boolean;
  /** The profile's id, for its public page (null: a guest, a bot, or a profile since deleted). */
  readonly profile: string | null;
}

/** One finished match of mine (GET /api/me/history); its review is at /review/<table>/<match>. */
export interface HistoryMatch {
  readonly table: string;
  readonly match: number;
  readonly game: string;
  readonly finishedAt: string;
  readonly seat: number;
  readonly place: number;
  readonly rated: boolean;
  /** My rating in the game after this match (rated matches only). */
  readonly ratingAfter: number | null;
  readonly places: readonly HistoryPlace[];
}

/** My statistics in one game (GET /api/me/stats): the chart's points are my rating after each rated match. */
export interface GameStats {
  readonly game: string;
  readonly matches: number;
  readonly wins: number;
  /** Average place, one decimal. */
  readonly averagePlace: number;
  readonly rating: RatingShown | null;
  readonly points: readonly { readonly at: string; readonly rating: number }[];
}

/** A profile as others see it (GET /api/profiles/:id): name, matches per game and ratings, nothing more. */
export interface PublicProfile {
  readonly id: string;
  readonly name: string;
  readonly games: readonly {
    readonly game: string;
    readonly matches: number;
    readonly rating: RatingShown | null;
  }[];
}

/** One game's leaderboard of me and the people I have played with (GET /api/me/leaderboard). */
export interface Leaderboard {
  readonly game: string;
  readonly rows: readonly {
    readonly profile: string;
    readonly name: string;
    readonly rating: number;
    readonly provisional: boolean;
    readonly matches: number;
    readonly me: boolean;
  }[];
}

/**
 * POST /api/me/push (issue 34): a browser's Web Push subscription (PushSubscription.toJSON()) for the
 * signed-in profile, and the language its messages are to be in. DELETE /api/me/push: `endpoint` only.
 */
export const pushSubscription = z.object({
  endpoint: z.string().check(z.url(), z.maxLength(2000)),
  keys: z.object({
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}$/)),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,32}$/)),
  }),
  lang: z._default(z.enum(['nb', 'sv', 'en']), 'nb'),
});
export const pushUnsubscribe = z.object({ endpoint: z.string().check(z.url(), z.maxLength(2000)) });

/**
 * PUT /api/me/notify (issue 34): how the signed-in profile wants to be told. Quiet hours in minutes
 * after local midnight of `timeZone` (the browser's); `email` (only when the server sends e-mail)
 * is confirmed by a link mailed to it before anything else goes there; null removes it.
 */
export const notifyPrefs = z.object({
  events: z.array(z.enum(['turn', 'invited', 'ended', 'chat'])).check(z.maxLength(4)),
  quiet: z.nullable(
    z.object({ from: z.int().check(z.gte(0), z.lte(1439)), to: z.int().check(z.gte(0), z.lte(1439)) }),
  ),
  timeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  reminder: z.boolean(),
  lang: z._default(z.enum(['nb', 'sv', 'en']), 'nb'),
  email: z.optional(z.nullable(z.string().check(z.trim(), z.email(), z.maxLength(254)))),
});
export type NotifyPrefsBody = z.input<typeof notifyPrefs>;

/** GET /api/me/notify: the profile's choices, its address and whether this server sends e-mail. */
export interface NotifyInfo {
  readonly events: readonly ('turn' | 'invited' | 'ended' | 'chat')[];
  readonly quiet: { readonly from: number; readonly to: number } | null;
  readonly timeZone: string;
  readonly reminder: boolean;
  readonly email: string | null;
  readonly emailConfirmed: boolean;
  /** E-mail turned off by the "no more e-mail" link (a new address turns it on again). */
  readonly mailOff: boolean;
  readonly mailOn: boolean;
}
