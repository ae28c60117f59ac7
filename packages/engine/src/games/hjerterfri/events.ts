import { cardCodes, type Card } from '../../cards';
import { event, type GameEvent } from '../../events';
import type { Seat } from '../../game';
import type { HjerterfriAction } from './actions';
import { cardPoints, shooter } from './rules';
import type { HjerterfriState } from './state';

/**
 * What an applied Hjerterfri entry meant at the table. A chosen pass is the chooser's secret; when
 * the last seat has chosen, each pass is shown to its giver and its receiver only.
 */
export function events(
  before: HjerterfriState,
  seat: Seat | null,
  a: HjerterfriAction,
  after: HjerterfriState,
): GameEvent[] {
  if (seat === null) return [];
  const out: GameEvent[] = [];
  if (a.type === 'pass') {
    out.push(event('hearts-pass', seat, { secret: { cards: a.cards, seats: [seat] } }));
    if (after.phase === 'play')
      after.gave.forEach((cards, from) => {
        const to = (from + after.passBy) % after.players;
        out.push(
          event('hearts-passed', from, {
            target: to,
            secret: { cards: cardCodes(cards as Card[]), seats: [from, to] },
          }),
        );
      });
    return out;
  }
  out.push(event('play', seat, { cards: a.cards }));
  if (after.broken && !before.broken) out.push(event('hearts-broken', null));
  if (after.tricksDone > before.tricksDone && after.lastTrick) {
    const cards = after.lastTrick.cards.map((l) => l.card);
    const points = cardPoints(cards, { ...after.options, jackOfDiamonds: false });
    out.push(event('hearts-trick', after.lastTrick.winner, { n: points }));
  }
  if (after.phase === 'round-over') {
    const moon = shooter(after.taken);
    if (moon !== null) out.push(event('hearts-moon', moon));
  }
  return out;
}
