import type { Action, AnyGame, GameId, GameView, RoundResult, RoundSetup, Seat } from './game';
import { getGame } from './registry';
import type { Json } from './json';
import { EntryLog } from './entry-log';
import { resolveOptions } from './options';
import { ok, refuse, type ErrorCode, type Refusal, type Result } from './result';
import { sayReason } from './words/catalogue';
import { reason, type Reason } from './words/game-words';
import { rngFromSeed, rngFromState, type Rng } from './rng';

/** One entry of a record's `moves` list (RECORD.md). */
export type RecordEntry =
  { readonly seat: Seat; readonly action: Json } | { readonly deal: Json } | { readonly chance: Json };

/**
 * A match: rounds, cumulative scores, dealer rotation and match end around one game's round state.
 * Plain data apart from `game`; never mutated. `rng` is the seeded source's state (never in a view).
 */
export interface Match {
  readonly game: AnyGame;
  readonly players: number;
  readonly options: Json;
  readonly dealer: Seat;
  readonly round: number;
  readonly scores: readonly number[];
  readonly results: readonly RoundResult[];
  readonly over: boolean;
  /**
   * The match was ended at the table by agreement (President's "end the match") before its own rules
   * ended it: its result is the standing after the finished rounds; a round in play counts for nothing.
   */
  readonly ended?: boolean;
  readonly state: unknown;
  readonly seed: string | null;
  readonly rng: readonly number[] | null;
  /** The first round's deal and every entry since, for writing the record. */
  readonly firstDeal: Json;
  readonly log: EntryLog<RecordEntry>;
}

export interface NewMatch {
  readonly game: string;
  readonly players: number;
  readonly options?: unknown;
  readonly dealer?: number;
  readonly seed?: string | number | null;
  /** The first round's layout; drawn from the seed when absent. */
  readonly deal?: unknown;
}

const roundOver = (m: Match): boolean => m.results.length === m.round;

function setupOf(m: Pick<Match, 'players' | 'options' | 'dealer' | 'round' | 'scores' | 'results'>) {
  return {
    players: m.players,
    options: m.options,
    dealer: m.dealer,
    round: m.round,
    previous: m.results[m.results.length - 1] ?? null,
    scores: m.scores,
  } satisfies RoundSetup<Json>;
}

function withRng<T>(m: Match, f: (rng: Rng) => T): { value: T; rng: number[] } | null {
  if (!m.rng) return null;
  const rng = rngFromState(m.rng);
  const value = f(rng);
  return { value, rng: rng.state() };
}

export function newMatch(spec: NewMatch): Result<Match> {
  const game = getGame(spec.game);
  if (!game)
    return refuse(
      'malformed',
      `Unknown game ${JSON.stringify(spec.game)}.`,
      reason('unknown-game', { name: /^[\w-]{1,30}$/.test(String(spec.game)) ? String(spec.game) : '?' }),
    );
  const players = spec.players;
  if (!Number.isInteger(players) || players < game.minPlayers)
    return refuse(
      'malformed',
      `${game.name.en} needs at least ${game.minPlayers} players.`,
      reason('too-few-players', { game: game.id, n: game.minPlayers }),
    );
  const opts = resolveOptions(game.options, game.presets, spec.options, players, game.presetFor?.bind(game));
  if (!opts.ok) return opts;
  const options = opts.value as Json;
  if (players > game.maxPlayers(options))
    return refuse(
      'malformed',
      `${game.name.en} takes at most ${game.maxPlayers(options)} players with these options.`,
      reason('too-many-for-options', { game: game.id, n: game.maxPlayers(options) }),
    );
  const why = game.checkOptions?.(options, players);
  if (why) return refuse('malformed', sayReason(game.id, why, 'en'), why);
  const dealer = spec.dealer ?? players - 1;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= players)
    return refuse(
      'malformed',
      `The dealer must be a seat from 0 to ${players - 1}.`,
      reason('bad-dealer', { n: players }),
    );
  const seed = spec.seed === undefined || spec.seed === null ? null : String(spec.seed);
  const base = {
    players,
    options,
    dealer,
    round: 1,
    scores: new Array<number>(players).fill(0),
    results: [],
  };
  const setup = setupOf(base);
  let rngState: number[] | null = seed === null ? null : rngFromSeed(seed).state();
  let deal: unknown;
  if (spec.deal !== undefined) {
    const parsed = game.parseDeal(spec.deal, setup);
    if (!parsed.ok) return parsed;
    deal = parsed.value;
  } else if (rngState) {
    const rng = rngFromState(rngState);
    deal = game.randomDeal(setup, rng);
    rngState = rng.state();
  } else return refuse('malformed', 'A record needs a deal or a seed.', reason('needs-deal-or-seed'));
  const m: Match = {
    game,
    ...base,
    over: false,
    state: game.setup(setup, deal),
    seed,
    rng: rngState,
    firstDeal: game.dealToJson(deal),
    log: EntryLog.empty(),
  };
  return ok(settleRound(m));
}

