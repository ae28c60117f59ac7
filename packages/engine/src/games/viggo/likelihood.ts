import type { Card } from '../../cards';
import type { Seat } from '../../game';
import { value } from './combo';
import type { PassFact } from './history';

/**
 * How a pass bears on the hand that made it. A player who passed on a single 6 while holding a lone
 * 7 probably did not hold it: most players follow low when they can without breaking a set. Viggo lets
 * a player pass whenever it likes, so such a hand is only made this much less likely per pass.
 */
export const CHEAP_FOLLOW_PASSED = 0.3;
/** Ranks above the table that count as "just above" it (a cheap follow). */
export const JUST_ABOVE = 3;
/** From the ace up (ace, two, three) a card is kept for control: passing instead says nothing. */
const CONTROL = 10;

const COUNT = new Int8Array(13);

/** Whether `held` had a set of exactly the table's size a little above it (sequences aside). */
function hadCheapFollow(held: Iterable<Card>, table: readonly Card[]): boolean {
  if (table.length > 4 || table.length === 0) return false;
  COUNT.fill(0);
  for (const c of held) COUNT[value(c)] = (COUNT[value(c)] as number) + 1;
  const r = value(table[0] as Card);
  const top = Math.min(CONTROL - 1, r + JUST_ABOVE);
  for (let x = r + 1; x <= top; x++) if (COUNT[x] === table.length) return true;
  return false;
}

/**
 * The likelihood (up to a constant, in (0, 1]) of the passes seen, given a deal: for every pass of a
 * seat other than `me`, the hand it held then (its hand now and what it laid since) is checked for a
 * cheap follow.
 */
export function passLikelihood(
  facts: readonly PassFact[],
  hands: readonly (readonly Card[])[],
  me: Seat,
): number {
  let w = 1;
  for (const f of facts) {
    if (f.seat === me) continue;
    const now = hands[f.seat] ?? [];
    if (hadCheapFollow(f.later.length ? [...now, ...f.later] : now, f.table)) w *= CHEAP_FOLLOW_PASSED;
  }
  return w;
}
