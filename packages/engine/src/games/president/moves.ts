import { NOBODY, onlySeat } from '../../acting';
import { card, CLUB_THREE, cardCode, cardCodes, parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import { isObject } from '../../json';
import { readMarks } from '../../marks';
import { combinations } from '../../multiset';
import { malformed, ok, type Result } from '../../result';
import { isSpecial, PRANK } from './rank';
import type { PresidentAction, PresidentState } from './state';
import { reason, type Reason } from '../../words/game-words';
import type { SharedReason } from '../../words/reasons';
import type { PresidentReason } from './words';

export function toAct(s: PresidentState): readonly Seat[] {
  if (s.phase === 'play') return onlySeat(s.turn);
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
// Filled up front: an array first written at scattered indices falls back to a dictionary.
const PLAYS: (readonly PresidentAction[] | undefined)[] = new Array(13 * 16 * 5).fill(undefined);
const CALLS: (readonly PresidentAction[] | undefined)[] = new Array(13 * 16 * 5).fill(undefined);

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

type Why = Reason<PresidentReason | SharedReason>;

/** Why an action is refused: a code with its parameters. */
export function explain(s: PresidentState, seat: Seat, a: PresidentAction): Why {
  const o = s.options;
  if (s.phase === 'done') return reason('round-over');
  if (a.type === 'give') {
    const owe = s.owe[seat] ?? 0;
    if (s.phase !== 'exchange') return reason('give-only-exchange');
    if (owe === 0) return reason('nothing-to-give');
    return reason('give-exactly', { n: owe });
  }
  if (s.phase === 'exchange') return reason('exchange-first');
  if (s.turn !== seat) return reason('turn-of', { turn: s.turn });
  const table = s.table;
  if (a.type === 'pass') return reason(table ? 'no-pass-now' : 'lead-no-pass');
  const cards = toCards(a.cards);
  const hand = s.hands[seat] ?? [];
  const first = cards[0];
  if (first === undefined) return reason('at-least-one');
  if (a.suit !== undefined) return reason('no-suit');
  if (a.call && !o.lastCardCall) return reason('no-call-here');
  if (a.call && hand.length - cards.length !== 1) return reason('call-one-left');
  if (o.clubThree && cards.length > 1 && cards.includes(CLUB_THREE)) return reason('club-three-alone');
  const rank = PRANK[first] as number;
  if (cards.some((c) => PRANK[c] !== rank)) return reason('one-rank');
  if (isSpecial(first, o)) return reason('not-allowed');
  if (!table) return reason('not-allowed');
  if (cards.length !== table.length) return reason('same-count', { n: table.length });
  const top = PRANK[table[0] as Card] as number;
  const both = { cards: cardCodes(cards).join(' '), table: cardCodes(table).join(' ') };
  if (rank < top) return reason('does-not-beat', both);
  if (rank === top && o.strictlyHigher) return reason('strictly-higher', both);
  return reason('not-allowed');
}
