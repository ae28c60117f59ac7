/**
 * Whose turn a change makes it (issue 34): the seats that act once the change is in and did not act
 * before it. A move or a deal (the engine computed the match it leads to) and the start of a match
 * (its first deal, made here from the seed the change carries) both count: the first turn of a new
 * match is told as every later one is.
 */
import { isRoundOver, newMatch, resolveChance, type Match } from '@kortbord/engine';
import type { Table } from '../table';
import type { Change } from './change';
import { actingSeats } from './my-tables';

/** The match the change leads to, when it leads to one being played; null otherwise. */
function matchAfter(t: Table, p: Change): { match: Match; fresh: boolean } | null {
  if (p.moved) return { match: p.moved.match, fresh: false };
  const first = p.entries[0];
  if (!first || !('start' in first) || p.seed === undefined) return null;
  const started = newMatch({ game: t.game, players: t.players, options: t.options, seed: p.seed });
  return started.ok ? { match: resolveChance(started.value), fresh: true } : null;
}

export function freshTurns(t: Table, p: Change): number[] {
  const after = matchAfter(t, p);
  if (!after) return [];
  const m = after.match;
  if (m.over || isRoundOver(m)) return [];
  // A new match: nobody acted in it before, so whoever acts first is told.
  const before = new Set(after.fresh ? [] : actingSeats(t));
  return (m.game.toAct(m.state) as readonly number[]).filter((seat) => !before.has(seat));
}
