import { suitOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import { toCards, type HjerterfriAction } from './actions';
import { twoClubsHolder } from './deal';
import { isHeart, QUEEN_SPADES, trickWinner } from './rules';
import { EMPTY, insertSorted, replaceAt, without, type HjerterfriState } from './state';

/** Unchecked: trusts that the action is legal. Returns a new state. */
export function apply(s: HjerterfriState, seat: Seat, a: HjerterfriAction): HjerterfriState {
  return a.type === 'pass' ? choose(s, seat, toCards(a.cards)) : play(s, seat, toCards(a.cards)[0] as Card);
}

/** A seat's choice is kept apart until the last seat has chosen; then every pass moves at once. */
function choose(s: HjerterfriState, seat: Seat, cards: Card[]): HjerterfriState {
  const chosen = replaceAt(
    s.chosen,
    seat,
    cards.sort((x, y) => x - y),
  );
  if (chosen.some((c) => c === null)) return { ...s, chosen };
  const n = s.players;
  const gave = chosen as readonly (readonly Card[])[];
  const hands = s.hands.map((h, i) => {
    const from = (i - s.passBy + n) % n;
    return insertSorted(without(h, gave[i] ?? EMPTY), gave[from] ?? EMPTY);
  });
  return {
    ...s,
    phase: 'play',
    chosen: new Array<null>(n).fill(null),
    gave,
    hands,
    turn: twoClubsHolder(hands),
  };
}

function play(s: HjerterfriState, seat: Seat, c: Card): HjerterfriState {
  const n = s.players;
  const led = s.trick[0];
  const voids =
    led && suitOf(c) !== suitOf(led.card)
      ? replaceAt(s.voids, seat, (s.voids[seat] ?? 0) | (1 << suitOf(led.card)))
      : s.voids;
  const hands = replaceAt(s.hands, seat, without(s.hands[seat] ?? EMPTY, [c]));
  const trick = s.trick.concat([{ seat, card: c }]);
  const broken = s.broken || isHeart(c) || (s.options.queenBreaksHearts && c === QUEEN_SPADES);
  if (trick.length < n) return { ...s, hands, trick, voids, broken, turn: (seat + 1) % n };
  const winner = trickWinner(trick);
  const taken = replaceAt(s.taken, winner, (s.taken[winner] ?? EMPTY).concat(trick.map((l) => l.card)));
  const over = (hands[winner] ?? EMPTY).length === 0;
  return {
    ...s,
    hands,
    trick: [],
    lastTrick: { winner, cards: trick },
    tricksDone: s.tricksDone + 1,
    taken,
    voids,
    broken,
    phase: over ? 'round-over' : 'play',
    turn: over ? -1 : winner,
  };
}