/** Records a round that has just ended: its result, the new totals, and whether the match is over. */
function settleRound(m: Match): Match {
  if (roundOver(m)) return m;
  const result = m.game.roundResult(m.state);
  if (!result) return m;
  const scores = m.scores.map((s, i) => s + (result.points[i] ?? 0));
  const results = [...m.results, result];
  return { ...m, scores, results, over: m.game.matchOver(scores, results.length, m.options) };
}

export const isRoundOver = roundOver;

/** The match ended at the table by agreement: over now, its result the finished rounds' (see `ended`). */
export const endByAgreement = (m: Match): Match => (m.over ? m : { ...m, over: true, ended: true });

export function toAct(m: Match): readonly Seat[] {
  return roundOver(m) ? [] : m.game.toAct(m.state);
}

export const chanceDue = (m: Match): boolean => !roundOver(m) && !!m.game.chance?.due(m.state);

/** Every legal action of every seat that may act now (knocks included), by seat. */
export function legalBySeat(m: Match): Record<string, Json[]> {
  const out: Record<string, Json[]> = {};
  if (roundOver(m) || m.over) return out;
  for (let seat = 0; seat < m.players; seat++) {
    const acts = m.game.legalActions(m.state, seat) as Json[];
    if (acts.length) out[String(seat)] = acts;
  }
  return out;
}

/** Deals the next round: from `rawDeal`, or from the seeded source when it is absent. */
export function dealNext(m: Match, rawDeal?: unknown): Result<Match> {
  if (m.over)
    return refuse('game-over', 'The match is over; no more rounds are dealt.', reason('match-over'));
  if (!roundOver(m))
    return refuse(
      'illegal',
      'A new deal comes only when the round has ended.',
      reason('deal-when-round-over'),
    );
  const next = { ...m, dealer: (m.dealer + 1) % m.players, round: m.round + 1 };
  const setup = setupOf(next);
  let deal: unknown;
  let rng = m.rng;
  if (rawDeal !== undefined) {
    const parsed = m.game.parseDeal(rawDeal, setup);
    if (!parsed.ok) return parsed;
    deal = parsed.value;
  } else {
    const drawn = withRng(m, (r) => m.game.randomDeal(setup, r));
    if (!drawn)
      return refuse(
        'malformed',
        'The next round needs a deal: the record has no seed to draw one from.',
        reason('next-deal-needs-seed'),
      );
    deal = drawn.value;
    rng = drawn.rng;
  }
  const entry: RecordEntry = { deal: m.game.dealToJson(deal) };
  return ok(settleRound({ ...next, rng, state: m.game.setup(setup, deal), log: m.log.append(entry) }));
}

/** An action that passed every check: the match it applies to and the legal action it equals. */
export interface CheckedAction {
  /** The match the action applies to: after the next round's deal when the action opened one. */
  readonly match: Match;
  readonly seat: Seat;
  /** The action as read from what was sent. */
  readonly action: Action;
  /** The legal action equal to it (same key): the engine's own form, nothing else sent along. */
  readonly legal: Action;
}

/**
 * The checks of a seat's action, in RECORD.md's order: malformed, game-over, not-your-turn, illegal.
 * Parses the action once and generates the seat's legal moves once.
 */
export function checkAction(m: Match, seat: unknown, raw: unknown): Result<CheckedAction> {
  if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= m.players)
    return refuse(
      'malformed',
      `There is no seat ${JSON.stringify(seat)} at this table (seats 0 to ${m.players - 1}).`,
      reason('no-such-seat', { value: Number.isInteger(seat) ? (seat as number) + 1 : '?', n: m.players }),
    );
  const s = seat as Seat;
  if (roundOver(m) && !m.over && m.rng) {
    const dealt = dealNext(m);
    if (!dealt.ok) return dealt;
    m = dealt.value;
  }
  const game = m.game;
  const parsed = readAction(game, raw, m.state, s);
  if (!parsed.ok) return parsed;
  const action = parsed.value as Action;
  if (m.over) return refused(game, 'game-over', reason('match-over'));
  if (roundOver(m)) return refused(game, 'not-your-turn', reason('round-over-wait'));
  // RECORD.md: a chance entry is due at once; no move comes before it, a knock included.
  if (chanceDue(m)) return refused(game, 'not-your-turn', reason('chance-first'));
  const acting = game.toAct(m.state);
  if (!acting.includes(s) && !game.outOfTurn?.(action))
    return refused(
      game,
      'not-your-turn',
      acting.length ? reason('waiting-for', { seats: acting.join(' ') }) : reason('dealing'),
    );
  const key = game.actionKey(action);
  const legal = game.legalActions(m.state, s) as Action[];
  const same = legal.find((l) => game.actionKey(l) === key);
  if (!same) return refused(game, 'illegal', game.explain(m.state, s, action));
  return ok({ match: m, seat: s, action, legal: same });
}

