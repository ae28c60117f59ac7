import { cardCodes, rankOf, type Card } from '../../cards';
import { event, gained, type GameEvent } from '../../events';
import type { Seat } from '../../game';
import type { PresidentAction, PresidentState } from './state';

const hand = (s: PresidentState, seat: Seat): readonly Card[] => s.hands[seat] ?? [];

/** An exchange: the cards are the giver's and the receiver's to see; the table learns how many. */
const give = (from: Seat, to: Seat, cards: readonly Card[]): GameEvent =>
  event('give', from, { target: to, secret: { cards: cardCodes(cards), seats: [from, to] } });

/** The exchanges made at the deal (the boms's and vice-boms's best cards go up by themselves). */
export const dealt = (s: PresidentState): GameEvent[] =>
  s.transfers.filter((t) => t.auto).map((t) => give(t.from, t.to, t.cards));

/** What an applied President entry meant at the table. */
export function events(
  before: PresidentState,
  seat: Seat | null,
  a: PresidentAction,
  after: PresidentState,
): GameEvent[] {
  if (seat === null) return [];
  const out: GameEvent[] = [];
  if (a.type === 'give') {
    const to = after.hands.findIndex((h, x) => x !== seat && h.length > hand(before, x).length);
    out.push(give(seat, to, gained(hand(before, to), hand(after, to))));
  } else if (a.type === 'pass') out.push(event('pass', seat));
  else {
    out.push(event('play', seat, { cards: a.cards }));
    if (a.call) out.push(event('call', seat));
  }
  if (after.cleared.length > before.cleared.length) {
    const gone = after.cleared.slice(before.cleared.length);
    const burned =
      gone.length >= 4 && gone.slice(-4).every((c) => rankOf(c) === rankOf(gone[gone.length - 1] as Card));
    // At the round's end nobody leads (turn is -1): the pile went with the last card, which the
    // round's result tells; a clearing is said only where someone leads next.
    if (burned) out.push(event('burned', null, { count: gone.length }));
    else if (after.turn >= 0) out.push(event('cleared', after.turn, { count: gone.length }));
  }
  for (const s of after.finished)
    if (!before.finished.includes(s)) out.push(event('out', s, { n: after.finished.indexOf(s) + 1 }));
  for (const s of after.marked) if (!before.marked.includes(s)) out.push(event('boms', s, { title: 'boms' }));
  return out;
}
