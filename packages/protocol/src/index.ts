/**
 * kortbord's wire protocol: every message between a client and the server, as zod schemas with the
 * types inferred from them. The server checks every incoming message against these on arrival; the
 * web client checks what it receives. README.md beside this folder describes the flow.
 *
 * Written with zod/mini (functions, `z.optional(x)`, instead of classic zod's methods, `x.optional()`):
 * the browser loads these schemas with a table's page, and classic zod was 92 KB of that page's
 * 130 KB script, building every schema with all its methods before the table could show.
 */
import { GAME_IDS } from './games';
import { z } from 'zod/mini';
import { BOT_LEVELS, ON_DEADLINE, SLOW_CLOCKS } from './constants';
import { id } from './id';

export { BOT_LEVELS, RECONNECT_MS } from './constants';

// In a browser the page's Content-Security-Policy allows no eval, and zod probes `new Function` as
// soon as the first object schema is built (below), which the browser reports as a violation: there
// it checks without compiled code. The server keeps zod's faster compiled checks.
if ('document' in globalThis) z.config({ jitless: true });

export const PROTOCOL_VERSION = 1;

/** The engine's codes (RECORD.md), in the order the engine checks them. */
export const ENGINE_ERROR_CODES = ['malformed', 'bad-deal', 'game-over', 'not-your-turn', 'illegal'] as const;

/** The server's own codes. */
export const SERVER_ERROR_CODES = [
  'bad-message', // not JSON, or not one of the messages below
  'bad-token', // the seat token is unknown or belongs to another table
  'bad-invite', // the invite code does not open this table or seat
  'rate-limited', // too many messages: after the error the connection is closed if it goes on
  'too-large', // a message over the size limit: the connection is closed
  'too-many-tables', // this address has as many open tables as it may
  'stale-version', // the action named a version that is no longer current
  'not-found', // no such table (or match record)
  'not-seated', // the request needs a seat and the connection has none at this table
  'seat-taken', // the seat asked for is not open
  'table-full', // no open seat is left
  'not-started', // the table waits for players
  'not-over', // the record of a match is downloadable only when the match has ended
  'round-not-over', // a new round is dealt only when the round has ended
  'bad-options', // the table settings were refused (the message says which and why)
  'bad-name', // the name is empty once cleaned, reads as a bot's, or is another seat's
  'too-many-watchers', // the table, or this address, has as many spectators as it may
  'needs-agreement', // end-match: noted, but the match ends only once everyone seated has asked
  'bad-origin', // the WebSocket was opened by a page of another site (Origin not allowed): closed
  'not-host', // only the table's host (its creator, or the first seated player after them) may do that
  'chat-refused', // the chat message is empty once cleaned, too long, muted for spectators, or too fast
  'hints-off', // the table was made without hints (its `hints` option)
  'too-many-hints', // a seat's hints come at most one per HINT_LIMITS.gapMs and perRound a round
  'not-signed-in', // the request needs a profile and this browser has no session (issue 33)
  'sign-in-refused', // a link code or passkey did not sign in: the reason says why
  'too-many-connections', // this address has as many connections open as it may (issue 38)
  'seat-elsewhere', // the seat was opened on newer connections: this one no longer gets it (issue 38)
  'deadline-ahead', // a bot may take a waiting slow table's seat only once its deadline has passed (issue 34)
  'daily-refused', // today's deal (issue 35): a second ranked attempt, a future day, or its field before playing it
  'shutting-down', // the server is stopping: reconnect (to another node) in a moment
  'internal', // the server failed; nothing was changed
] as const;

