/**
 * Idiot: arrange high cards, tens and twos face up; play the lowest ordinary rank, every copy of it;
 * keep twos and tens for when nothing else goes, and burn with a ten when the pile is large; pick up
 * only when nothing can be played.
 */
import type { Action } from '@kortbord/engine';
import type { BotInput } from '../../bot';
import type { Heuristic } from '../../heuristic-kit';
import { argmin, byType, cardsOf, rankOfCode } from '../../heuristic-kit';

const TWO = 0;
const TEN = 8;
/** How much a card is worth keeping for later (face up): tens and twos most, then by rank. */
export const idiotKeep = (code: string): number => {
  const r = rankOfCode(code);
  return r === TEN ? 15 : r === TWO ? 14 : r;
};

/** Large enough that burning it is worth a ten. */
const LARGE_PILE = 7;

/** A play's cost: the lower the better. Ordinary ranks by rank; twos and tens last, tens first when the pile is large. */
function playCost(a: Action, pile: number): number {
  const cs = cardsOf(a);
  const r = rankOfCode(cs[0] as string);
  if (r === TEN) return pile >= LARGE_PILE ? -1 : 40;
  if (r === TWO) return 30;
  return r * 2 - cs.length * 0.5;
}

export const idiotRollout = (legal: readonly Action[], pile: number): Action => {
  const first = legal[0] as Action;
  if (first.type === 'arrange')
    return argmin(legal, (a) => -cardsOf2(a).reduce((n, c) => n + idiotKeep(c), 0)) ?? first;
  const plays = byType(legal, 'play');
  if (plays.length) return argmin(plays, (a) => playCost(a, pile)) ?? first;
  return (
    legal.find((a) => a.type === 'flip') ??
    legal.find((a) => a.type === 'chance') ??
    argmin(byType(legal, 'pickup'), (a) =>
      rankOfCode((a as unknown as { faceUp?: string }).faceUp ?? '2C'),
    ) ??
    first
  );
};

const cardsOf2 = (a: Action): readonly string[] =>
  (a as unknown as { faceUp?: readonly string[] }).faceUp ?? [];

export const idiotHeuristic: Heuristic = (input: BotInput) => {
  const pile = ((input.view['pile'] as readonly string[] | undefined) ?? []).length;
  return idiotRollout(input.legal, pile);
};
