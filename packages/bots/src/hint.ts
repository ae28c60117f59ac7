import { type Action } from '@kortbord/engine';
import { type HintFigure } from '@kortbord/words';
import type { Analysis } from './analyse';

/**
 * A hint's search time, ms: the server's, the page's offline and the terminal's. About a second
 * with the round trip; the analysis keeps whole samples only, so it ends a little after.
 */
export const HINT_TIME_MS = 800;

/**
 * Below this many test games a hint claims no figure: one or two deals say nothing a player should
 * trust ("100 % of 1 test game"), so the words call it a rough guess instead.
 */
export const MIN_COUNTED_SAMPLES = 10;

/**
 * What a hint tells a player, from an analysis of their seat's input: the best action (by mean
 * result, the analysis's order) and one other action to compare it with, by the figure the words show.
 * `figure` is chosen so that the suggestion's shown figure is never below any other action's:
 * - 'wins': it won strictly more test games than every other action; `second` won the most of the rest;
 * - 'result': otherwise (equal or fewer wins, as in games of many seats where outright wins are rare),
 *   the mean result, which ranks it first by construction; `second` is the runner-up;
 * - 'guess': too few test games to count (MIN_COUNTED_SAMPLES); `second` as for 'result';
 * - 'only': the only legal action; `second` is null.
 * Every action here is one of the input's legal actions, so a hint names no card the seat cannot see.
 */
export interface Suggestion {
  readonly action: Action;
  readonly figure: HintFigure;
  readonly wins: number;
  readonly value: number;
  readonly samples: number;
  readonly second: { readonly action: Action; readonly wins: number; readonly value: number } | null;
}

export function suggestion(a: Analysis): Suggestion {
  const [best, ...all] = a.actions;
  if (!best) throw new Error('an analysis without actions has no suggestion');
  // With halving, the figures compare the moves that played the same test games as the suggestion
  // (those that stayed in to the end); a move that left early is not set against it on fewer games.
  const same = all.filter((x) => x.samples === best.samples);
  const rest = same.length ? same : all;
  const base = { action: best.action, wins: best.wins, value: best.value, samples: best.samples };
  const runnerUp = rest[0];
  if (!runnerUp) return { ...base, figure: 'only', second: null };
  const side = (x: typeof best) => ({ action: x.action, wins: x.wins, value: x.value });
  if (a.samples < MIN_COUNTED_SAMPLES) return { ...base, figure: 'guess', second: side(runnerUp) };
  // The other action that won most often (the analysis's order breaks ties): the one to beat on wins.
  const mostWins = rest.reduce((m, x) => (x.wins > m.wins ? x : m), runnerUp);
  if (best.wins > mostWins.wins) return { ...base, figure: 'wins', second: side(mostWins) };
  return { ...base, figure: 'result', second: side(runnerUp) };
}
