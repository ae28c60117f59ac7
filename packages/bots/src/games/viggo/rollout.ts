/**
 * Viggo's rollout policy: the heuristic (heuristic/viggo.ts) on the few fields of a view it reads,
 * built from the determinized state the search plays out. A full view per rollout step spelled out the
 * played cards and the round's history only for the heuristic to read the table, its hand, the
 * others' counts and (drafting) the cards shown. Inside the search the state is one sampled world, so
 * nothing hidden is shown.
 */
import { cardCodes, type Action, type AnyGame, type GameView, type Rng, type Seat } from '@kortbord/engine';
import { viggoHeuristic } from './heuristic';

interface ViggoStateLike {
  readonly phase: string;
  readonly hands: readonly (readonly number[])[];
  readonly table: readonly number[] | null;
  readonly tableBy: Seat;
  readonly stock: readonly number[];
}

/** The stock cards the drafter is shown: both on the first and last take turns (engine: isTakeTurn). */
const shown = (s: ViggoStateLike): readonly number[] =>
  s.phase !== 'draft' ? [] : s.stock.slice(0, s.stock.length === 52 || s.stock.length === 2 ? 2 : 1);

/** The view fields the heuristic reads, and no other. */
export function viggoLeanView(s: ViggoStateLike, seat: Seat): GameView {
  return {
    seats: s.hands.map((h, i) => (i === seat ? { hand: cardCodes(h) } : { handCount: h.length })),
    table: s.table ? { cards: cardCodes(s.table), by: s.tableBy } : null,
    shown: cardCodes(shown(s)),
  } as unknown as GameView;
}

export const viggoRollout = (
  _game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  rng: Rng,
): Action =>
  viggoHeuristic(
    { game: 'viggo', seat, options: {}, view: viggoLeanView(state as ViggoStateLike, seat), legal },
    rng,
  );
