import { cardCode, cardCodes, parseCardCode, rankOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import { reason, type Reason } from '../../words/game-words';
import type { SharedReason } from '../../words/reasons';
import { toCards, type IdiotAction } from './actions';
import { legalActions } from './moves';
import { beats, FACE_DOWN, FACE_UP, HAND, isSpecial, zoneOf } from './rules';
import { cardsLeft, EMPTY, NONE, type IdiotState } from './state';
import type { IdiotReason } from './words';

type Why = Reason<IdiotReason | SharedReason>;

/** Why `a` is not among the seat's legal actions: a code with its parameters. */
export function explain(s: IdiotState, seat: Seat, a: IdiotAction): Why {
  if (s.phase === 'round-over') return reason('round-over');
  if (s.phase === 'arrange') {
    if (s.arranged[seat]) return reason('already-arranged');
    if (a.type !== 'arrange') return reason('arrange-first');
    return reason('arrange-three', { n: a.faceUp.length });
  }
  if (s.turn !== seat) return reason('turn-of', { turn: s.turn });
  const zone = zoneOf(s, seat);
  const o = s.options;
  switch (a.type) {
    case 'arrange':
      return reason(o.swap ? 'swap-before-start' : 'no-swap');
    case 'chance':
      return reason(o.chance ? 'stock-empty' : 'no-chance');
    case 'flip':
      if (zone === HAND) return reason('hand-first');
      if (zone === FACE_UP) return reason('face-up-first');
      return reason('no-face-down-there', { n: a.index });
    case 'pickup':
      return explainPickup(s, seat, a.faceUp === undefined ? NONE : (parseCardCode(a.faceUp) ?? NONE));
    case 'play':
      if (a.suit !== undefined) return reason('no-suit');
      if (a.call) return reason('no-call');
      return explainPlay(s, seat, toCards(a.cards), zone);
  }
}

function explainPickup(s: IdiotState, seat: Seat, laid: Card): Why {
  if (s.pile.length === 0) return reason('no-pile');
  if (laid === NONE) return reason('lay-face-up-first');
  if (!s.options.faceUpBeforePickup) return reason('no-lay-before-pickup');
  if (zoneOf(s, seat) !== FACE_UP) return reason('lay-only-from-face-up');
  if (!(s.faceUp[seat] ?? EMPTY).includes(laid)) return reason('lay-must-be-face-up');
  return reason('face-up-playable');
}

function explainPlay(s: IdiotState, seat: Seat, cards: Card[], zone: number): Why {
  const first = cards[0];
  if (first === undefined) return reason('at-least-one');
  const r = rankOf(first);
  if (cards.some((c) => rankOf(c) !== r)) return reason('one-rank');
  const hand = s.hands[seat] ?? EMPTY;
  if (zone === HAND && cards.some((c) => !hand.includes(c))) return reason('hand-before-table');
  if (zone === FACE_DOWN) return reason('face-down-blind');
  if (s.options.oneCardOnly && cards.length > 1) return reason('one-card-only');
  if (!beats(r, s.pile))
    return reason('too-low', {
      cards: cardCodes(cards).join(' '),
      top: cardCode(s.pile[s.pile.length - 1] as Card),
    });
  if (isSpecial(r) && cardsLeft(s, seat) === cards.length && s.options.lastSpecial === 'forbidden')
    return reason('no-out-on-special');
  return legalActions(s, seat).length ? reason('not-allowed') : reason('cannot-act');
}
