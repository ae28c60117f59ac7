import {
  act,
  applyChance,
  dealNext,
  entryEvents,
  isObject,
  newMatch,
  resolveChance,
  reason,
  RECORD_FORMAT,
  sayRefusal,
  fill,
  type GameId,
  type Json,
  type Lang,
  type Match,
  type Reason,
  type RecordEntry,
} from '@kortbord/engine';
import { TABLE_WORDS } from '@kortbord/words';
import type { Act } from './actions';
import type { LogEntry } from './describe';

/** One position of a reviewed game: the match after `index + 1` record entries (index -1: the deal). */
export interface Step {
  readonly index: number;
  readonly entry: Json | null;
  readonly match: Match;
}

/** Why a replay stopped: the entry (null: the record itself), the code and the engine's reason. */
export interface ReviewError {
  readonly index: number | null;
  readonly code: string;
  readonly reason?: Reason;
}

export interface Steps {
  readonly steps: readonly Step[];
  /** Why the replay stopped early, as data for the catalogue; null when every entry was applied. */
  readonly error: ReviewError | null;
}

const stop = (steps: readonly Step[], index: number | null, code: string, why?: Reason): Steps => ({
  steps,
  error: why ? { index, code, reason: why } : { index, code },
});

/** A review's error in the reader's language: the reason, and the move it stopped at. */
export function reviewErrorText(e: ReviewError, lang: Lang, game: GameId | null = null): string {
  const why = sayRefusal(game, e, lang);
  return e.index === null ? why : fill(TABLE_WORDS.badRecordAt[lang], { i: e.index + 1, why });
}

/**
 * Replays a game record entry by entry, the way `kortbord replay` does (engine's record.ts), keeping
 * every position so that a review can step back and forth.
 */
export function replaySteps(doc: unknown): Steps {
  if (!isObject(doc)) return stop([], null, 'malformed', reason('record-not-object'));
  if (doc['format'] !== undefined && doc['format'] !== RECORD_FORMAT)
    return stop([], null, 'malformed', reason('record-format', { format: RECORD_FORMAT }));
  // What is missing, said as the replay says it: not "no game is called «undefined»".
  if (typeof doc['game'] !== 'string') return stop([], null, 'malformed', reason('record-no-game'));
  if (!Number.isInteger(doc['players'])) return stop([], null, 'malformed', reason('record-no-players'));
  const moves = Array.isArray(doc['moves']) ? (doc['moves'] as unknown[]) : [];
  const seed = doc['seed'];
  const started = newMatch({
    game: doc['game'],
    players: doc['players'] as number,
    options: doc['options'],
    dealer: doc['dealer'] as number | undefined,
    seed: typeof seed === 'string' || typeof seed === 'number' ? seed : null,
    deal: doc['deal'],
  });
  if (!started.ok) return stop([], null, started.code, started.reason);
  const isChance = (e: unknown) => isObject(e) && 'chance' in e;
  let m = isChance(moves[0]) ? started.value : resolveChance(started.value);
  const steps: Step[] = [{ index: -1, entry: null, match: m }];
  for (let i = 0; i < moves.length; i++) {
    const e = moves[i];
    let next;
    if (isObject(e) && 'deal' in e) next = dealNext(m, e['deal']);
    else if (isObject(e) && 'chance' in e) next = applyChance(m, e['chance']);
    else if (isObject(e) && 'seat' in e && 'action' in e) next = act(m, e['seat'], e['action']);
    else return stop(steps, i, 'malformed', reason('record-entry'));
    if (!next.ok) return stop(steps, i, next.code, next.reason);
    m = next.value;
    if (!isChance(moves[i + 1])) m = resolveChance(m);
    steps.push({ index: i, entry: e as Json, match: m });
  }
  return { steps, error: null };
}

/**
 * The review's log up to step `at`: every event of every entry, with its secret cards shown (a review
 * shows every card) and its count kept (a cleared pile says how many cards went, not "0 kort").
 */
export function reviewLog(steps: readonly Step[], at: number): LogEntry[] {
  const out: LogEntry[] = [];
  steps.slice(1, at + 1).forEach((s, i) => {
    const prev = steps[i];
    if (!prev || s.entry === null) return;
    for (const e of entryEvents(prev.match, s.entry as unknown as RecordEntry, s.match)) {
      const cards = [...(e.cards ?? []), ...(e.secret?.cards ?? [])];
      const { secret: _secret, ...open } = e;
      out.push({
        version: s.index + 1,
        seat: e.seat,
        kind: e.kind,
        cards,
        count: null,
        text: e.kind,
        event: { ...open, cards } as unknown as Json,
      });
    }
  });
  return out;
}

/** The seat and action of a step's entry, when it is a move. */
export function stepMove(step: Step): { seat: number; action: Act } | null {
  const e = step.entry;
  if (!isObject(e) || typeof e['seat'] !== 'number' || !isObject(e['action'])) return null;
  return { seat: e['seat'], action: e['action'] as Act };
}

/** Where each round starts in a review: the first step of every round number, in order. */
export function roundStarts(steps: readonly Step[]): { round: number; step: number }[] {
  const out: { round: number; step: number }[] = [];
  steps.forEach((s, i) => {
    if (i === 0 || s.match.round !== steps[i - 1]?.match.round) out.push({ round: s.match.round, step: i });
  });
  return out;
}

/** The last step of round `round` (where it ended), or null when the record has no such round. */
export function roundEnd(steps: readonly Step[], round: number): number | null {
  let at: number | null = null;
  steps.forEach((s, i) => {
    if (s.match.round === round) at = i;
  });
  return at;
}

/** The players' names a record carries (kortbord's downloads add them), when it carries one per seat. */
export function recordNames(doc: unknown): string[] | undefined {
  if (!isObject(doc) || !Array.isArray(doc['names'])) return undefined;
  const names = doc['names'];
  return names.length === doc['players'] && names.every((n) => typeof n === 'string' && n.length <= 80)
    ? (names as string[])
    : undefined;
}

/**
 * The seats' names of a server's review: the table's, as shown to this reader (a seat without one is
 * its number), else the ones the record carries.
 */
export const reviewNames = (doc: unknown, seats: readonly (string | null)[] | null): string[] =>
  seats?.map((name, i) => name ?? `${i + 1}`) ?? recordNames(doc) ?? [];

/** The record with the players' names in it (an extra field the replay ignores), for a download. */
export const withNames = (doc: Json, names: readonly string[]): Json =>
  isObject(doc) ? { ...doc, names: [...names] } : doc;

/**
 * The record with the seats that people played (`people`, an extra field the replay ignores): the
 * seats the coach judges when the record is reviewed in this browser.
 */
export const withPeople = (doc: Json, seats: readonly { kind: string }[] | undefined): Json =>
  isObject(doc) && seats ? { ...doc, people: seats.flatMap((s, i) => (s.kind === 'human' ? [i] : [])) } : doc;