export const ERROR_CODES = [...ENGINE_ERROR_CODES, ...SERVER_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

export { GAME_IDS };
export const SEAT_KINDS = ['open', 'reserved', 'human', 'bot'] as const;
export const TABLE_STATUSES = ['waiting', 'playing', 'over'] as const;

/** Limits the server enforces by default (a server may be started with other values; GET /api says). */
export const DEFAULT_LIMITS = {
  /** Largest WebSocket message or HTTP body, in bytes. */
  maxMessageBytes: 16 * 1024,
  /** Messages per second per connection, sustained, and the burst allowed above it. */
  messagesPerSecond: 20,
  burst: 40,
  /** Open (waiting or playing) tables created from one client address. */
  tablesPerAddress: 20,
} as const;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export const json: z.ZodMiniType<Json> = z.json() as z.ZodMiniType<Json>;

export {
  DEFAULT_TURN_CLOCK_MS,
  defaultTurnClockMs,
  ON_DEADLINE,
  PROVISIONAL_MATCHES,
  SLOW_CLOCKS,
  TURN_CLOCKS,
  type OnDeadline,
} from './constants';

/** Chat: the longest message (characters), and how many one connection may send per window. */
export const CHAT_LIMITS = { maxChars: 200, perWindow: 5, windowMs: 10_000, kept: 50 } as const;
/** The quick phrases (their words are the catalogue's, chat_phrase_<key>) and the reactions. */
export const CHAT_PHRASES = [
  'hello',
  'goodLuck',
  'wellPlayed',
  'thanks',
  'oops',
  'oneMoment',
  'goodGame',
] as const;
export const CHAT_EMOJI = ['👍', '😂', '😮', '😢', '🎉', '🤔', '❤️'] as const;

/** Hints (a search from the asking seat's own view): at most one per `gapMs` and `perRound` a round per seat. */
export const HINT_LIMITS = { gapMs: 3_000, perRound: 10 } as const;

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
/** An action exactly as RECORD.md writes it: `{"type": "play", "cards": ["5H"]}`. */
export const action = z.looseObject({ type: z.string().check(z.minLength(1), z.maxLength(32)) });
export type WireAction = z.infer<typeof action>;

// ---------------------------------------------------------------------------------------------
// Tables (HTTP bodies and replies, also carried in socket messages)

export const seatSpec = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  /** Kept for one person: only the seat's own invite (returned at creation) opens it. */
  z.object({ kind: z.literal('reserved'), name: z.optional(name) }),
  z.object({
    kind: z.literal('bot'),
    level: z._default(z.enum(BOT_LEVELS), 'random'),
    name: z.optional(name),
  }),
]);
export type SeatSpec = z.infer<typeof seatSpec>;

export const createTable = z.object({
  game: z.enum(GAME_IDS),
  /** The game's options, with an optional `preset` (RULES.md); checked by the engine. */
  options: z.optional(z.record(z.string(), json)),
  /** One entry per seat, seat 0 first; the table size is its length. */
  seats: z.array(seatSpec).check(z.minLength(2), z.maxLength(10)),
  /** Delay before a bot stands in for a player who dropped; null: never. */
  standInAfterMs: z._default(z.nullable(z.int().check(z.gte(0), z.lte(3_600_000))), 30_000),
  /** Take a seat at once: the reply then carries its token. */
  join: z.optional(z.object({ name, seat: z.optional(z.int().check(z.gte(0))) })),
  /** Listed by GET /api/tables while it has open seats. */
  public: z._default(z.boolean(), true),
  /**
   * Time per decision in ms (one of TURN_CLOCKS; a test server may allow shorter), null: no clock.
   * Absent: defaultTurnClockMs (a clock where several seats are for people, none for one person and bots).
   */
  turnClockMs: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(600_000)))),
  /**
   * A slow table (issue 34; a signed-in creator only): a move time of SLOW_CLOCKS or none (null), and
   * what a passed deadline does. Its stand-in and live clock settings are then ignored.
   */
  slow: z.optional(
    z.object({
      moveMs: z.nullable(
        z.int().check(z.refine((n) => (SLOW_CLOCKS as readonly number[]).includes(n), 'one of SLOW_CLOCKS')),
      ),
      onDeadline: z._default(z.enum(ON_DEADLINE), 'bot'),
    }),
  ),
  /** Whether spectators may write in the table's chat. */
  spectatorChat: z._default(z.boolean(), false),
  /**
   * Whether a seated player may ask for a hint. Absent: on when at most one seat is for a person (the
   * rest bots), off when several people sit (then the creator's choice, which everyone joining sees).
   */
  hints: z.optional(z.boolean()),
  /** A group of the signed-in profile (issue 33): the table shows in every member's "my tables". */
  group: z.optional(id),
  /**
   * Whether finished matches count for the players' ratings (only where every seat is a profile or
   * a bot when the match ends). Absent: on.
   */
  rated: z._default(z.boolean(), true),
});
export type CreateTable = z.input<typeof createTable>;

