import type { Action } from '@kortbord/engine';
import type { Analysis } from './analyse';

/**
 * A hint's search time, ms: the server's, the page's offline and the terminal's. About a second
 * with the round trip; the analysis keeps whole samples only, so it ends a little after.
 */
export const HINT_TIME_MS = 800;

/**
 * What a hint tells a player, from an analysis of their seat's input: the best action with its share
 * of won samples and mean result, and the runner-up's, so the reason can say how much better it is.
 * Every action here is one of the input's legal actions, so a hint names no card the seat cannot see.
 */
export interface Suggestion {
  readonly action: Action;
  readonly wins: number;
  readonly value: number;
  readonly samples: number;
  readonly second: { readonly action: Action; readonly wins: number; readonly value: number } | null;
}

export function suggestion(a: Analysis): Suggestion {
  const [best, next] = a.actions;
  if (!best) throw new Error('an analysis without actions has no suggestion');
  return {
    action: best.action,
    wins: best.wins,
    value: best.value,
    samples: a.samples,
    second: next ? { action: next.action, wins: next.wins, value: next.value } : null,
  };
}
