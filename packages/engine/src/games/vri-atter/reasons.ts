/**
 * Why a hint's move is good in Vri åtter, in card terms: the suggested move against the other legal
 * moves of the same search. An eight goes on anything, so it is kept for when nothing else fits and,
 * when laid, names the suit the hand holds most of; several cards of a rank at once empty the hand
 * faster; the last-card call saves drawing three.
 */
import type { Seat } from '../../game';
import type { Reason } from '../../words/game-words';
import type { VriAction } from './moves';
import type { VriView } from './view';

export const VRI_WHY = ['calls-last', 'keeps-eight', 'eight-to-suit', 'sheds-many'] as const;
export type VriWhy = (typeof VRI_WHY)[number];

const cardsOf = (a: VriAction): readonly string[] => (a.type === 'play' ? a.cards : []);
const isEight = (code: string) => code[0] === '8';

export function why(
  view: VriView,
  seat: Seat,
  best: VriAction,
  others: readonly VriAction[],
): Reason<VriWhy>[] {
  const hand = view.seats[seat]?.hand ?? [];
  const mine = cardsOf(best);
  const out: Reason<VriWhy>[] = [];
  if (
    best.type === 'play' &&
    best.call &&
    others.some((a) => a.type === 'play' && !a.call && a.cards.length === mine.length)
  )
    out.push({ code: 'calls-last', params: { word: String(view.options.callWord) } });
  const eight = hand.find(isEight);
  if (eight && !mine.some(isEight) && others.some((a) => cardsOf(a).some(isEight)))
    out.push({ code: 'keeps-eight', params: { card: eight } });
  if (best.type === 'play' && best.suit && mine.some(isEight)) {
    const left = hand.filter((c) => !mine.includes(c) && !isEight(c));
    const count = (s: string) => left.filter((c) => c[1] === s).length;
    const most = Math.max(0, ...['C', 'D', 'H', 'S'].map(count));
    if (most > 0 && count(best.suit) === most)
      out.push({ code: 'eight-to-suit', params: { suit: best.suit, n: most } });
  }
  if (mine.length >= 2 && others.every((a) => cardsOf(a).length < mine.length))
    out.push({ code: 'sheds-many', params: { n: mine.length } });
  return out;
}
