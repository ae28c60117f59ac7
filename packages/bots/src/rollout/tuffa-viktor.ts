/**
 * Tuffa Viktor's rollout policy: the heuristic's choices (heuristic/tuffa-viktor.ts), read from the
 * determinized state the search plays out instead of from a view built per step, which cost most of
 * each rollout. The state is one sampled world inside the search, so nothing hidden is shown.
 */
import type { Action, AnyGame, Rng, Seat } from '@kortbord/engine';
import { argmin } from '../heuristic/common';
import { WORTH_DEFENDING, WORTH_SECURING } from '../heuristic/tuffa-viktor';

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

type Fields = Readonly<Record<string, unknown>>;

/** Glasses on a card code: "G5" → 5; figure cards hold none. */
const codeGlasses = (code: string): number =>
  code.length === 2 && code[0] === 'G' ? code.charCodeAt(1) - 48 : 0;
const codesGlasses = (cs: readonly string[]): number => {
  let n = 0;
  for (const c of cs) n += codeGlasses(c);
  return n;
};
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

/** The heuristic's answers: Smockan (or Arrestering as the target) only for a valuable group. */
function answer(s: TuffaStateLike, seat: Seat, legal: readonly Action[]): Action {
  const a = s.attack;
  const yielding = legal.find((x) => x.type === 'yield') ?? (legal[0] as Action);
  if (a?.kind !== 'vivan') return yielding;
  const value = groupGlasses(s.groups[a.target ?? -1]?.[a.group ?? -1]);
  if (value >= WORTH_DEFENDING) {
    const smockan = legal.find((x) => x.type === 'smockan');
    if (smockan) return smockan;
  }
  if (value >= WORTH_DEFENDING + 4 && a.target === seat) {
    const arrest = legal.find((x) => x.type === 'arrest');
    if (arrest) return arrest;
  }
  return yielding;
}

/** The heuristic's `value`, weight for weight: the search expects medium-like opponents, so keep them in step. */
function value(s: TuffaStateLike, seat: Seat, stock: number, a: Action): number {
  const f = a as unknown as Fields;
  switch (a.type) {
    case 'viktor': {
      const g = groupGlasses(s.groups[seat]?.[f['group'] as number]);
      return g >= WORTH_SECURING || stock < 8 ? 10 + g * 1.2 : g * 0.5;
    }
    case 'vivan': {
      const g = groupGlasses(s.groups[f['target'] as number]?.[f['group'] as number]);
      return g * 1.1 + codesGlasses(f['add'] as string[]) * 0.5;
    }
    case 'arrest':
      return groupGlasses(s.groups[f['target'] as number]?.[f['group'] as number]) * 0.45;
    case 'glass': {
      const cs = f['cards'] as string[];
      const target = f['group'] as number | null;
      const base = target === null ? 0 : groupGlasses(s.groups[seat]?.[target]);
      return 2 + cs.length + (codesGlasses(cs) + base) * 0.15;
    }
    case 'indrivaren': {
      let others = 0;
      for (let i = 0; i < s.hands.length; i++) if (i !== seat && handSize(s.hands[i]) > 0) others++;
      return 3 + others;
    }
    case 'discard':
      return -codeGlasses(f['card'] as string);
    default:
      return 0;
  }
}

/** The rollout policy (STATE_ROLLOUT in levels.ts): the heuristic's choice for `seat` in the sampled state. */
export function tuffaStateRollout(
  _game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  _rng: Rng,
): Action {
  const s = state as TuffaStateLike;
  if (s.attack) return answer(s, seat, legal);
  const stock = s.stock.length - s.drawn;
  return argmin(legal, (a) => -value(s, seat, stock, a)) ?? (legal[0] as Action);
}
