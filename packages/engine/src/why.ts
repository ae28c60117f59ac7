import type { Action, AnyGame, Seat } from './game';
import type { Reason } from './words/game-words';

/**
 * Why `best` is good for `seat` (Game.why), compared with every other legal move: the hint's and the
 * coach's reason, from the seat's own view only, so it names no card the seat cannot see.
 */
export function moveWhy(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  best: Action,
  legal: readonly Action[],
): readonly Reason[] {
  const key = game.actionKey(best);
  return game.why(
    view,
    seat,
    best,
    legal.filter((a) => game.actionKey(a) !== key),
  );
}
