import { parseCardCode, SUITS, type Card, type Suit } from '../../cards';
import type { Seat } from '../../game';
import { isObject } from '../../json';
import { malformed, ok, type Result } from '../../result';
import type { VriState } from './state';
import type { VriAction } from './moves';

const isSuit = (x: unknown): x is Suit => SUITS.includes(x as Suit);

/** Reads an action's JSON: its shape, its cards and that the seat holds them; never its legality. */
export function parseAction(raw: unknown, s: VriState, seat: Seat): Result<VriAction> {
  if (!isObject(raw) || typeof raw['type'] !== 'string')
    return malformed('An action is a JSON object with a "type", such as {"type":"draw"}.');
  switch (raw['type']) {
    case 'draw':
    case 'pass':
      return ok({ type: raw['type'] });
    case 'knock': {
      const target = raw['target'];
      if (!Number.isInteger(target) || (target as number) < 0 || (target as number) >= s.players)
        return malformed(`A knock names the seat knocked on: "target" from 0 to ${s.players - 1}.`);
      return ok({ type: 'knock', target: target as number });
    }
    case 'suit': {
      const suit = raw['suit'];
      if (!isSuit(suit)) return malformed('Name the suit as one of "C", "D", "H" or "S".');
      return ok({ type: 'suit', suit });
    }
    case 'play':
      return parsePlay(raw, s, seat);
    default:
      return malformed(
        `Unknown action type ${JSON.stringify(raw['type'])}; Vri åtter has play, draw, pass, knock and suit.`,
      );
  }
}

function parsePlay(raw: Record<string, unknown>, s: VriState, seat: Seat): Result<VriAction> {
  const list = raw['cards'];
  if (!Array.isArray(list) || list.length === 0)
    return malformed('A play lists the cards laid: "cards" is a non-empty list of card codes.');
  const suit = raw['suit'];
  if (suit !== undefined && !isSuit(suit)) return malformed('Name the suit as one of "C", "D", "H" or "S".');
  const call = raw['call'];
  if (call !== undefined && typeof call !== 'boolean') return malformed('"call" is true or false.');
  const hand = (s.hands[seat] ?? []) as readonly Card[];
  const codes: string[] = [];
  const wanted = new Map<Card, number>();
  for (const code of list) {
    const c = parseCardCode(code);
    if (c === undefined) return malformed(`${JSON.stringify(code)} is not a card code.`);
    const n = (wanted.get(c) ?? 0) + 1;
    wanted.set(c, n);
    let have = 0;
    for (const h of hand) if (h === c) have++;
    if (have < n)
      return malformed(have === 0 ? `You do not hold ${code}.` : `You hold only ${have} ${code}.`);
    codes.push(code as string);
  }
  return ok({
    type: 'play',
    cards: codes,
    ...(suit !== undefined ? { suit } : {}),
    ...(call === true ? { call: true as const } : {}),
  });
}
