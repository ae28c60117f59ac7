import { getGame, moveWhy, type Action, type AnyGame, type Reason } from '@kortbord/engine';
import type { BotInput } from './bot';

// Apart from hint.ts: this one needs the game's rules, and the page's first script, which shares
// hint.ts's constants, must not load them (apps/web/test/budget.test.ts).

/**
 * Why a hint's suggestion is good, in card terms (Game.why): compared with the seat's other legal
 * actions, from the seat's view only.
 */
export function suggestionWhy(input: BotInput, action: Action): readonly Reason[] {
  return moveWhy(getGame(input.game) as AnyGame, input.view, input.seat, action, input.legal);
}
