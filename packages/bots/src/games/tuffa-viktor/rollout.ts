/**
 * Tuffa Viktor's rollout policy: the heuristic's choices (heuristic/tuffa-viktor.ts, the same
 * `bestAction` and `answerChoice`), read from the determinized state the search plays out instead of
 * from a view built per step, which cost most of each rollout. The state is one sampled world inside
 * the search, so nothing hidden is shown.
 */
import type { Action, AnyGame, Rng, Seat } from '@kortbord/engine';
import type { RolloutPolicy } from '../../ismcts';
import {
  answerChoice,
  bestAction,
  HARD_STYLE,
  MEDIUM_STYLE,
  type TuffaStyle,
  type TuffaTable,
} from './heuristic';

/** The engine's state, as far as the policy reads it (kinds: glass value - 1, figures from 8). */
interface TuffaStateLike {
  readonly hands: readonly (readonly number[])[];
  readonly groups: readonly (readonly (readonly number[])[])[];
  readonly stock: readonly number[];
  readonly drawn: number;
  readonly attack: {
    readonly kind: 'vivan' | 'indrivaren';
    readonly target?: number;
    readonly group?: number;
  } | null;
}

const groupGlasses = (g: readonly number[] | undefined): number => {
  let n = 0;
  if (g) for (const k of g) n += k + 1;
  return n;
};
const handSize = (h: readonly number[] | undefined): number => {
  let n = 0;
  if (h) for (const x of h) n += x;
  return n;
};

/** The table as the sampled state holds it, for `seat`. */
class StateTable implements TuffaTable {
  readonly stock: number;
  readonly opponentsWithCards: number;
  constructor(
    private readonly s: TuffaStateLike,
    seat: Seat,
  ) {
    this.stock = s.stock.length - s.drawn;
    let others = 0;
    for (let i = 0; i < s.hands.length; i++) if (i !== seat && handSize(s.hands[i]) > 0) others++;
    this.opponentsWithCards = others;
  }
  groupGlasses(seat: Seat, group: number): number {
    return groupGlasses(this.s.groups[seat]?.[group]);
  }
}

function choose(s: TuffaStateLike, seat: Seat, legal: readonly Action[], style: TuffaStyle): Action {
  const a = s.attack;
  if (a) {
    const vivan =
      a.kind === 'vivan'
        ? { target: a.target ?? -1, glasses: groupGlasses(s.groups[a.target ?? -1]?.[a.group ?? -1]) }
        : null;
    return answerChoice(style, seat, vivan, legal);
  }
  return bestAction(style, new StateTable(s, seat), seat, legal);
}

/** The rollout policy (STATE_ROLLOUT in levels.ts): medium's choice for `seat` in the sampled state. */
export const tuffaStateRollout = (
  _game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  _rng: Rng,
): Action => choose(state as TuffaStateLike, seat, legal, MEDIUM_STYLE);

/** A search's rollout policy for `hero`: its own play (HARD_STYLE) for the hero, medium's for the others. */
export const tuffaRolloutFor =
  (hero: Seat): RolloutPolicy =>
  (_game, state, seat, legal) =>
    choose(state as TuffaStateLike, seat, legal, seat === hero ? HARD_STYLE : MEDIUM_STYLE);
