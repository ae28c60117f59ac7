import { isObject, type Json } from './json';
import {
  act,
  applyChance,
  dealNext,
  legalBySeat,
  matchView,
  newMatch,
  resolveChance,
  type Match,
} from './match';
import type { ErrorCode } from './result';
import type { Seat } from './game';
import type { Params } from './words/lang';
import { reason, type Reason } from './words/game-words';
import type { SharedReason } from './words/reasons';

export const RECORD_FORMAT = 'kortbord/1';

export interface ReplayError {
  /** The index in `moves` of the refused entry; null for the record itself or its first deal. */
  readonly index: number | null;
  readonly code: ErrorCode;
  readonly message: string;
  /** Why, as a code the catalogue puts in the reader's language (absent: the code's own words). */
  readonly reason?: Reason;
}

export interface ReplayOutcome {
  readonly ok: boolean;
  readonly applied: number;
  readonly error: ReplayError | null;
  /** The match after the applied entries; null when the record could not be read at all. */
  readonly match: Match | null;
}

const fail = (
  index: number | null,
  code: ErrorCode,
  message: string,
  applied = 0,
  match: Match | null = null,
  why?: Reason,
): ReplayOutcome => ({
  ok: false,
  applied,
  error: why ? { index, code, message, reason: why } : { index, code, message },
  match,
});

/** A record's own fault, before any entry: `malformed`, with its reason. */
const bad = (message: string, code: SharedReason, params?: Params): ReplayOutcome =>
  fail(null, 'malformed', message, 0, null, reason(code, params));

/** Parses and replays a record (already JSON-decoded). */
export function replay(doc: unknown): ReplayOutcome {
  if (!isObject(doc)) return bad('A game record is a JSON object.', 'record-not-object');
  if (doc['format'] !== undefined && doc['format'] !== RECORD_FORMAT)
    return bad(
      `Unknown record format ${JSON.stringify(doc['format'])}; expected "${RECORD_FORMAT}".`,
      'record-format',
      { format: RECORD_FORMAT },
    );
  if (typeof doc['game'] !== 'string')
    return bad('The record does not say which game it is.', 'record-no-game');
  if (!Number.isInteger(doc['players']))
    return bad('The record does not say how many players.', 'record-no-players');
  const moves = doc['moves'] ?? [];
  if (!Array.isArray(moves)) return bad('"moves" must be a list.', 'record-moves');
  const seed = doc['seed'];
  if (seed !== undefined && seed !== null && typeof seed !== 'string' && typeof seed !== 'number')
    return bad('The seed must be a string or a number.', 'record-seed');
  const dealer = doc['dealer'];
  if (dealer !== undefined && !Number.isInteger(dealer))
    return bad('The dealer must be a seat number.', 'record-dealer');
  const started = newMatch({
    game: doc['game'],
    players: doc['players'] as number,
    options: doc['options'],
    dealer: dealer as number | undefined,
    seed: (seed as string | number | undefined) ?? null,
    deal: doc['deal'],
  });
  if (!started.ok) return fail(null, started.code, started.message, 0, null, started.reason);
  const first: unknown = moves[0];
  let m = isObject(first) && 'chance' in first ? started.value : resolveChance(started.value);
  let applied = 0;
  for (let i = 0; i < moves.length; i++) {
    const entry: unknown = moves[i];
    let next;
    if (isObject(entry) && 'deal' in entry) next = dealNext(m, entry['deal']);
    else if (isObject(entry) && 'chance' in entry) next = applyChance(m, entry['chance']);
    else if (isObject(entry) && 'seat' in entry && 'action' in entry)
      next = act(m, entry['seat'], entry['action']);
    else
      return fail(
        i,
        'malformed',
        `Entry ${i} is neither a move ({"seat", "action"}), a deal nor a chance outcome.`,
        applied,
        m,
        reason('record-entry'),
      );
    if (!next.ok) return fail(i, next.code, next.message, applied, m, next.reason);
    m = next.value;
    applied++;
    // Chance outcomes written in the record come first; a seed supplies the ones left out.
    const following: unknown = moves[i + 1];
    if (!(isObject(following) && 'chance' in following)) m = resolveChance(m);
  }
  return { ok: true, applied, error: null, match: m };
}

/** The JSON object `kortbord replay` prints. */
export function replayReport(outcome: ReplayOutcome, seat: Seat | null): Json {
  const m = outcome.match;
  return {
    ok: outcome.ok,
    applied: outcome.applied,
    error: outcome.error as Json,
    state: m ? matchView(m, seat === null ? 'all' : seat) : null,
    legal: m ? (seat === null ? legalBySeat(m) : pick(legalBySeat(m), seat)) : {},
  };
}

const pick = (legal: Record<string, Json[]>, seat: Seat): Record<string, Json[]> =>
  legal[String(seat)] ? { [String(seat)]: legal[String(seat)] as Json[] } : {};
