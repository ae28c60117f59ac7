import { cardCode, parseCardCode, type Card } from '../../cards';
import type { Seat } from '../../game';
import { isObject } from '../../json';
import { malformed, ok, type Result } from '../../result';
import type { HjerterfriState } from './state';

/** Actions as the record writes them: the cards passed before the first trick, and a card played. */
export type HjerterfriAction =
  | { readonly type: 'pass'; readonly cards: readonly string[] }
  | { readonly type: 'play'; readonly cards: readonly string[] };

// Every play is one of 52, built once and shared: legal move generation allocates only its list.
const PLAYS: readonly HjerterfriAction[] = Array.from({ length: 52 }, (_, c) =>
  Object.freeze({ type: 'play', cards: Object.freeze([cardCode(c)]) }),
);
export const playAction = (c: Card): HjerterfriAction => PLAYS[c] as HjerterfriAction;

export const actionKey = (a: HjerterfriAction): string =>
  a.type === 'play' ? `play:${a.cards.join(',')}` : `pass:${a.cards.slice().sort().join(',')}`;

export const toCards = (codes: readonly string[]): Card[] => codes.map((c) => parseCardCode(c) ?? -1);

/** Reads an action: its shape, and that the seat holds each card it names once. Not its legality. */
export function parseAction(raw: unknown, s: HjerterfriState, seat: Seat): Result<HjerterfriAction> {
  if (!isObject(raw) || typeof raw['type'] !== 'string')
    return malformed('An action is a JSON object with a "type".');
  const type = raw['type'];
  if (type !== 'pass' && type !== 'play')
    return malformed(`Unknown action type ${JSON.stringify(type)}; Hjerterfri knows pass and play.`);
  for (const k of Object.keys(raw))
    if (k !== 'type' && k !== 'cards') return malformed(`A ${type} action has no field "${k}".`);
  const list = raw['cards'];
  if (!Array.isArray(list)) return malformed(`A ${type} action lists its cards in "cards".`);
  const hand = s.hands[seat] ?? [];
  const seen: Card[] = [];
  for (const code of list) {
    const c = parseCardCode(code);
    if (c === undefined) return malformed(`Unknown card ${JSON.stringify(code)}.`);
    if (seen.includes(c)) return malformed(`${String(code)} is named twice.`);
    if (!hand.includes(c)) return malformed(`You do not hold ${String(code)}.`);
    seen.push(c);
  }
  return ok({ type, cards: list as string[] });
}
