import type { Json } from './json';
import { writeRecord, type Match } from './match';

/**
 * The record of a match's finished rounds only, for a review while the match goes on: every finished
 * round's deal written out (the first in `deal`, the later ones as `{"deal"}` entries) and its moves
 * and chance outcomes, cut just before the deal of the round being played. No seed: with it anyone
 * could deal the current round and every later one. `rounds` says how many rounds it holds (RECORD.md).
 * Null while the first round is still being played (its deal is the current round's cards).
 */
export function finishedRoundsRecord(m: Match): Json | null {
  const rounds = m.results.length;
  if (rounds === 0) return null;
  const full = writeRecord(m) as Record<string, Json>;
  const { seed: _seed, ...rest } = full;
  const entries = full['moves'] as Json[];
  // The n-th `{"deal"}` entry starts round n + 1; the one that starts round rounds + 1 is the cut.
  let deals = 0;
  let cut = entries.length;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (e && typeof e === 'object' && !Array.isArray(e) && 'deal' in e && ++deals === rounds) {
      cut = i;
      break;
    }
  }
  return { ...rest, rounds, moves: entries.slice(0, cut) };
}
