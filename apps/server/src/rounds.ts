/**
 * The finished rounds of the match being played, for a review while it goes on (issue 16): the
 * engine's record cut before the current round's deal, without the seed, with the seats' names.
 */
import { finishedRoundsRecord, type Json } from '@kortbord/engine';
import { Refused, type Table } from './table';

export function roundsRecord(t: Table): Json {
  if (!t.match) throw new Refused('not-started', 'The table waits for players: no round has been dealt.');
  const rec = finishedRoundsRecord(t.match);
  if (!rec || typeof rec !== 'object' || Array.isArray(rec))
    throw new Refused(
      'round-not-over',
      'No round of this match has ended yet: a round is given out once it has ended.',
    );
  return { ...rec, match: t.matchNo, names: t.seats.map((s) => s.name ?? `Seat ${s.seat + 1}`) };
}
