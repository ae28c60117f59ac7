import { cardCodes, frenchDeck, parseCardCode, type Card } from '../../cards';
import type { RoundSetup } from '../../game';
import type { Json } from '../../json';
import { isObject } from '../../json';
import { badDeal, ok, type Result } from '../../result';
import { NO_LACKS } from '../../lacks';
import type { Rng } from '../../rng';
import type { IdiotOptions } from './options';
import { starter } from './rules';
import type { IdiotState } from './state';

/** RECORD.md's layout: per seat three face-down (by position), three face-up, three in hand. */
export interface IdiotDeal {
  readonly faceDown: readonly (readonly Card[])[];
  readonly faceUp: readonly (readonly Card[])[];
  readonly hands: readonly (readonly Card[])[];
  /** Top first. */
  readonly stock: readonly Card[];
}

const ZONES = ['faceDown', 'faceUp', 'hands'] as const;

export function parseDeal(raw: unknown, setup: RoundSetup<IdiotOptions>): Result<IdiotDeal> {
  const n = setup.players;
  if (!isObject(raw)) return badDeal('An Idiot deal is an object with faceDown, faceUp, hands and stock.');
  const seen = new Set<Card>();
  const read = (list: unknown, what: string, size: number | null): Card[] | string => {
    if (!Array.isArray(list)) return `${what} must be a list of cards.`;
    if (size !== null && list.length !== size) return `${what} must hold ${size} cards, not ${list.length}.`;
    const out: Card[] = [];
    for (const code of list) {
      const c = parseCardCode(code);
      if (c === undefined) return `${what}: unknown card ${JSON.stringify(code)}.`;
      if (seen.has(c)) return `${what}: ${String(code)} is dealt twice.`;
      seen.add(c);
      out.push(c);
    }
    return out;
  };
  const zones: Record<(typeof ZONES)[number], Card[][]> = { faceDown: [], faceUp: [], hands: [] };
  for (const zone of ZONES) {
    const lists = raw[zone];
    if (!Array.isArray(lists) || lists.length !== n)
      return badDeal(`"${zone}" must hold one list per seat (${n}).`);
    for (let seat = 0; seat < n; seat++) {
      const cards = read(lists[seat], `${zone} of seat ${seat}`, 3);
      if (typeof cards === 'string') return badDeal(cards);
      zones[zone].push(cards);
    }
  }
  const stock = read(raw['stock'], 'The stock', 52 - 9 * n);
  if (typeof stock === 'string') return badDeal(stock);
  return ok({ ...zones, stock });
}

/** Deals one card at a time from the dealer's left: face-down, then face-up, then hands. */
export function randomDeal(setup: RoundSetup<IdiotOptions>, rng: Rng): IdiotDeal {
  const n = setup.players;
  const deck = rng.shuffle(frenchDeck());
  let next = 0;
  const zone = (): Card[][] => {
    const out: Card[][] = Array.from({ length: n }, () => []);
    for (let round = 0; round < 3; round++)
      for (let k = 0; k < n; k++) (out[(setup.dealer + 1 + k) % n] as Card[]).push(deck[next++] as Card);
    return out;
  };
  const faceDown = zone();
  const faceUp = zone();
  const hands = zone();
  return { faceDown, faceUp, hands, stock: deck.slice(next) };
}

export const dealToJson = (d: IdiotDeal): Json => ({
  faceDown: d.faceDown.map(cardCodes),
  faceUp: d.faceUp.map(cardCodes),
  hands: d.hands.map(cardCodes),
  stock: cardCodes(d.stock),
});

const sorted = (cs: readonly Card[]): Card[] => cs.slice().sort((a, b) => a - b);

export function setup(rs: RoundSetup<IdiotOptions>, d: IdiotDeal): IdiotState {
  const n = rs.players;
  const s: IdiotState = {
    players: n,
    dealer: rs.dealer,
    options: rs.options,
    phase: rs.options.swap ? 'arrange' : 'play',
    turn: -1,
    arranged: new Array<boolean>(n).fill(!rs.options.swap),
    hands: d.hands.map(sorted),
    known: Array.from({ length: n }, () => []),
    lacks: Array.from({ length: n }, () => NO_LACKS),
    faceUp: d.faceUp.map(sorted),
    faceDown: d.faceDown.map((cs) => cs.slice()),
    pile: [],
    stock: d.stock.slice(),
    burned: [],
    placings: [],
  };
  return rs.options.swap ? s : { ...s, turn: starter(s) };
}
