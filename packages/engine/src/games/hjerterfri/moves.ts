import { cardCodes, suitOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import { combinations } from '../../multiset';
import { playAction, type HjerterfriAction } from './actions';
import { isHeart, isPointCard, TWO_CLUBS } from './rules';
import { EMPTY, type HjerterfriState } from './state';

export function toAct(s: HjerterfriState): Seat[] {
  if (s.phase === 'play') return [s.turn];
  const out: Seat[] = [];
  if (s.phase === 'exchange')
    for (let seat = 0; seat < s.players; seat++) if (s.chosen[seat] === null) out.push(seat);
  return out;
}

/** The cards `seat` may play now (RULES.md): follow suit; 2C first; no points in the first trick; hearts once broken. */
export function playable(s: HjerterfriState, seat: Seat): Card[] {
  const hand = s.hands[seat] ?? EMPTY;
  if (s.trick.length === 0) {
    if (s.tricksDone === 0) return hand.includes(TWO_CLUBS) ? [TWO_CLUBS] : hand.slice();
    if (s.broken) return hand.slice();
    const notHearts = hand.filter((c) => !isHeart(c));
    return notHearts.length ? notHearts : hand.slice();
  }
  const led = suitOf((s.trick[0] as { card: Card }).card);
  const follow = hand.filter((c) => suitOf(c) === led);
  if (follow.length) return follow;
  if (s.tricksDone === 0 && !s.options.firstTrickPoints) {
    const clean = hand.filter((c) => !isPointCard(c));
    if (clean.length) return clean;
  }
  return hand.slice();
}

// Which positions of a hand make up each pass (286 of 13 cards) is the same for every hand of a
// size, so it is made once; a hand's passes only put its codes into those places. Plain loops: a
// search builds the passes of every sampled hand, and a map with a closure per pass, or a cache of
// each hand's list, cost ten times as much (measured: about 10 us a hand this way).
const POSITIONS = new Map<string, readonly (readonly number[])[]>();

function positions(n: number, k: number): readonly (readonly number[])[] {
  const key = `${n}/${k}`;
  const hit = POSITIONS.get(key);
  if (hit) return hit;
  const out = combinations(
    Array.from({ length: n }, (_, i) => i),
    k,
  );
  POSITIONS.set(key, out);
  return out;
}

function passes(hand: readonly Card[], count: number): HjerterfriAction[] {
  const codes = cardCodes(hand);
  const places = positions(codes.length, count);
  const out = new Array<HjerterfriAction>(places.length);
  for (let i = 0; i < places.length; i++) {
    const p = places[i] as readonly number[];
    const cards = new Array<string>(count);
    for (let j = 0; j < count; j++) cards[j] = codes[p[j] as number] as string;
    out[i] = { type: 'pass', cards };
  }
  return out;
}

/** Every legal action of `seat`, in a stable order: passes by card order, plays by card number. */
export function legalActions(s: HjerterfriState, seat: Seat): readonly HjerterfriAction[] {
  if (s.phase === 'exchange')
    return s.chosen[seat] === null ? passes(s.hands[seat] ?? EMPTY, s.options.passCount) : [];
  if (s.phase !== 'play' || s.turn !== seat) return [];
  return playable(s, seat).map(playAction);
}
