/**
 * Why a hint's move is good in Idiot, in card terms: the suggested move against the other legal moves
 * of the same search. The 2 and the 10 go on anything, so they are kept for when nothing else fits
 * and put face up for the end; the lowest card that goes keeps the high ones; a small pile costs
 * little to take; a 10 or four of a rank burns the pile and gives another turn.
 */
import type { Seat } from '../../game';
import type { Reason } from '../../words/game-words';
import type { IdiotAction } from './actions';
import type { IdiotView, OwnSeatView } from './view';

export const IDIOT_WHY = [
  'burns',
  'arrange-strong',
  'takes-small-pile',
  'plays-low',
  'keeps-special',
] as const;
export type IdiotWhy = (typeof IDIOT_WHY)[number];

const ORDER = '3456789JQKA';
const isSpecialCode = (code: string) => code[0] === '2' || code[0] === 'T';
/** Ordinary ranks in order, the 2 and the 10 above them all (they go on anything). */
const strength = (code: string): number => (isSpecialCode(code) ? 20 : ORDER.indexOf(code[0] ?? ''));
const cardsOf = (a: IdiotAction): readonly string[] => (a.type === 'play' ? a.cards : []);
const sum = (cs: readonly string[]) => cs.reduce((t, c) => t + strength(c), 0);
/** Largest pile still called small: taking it costs a few low cards, not the game. */
const SMALL_PILE = 4;

export function why(
  view: IdiotView,
  seat: Seat,
  best: IdiotAction,
  others: readonly IdiotAction[],
): Reason<IdiotWhy>[] {
  const own = view.seats[seat] as OwnSeatView | undefined;
  const out: Reason<IdiotWhy>[] = [];
  if (best.type === 'arrange') {
    const mine = sum(best.faceUp);
    if (
      others.some((a) => a.type === 'arrange' && sum(a.faceUp) < mine) &&
      others.every((a) => a.type !== 'arrange' || sum(a.faceUp) <= mine)
    )
      out.push({ code: 'arrange-strong', params: { cards: best.faceUp.join(' ') } });
    return out;
  }
  const mine = cardsOf(best);
  const pile = view.pile;
  if (mine.length) {
    const rank = mine[0]?.[0];
    let run = 0;
    for (let i = pile.length - 1; i >= 0 && pile[i]?.[0] === rank; i--) run++;
    if (rank === 'T' || run + mine.length >= 4) out.push({ code: 'burns' });
  }
  const playable = others.filter((a) => cardsOf(a).length > 0);
  if (best.type === 'pickup' && playable.length && pile.length > 0 && pile.length <= SMALL_PILE)
    out.push({ code: 'takes-small-pile', params: { n: pile.length } });
  if (mine.length && !isSpecialCode(mine[0] as string)) {
    const low = strength(mine[0] as string);
    if (
      playable.some(
        (a) => strength(cardsOf(a)[0] as string) > low && !isSpecialCode(cardsOf(a)[0] as string),
      ) &&
      playable.every((a) => strength(cardsOf(a)[0] as string) >= low)
    )
      out.push({ code: 'plays-low', params: { rank: mine[0]?.[0] as string } });
  }
  const special = [...(own?.hand ?? []), ...(own?.faceUp ?? [])].find(
    (c) => isSpecialCode(c) && !mine.includes(c) && playable.some((a) => cardsOf(a).includes(c)),
  );
  if (special && !out.some((r) => r.code === 'burns'))
    out.push({ code: 'keeps-special', params: { card: special } });
  return out;
}
