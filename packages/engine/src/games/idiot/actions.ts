import { cardCode, parseCardCode, RANKS, SUITS, type Card } from '../../cards';
import type { Seat } from '../../game';
import { isObject } from '../../json';
import { marksKey, readMarks, type PlayMarks } from '../../marks';
import { malformed, ok, type Result } from '../../result';
import { NONE, type IdiotState } from './state';

/** Actions exactly as RECORD.md writes them. */
export type IdiotAction =
  | { readonly type: 'arrange'; readonly faceUp: readonly string[] }
  | ({ readonly type: 'play'; readonly cards: readonly string[] } & PlayMarks)
  | { readonly type: 'flip'; readonly index: number }
  | { readonly type: 'pickup'; readonly faceUp?: string }
  | { readonly type: 'chance' };

// One deck holds every play as a rank and a set of suits, so all of them are built once and shared:
// legal move generation then allocates nothing but its list.
const PLAYS: IdiotAction[] = [];
for (let r = 0; r < RANKS.length; r++)
  for (let mask = 0; mask < 16; mask++) {
    const cards: string[] = [];
    for (let suit = 0; suit < SUITS.length; suit++)
      if (mask & (1 << suit)) cards.push(`${RANKS[r]}${SUITS[suit]}`);
    PLAYS.push(Object.freeze({ type: 'play', cards: Object.freeze(cards) }));
  }
export const playAction = (rank: number, suitMask: number): IdiotAction =>
  PLAYS[rank * 16 + suitMask] as IdiotAction;

export const FLIPS: readonly IdiotAction[] = [0, 1, 2].map((index) => Object.freeze({ type: 'flip', index }));
export const PICKUP: IdiotAction = Object.freeze({ type: 'pickup' });
const PICKUP_LAYING: readonly IdiotAction[] = Array.from({ length: 52 }, (_, c) =>
  Object.freeze({ type: 'pickup', faceUp: cardCode(c) }),
);
export const pickupLaying = (c: Card): IdiotAction => PICKUP_LAYING[c] as IdiotAction;
export const CHANCE: IdiotAction = Object.freeze({ type: 'chance' });

/** The codes joined in sorted order; the shared actions are already sorted, so they skip the copy. */
function sortedCodes(codes: readonly string[]): string {
  for (let i = 1; i < codes.length; i++)
    if ((codes[i - 1] as string) > (codes[i] as string)) return codes.slice().sort().join(',');
  return codes.join(',');
}

export function actionKey(a: IdiotAction): string {
  switch (a.type) {
    case 'arrange':
      return `arrange:${sortedCodes(a.faceUp)}`;
    case 'play':
      return a.suit === undefined && !a.call
        ? `play:${sortedCodes(a.cards)}`
        : `play:${sortedCodes(a.cards)}${marksKey(a)}`;
    case 'flip':
      return `flip:${a.index}`;
    case 'pickup':
      return a.faceUp === undefined ? 'pickup' : `pickup:${a.faceUp}`;
    case 'chance':
      return 'chance';
  }
}

export const toCards = (codes: readonly string[]): Card[] => codes.map((c) => parseCardCode(c) ?? NONE);

const FIELDS: Readonly<Record<string, readonly string[]>> = {
  arrange: ['type', 'faceUp'],
  play: ['type', 'cards', 'suit', 'call'],
  flip: ['type', 'index'],
  pickup: ['type', 'faceUp'],
  chance: ['type'],
};

/**
 * Reads an action. A seat "holds" its hand and face-up cards only: its face-down cards are unknown
 * to it, and treating them as held would let a probing client learn them from the error code.
 */
export function parseAction(raw: unknown, s: IdiotState, seat: Seat): Result<IdiotAction> {
  if (!isObject(raw) || typeof raw['type'] !== 'string')
    return malformed('An action is a JSON object with a "type".');
  const type = raw['type'];
  const fields = FIELDS[type];
  if (!fields)
    return malformed(
      `Unknown action type ${JSON.stringify(type)}; Idiot knows arrange, play, flip, pickup, chance.`,
    );
  for (const k of Object.keys(raw))
    if (!fields.includes(k)) return malformed(`A ${type} action has no field "${k}".`);
  const held = (s.hands[seat] ?? []).concat(s.faceUp[seat] ?? []);
  const holds = (codes: readonly unknown[]): string | null => {
    const left = held.slice();
    for (const code of codes) {
      const c = parseCardCode(code);
      if (c === undefined) return `Unknown card ${JSON.stringify(code)}.`;
      const i = left.indexOf(c);
      if (i < 0)
        return held.includes(c) ? `${String(code)} is named twice.` : `You do not hold ${String(code)}.`;
      left.splice(i, 1);
    }
    return null;
  };
  switch (type) {
    case 'arrange':
    case 'play': {
      const key = type === 'arrange' ? 'faceUp' : 'cards';
      const list = raw[key];
      if (!Array.isArray(list)) return malformed(`A ${type} action lists its cards in "${key}".`);
      const why = holds(list);
      if (why) return malformed(why);
      const codes = list as string[];
      if (type === 'arrange') return ok({ type, faceUp: codes });
      const marks = readMarks(raw);
      return marks.ok ? ok({ type, cards: codes, ...marks.value }) : marks;
    }
    case 'flip': {
      const index = raw['index'];
      if (!Number.isInteger(index) || (index as number) < 0 || (index as number) > 2)
        return malformed('A flip names a face-down position: "index" 0, 1 or 2.');
      return ok({ type, index: index as number });
    }
    case 'pickup': {
      const code = raw['faceUp'];
      if (code === undefined) return ok(PICKUP);
      if (typeof code !== 'string') return malformed('"faceUp" names one card, such as "7C".');
      const why = holds([code]);
      return why ? malformed(why) : ok({ type, faceUp: code });
    }
    default:
      return ok(CHANCE);
  }
}