export const seatInfo = z.object({
  seat: z.int(),
  kind: z.enum(SEAT_KINDS),
  name: z.nullable(z.string()),
  /** For bots, and for a human seat while a bot stands in. */
  level: z.nullable(z.enum(BOT_LEVELS)),
  /** A human seat with a live connection (on any server node). */
  connected: z.boolean(),
  /** A bot plays this human seat until its player returns. */
  standIn: z.boolean(),
  /** The seat's clock ran out (a bot made that decision) and its player has not acted since. */
  away: z._default(z.boolean(), false),
  /** Once the match is over: the seat asked for (bots and stand-ins: accept) a rematch. */
  rematch: z._default(z.boolean(), false),
  /** During a match: the seat's player asked to end it (it ends once every seated person has). */
  endAsked: z._default(z.boolean(), false),
  /**
   * Between rounds: the seat is ready for the next deal (its person said "Klar" after this round;
   * bots and stand-ins always are). When every seat is, the next round is dealt at once.
   */
  ready: z._default(z.boolean(), false),
  /**
   * A profile's rating in this game as shown with its name (issue 33): the number, provisional
   * until enough rated matches. Null: a bot, a guest, or no rated match yet.
   */
  rating: z._default(z.nullable(z.object({ rating: z.int(), provisional: z.boolean() })), null),
  /** The profile holding the seat, for its public page (`/p/<id>`: name, matches, ratings). */
  profile: z._default(z.nullable(id), null),
});
export type SeatInfo = z.infer<typeof seatInfo>;

export const tableInfo = z.object({
  id,
  game: z.enum(GAME_IDS),
  players: z.int(),
  /** The options as resolved by the engine (defaults filled in). */
  options: json,
  status: z.enum(TABLE_STATUSES),
  /** Number of the current match at this table: 1, then one more per rematch. */
  match: z.int(),
  /** Events stored for this table: the version of every view. */
  version: z.int(),
  seats: z.array(seatInfo),
  standInAfterMs: z.nullable(z.int()),
  public: z.boolean(),
  /** SHA-256 (hex) of the current match's seed: shown from the start of the match. */
  seedHash: z.nullable(z.string()),
  /** The seed itself: null until the match has ended. */
  seed: z.nullable(z.string()),
  createdAt: z.string(),
  /** Time per decision in ms; null: no clock. */
  turnClockMs: z._default(z.nullable(z.int()), null),
  /** A slow table: its move time (null: no limit) and what a passed deadline does (issue 34). */
  slow: z._default(
    z.nullable(z.object({ moveMs: z.nullable(z.int()), onDeadline: z.enum(ON_DEADLINE) })),
    null,
  ),
  spectatorChat: z._default(z.boolean(), false),
  /** The seat that may fill, start or cancel the waiting table (null: nobody seated). */
  host: z._default(z.nullable(z.int()), null),
  /** Seated players may ask for hints (HINT_LIMITS). */
  hints: z._default(z.boolean(), false),
  /** Hints each seat has used in the current match, by seat. */
  hintsUsed: z._default(z.array(z.int()), []),
  /** Finished matches count for the ratings (where every seat is a profile or a bot). */
  rated: z._default(z.boolean(), false),
  /** A table of today's deal (issue 35): its day (Europe/Oslo); null for any other table. */
  daily: z._default(z.nullable(z.object({ day: z.string() })), null),
});
export type TableInfo = z.infer<typeof tableInfo>;

export const created = z.object({
  table: tableInfo,
  /** Opens any open seat: share it as `/t/<table>?invite=<invite>`. */
  invite: id,
  /** One invite per reserved seat. */
  reserved: z.array(z.object({ seat: z.int(), invite: id })),
  /** Present when the request had `join`. */
  joined: z.optional(z.object({ seat: z.int(), token: id })),
});
export type Created = z.infer<typeof created>;

