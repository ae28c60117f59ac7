import { cardCodes, suitCode, type Card } from '../../cards';
import { event, gained, type GameEvent } from '../../events';
import type { Seat } from '../../game';
import type { Restock } from './chance';
import type { VriAction } from './moves';
import type { VriState } from './state';

const hand = (s: VriState, seat: Seat): readonly Card[] => s.hands[seat] ?? [];

/** Drawn cards are the drawer's alone; the others learn how many. */
const drawn = (before: VriState, after: VriState, seat: Seat) => ({
  secret: { cards: cardCodes(gained(hand(before, seat), hand(after, seat))), seats: [seat] },
});

/** What an applied Vri åtter entry meant at the table. */
export function events(
  before: VriState,
  seat: Seat | null,
  entry: VriAction | Restock,
  after: VriState,
): GameEvent[] {
  const out: GameEvent[] = [];
  if (seat === null) {
    out.push(event('restock', null, { count: after.stock.length }));
    return out;
  }
  const a = entry as VriAction;
  switch (a.type) {
    case 'play':
      out.push(event('play', seat, { cards: a.cards, ...(a.suit ? { suit: a.suit } : {}) }));
      if (a.call) out.push(event('call', seat, { title: after.options.callWord }));
      if (after.penalty > before.penalty) out.push(event('penalty', after.turn, { n: after.penalty }));
      break;
    case 'draw':
      out.push(event(before.penalty > 0 ? 'draw-penalty' : 'draw', seat, drawn(before, after, seat)));
      break;
    case 'pass':
      out.push(event('pass', seat));
      break;
    case 'knock':
      out.push(event('knock', seat, { target: a.target, ...drawn(before, after, a.target) }));
      break;
    case 'suit':
      out.push(event('suit', seat, { suit: suitCode(after.suit) }));
      break;
  }
  for (const s of after.out)
    if (!before.out.includes(s)) out.push(event('out', s, { n: after.out.indexOf(s) + 1 }));
  return out;
}
