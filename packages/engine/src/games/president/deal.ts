import { cardCode, DIAMOND_THREE, frenchDeck, parseCardCode, type Card } from '../../cards';
import type { RoundSetup, Seat } from '../../game';
import type { Json } from '../../json';
import { badDeal, ok, type Result } from '../../result';
import type { Rng } from '../../rng';
import type { PresidentOptions } from './options';
import { byStrength, exchangeKey } from './rank';
import { readCarry, seatWith } from './roles';
import { copy, type PresidentDeal, type PresidentState, type Transfer } from './state';

type Setup = RoundSetup<PresidentOptions>;

const isPermutation = (xs: readonly number[], n: number): boolean =>
  xs.length === n && new Set(xs).size === n && xs.every((x) => Number.isInteger(x) && x >= 0 && x < n);

/** Play order: clockwise by seat, or with `reseat` last round's placings (president first). */
export function playOrder(setup: Setup): Seat[] {
  const prev = setup.previous?.placings;
  if (setup.options.reseat && prev && isPermutation(prev, setup.players)) return prev.slice();
  return Array.from({ length: setup.players }, (_, i) => i);
}

/** The seats in the order they are dealt to: from the one after the dealer, in play order. */
export function dealSequence(order: readonly Seat[], dealer: Seat): Seat[] {
  const at = order.indexOf(dealer);
  return order.map((_, i) => order[(at + 1 + i) % order.length] as Seat);
}

/** The whole deck one at a time: the first 52 mod n seats dealt to get one card more. */
export function handSizes(setup: Setup): number[] {
  const n = setup.players;
  const sizes = new Array<number>(n).fill(Math.floor(52 / n));
  dealSequence(playOrder(setup), setup.dealer)
    .slice(0, 52 % n)
    .forEach((seat) => (sizes[seat] = (sizes[seat] as number) + 1));
  return sizes;
}

export function parseDeal(raw: unknown, setup: Setup): Result<PresidentDeal> {
  const n = setup.players;
  const hands = (raw as { hands?: unknown } | null)?.hands;
  if (typeof raw !== 'object' || raw === null || !Array.isArray(hands) || hands.length !== n)
    return badDeal(`A President deal is {"hands": [...]} with one list of cards per seat (${n} seats).`);
  const sizes = handSizes(setup);
  const seen = new Set<Card>();
  const out: Card[][] = [];
  for (let seat = 0; seat < n; seat++) {
    const hand: unknown = hands[seat];
    if (!Array.isArray(hand)) return badDeal(`Seat ${seat}'s hand must be a list of cards.`);
    const cards: Card[] = [];
    for (const code of hand) {
      const c = parseCardCode(code);
      if (c === undefined) return badDeal(`${JSON.stringify(code)} is not a card.`);
      if (seen.has(c)) return badDeal(`${cardCode(c)} is dealt twice.`);
      seen.add(c);
      cards.push(c);
    }
    if (cards.length !== sizes[seat])
      return badDeal(
        `Seat ${seat} must be dealt ${sizes[seat]} cards (the whole deck, one at a time from the dealer's left), not ${cards.length}.`,
      );
    out.push(cards);
  }
  return ok({ hands: out });
}

export function randomDeal(setup: Setup, rng: Rng): PresidentDeal {
  const deck = rng.shuffle(frenchDeck());
  const seq = dealSequence(playOrder(setup), setup.dealer);
  const hands: Card[][] = Array.from({ length: setup.players }, () => []);
  deck.forEach((c, i) => (hands[seq[i % seq.length] as Seat] as Card[]).push(c));
  return { hands };
}

export const dealToJson = (deal: PresidentDeal): Json => ({ hands: deal.hands.map((h) => h.map(cardCode)) });

/** The cards a seat must give in the exchange: its `count` highest that may be given. */
export function highest(hand: readonly Card[], count: number, o: PresidentOptions): Card[] {
  return hand
    .filter((c) => exchangeKey(c, o) >= 0)
    .sort((a, b) => exchangeKey(b, o) - exchangeKey(a, o))
    .slice(0, count);
}

export function setup(setup: Setup, deal: PresidentDeal): PresidentState {
  const n = setup.players;
  const o = setup.options;
  const order = playOrder(setup);
  const next = new Array<Seat>(n);
  order.forEach((seat, i) => (next[seat] = order[(i + 1) % n] as Seat));
  const hands = deal.hands.map((h) => h.slice().sort(byStrength));
  const carry = readCarry(setup.previous, n);
  const owe = new Array<number>(n).fill(0);
  const base = {
    players: n,
    options: o,
    round: setup.round,
    order,
    next,
    table: null,
    by: -1,
    pile: [],
    cleared: [],
    passed: 0,
    finished: [],
    marked: [],
    roles: carry?.roles ?? null,
    history: carry?.history ?? [],
    said: null,
  };
  if (!carry) {
    const leader = hands.findIndex((h) => h.includes(DIAMOND_THREE));
    return copy({ ...base, hands, phase: 'play', turn: leader, leader, owe, transfers: [] });
  }
  // The forced half of the exchange happens with the deal: the boms's (and vice-boms's) best cards.
  const transfers: Transfer[] = [];
  const hand = (seat: Seat): Card[] => hands[seat] as Card[];
  const force = (from: Seat, to: Seat, count: number): void => {
    if (from < 0 || to < 0) return;
    const cards = highest(hand(from), count, o);
    hands[from] = hand(from).filter((c) => !cards.includes(c));
    hands[to] = [...hand(to), ...cards].sort(byStrength);
    transfers.push({ from, to, cards: cards.slice().sort(byStrength), auto: true });
    owe[to] = count;
  };
  const president = seatWith(carry.roles, 'president');
  const boms = seatWith(carry.roles, 'boms');
  force(boms, president, 2);
  force(seatWith(carry.roles, 'vice-boms'), seatWith(carry.roles, 'vice-president'), 1);
  const leader = o.presidentLeads ? president : boms;
  return copy({ ...base, hands, phase: 'exchange', turn: -1, leader, owe, transfers });
}