export const joinTable = z.object({
  /** The table's or a reserved seat's invite. Absent: an open seat at a public table (the lobby). */
  invite: z.optional(id),
  name,
  /** A particular open (or, with its own invite, reserved) seat; the first open one when absent. */
  seat: z.optional(z.int().check(z.gte(0))),
});
export type JoinTable = z.infer<typeof joinTable>;

export const joined = z.object({ seat: z.int(), token: id, table: tableInfo });
export type Joined = z.infer<typeof joined>;

/** The seat's token; absent: the signed-in profile's seat at the table (issue 33). */
export const leaveTable = z.object({ token: z.optional(id) });
export type LeaveTable = z.infer<typeof leaveTable>;

/**
 * POST /api/tables/:id/let-bot (issue 34): at a slow table that waits, a bot takes `seat`, whose
 * deadline has passed. The asker is seated: by `token`, or (without one) the signed-in profile's seat.
 */
export const letBot = z.object({ token: z.optional(id), seat: z.int().check(z.gte(0), z.lte(9)) });

/**
 * Why an action was refused, as data: a code of the game's words (or the match's) and its
 * parameters (seats by number, cards as space-separated codes). Clients put it in their language.
 */
export const reason = z.object({
  code: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type Reason = z.infer<typeof reason>;

/** Every HTTP error reply. `message` is English, for logs and tools; clients render `code`. */
export const httpError = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string(), reason: z.optional(reason) }),
});
export type HttpError = z.infer<typeof httpError>;

// ---------------------------------------------------------------------------------------------
// The live connection: client → server

const ref = z.union([z.string().check(z.maxLength(64)), z.int()]);

