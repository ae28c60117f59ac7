import { card, CLUB_THREE, cardCode, parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import { isObject } from '../../json';
import { readMarks } from '../../marks';
import { combinations } from '../../multiset';
import { malformed, ok, type Result } from '../../result';
import { capitalise, groupName, isSpecial, PRANK } from './rank';
import type { PresidentAction, PresidentState } from './state';

const SEATS: readonly (readonly Seat[])[] = Array.from({ length: 8 }, (_, s) => Object.freeze([s]));
const NOBODY: readonly Seat[] = Object.freeze([]);

export function toAct(s: PresidentState): readonly Seat[] {
  if (s.phase === 'play') return SEATS[s.turn] ?? NOBODY;
  if (s.phase === 'done') return NOBODY;
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if ((s.owe[seat] ?? 0) > 0) out.push(seat);
  return out;
}

/** For a group of c equal cards, every way to take k of them (positions, lowest first). */
const PICKS: readonly (readonly (readonly (readonly number[])[])[])[] = Array.from({ length: 5 }, (_, c) =>
  Array.from({ length: c + 1 }, (_, k) =>
    combinations(
      Array.from({ length: c }, (_, i) => i),
      k,
    ),
  ),
);

const PASS: PresidentAction = Object.freeze({ type: 'pass' });
// A module-local alias: hot loops read it without going through the import binding.
const RANKS: readonly number[] = PRANK;

/**
 * Plays are shared, frozen objects: every way to lay k cards out of the cards of one rank a hand holds
 * (a suit mask), built once, so that generating moves allocates only the list.
 */
const PLAYS: (readonly PresidentAction[] | undefined)[] = [];
const CALLS: (readonly PresidentAction[] | undefined)[] = [];

function plays(prank: number, mask: number, k: number, call: boolean): readonly PresidentAction[] {
  const at = (prank * 16 + mask) * 5 + k;
  const cached = (call ? CALLS : PLAYS)[at];
  if (cached) return cached;
  const cards: Card[] = [];
  for (let suit = 0; suit < 4; suit++) if (mask & (1 << suit)) cards.push(card((prank + 1) % 13, suit));
  const made = (PICKS[cards.length]?.[k] ?? []).map((pick) => {
    const codes = Object.freeze(pick.map((p) => cardCode(cards[p] as Card)));
    return Object.freeze(
      call ? { type: 'play' as const, cards: codes, call: true } : { type: 'play' as const, cards: codes },
    );
  });
  (call ? CALLS : PLAYS)[at] = made;
  return made;
}

/**
 * Every legal action of a seat, in a stable order: in play, 3C first, then groups by rank, size and
 * suits, each play leaving one card twice with `lastCardCall` (without, then with the call), and pass
 * last; in the exchange, every choice of cards to give.
 */
export function legalActions(s: PresidentState, seat: Seat): PresidentAction[] {
  const hand = s.hands[seat];
  if (!hand) return [];
  if (s.phase === 'exchange') {
    const owe = s.owe[seat] ?? 0;
    if (owe === 0) return [];
    return combinations(hand, owe).map((cs) => ({ type: 'give', cards: cs.map(cardCode) }));
  }
  if (s.phase !== 'play' || s.turn !== seat) return [];
  const o = s.options;
  const out: PresidentAction[] = [];
  const left = hand.length;
  // With the call, a play that leaves one card comes twice; `calls` is the size of such a play.
  const calls = o.lastCardCall ? left - 1 : -1;
  const table = s.table;
  const size = table ? table.length : 0;
  const min = table ? (RANKS[table[0] as Card] as number) + (o.strictlyHigher ? 1 : 0) : 0;
  let i = 0;
  if (hand[0] === CLUB_THREE && o.clubThree) {
    add(out, 0, 1, 1, calls === 1);
    i = 1;
  }
  while (i < left) {
    const r = RANKS[hand[i] as Card] as number;
    let mask = 0;
    let j = i;
    for (; j < left && RANKS[hand[j] as Card] === r; j++) mask |= 1 << ((hand[j] as Card) & 3);
    if (r >= min) {
      if (table) {
        if (j - i >= size) add(out, r, mask, size, calls === size);
      } else for (let k = 1; k <= j - i; k++) add(out, r, mask, k, calls === k);
    }
    i = j;
  }
  if (table) out.push(PASS);
  return out;
}

function add(out: PresidentAction[], prank: number, mask: number, k: number, call: boolean): void {
  const plain = plays(prank, mask, k, false);
  if (!call) {
    for (let i = 0; i < plain.length; i++) out.push(plain[i] as PresidentAction);
    return;
  }
  const called = plays(prank, mask, k, true);
  for (let i = 0; i < plain.length; i++) out.push(plain[i] as PresidentAction, called[i] as PresidentAction);
}

const KNOWN_KEYS: Readonly<Record<string, readonly string[]>> = {
  play: ['type', 'cards', 'call', 'suit'],
  pass: ['type'],
  give: ['type', 'cards'],
};

/** Reads an action: `malformed` for a bad shape, unknown type or card, or a card not held. */
export function parseAction(raw: unknown, s: PresidentState, seat: Seat): Result<PresidentAction> {
  if (!isObject(raw)) return malformed('An action is a JSON object with a "type".');
  const type = raw['type'];
  const keys = typeof type === 'string' ? KNOWN_KEYS[type] : undefined;
  if (!keys)
    return malformed(`Unknown action type ${JSON.stringify(type)}; President has "play", "pass" and "give".`);
  for (const k of Object.keys(raw))
    if (!keys.includes(k) && raw[k] !== undefined)
      return malformed(`A "${String(type)}" action has no field "${k}".`);
  if (type === 'pass') return ok(PASS);
  const cards = raw['cards'];
  if (!Array.isArray(cards))
    return malformed(`A "${String(type)}" action needs "cards": a list of card codes.`);
  const hand = s.hands[seat] ?? [];
  const codes: string[] = [];
  const seen = new Set<Card>();
  for (const code of cards) {
    const c = parseCardCode(code);
    if (c === undefined) return malformed(`${JSON.stringify(code)} is not a card.`);
    if (seen.has(c)) return malformed(`${cardCode(c)} is named twice.`);
    if (!hand.includes(c)) return malformed(`You do not hold ${cardCode(c)}.`);
    seen.add(c);
    codes.push(cardCode(c));
  }
  if (type === 'give') return ok({ type: 'give', cards: codes });
  const marks = readMarks(raw);
  if (!marks.ok) return marks;
  const { call, suit } = marks.value;
  if (suit !== undefined) return ok({ type: 'play', cards: codes, ...(call ? { call } : {}), suit });
  return ok(call ? { type: 'play', cards: codes, call: true } : { type: 'play', cards: codes });
}

export function actionKey(a: PresidentAction): string {
  if (a.type === 'pass') return 'pass';
  const cards = a.cards.slice().sort().join(',');
  if (a.type === 'give') return `give ${cards}`;
  const key = a.call ? `play ${cards} call` : `play ${cards}`;
  return a.suit !== undefined ? `${key} /${a.suit}` : key;
}

const toCards = (codes: readonly string[]): Card[] =>
  codes.map(parseCardCode).filter((c): c is Card => c !== undefined);

/** Why an action is refused, in a sentence a player understands. */
export function explain(s: PresidentState, seat: Seat, a: PresidentAction): string {
  const o = s.options;
  if (s.phase === 'done') return 'The round is over.';
  if (a.type === 'give') {
    const owe = s.owe[seat] ?? 0;
    if (s.phase !== 'exchange') return 'Cards are given only in the exchange, before the first lead.';
    if (owe === 0) return 'You have no cards to give back.';
    return `You must give back exactly ${owe} card${owe === 1 ? '' : 's'}.`;
  }
  if (s.phase === 'exchange')
    return 'The exchange is not finished: the first lead waits until the cards are given back.';
  if (s.turn !== seat) return 'It is not your turn.';
  const table = s.table;
  if (a.type === 'pass')
    return table
      ? 'You cannot pass now.'
      : 'You lead: play a single, pair, three or four of a kind; you cannot pass.';
  const cards = toCards(a.cards);
  const hand = s.hands[seat] ?? [];
  const first = cards[0];
  if (first === undefined) return 'A play needs at least one card.';
  if (a.suit !== undefined) return 'A play in President never names a suit.';
  if (a.call && !o.lastCardCall) return 'Calling the last card is not played at this table.';
  if (a.call && hand.length - cards.length !== 1)
    return 'You call only when your play leaves you exactly one card.';
  if (o.clubThree && cards.length > 1 && cards.includes(CLUB_THREE))
    return 'The three of clubs is played alone; it never joins a group.';
  const rank = PRANK[first] as number;
  if (cards.some((c) => PRANK[c] !== rank)) return 'The cards of a play must all be of one rank.';
  if (isSpecial(first, o)) return 'That move is not allowed now.';
  if (!table) return 'That move is not allowed now.';
  if (cards.length !== table.length)
    return `You must play the same number of cards as the table: ${table.length}.`;
  const top = PRANK[table[0] as Card] as number;
  const mine = capitalise(groupName(rank, cards.length));
  const theirs = groupName(top, table.length);
  if (rank < top) return `${mine} does not beat ${theirs}.`;
  if (rank === top && o.strictlyHigher)
    return `${mine} does not beat ${theirs}: only a higher rank may follow.`;
  return 'That move is not allowed now.';
}
