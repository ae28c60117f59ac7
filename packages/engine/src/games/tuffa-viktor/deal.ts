/** Dealing seven each, one at a time from the left of the dealer; the rest is the stock. */
import type { RoundSetup, Seat } from '../../game';
import { isObject, type Json } from '../../json';
import { badDeal, ok, type Result } from '../../result';
import { NO_LACKS, type Lack } from '../../lacks';
import type { Rng } from '../../rng';
import { codeOf, codesOf, countsOf, deckCounts, handKinds, KINDS, kindOf, type Kind } from './cards';
import { HAND_SIZE, type TuffaOptions } from './options';
import { endIfOver, type Draft, type State } from './state';

/** Hands as dealt and the stock, top card first. */
export interface Deal {
  readonly hands: readonly (readonly Kind[])[];
  readonly stock: readonly Kind[];
}

const SHAPE =
  'A Tuffa Viktor deal is {"hands": [[7 cards] for each player], "stock": [the rest, top first]}.';

function readCards(raw: unknown, what: string): Result<Kind[]> {
  if (!Array.isArray(raw)) return badDeal(SHAPE);
  const out: Kind[] = [];
  for (const c of raw as unknown[]) {
    const k = kindOf(c);
    if (k === undefined)
      return badDeal(`${what} holds ${JSON.stringify(c)}, which is not a Tuffa Viktor card.`);
    out.push(k);
  }
  return ok(out);
}

export function parseDeal(raw: unknown, setup: RoundSetup<TuffaOptions>): Result<Deal> {
  if (!isObject(raw) || !Array.isArray(raw['hands'])) return badDeal(SHAPE);
  const rawHands = raw['hands'] as unknown[];
  if (rawHands.length !== setup.players)
    return badDeal(`The deal has ${rawHands.length} hands for ${setup.players} players.`);
  const hands: Kind[][] = [];
  for (let i = 0; i < rawHands.length; i++) {
    const h = readCards(rawHands[i], `Hand ${i}`);
    if (!h.ok) return h;
    if (h.value.length !== HAND_SIZE)
      return badDeal(`Hand ${i} has ${h.value.length} cards; each player is dealt ${HAND_SIZE}.`);
    hands.push(h.value);
  }
  const stock = readCards(raw['stock'] ?? [], 'The stock');
  if (!stock.ok) return stock;
  const got = countsOf([...hands.flat(), ...stock.value]);
  const want = deckCounts(setup.options.deck);
  for (let k = 0; k < KINDS; k++)
    if (got[k] !== want[k])
      return badDeal(
        `The deal has ${got[k] as number} ${codeOf(k)} but the deck has ${want[k] as number}: a deal must be the whole deck, each card once.`,
      );
  return ok({ hands, stock: stock.value });
}

export function randomDeal(setup: RoundSetup<TuffaOptions>, rng: Rng): Deal {
  const cards = rng.shuffle(handKinds(deckCounts(setup.options.deck)));
  const n = setup.players;
  const hands: Kind[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < HAND_SIZE * n; i++)
    (hands[(setup.dealer + 1 + i) % n] as Kind[]).push(cards[i] as Kind);
  return { hands, stock: cards.slice(HAND_SIZE * n) };
}

export const dealToJson = (deal: Deal): Json => ({
  hands: deal.hands.map(codesOf),
  stock: codesOf(deal.stock),
});

export function setup(setup: RoundSetup<TuffaOptions>, deal: Deal): State {
  const n = setup.players;
  const empty = (): never[][] => [];
  const d: Draft = {
    n,
    deck: deckCounts(setup.options.deck),
    hands: deal.hands.map(countsOf),
    groups: Array.from({ length: n }, empty),
    secured: Array.from({ length: n }, empty),
    glasses: new Array<number>(n).fill(0),
    stock: deal.stock,
    drawn: 0,
    pile: [],
    turn: ((setup.dealer + 1) % n) as Seat,
    lastBy: null,
    attack: null,
    ended: false,
    placings: [],
    known: null,
    holds: new Array<null>(n).fill(null),
    lacks: new Array<readonly Lack[]>(n).fill(NO_LACKS),
  };
  endIfOver(d);
  return d;
}