export const clientMessage = z.discriminatedUnion('type', [
  /** Watch a table: as its seat with `token`, as a spectator without. Answered with `table` and `view`. */
  z.object({ type: z.literal('subscribe'), table: id, token: z.optional(id) }),
  z.object({ type: z.literal('unsubscribe'), table: id }),
  /** Asks for the current view again (a reconnecting client gets it on `subscribe` anyway). */
  z.object({ type: z.literal('sync'), table: id }),
  /**
   * A seat's action. `id` comes back in the `ack` or `error`. With `version`, the action is refused
   * with `stale-version` unless the table is still at that version; without it, it is checked against
   * whatever the position is when it arrives.
   */
  z.object({
    type: z.literal('act'),
    table: id,
    id: z.optional(ref),
    version: z.optional(z.int().check(z.gte(0))),
    action,
  }),
  /** Deals the next round once the round has ended (any seated player). */
  z.object({ type: z.literal('next-round'), table: id, id: z.optional(ref) }),
  /** Ends the match at once (any seated player; President has no natural end): the seed is revealed. */
  z.object({ type: z.literal('end-match'), table: id, id: z.optional(ref) }),
  /**
   * Asks for a new match with the same seats once the match is over: it starts when every seated
   * person has asked (bots, and seats a bot stands in for, accept). Who asked shows in the seat info.
   */
  z.object({ type: z.literal('rematch'), table: id, id: z.optional(ref) }),
  z.object({ type: z.literal('ping'), id: z.optional(ref) }),
  /** The host, before the match: a seat becomes open or a bot (with its level). */
  z.object({
    type: z.literal('set-seat'),
    table: id,
    id: z.optional(ref),
    seat: z.int().check(z.gte(0)),
    kind: z.enum(['open', 'bot']),
    level: z.optional(z.enum(BOT_LEVELS)),
  }),
  /** The host, before the match: bots (at `level`) take the open seats and the match starts. */
  z.object({
    type: z.literal('start-now'),
    table: id,
    id: z.optional(ref),
    level: z.optional(z.enum(BOT_LEVELS)),
  }),
  /** The host, before the match: the table is removed; its watchers get `cancelled`. */
  z.object({ type: z.literal('cancel-table'), table: id, id: z.optional(ref) }),
  /** A chat line: free text, a quick phrase (its key) or a reaction (one of CHAT_EMOJI). */
  z.object({
    type: z.literal('chat'),
    table: id,
    id: z.optional(ref),
    text: z.optional(z.string().check(z.maxLength(CHAT_LIMITS.maxChars * 4))),
    phrase: z.optional(z.enum(CHAT_PHRASES)),
    emoji: z.optional(z.enum(CHAT_EMOJI)),
  }),
  /**
   * A seated player, on their turn, asks for a hint: answered with `hint` (to this socket only) or an
   * error (hints-off, not-your-turn, too-many-hints).
   */
  z.object({ type: z.literal('hint'), table: id, id: z.optional(ref) }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export type ClientMessageOf<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

// ---------------------------------------------------------------------------------------------
// The live connection: server → client

/** One line of the table's log, in words: never names a card that was hidden when it moved. */
export const logLine = z.object({
  /** The version the line belongs to. */
  version: z.int(),
  seat: z.nullable(z.int()),
  /** What happened, e.g. "play", "pass", "give", "draw", "deal", "restock", "take". */
  kind: z.string(),
  /** Cards shown to everybody by this event (codes, RECORD.md). */
  cards: z.array(z.string()),
  /** How many cards moved unseen, when that is all that may be said. */
  count: z.nullable(z.int()),
  /** An English sentence for tools; clients write their own from `event` in their language. */
  text: z.string(),
  /** The seat's time ran out and the turn clock made this move for it (said so in the log). */
  clock: z.optional(z.literal(true)),
  /**
   * What happened, as the game says it (kind, seat, cards, count, suit, target, group, n, title,
   * seats, points), already cut to what this connection may see.
   */
  event: z.optional(json),
});
export type LogLine = z.infer<typeof logLine>;

/** One chat line: `seat` null for a spectator; `body` is the text, the phrase's key or the emoji. */
export const chatLine = z.object({
  seq: z.int(),
  seat: z.nullable(z.int()),
  name: z.nullable(z.string()),
  kind: z.enum(['text', 'phrase', 'emoji']),
  body: z.string(),
  at: z.string(),
});
export type ChatLine = z.infer<typeof chatLine>;

export const serverMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    protocol: z.int(),
    limits: z.object({
      maxMessageBytes: z.int(),
      messagesPerSecond: z.number(),
      burst: z.int(),
      tablesPerAddress: z.int(),
    }),
  }),
  /** The table's seats and status: sent on subscribe and whenever a seat or the status changes. */
  z.object({ type: z.literal('table'), table: tableInfo }),
  /**
   * What this connection may see at `version`: the seat's view (a spectator's when `seat` is null),
   * the seat's legal actions (empty when it may not act), and the log's last lines. Without `from` a
   * full snapshot: sent on subscribe, on `sync`, and after a change to a connection that lacks the
   * version before it. With `from` a change: `log` holds only the lines after the view this connection
   * was sent at version `from` (view and legal are whole); a client whose last view is not at `from`
   * asks with `sync` (applyViewChange). Absent (no message) before the first deal.
   */
  z.object({
    type: z.literal('view'),
    table: id,
    version: z.int(),
    from: z.optional(z.int()),
    match: z.int(),
    seat: z.nullable(z.int()),
    view: json,
    legal: z.array(json),
    log: z.array(logLine),
  }),
  /**
   * At a slow table, to a seat's connection when it subscribes (issue 34): the version the seat's
   * person last saw there. The log's lines after it happened since they were here.
   */
  z.object({ type: z.literal('since'), table: id, version: z.int() }),
  /** The action (or next-round, end-match, rematch) with this `id` is committed at `version`. */
  z.object({ type: z.literal('ack'), id: z.nullable(ref), table: id, version: z.int() }),
  /**
   * A refusal: the engine's code and reason for actions, or one of the server's codes. `message`
   * is an English sentence for logs and tools; clients show `reason` (or `code`) in their language.
   */
  z.object({
    type: z.literal('error'),
    id: z.nullable(ref),
    table: z.nullable(id),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    reason: z.optional(reason),
  }),
  z.object({ type: z.literal('pong'), id: z.nullable(ref) }),
  /**
   * The turn clock of the table's current decision: the seats it runs for and the ms left when sent
   * (clients count down from their own receipt). `seats` empty: the round is over and the next one is
   * dealt by itself in `remainingMs` (a seated player's next-round deals it at once).
   */
  z.object({
    type: z.literal('clock'),
    table: id,
    version: z.int(),
    seats: z.array(z.int()),
    remainingMs: z.int(),
    totalMs: z.int(),
  }),
  /** Chat lines, oldest first: the table's last ones on subscribe, then each new one. */
  z.object({ type: z.literal('chat'), table: id, lines: z.array(chatLine) }),
  /** The waiting table was cancelled by its host. */
  z.object({ type: z.literal('cancelled'), table: id }),
  /**
   * A hint for the asking seat only, found by a search from its own view at `version` (stale once the
   * table has moved on): the suggested action (one of the seat's legal actions), the share of sampled
   * deals it won and its mean result (0..1), and the same for the action it is compared with (null: no other).
   */
  z.object({
    type: z.literal('hint'),
    table: id,
    id: z.nullable(ref),
    version: z.int(),
    seat: z.int(),
    action: json,
    /**
     * Which figure the words show (bots' `suggestion`): won test games, the mean result, none (too
     * few test games: a rough guess) or none (the only move); chosen so the suggestion's is the best.
     */
    figure: z.enum(['wins', 'result', 'guess', 'only']),
    wins: z.number(),
    value: z.number(),
    samples: z.int(),
    /** The move the figure is compared with (the one that won most of the rest, or the runner-up). */
    second: z.nullable(z.object({ action: json, wins: z.number(), value: z.number() })),
    /**
     * Why the suggestion is good, in card terms (the game's `why`): reason codes with parameters that
     * the catalogue's WHY_WORDS say in the player's language, strongest first; empty when none applies.
     */
    why: z._default(z.array(reason), []),
    /** Hints this seat has used in the match, this one included, and how many are left this round. */
    used: z.int(),
    left: z.int(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

export type ViewMessage = ServerMessageOf<'view'>;

/**
 * The whole view a `view` message brings, given the last whole one this connection holds for the
 * table: a snapshot is itself; a change (`from`) is the last one's log and the change's new lines,
 * or null when the last one is not at `from` (a view was missed: ask for the snapshot with `sync`).
 */
export function applyViewChange(last: ViewMessage | undefined, msg: ViewMessage): ViewMessage | null {
  if (msg.from === undefined) return msg;
  if (!last || last.version !== msg.from || last.match !== msg.match || last.seat !== msg.seat) return null;
  const { from: _from, ...whole } = msg;
  return { ...whole, log: [...last.log, ...msg.log] };
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An `act` read without zod: a move is most of what clients send, and the schema's walk and copy
 * were a few per cent of the server's time per move. Exactly what `clientMessage` accepts for an
 * `act` (its test holds both to the same answers), and the same message it gives; anything else,
 * or anything unusual, is null and goes to the schema (which then also words the error).
 */
export function readAct(raw: unknown): ClientMessageOf<'act'> | null {
  if (!isPlain(raw) || raw['type'] !== 'act') return null;
  const { table, id, version, action } = raw;
  if (typeof table !== 'string' || !ID.test(table)) return null;
  if (id !== undefined && !(typeof id === 'string' ? id.length <= 64 : isInt(id))) return null;
  if (version !== undefined && !(isInt(version) && version >= 0)) return null;
  if (!isPlain(action) || Object.hasOwn(action, '__proto__')) return null;
  const type = action['type'];
  if (typeof type !== 'string' || type.length < 1 || type.length > 32) return null;
  return {
    type: 'act',
    table,
    ...(id !== undefined ? { id: id as string | number } : {}),
    ...(version !== undefined ? { version } : {}),
    action: action as WireAction,
  };
}

/**
 * Reads a client message from raw text: the parsed message, or the error to send back.
 * The one entry point the server uses, so that every message is checked on arrival.
 */
export function parseClientMessage(
  text: string,
): { ok: true; message: ClientMessage } | { ok: false; code: 'bad-message'; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, code: 'bad-message', message: 'A message must be one JSON object.' };
  }
  const act = readAct(raw);
  if (act) return { ok: true, message: act };
  const parsed = clientMessage.safeParse(raw);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length ? ` at ${issue.path.join('.')}` : '';
  return {
    ok: false,
    code: 'bad-message',
    message: `Not a kortbord message${where}: ${issue?.message ?? 'invalid'}.`,
  };
}
export * from './profiles';
export * from './daily';
