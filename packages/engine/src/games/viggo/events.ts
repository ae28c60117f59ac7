import { cardCodes, type Card } from '../../cards';
import { event, gained, type GameEvent } from '../../events';
import type { Seat } from '../../game';
import type { ViggoAction, ViggoState } from './state';

const hand = (s: ViggoState, seat: Seat): readonly Card[] => s.hands[seat] ?? [];

/** What an applied Viggo entry meant at the table. Drafted cards are the drafter's alone. */
export function events(
  before: ViggoState,
  seat: Seat | null,
  a: ViggoAction,
  after: ViggoState,
): GameEvent[] {
  if (seat === null) return [];
  const out: GameEvent[] = [];
  const got = { secret: { cards: cardCodes(gained(hand(before, seat), hand(after, seat))), seats: [seat] } };
  switch (a.type) {
    case 'keep':
    case 'reject':
    case 'take':
      out.push(event(a.type, seat, got));
      break;
    case 'pass':
      out.push(event('pass', seat));
      break;
    case 'play':
      out.push(event('play', seat, { cards: a.cards }));
      break;
  }
  if (before.table !== null && after.table === null && after.phase === 'play')
    out.push(event('trick', after.turn));
  if (before.phase === 'play' && hand(before, seat).length > 0 && hand(after, seat).length === 0)
    out.push(event('out', seat));
  return out;
}
