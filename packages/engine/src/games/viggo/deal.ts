import { cardCodes, frenchDeck, parseCardCode, type Card } from '../../cards';
import type { RoundSetup } from '../../game';
import { isObject, type Json } from '../../json';
import { badDeal, ok, type Result } from '../../result';
import type { Rng } from '../../rng';
import { byOrder } from './combo';
import type { ViggoOptions } from './options';
import { DRAFT_STOCK, type ViggoState } from './state';

/** RECORD.md's layouts: 4 players `hands`; 3 players `hands` and `aside`; 2 players a drafted `stock`. */
export interface ViggoDeal {
  readonly hands: readonly (readonly Card[])[];
  readonly aside: readonly Card[];
  readonly stock: readonly Card[];
}

export const HAND_SIZE = 13;

function readCards(raw: unknown, what: string, size: number, seen: boolean[]): Result<Card[]> {
  if (!Array.isArray(raw) || raw.length !== size) return badDeal(`${what} must be a list of ${size} cards.`);
  const out: Card[] = [];
  for (const code of raw) {
    const c = parseCardCode(code);
    if (c === undefined) return badDeal(`${what} holds ${JSON.stringify(code)}, which is not a card.`);
    if (seen[c]) return badDeal(`${String(code)} is dealt twice.`);
    seen[c] = true;
    out.push(c);
  }
  return ok(out);
}

export function parseDeal(raw: unknown, setup: RoundSetup<ViggoOptions>): Result<ViggoDeal> {
  const n = setup.players;
  if (!isObject(raw)) return badDeal('A Viggo deal is a JSON object.');
  const keys = n === 2 ? ['stock'] : n === 3 ? ['hands', 'aside'] : ['hands'];
  for (const k of Object.keys(raw))
    if (!keys.includes(k))
      return badDeal(`A ${n}-player Viggo deal has only ${keys.map((x) => `"${x}"`).join(' and ')}.`);
  const seen = new Array<boolean>(52).fill(false);
  if (n === 2) {
    const stock = readCards(raw['stock'], 'The stock', DRAFT_STOCK, seen);
    return stock.ok ? ok({ hands: [[], []], aside: [], stock: stock.value }) : stock;
  }
  const rawHands = raw['hands'];
  if (!Array.isArray(rawHands) || rawHands.length !== n) return badDeal(`"hands" must hold ${n} hands.`);
  const hands: Card[][] = [];
  for (let i = 0; i < n; i++) {
    const hand = readCards(rawHands[i], `Seat ${i}'s hand`, HAND_SIZE, seen);
    if (!hand.ok) return hand;
    hands.push(hand.value);
  }
  let aside: Card[] = [];
  if (n === 3) {
    const read = readCards(raw['aside'], 'The aside pile', HAND_SIZE, seen);
    if (!read.ok) return read;
    aside = read.value;
  }
  return ok({ hands, aside, stock: [] });
}

export function randomDeal(setup: RoundSetup<ViggoOptions>, rng: Rng): ViggoDeal {
  const deck = rng.shuffle(frenchDeck());
  const n = setup.players;
  if (n === 2) return { hands: [[], []], aside: [], stock: deck };
  const hands = Array.from({ length: n }, (_, i) => deck.slice(i * HAND_SIZE, (i + 1) * HAND_SIZE));
  return { hands, aside: n === 3 ? deck.slice(n * HAND_SIZE) : [], stock: [] };
}

export function dealToJson(deal: ViggoDeal): Json {
  if (deal.stock.length) return { stock: cardCodes(deal.stock) };
  const hands = deal.hands.map(cardCodes);
  return deal.aside.length ? { hands, aside: cardCodes(deal.aside) } : { hands };
}

/** Round 1 starts left of the dealer; later rounds with the previous round's winner. */
export function setup(setup: RoundSetup<ViggoOptions>, deal: ViggoDeal): ViggoState {
  const n = setup.players;
  const first = setup.previous?.placings[0] ?? (setup.dealer + 1) % n;
  const drafting = deal.stock.length > 0;
  return {
    players: n,
    passIsFinal: setup.options.passIsFinal,
    phase: drafting ? 'draft' : 'play',
    turn: first,
    hands: deal.hands.map((h) => h.slice().sort(byOrder)),
    table: null,
    tableBy: -1,
    passed: 0,
    played: [],
    aside: deal.aside,
    stock: deal.stock,
    discards: [],
    seen: n === 2 ? [[], []] : [],
    said: null,
  };
}
