import { parseCardCode, rankOf, RANK, type Card, type Rank } from '../../cards';
import type { Seat } from '../../game';
import { toCards, type IdiotAction } from './actions';
import { legalActions } from './moves';
import { beats, FACE_DOWN, FACE_UP, HAND, isSpecial, zoneOf } from './rules';
import { cardsLeft, EMPTY, NONE, type IdiotState } from './state';

const NAMES = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king', 'ace'];
const name = (r: Rank): string => NAMES[r] ?? '?';
const plural = (r: Rank): string => `${name(r)}s`;
const article = (r: Rank): string => (r === RANK.EIGHT || r === RANK.ACE ? 'An' : 'A');

/** "A 5", "A pair of 7s", "Three kings", "Four 9s". */
function describe(r: Rank, n: number): string {
  if (n === 1) return `${article(r)} ${name(r)}`;
  if (n === 2) return `A pair of ${plural(r)}`;
  return `${n === 3 ? 'Three' : 'Four'} ${plural(r)}`;
}

/** Why `a` is not among the seat's legal actions, in a sentence a player understands. */
export function explain(s: IdiotState, seat: Seat, a: IdiotAction): string {
  if (s.phase === 'round-over') return 'The round is over.';
  if (s.phase === 'arrange') {
    if (s.arranged[seat])
      return 'You have already chosen your face-up cards; play starts when everyone is ready.';
    if (a.type !== 'arrange')
      return 'First choose your three face-up cards (arrange); play starts when everyone is ready.';
    return `Choose exactly 3 face-up cards from your hand and face-up cards, not ${a.faceUp.length}.`;
  }
  if (s.turn !== seat) return `It is seat ${s.turn}'s turn.`;
  const zone = zoneOf(s, seat);
  const o = s.options;
  switch (a.type) {
    case 'arrange':
      return o.swap
        ? 'Cards can be swapped only before the first play.'
        : 'Swapping cards before the start is not played at this table (option swap).';
    case 'chance':
      if (!o.chance)
        return 'Sjanse, playing the top card of the stock, is not played at this table (option chance).';
      return 'The stock is empty: there is no card to take a chance on.';
    case 'flip':
      if (zone === HAND) return 'Play your hand until it is empty before you turn a face-down card.';
      if (zone === FACE_UP) return 'Play your face-up cards before you turn a face-down card.';
      return `There is no face-down card left at position ${a.index}.`;
    case 'pickup':
      return explainPickup(s, seat, a.faceUp === undefined ? NONE : (parseCardCode(a.faceUp) ?? NONE));
    case 'play':
      if (a.suit !== undefined) return 'A play in Idiot never names a suit.';
      if (a.call) return 'Idiot has no last-card call.';
      return explainPlay(s, seat, toCards(a.cards), zone);
  }
}

function explainPickup(s: IdiotState, seat: Seat, laid: Card): string {
  if (s.pile.length === 0) return 'There is no pile to pick up: play any card to start a new one.';
  if (laid === NONE)
    return 'None of your face-up cards can be played: lay one of them on the pile before you pick it up.';
  if (!s.options.faceUpBeforePickup)
    return 'Pick up the pile without laying a card: that is not played at this table (option faceUpBeforePickup).';
  if (zoneOf(s, seat) !== FACE_UP)
    return 'You lay a face-up card before picking up only when you are playing from your face-up cards.';
  if (!(s.faceUp[seat] ?? EMPTY).includes(laid))
    return 'The card laid before picking up must be one of your face-up cards.';
  return 'One of your face-up cards can be played: play it, or pick up the pile without laying a card.';
}

function explainPlay(s: IdiotState, seat: Seat, cards: Card[], zone: number): string {
  const first = cards[0];
  if (first === undefined) return 'Play at least one card.';
  const r = rankOf(first);
  if (cards.some((c) => rankOf(c) !== r)) return 'Cards played together must all be of the same rank.';
  const hand = s.hands[seat] ?? EMPTY;
  if (zone === HAND && cards.some((c) => !hand.includes(c)))
    return 'You play from your hand while it has cards; your table cards come after.';
  if (zone === FACE_DOWN) return 'Face-down cards are played blind: turn one by its position.';
  if (s.options.oneCardOnly && cards.length > 1)
    return 'Only one card may be played at a time at this table (option oneCardOnly).';
  if (!beats(r, s.pile)) {
    const top = rankOf(s.pile[s.pile.length - 1] as Card);
    const verb = cards.length <= 2 ? 'does' : 'do';
    return `${describe(r, cards.length)} ${verb} not beat the ${name(top)} on top of the pile.`;
  }
  if (isSpecial(r) && cardsLeft(s, seat) === cards.length && s.options.lastSpecial === 'forbidden')
    return 'You may not go out on a 2 or a 10 at this table (option lastSpecial).';
  return legalActions(s, seat).length ? 'That play is not allowed now.' : 'You cannot act now.';
}
