/**
 * Hjerterfri's rollout policy: the heuristic on the few fields it reads (the hand, the trick, whether
 * QS is still out), taken from the determinized state the search plays out. Inside the search the
 * state is one sampled world, so nothing hidden is shown.
 */
import { cardCode, cardCodes, type Action, type AnyGame, type Rng, type Seat } from '@kortbord/engine';
import { hjerterfriPass, hjerterfriPlay } from './heuristic';

interface HjerterfriStateLike {
  readonly phase: string;
  readonly players: number;
  readonly hands: readonly (readonly number[])[];
  readonly trick: readonly { readonly seat: Seat; readonly card: number }[];
  readonly taken: readonly (readonly number[])[];
}

const QS = 43;

export const hjerterfriRollout = (
  _game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly Action[],
  _rng: Rng,
): Action => {
  const s = state as HjerterfriStateLike;
  if ((legal[0] as Action).type === 'pass') return hjerterfriPass(legal, cardCodes(s.hands[seat] ?? []));
  const queenOut = !s.taken.some((t) => t.includes(QS)) && !s.trick.some((l) => l.card === QS);
  const trick = s.trick.map((l) => ({ seat: l.seat, card: cardCode(l.card) }));
  return hjerterfriPlay(legal, trick, queenOut, s.players);
};
