/**
 * Idiot's rollout policy: the heuristic (heuristic/idiot.ts), which reads the legal actions and the
 * pile's size (a ten burns a large pile), with the size read from the sampled state. The stand-in it
 * replaces took every pile as empty, so the search's opponents never burned a large pile with a ten
 * as medium does. Inside the search the state is one sampled world, so nothing hidden is shown.
 */
import type { Action, AnyGame, Rng, Seat } from '@kortbord/engine';
import { idiotRollout } from './heuristic';

export const idiotStateRollout = (
  _game: AnyGame,
  state: unknown,
  _seat: Seat,
  legal: readonly Action[],
  _rng: Rng,
): Action => idiotRollout(legal, (state as { readonly pile: readonly unknown[] }).pile.length);
