/**
 * Hjerterfri: pass the queen, king and ace of spades, high hearts and the cards of a short suit;
 * play under the card on top when following; when void, throw the queen of spades, then the high
 * spades while she is out, then the highest heart, then the highest card; lead low, never a high
 * spade while the queen is out.
 */
import type { Action } from '@kortbord/engine';
import type { BotInput } from '../../bot';
import type { Heuristic } from '../../heuristic-kit';
import { argmin, cardsOf, rankOfCode } from '../../heuristic-kit';

const QUEEN = 10;
const suitOf = (code: string): string => code.charAt(1);

/** A trick card as the view and the lean view give it. */
export interface LaidLike {
  readonly seat: number;
  readonly card: string;
}

/** How much a card wants to leave the hand before play (the higher, the sooner it is passed). */
function passScore(code: string, hand: readonly string[]): number {
  const r = rankOfCode(code);
  const s = suitOf(code);
  const inSuit = hand.filter((c) => suitOf(c) === s).length;
  if (s === 'S') {
    // With few low spades the queen and her guards are a danger; with many they are safe to keep.
    const low = hand.filter((c) => suitOf(c) === 'S' && rankOfCode(c) < QUEEN).length;
    if (r >= QUEEN) return low >= 4 ? 5 + r : 40 + r;
    return r;
  }
  if (s === 'H') return 10 + r * 1.5;
  // A short side suit is worth emptying: then hearts and the queen can be thrown on it.
  return r + (inSuit <= 2 ? 8 : 0);
}

export function hjerterfriPass(legal: readonly Action[], hand: readonly string[]): Action {
  const first = legal[0] as Action;
  const n = cardsOf(first).length;
  const want = new Set(
    hand
      .slice()
      .sort((a, b) => passScore(b, hand) - passScore(a, hand))
      .slice(0, n),
  );
  return legal.find((a) => cardsOf(a).every((c) => want.has(c))) ?? first;
}

/** The card to play, from the legal plays, the trick so far and whether QS has been played. */
export function hjerterfriPlay(
  legal: readonly Action[],
  trick: readonly LaidLike[],
  queenOut: boolean,
  players: number,
): Action {
  const first = legal[0] as Action;
  const card = (a: Action) => cardsOf(a)[0] as string;
  if (legal.length === 1) return first;
  if (trick.length === 0) {
    // Lead low; hearts and high spades (while the queen is out) are dear to lead.
    return (
      argmin(legal, (a) => {
        const c = card(a);
        const r = rankOfCode(c);
        const s = suitOf(c);
        if (s === 'S' && r >= QUEEN && queenOut) return 100 + r;
        return r + (s === 'H' ? 6 : 0);
      }) ?? first
    );
  }
  const led = suitOf(trick[0]?.card ?? '');
  let top = -1;
  let points = 0;
  for (const l of trick) {
    if (suitOf(l.card) === led) top = Math.max(top, rankOfCode(l.card));
    if (suitOf(l.card) === 'H') points += 1;
    if (l.card === 'QS') points += 13;
  }
  const following = suitOf(card(first)) === led;
  if (following) {
    const under = legal.filter((a) => rankOfCode(card(a)) < top);
    // Under the top: the highest such card (it sheds a dangerous card and still loses the trick).
    if (under.length) return argmin(under, (a) => -rankOfCode(card(a))) ?? first;
    const last = trick.length === players - 1;
    // Sure to win (or last with no points): take it with the highest, keeping the queen back.
    if (last && points === 0)
      return argmin(legal, (a) => (card(a) === 'QS' ? 100 : -rankOfCode(card(a)))) ?? first;
    return argmin(legal, (a) => rankOfCode(card(a)) + (card(a) === 'QS' ? 100 : 0)) ?? first;
  }
  // Void: throw the worst card.
  return (
    argmin(legal, (a) => {
      const c = card(a);
      const r = rankOfCode(c);
      if (c === 'QS') return -1000;
      if (suitOf(c) === 'S' && r > QUEEN && queenOut) return -500 - r;
      if (suitOf(c) === 'H') return -200 - r;
      return -r;
    }) ?? first
  );
}

export const hjerterfriHeuristic: Heuristic = (input: BotInput) => {
  const v = input.view;
  const hand = (v.seats[input.seat]?.['hand'] as readonly string[] | undefined) ?? [];
  const first = input.legal[0] as Action;
  if (first.type === 'pass') return hjerterfriPass(input.legal, hand);
  const trick = (v['trick'] as readonly LaidLike[] | undefined) ?? [];
  const queenOut = !v.seats.some((s) => ((s['taken'] as readonly string[] | undefined) ?? []).includes('QS'));
  return hjerterfriPlay(input.legal, trick, queenOut && !trick.some((l) => l.card === 'QS'), v.seats.length);
};