/**
 * The checked entry point for a seat's action, in RECORD.md's order: malformed, game-over,
 * not-your-turn, illegal. A refusal leaves the match as it was. The record keeps `raw` as written;
 * `step` (move.ts) is the entry point that also draws the chance outcomes and says what to store.
 */
export function act(m: Match, seat: unknown, raw: unknown): Result<Match> {
  const checked = checkAction(m, seat, raw);
  if (!checked.ok) return checked;
  return ok(applyChecked(checked.value, checked.value.action, raw as Json));
}

/** A refusal with its reason, and the reason in English for records and tools. */
const refused = (game: AnyGame, code: ErrorCode, why: Reason): Refusal =>
  refuse(
    code,
    sayReason(game.id, why, 'en', (seat) => `seat ${seat}`),
    why,
  );

/**
 * Untrusted input stops here: whatever a client sends (`{"type":"__proto__"}`, odd nesting) comes
 * back as `malformed`, never as an exception from a game's parser.
 */
function readAction(game: AnyGame, raw: unknown, state: unknown, seat: Seat): Result<Action> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse('malformed', 'An action is a JSON object with a "type".', reason('action-not-object'));
  const type = (raw as Record<string, unknown>)['type'];
  if (typeof type !== 'string' || Object.prototype.hasOwnProperty.call(Object.prototype, type))
    return refuse('malformed', `Unknown action type ${JSON.stringify(type)}.`, reason('unknown-action'));
  try {
    return game.parseAction(raw, state, seat) as Result<Action>;
  } catch {
    return refuse('malformed', 'That action could not be read.', reason('unknown-action'));
  }
}

/** Applies a checked action (its read or its legal form), logged as `entry` (the form the record keeps). */
export function applyChecked(c: CheckedAction, action: Action, entry: Json): Match {
  const m = c.match;
  const state = m.game.apply(m.state, c.seat, action);
  return settleRound({ ...m, state, log: m.log.append({ seat: c.seat, action: entry }) });
}

/** Applies a chance outcome read from a record. */
export function applyChance(m: Match, raw: unknown): Result<Match> {
  const rules = m.game.chance;
  if (!rules || !chanceDue(m))
    return refuse('illegal', 'No random event is due here.', reason('no-chance-due'));
  const parsed = rules.parse(raw, m.state);
  if (!parsed.ok) return parsed;
  const state = rules.apply(m.state, parsed.value);
  return ok(settleRound({ ...m, state, log: m.log.append({ chance: rules.toJson(parsed.value) }) }));
}

/** Draws every chance outcome now due from the seeded source. Unchanged without one. */
export function resolveChance(m: Match): Match {
  const rules = m.game.chance;
  while (rules && m.rng && chanceDue(m)) {
    const drawn = withRng(m, (r) => rules.sample(m.state, r));
    if (!drawn) break;
    const state = rules.apply(m.state, drawn.value);
    m = settleRound({
      ...m,
      state,
      rng: drawn.rng,
      log: m.log.append({ chance: rules.toJson(drawn.value) }),
    });
  }
  return m;
}

/**
 * The state as RECORD.md shows it: the common fields and the game's own. `seat` a number: what that
 * seat may see; null: a spectator; 'all': nothing hidden.
 */
export function matchView(m: Match, seat: Seat | null | 'all'): Json {
  const gv: GameView = seat === 'all' ? m.game.fullView(m.state) : m.game.view(m.state, seat);
  const last = m.results[m.results.length - 1];
  const done = roundOver(m) ? last : undefined;
  // Ended by agreement during a round: the standing is the finished rounds', never the round cut short.
  const cut = !done && m.over;
  return {
    game: m.game.id as GameId,
    players: m.players,
    options: m.options,
    dealer: m.dealer,
    round: m.round,
    ...gv,
    phase: done ? 'round-over' : gv.phase,
    toAct: done || cut ? [] : gv.toAct,
    placings: done ? done.placings : cut ? (last?.placings ?? []) : gv.placings,
    // Between rounds, the finished round's own points (the totals are in `scores`).
    ...(done ? { points: done.points } : cut ? { points: last?.points ?? null } : {}),
    over: m.over,
    // Ended at the table: how many rounds were finished (0: none, so nobody won).
    ...(m.ended ? { ended: m.results.length } : {}),
    scores: m.scores,
  };
}

/** The game record of the match so far (RECORD.md), with every deal and chance outcome written out. */
export function writeRecord(m: Match): Json {
  return {
    format: 'kortbord/1',
    game: m.game.id,
    players: m.players,
    options: m.options,
    dealer: (m.dealer - (m.round - 1) + m.players * m.round) % m.players,
    ...(m.seed !== null ? { seed: m.seed } : {}),
    deal: m.firstDeal,
    moves: m.log.toArray() as Json[],
  };
}
