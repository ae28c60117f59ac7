import { cardCodes, parseCardCode, type Card } from '../../cards';
import type { ChanceRules } from '../../game';
import { isObject } from '../../json';
import { malformed, ok, refuse, type Result } from '../../result';
import type { Rng } from '../../rng';
import { restock } from './apply';
import { restockDue, type VriState } from './state';

/** `{"type":"restock","stock":[…]}`: the new stock, top card first. */
export interface Restock {
  readonly type: 'restock';
  readonly stock: readonly Card[];
}

const underTop = (s: VriState): Card[] => s.discard.slice(0, -1) as Card[];

function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const x = a.slice().sort((p, q) => p - q);
  const y = b.slice().sort((p, q) => p - q);
  return x.every((c, i) => c === y[i]);
}

function parse(raw: unknown, s: VriState): Result<Restock> {
  if (!isObject(raw) || raw['type'] !== 'restock' || !Array.isArray(raw['stock']))
    return malformed('A Vri åtter chance outcome is {"type":"restock","stock":[the new stock, top first]}.');
  const stock: Card[] = [];
  for (const code of raw['stock']) {
    const c = parseCardCode(code);
    if (c === undefined) return malformed(`${JSON.stringify(code)} is not a card code.`);
    stock.push(c);
  }
  if (!sameCards(stock, underTop(s)))
    return refuse('illegal', 'The new stock must be exactly the discard pile less its top card, shuffled.');
  return ok({ type: 'restock', stock });
}

export const restockRules: ChanceRules<VriState, Restock> = {
  due: restockDue,
  parse,
  sample: (s: VriState, rng: Rng): Restock => ({ type: 'restock', stock: rng.shuffle(underTop(s)) }),
  apply: (s: VriState, c: Restock): VriState => restock(s, c.stock),
  toJson: (c: Restock) => ({ type: 'restock', stock: cardCodes(c.stock) }),
};
