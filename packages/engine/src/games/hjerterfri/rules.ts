import { card, RANK, rankOf, SUIT, suitOf, type Card } from '../../cards';
import type { Seat } from '../../game';
import type { HjerterfriOptions } from './options';
import type { Laid } from './state';

export const TWO_CLUBS: Card = card(RANK.TWO, SUIT.C);
export const QUEEN_SPADES: Card = card(RANK.QUEEN, SUIT.S);
export const JACK_DIAMONDS: Card = card(RANK.JACK, SUIT.D);

/** RULES.md: the cards set aside, unseen, so that the deck divides evenly (hearts and QS never). */
export function removedCards(players: number): Card[] {
  const twoD = card(RANK.TWO, SUIT.D);
  const twoS = card(RANK.TWO, SUIT.S);
  const threeD = card(RANK.THREE, SUIT.D);
  const threeS = card(RANK.THREE, SUIT.S);
  if (players === 3) return [twoD];
  if (players === 5) return [twoD, twoS];
  if (players === 6) return [twoD, threeD, twoS, threeS].sort((a, b) => a - b);
  return [];
}

export const handSize = (players: number): number => (52 - removedCards(players).length) / players;

/**
 * How far the passed cards go in round `round` (1 for the first): 1 is left (the next seat
 * clockwise), n-1 right, 2 across, 0 no passing. "cycle" is left, right, across, none with four
 * players, and left, right, none with three, five or six.
 */
export function passBy(options: HjerterfriOptions, players: number, round: number): number {
  if (options.passing === 'none') return 0;
  if (options.passing === 'left') return 1;
  const cycle = players === 4 ? [1, 3, 2, 0] : [1, players - 1, 0];
  return cycle[(round - 1) % cycle.length] ?? 0;
}

export const isHeart = (c: Card): boolean => suitOf(c) === SUIT.H;
/** A card that scores: a heart or the queen of spades. */
export const isPointCard = (c: Card): boolean => isHeart(c) || c === QUEEN_SPADES;

/** The trick's winner: the highest card of the suit led. */
export function trickWinner(trick: readonly Laid[]): Seat {
  const led = suitOf((trick[0] as Laid).card);
  let best = trick[0] as Laid;
  for (const l of trick) if (suitOf(l.card) === led && rankOf(l.card) > rankOf(best.card)) best = l;
  return best.seat;
}

/** Points of the cards a seat took, before the moon: each heart 1, QS 13, JD −10 with the option. */
export function cardPoints(taken: readonly Card[], o: HjerterfriOptions): number {
  let p = 0;
  for (const c of taken) {
    if (isHeart(c)) p += 1;
    else if (c === QUEEN_SPADES) p += 13;
    else if (c === JACK_DIAMONDS && o.jackOfDiamonds) p -= 10;
  }
  return p;
}

/** The seat that took every heart and QS (shot the moon), or null. */
export function shooter(taken: readonly (readonly Card[])[]): Seat | null {
  for (let seat = 0; seat < taken.length; seat++) {
    let n = 0;
    for (const c of taken[seat] ?? []) if (isPointCard(c)) n++;
    if (n === 14) return seat;
  }
  return null;
}

/** The round's points per seat (RULES.md), the moon rule applied; JD still counts for its taker. */
export function roundPoints(taken: readonly (readonly Card[])[], o: HjerterfriOptions): number[] {
  const points = taken.map((t) => cardPoints(t, o));
  const moon = shooter(taken);
  if (moon === null || o.moon === 'none') return points;
  const jd = (seat: Seat) => (o.jackOfDiamonds && (taken[seat] ?? []).includes(JACK_DIAMONDS) ? -10 : 0);
  return points.map((_, seat) =>
    seat === moon ? (o.moon === 'minus' ? -26 : 0) + jd(seat) : (o.moon === 'others' ? 26 : 0) + jd(seat),
  );
}

/** The round's order, best first: fewest points, then seat order (a tie's place is shared by standing.ts). */
export function placingsOf(taken: readonly (readonly Card[])[], o: HjerterfriOptions): Seat[] {
  const points = roundPoints(taken, o);
  return points.map((_, seat) => seat).sort((a, b) => (points[a] ?? 0) - (points[b] ?? 0) || a - b);
}
