import { event, type GameEvent } from './events';
import { applyChance, type Match, type RecordEntry } from './match';
import type { Json } from './json';
import type { GameId } from './game';
import { matchStanding, rankingOf, roundStanding, standingSource, type Standing } from './standing';

/**
 * What a round's points count, in the games that keep score; undefined where places alone rank a
 * round. Every game says which (a new game without its line fails the build, not the result list).
 */
const UNITS: Readonly<Record<GameId, GameEvent['unit']>> = {
  viggo: 'penalty-points',
  president: undefined,
  'vri-atter': 'penalty-points',
  idiot: undefined,
  'tuffa-viktor': 'glasses',
  hjerterfri: 'penalty-points',
};

/** The unit of a game's points (the web's and the terminal's result lists), if it keeps score. */
export const scoreUnit = (game: string): GameEvent['unit'] =>
  Object.hasOwn(UNITS, game) ? UNITS[game as GameId] : undefined;

/**
 * The unit of the points where they decide the match under these options; none where the placings
 * alone rank it (Vri åtter without `scoring`). The engine keeps the points all the same (the record's
 * scores), but a player told "3. you (29 penalty points), 4. seat 4 (25 penalty points)" reads a
 * standing that contradicts itself.
 */
export const countedUnit = (game: string, options: Json | undefined): GameEvent['unit'] =>
  rankingOf(game, options ?? {}) === 'placings' ? undefined : scoreUnit(game);

/** The standing's titles, when it gives any. */
const titled = (standing: readonly Standing[]): Pick<GameEvent, 'titles'> =>
  standing.some((s) => s.title) ? { titles: standing.map((s) => s.title ?? '') } : {};

/** The end of the match's last finished round: its standing, titles and points (null before one). */
export function roundOverEvent(m: Match): GameEvent | null {
  const r = m.results[m.results.length - 1];
  if (!r) return null;
  const unit = countedUnit(m.game.id, m.options);
  const standing = roundStanding(standingSource(m));
  return event('round-over', null, {
    n: m.round,
    seats: standing.map((s) => s.seat),
    places: standing.map((s) => s.place),
    ...titled(standing),
    ...(unit && r.points.some((p) => p !== 0) ? { points: r.points, unit } : {}),
  });
}

/** The match's standing as its end says it: places, titles, and the totals where a score decides. */
export function matchOverEvent(m: Match): GameEvent {
  const standing = matchStanding(standingSource(m));
  const unit = countedUnit(m.game.id, m.options);
  return event('match-over', null, {
    seats: standing.map((s) => s.seat),
    places: standing.map((s) => s.place),
    ...titled(standing),
    ...(unit ? { points: m.scores, unit } : {}),
  });
}

/**
 * The events of one record entry, from the match before and after it: the game's own, then the
 * round's and the match's end. Unreadable entries (they were checked when stored) give none.
 */
export function entryEvents(before: Match, entry: RecordEntry, after: Match): GameEvent[] {
  const g = after.game;
  const out: GameEvent[] = [];
  if ('deal' in entry) {
    out.push(event('deal', null, { n: after.round }), ...(g.dealt?.(after.state) ?? []));
    return out;
  }
  if ('seat' in entry) {
    const a = g.parseAction(entry.action, before.state, entry.seat);
    if (a.ok) out.push(...g.events(before.state, entry.seat, a.value, after.state));
  } else if (g.chance) {
    const c = g.chance.parse(entry.chance, before.state);
    if (c.ok) out.push(...g.events(before.state, null, c.value, after.state));
  }
  if (after.results.length > before.results.length) {
    const r = roundOverEvent(after);
    if (r) out.push(r);
  }
  if (after.over && !before.over) out.push(matchOverEvent(after));
  return out;
}

/**
 * The events of an entry (`before` → `after`) and of the chance outcomes it made due, which
 * `settled` holds after it: each outcome is stepped through so its event sees the state it met.
 */
export function stepEvents(before: Match, entry: RecordEntry, after: Match, settled: Match): GameEvent[] {
  const events = entryEvents(before, entry, after);
  let cur = after;
  // Only the entries after `after` (copying the whole history here made a move's cost grow with the match).
  for (const e of settled.log.slice(after.log.length)) {
    if (!('chance' in e)) break;
    const next = applyChance(cur, e.chance);
    if (!next.ok) break;
    events.push(...entryEvents(cur, e, next.value));
    cur = next.value;
  }
  return events;
}
