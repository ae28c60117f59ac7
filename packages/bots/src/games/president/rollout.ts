/**
 * President's rollout policy: the heuristic (heuristic/president.ts) on the few fields of a view it
 * reads, built from the determinized state the search plays out. A full view per rollout step spelled
 * out the pile, the cleared cards, the exchange and the round's history only for the heuristic to
 * read the table, its hand and the others' counts: most of each rollout's time. Inside the search the
 * state is one sampled world, so nothing hidden is shown.
 */
import {
  cardCodes,
  type Action,
  type AnyGame,
  type GameView,
  type Json,
  type Rng,
  type Seat,
} from '@kortbord/engine';
import { presidentHeuristic } from './heuristic';

interface PresidentStateLike {
  readonly options: Json;
  readonly hands: readonly (readonly number[])[];
  readonly table: readonly number[] | null;
  readonly by: Seat;
}

/** The view fields the heuristic reads, and no other. */
export function presidentLeanView(s: PresidentStateLike, seat: Seat): GameView {
  return {
    seats: s.hands.map((h, i) => (i === seat ? { hand: cardCodes(h) } : { handCount: h.length })),
    options: s.options,
    table: s.table ? { cards: cardCodes(s.table), by: s.by } : null,
  } as unknown as GameView;
}

export const presidentRollout = (
  _game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  rng: Rng,
): Action => {
  const s = state as PresidentStateLike;
  return presidentHeuristic(
    { game: 'president', seat, options: s.options, view: presidentLeanView(s, seat), legal },
    rng,
  );
};
