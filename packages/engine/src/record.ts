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

export const RECORD_FORMAT = 'kortbord/1';

export interface ReplayError {
  /** The index in `moves` of the refused entry; null for the record itself or its first deal. */
  readonly index: number | null;
  readonly code: ErrorCode;
  readonly message: string;
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
) => ({
  ok: false,
  applied,
  error: { index, code, message },
  match,
});

/** Parses and replays a record (already JSON-decoded). */
export function replay(doc: unknown): ReplayOutcome {
  if (!isObject(doc)) return fail(null, 'malformed', 'A game record is a JSON object.');
  if (doc['format'] !== undefined && doc['format'] !== RECORD_FORMAT)
    return fail(
      null,
      'malformed',
      `Unknown record format ${JSON.stringify(doc['format'])}; expected "${RECORD_FORMAT}".`,
    );
  if (typeof doc['game'] !== 'string')
    return fail(null, 'malformed', 'The record does not say which game it is.');
  if (!Number.isInteger(doc['players']))
    return fail(null, 'malformed', 'The record does not say how many players.');
  const moves = doc['moves'] ?? [];
  if (!Array.isArray(moves)) return fail(null, 'malformed', '"moves" must be a list.');
  const seed = doc['seed'];
  if (seed !== undefined && seed !== null && typeof seed !== 'string' && typeof seed !== 'number')
    return fail(null, 'malformed', 'The seed must be a string or a number.');
  const dealer = doc['dealer'];
  if (dealer !== undefined && !Number.isInteger(dealer))
    return fail(null, 'malformed', 'The dealer must be a seat number.');
  const started = newMatch({
    game: doc['game'],
    players: doc['players'] as number,
    options: doc['options'],
    dealer: dealer as number | undefined,
    seed: (seed as string | number | undefined) ?? null,
    deal: doc['deal'],
  });
  if (!started.ok) return fail(null, started.code, started.message);
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
      );
    if (!next.ok) return fail(i, next.code, next.message, applied, m);
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
