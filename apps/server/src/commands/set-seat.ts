import { Refused, type Level, type Table } from '../table';
import { BOT_NAMES, type Planned, type SeatChange } from './change';

/**
 * The host's change of a seat before the match: an open seat or a bot's becomes open or a bot (a
 * person's seat is theirs to leave). Refused once the match has started.
 */
export function planSetSeat(t: Table, seat: number, kind: 'open' | 'bot', level: Level): Planned<SeatChange> {
  const s = t.seats[seat];
  if (!s) return new Refused('not-found', `There is no seat ${seat} at this table.`);
  if (t.match) return new Refused('illegal', 'The match has started: the seats are set.');
  if (s.kind === 'human')
    return new Refused('seat-taken', `Seat ${seat} is a player's: only they can leave it.`);
  const botNames = t.seats.filter((x) => x.kind === 'bot' && x.seat !== seat).map((x) => x.name);
  const name =
    BOT_NAMES.map((n) => `${n} (bot)`).find((n) => !botNames.includes(n)) ?? `Seat ${seat + 1} (bot)`;
  const cleared = { tokenHash: null, inviteHash: null, standIn: false, away: false } as const;
  return {
    seat,
    set: kind === 'bot' ? { kind, level, name, ...cleared } : { kind, level: null, name: null, ...cleared },
    guard: { kind: s.kind },
    lost: new Refused('seat-taken', `Seat ${seat} was just taken.`),
  };
}
