import type { Card } from '../../cards';
import type { Seat } from '../../game';
import type { PassFact } from './history';
import type { PresidentOptions } from './options';
import { isSpecial, PRANK } from './rank';

/**
 * How a pass bears on the hand that made it. A player who passed on a single 5 while holding a lone 6
 * probably did not hold it: most players follow low when they can without breaking a set. Passing can
 * be tactical, so such a hand is not ruled out, only made this much less likely per pass.
 */
export const CHEAP_FOLLOW_PASSED = 0.3;
/** Ranks above the table that count as "just above" it (a cheap follow). */
export const JUST_ABOVE = 3;
const TWO = 12;

const COUNT = new Int8Array(13);

/** Whether `held` had a group of exactly the table's size a little above it (twos and 3C aside). */
function hadCheapFollow(held: Iterable<Card>, table: readonly Card[], o: PresidentOptions): boolean {
  const first = table[0];
  if (first === undefined) return false;
  COUNT.fill(0);
  for (const c of held)
    if (!isSpecial(c, o)) COUNT[PRANK[c] as number] = (COUNT[PRANK[c] as number] as number) + 1;
  const r = PRANK[first] as number;
  const top = Math.min(TWO - 1, r + JUST_ABOVE);
  for (let x = o.strictlyHigher ? r + 1 : r; x <= top; x++) if (COUNT[x] === table.length) return true;
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
  o: PresidentOptions,
): number {
  let w = 1;
  for (const f of facts) {
    if (f.seat === me) continue;
    const now = hands[f.seat] ?? [];
    if (hadCheapFollow(f.later.length ? [...now, ...f.later] : now, f.table, o)) w *= CHEAP_FOLLOW_PASSED;
  }
  return w;
}
