import { cardCode, cardCodes, frenchDeck, parseCardCode, rankOf, suitOf, type Card } from '../../cards';
import type { RoundSetup } from '../../game';
import { isObject, type Json } from '../../json';
import { badDeal, ok, type Result } from '../../result';
import { NO_LACKS } from '../../lacks';
import type { Rng } from '../../rng';
import type { VriOptions } from './options';
import { EIGHT, type VriState } from './state';

/** RECORD.md's layout: hands, the turned card, and the stock top card first. */
export interface VriDeal {
  readonly hands: readonly (readonly Card[])[];
  readonly discard: readonly Card[];
  readonly stock: readonly Card[];
}

function cardList(raw: unknown, what: string): Result<Card[]> {
  if (!Array.isArray(raw)) return badDeal(`The deal's ${what} must be a list of card codes.`);
  const out: Card[] = [];
  for (const code of raw) {
    const c = parseCardCode(code);
    if (c === undefined)
      return badDeal(`The deal's ${what} holds ${JSON.stringify(code)}, which is not a card.`);
    out.push(c);
  }
  return ok(out);
}

export function parseDeal(raw: unknown, setup: RoundSetup<VriOptions>): Result<VriDeal> {
  const { players, options } = setup;
  if (!isObject(raw)) return badDeal('A Vri åtter deal is an object with "hands", "discard" and "stock".');
  if (!Array.isArray(raw['hands']) || raw['hands'].length !== players)
    return badDeal(`The deal needs one hand per player: ${players} hands.`);
  const hands: Card[][] = [];
  for (let i = 0; i < players; i++) {
    const h = cardList(raw['hands'][i], `hand ${i}`);
    if (!h.ok) return h;
    if (h.value.length !== options.handSize)
      return badDeal(`Hand ${i} holds ${h.value.length} cards; this table deals ${options.handSize}.`);
    hands.push(h.value);
  }
  const discard = cardList(raw['discard'], 'discard');
  if (!discard.ok) return discard;
  if (discard.value.length !== 1)
    return badDeal('The deal turns exactly one card: "discard" holds one card.');
  const stock = cardList(raw['stock'], 'stock');
  if (!stock.ok) return stock;
  const count = new Array<number>(52).fill(0);
  for (const c of [...hands.flat(), ...discard.value, ...stock.value]) count[c] = (count[c] ?? 0) + 1;
  for (let c = 0; c < 52; c++) {
    const n = count[c] ?? 0;
    if (n !== options.decks)
      return badDeal(
        `${cardCode(c)} appears ${n} time${n === 1 ? '' : 's'} in the deal; a full ${
          options.decks === 2 ? 'double deck has it twice' : 'deck has it once'
        }.`,
      );
  }
  return ok({ hands, discard: discard.value, stock: stock.value });
}

/** Shuffles, deals one card at a time from the left of the dealer, turns the next. */
export function randomDeal(setup: RoundSetup<VriOptions>, rng: Rng): VriDeal {
  const { players, options, dealer } = setup;
  const deck = rng.shuffle(frenchDeck(options.decks));
  const hands: Card[][] = Array.from({ length: players }, () => []);
  const dealt = players * options.handSize;
  for (let i = 0; i < dealt; i++) (hands[(dealer + 1 + i) % players] as Card[]).push(deck[i] as Card);
  return { hands, discard: [deck[dealt] as Card], stock: deck.slice(dealt + 1) };
}

export const dealToJson = (d: VriDeal): Json => ({
  hands: d.hands.map(cardCodes),
  discard: cardCodes(d.discard),
  stock: cardCodes(d.stock),
});

export function setup(su: RoundSetup<VriOptions>, deal: VriDeal): VriState {
  const { players, options, dealer } = su;
  const hands = deal.hands.map((h) => h.slice().sort((a, b) => a - b));
  // Inside the state the stock's top is its last card.
  const stock = deal.stock.slice().reverse();
  let turned = deal.discard[0] as Card;
  let bottomKnown = 0;
  let dealerChooses = rankOf(turned) === EIGHT && options.firstEight === 'dealer-chooses';
  if (rankOf(turned) === EIGHT && !dealerChooses) {
    if (stock.some((c) => rankOf(c) !== EIGHT)) {
      // Each eight goes under the stock, in sight of all, until another card turns.
      while (rankOf(turned) === EIGHT) {
        stock.unshift(turned);
        bottomKnown++;
        turned = stock.pop() as Card;
      }
    } else dealerChooses = true; // Only eights are left to turn: the dealer names the suit instead.
  }
  const first = (dealer + 1) % players;
  return {
    players,
    options,
    dealer,
    phase: dealerChooses ? 'suit' : 'play',
    turn: dealerChooses ? dealer : first,
    dir: 1,
    hands,
    stock,
    bottomKnown,
    discard: [turned],
    suit: dealerChooses ? -1 : suitOf(turned),
    drawn: 0,
    drawDone: false,
    penalty: 0,
    penaltyAce: false,
    firstDone: 0,
    out: [],
    knock: -1,
    idle: 0,
    owed: [],
    known: hands.map(() => []),
    pools: [[]],
    held: [hands.map((h) => h.length)],
    lacks: hands.map(() => NO_LACKS),
    record: true,
  };
}
