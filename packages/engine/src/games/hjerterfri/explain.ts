import { parseCardCode, suitCode, suitOf } from '../../cards';
import type { Seat } from '../../game';
import { reason, type Reason } from '../../words/game-words';
import type { SharedReason } from '../../words/reasons';
import type { HjerterfriAction } from './actions';
import { playable } from './moves';
import { isHeart, isPointCard, TWO_CLUBS } from './rules';
import { EMPTY, type HjerterfriState } from './state';
import type { HjerterfriReason } from './words';

type Why = Reason<HjerterfriReason | SharedReason>;

/** Why `a` is not among the seat's legal actions: a code with its parameters. */
export function explain(s: HjerterfriState, seat: Seat, a: HjerterfriAction): Why {
  if (s.phase === 'round-over') return reason('round-over');
  if (s.phase === 'exchange') {
    if (s.chosen[seat] !== null) return reason('already-passed');
    if (a.type !== 'pass') return reason('pass-first');
    return reason('pass-count', { n: a.cards.length, count: s.options.passCount });
  }
  if (a.type === 'pass') return reason('no-pass-now');
  if (s.turn !== seat) return reason('turn-of', { turn: s.turn });
  if (a.cards.length !== 1) return reason('one-card');
  const c = parseCardCode(a.cards[0]) ?? -1;
  const hand = s.hands[seat] ?? EMPTY;
  const led = s.trick[0];
  if (!led && s.tricksDone === 0 && hand.includes(TWO_CLUBS)) return reason('lead-two-clubs');
  if (led && suitOf(c) !== suitOf(led.card) && hand.some((h) => suitOf(h) === suitOf(led.card)))
    return reason('follow-suit', { suit: suitCode(suitOf(led.card)) });
  if (led && s.tricksDone === 0 && isPointCard(c)) return reason('no-points-first-trick');
  if (!led && isHeart(c) && !s.broken) return reason('hearts-not-broken');
  return playable(s, seat).length ? reason('not-allowed') : reason('cannot-act');
}
