import { cardCodes, frenchDeck, parseCardCode, type Card } from '../../cards';
import type { RoundSetup } from '../../game';
import { isObject, type Json } from '../../json';
import { badDeal, ok, type Result } from '../../result';
import type { Rng } from '../../rng';
import type { HjerterfriOptions } from './options';
import { handSize, passBy, removedCards, TWO_CLUBS } from './rules';
import type { HjerterfriState } from './state';

/** RECORD.md's layout: each seat's hand. The cards set aside are fixed by the table size. */
export interface HjerterfriDeal {
  readonly hands: readonly (readonly Card[])[];
}

export function parseDeal(raw: unknown, setup: RoundSetup<HjerterfriOptions>): Result<HjerterfriDeal> {
  const n = setup.players;
  if (!isObject(raw) || !Array.isArray(raw['hands']) || raw['hands'].length !== n)
    return badDeal(`A Hjerterfri deal is {"hands": [...]} with one hand per seat (${n}).`);
  const size = handSize(n);
  const removed = removedCards(n);
  const seen = new Set<Card>();
  const hands: Card[][] = [];
  for (let seat = 0; seat < n; seat++) {
    const list: unknown = raw['hands'][seat];
    if (!Array.isArray(list) || list.length !== size)
      return badDeal(`The hand of seat ${seat} must hold ${size} cards.`);
    const hand: Card[] = [];
    for (const code of list) {
      const c = parseCardCode(code);
      if (c === undefined) return badDeal(`Seat ${seat}: unknown card ${JSON.stringify(code)}.`);
      if (removed.includes(c)) return badDeal(`${String(code)} is set aside with ${n} players.`);
      if (seen.has(c)) return badDeal(`${String(code)} is dealt twice.`);
      seen.add(c);
      hand.push(c);
    }
    hands.push(hand);
  }
  return ok({ hands });
}

/** Shuffles the deck less the cards set aside and deals it one at a time from the dealer's left. */
export function randomDeal(setup: RoundSetup<HjerterfriOptions>, rng: Rng): HjerterfriDeal {
  const n = setup.players;
  const removed = removedCards(n);
  const deck = rng.shuffle(frenchDeck().filter((c) => !removed.includes(c)));
  const hands: Card[][] = Array.from({ length: n }, () => []);
  deck.forEach((c, i) => (hands[(setup.dealer + 1 + i) % n] as Card[]).push(c));
  return { hands };
}

export const dealToJson = (d: HjerterfriDeal): Json => ({ hands: d.hands.map(cardCodes) });

/** The holder of 2C, who leads the first trick. */
export const twoClubsHolder = (hands: readonly (readonly Card[])[]): number =>
  Math.max(
    0,
    hands.findIndex((h) => h.includes(TWO_CLUBS)),
  );

export function setup(rs: RoundSetup<HjerterfriOptions>, d: HjerterfriDeal): HjerterfriState {
  const n = rs.players;
  const by = passBy(rs.options, n, rs.round);
  const hands = d.hands.map((h) => h.slice().sort((a, b) => a - b));
  return {
    players: n,
    dealer: rs.dealer,
    options: rs.options,
    phase: by === 0 ? 'play' : 'exchange',
    passBy: by,
    chosen: new Array<null>(n).fill(null),
    gave: Array.from({ length: n }, () => []),
    hands,
    turn: by === 0 ? twoClubsHolder(hands) : -1,
    trick: [],
    lastTrick: null,
    tricksDone: 0,
    taken: Array.from({ length: n }, () => []),
    broken: false,
    voids: new Array<number>(n).fill(0),
    removed: removedCards(n),
  };
}
