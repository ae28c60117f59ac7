import { event, type GameEvent } from './events';
import type { Match, RecordEntry } from './match';

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
    const r = after.results[after.results.length - 1];
    if (r) out.push(event('round-over', null, { n: after.round, seats: r.placings, points: r.points }));
  }
  if (after.over && !before.over) out.push(event('match-over', null));
  return out;
}
