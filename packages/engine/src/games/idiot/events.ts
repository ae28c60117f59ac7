import { cardCodes, type Card } from '../../cards';
import { event, type GameEvent } from '../../events';
import type { Seat } from '../../game';
import type { IdiotAction } from './actions';
import type { IdiotState } from './state';

/** What an applied Idiot entry meant at the table. */
export function events(
  before: IdiotState,
  seat: Seat | null,
  a: IdiotAction,
  after: IdiotState,
): GameEvent[] {
  if (seat === null) return [];
  const out: GameEvent[] = [];
  const laid = (): string[] => cardCodes(after.pile.slice(before.pile.length) as Card[]);
  switch (a.type) {
    case 'arrange':
      out.push(event('arrange', seat, { cards: cardCodes(after.faceUp[seat] ?? []) }));
      break;
    case 'play':
      out.push(event('play', seat, { cards: a.cards }));
      break;
    case 'flip': {
      const card = before.faceDown[seat]?.[a.index];
      out.push(event('flip', seat, { cards: card === undefined ? [] : cardCodes([card]) }));
      break;
    }
    case 'chance':
      out.push(event('chance', seat, { cards: laid().slice(-1) }));
      break;
    case 'pickup':
      out.push(event('pickup', seat, { count: before.pile.length + (a.faceUp ? 1 : 0) }));
      break;
  }
  if (after.burned.length > before.burned.length)
    out.push(event('burned', seat, { count: after.burned.length - before.burned.length }));
  for (const s of after.placings)
    if (!before.placings.includes(s)) out.push(event('out', s, { n: after.placings.indexOf(s) + 1 }));
  if (after.phase === 'round-over' && before.phase !== 'round-over') {
    const idiot = after.placings[after.placings.length - 1];
    if (idiot !== undefined) out.push(event('idiot', idiot, { title: 'idiot' }));
  }
  return out;
}
