/**
 * Vri åtter: keep the eights for when nothing else fits, and change to the suit you hold most. Plays as
 * many cards as a play allows, ending on the suit held most (or the one scoring the most points, when
 * points count); answers a two penalty with twos; draws before laying an eight; always calls, knocks.
 */
import type { Action } from '@kortbord/engine';
import type { BotInput } from '../bot';
import type { Heuristic } from './index';
import { argmin, byType, cardsOf, ownHand, rankOfCode } from './common';

const EIGHT = 6;
const suitOf = (code: string): string => code.slice(-1);
/** Penalty points of a card when the game scores (RULES.md): eight 50, J Q K 10, ace 1, others face value. */
export const vriPoints = (code: string): number => {
  const r = rankOfCode(code);
  if (r === EIGHT) return 50;
  if (r >= 9 && r <= 11) return 10;
  if (r === 12) return 1;
  return r + 2;
};

/** Per suit, how many of `cards` (eights left out) are of it. */
function suitCounts(cards: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) if (rankOfCode(c) !== EIGHT) m.set(suitOf(c), (m.get(suitOf(c)) ?? 0) + 1);
  return m;
}

export const vriHeuristic: Heuristic = (input: BotInput) => {
  const legal = input.legal;
  const first = legal[0] as Action;
  const knock = legal.find((a) => a.type === 'knock');
  if (knock) return knock;
  const hand = ownHand(input);
  const counts = suitCounts(hand);
  const most = (cards: readonly string[]) => {
    const left = suitCounts(cards);
    let best = 'C';
    let n = -1;
    for (const s of ['S', 'H', 'D', 'C']) {
      const k = left.get(s) ?? 0;
      if (k > n) {
        n = k;
        best = s;
      }
    }
    return best;
  };
  const suitNaming = byType(legal, 'suit');
  if (suitNaming.length) {
    const s = most(hand);
    return suitNaming.find((a) => (a as unknown as { suit: string }).suit === s) ?? first;
  }

  const called = (a: Action) => (a as unknown as { call?: boolean }).call === true;
  const plays = byType(legal, 'play');
  const callable = new Set(
    plays.filter(called).map((a) => cardsOf(a).join() + (a as unknown as { suit?: string }).suit),
  );
  const options = plays.filter(
    (a) => called(a) || !callable.has(cardsOf(a).join() + (a as unknown as { suit?: string }).suit),
  );
  const scoring = (input.view['options'] as { scoring?: boolean } | undefined)?.scoring === true;

  const rest = (a: Action) => {
    const left = hand.slice();
    for (const c of cardsOf(a)) left.splice(left.indexOf(c), 1);
    return left;
  };
  const cost = (a: Action) => {
    const cs = cardsOf(a);
    const eight = cs.some((c) => rankOfCode(c) === EIGHT);
    const left = rest(a);
    if (!left.length) return -1000;
    const last = cs[cs.length - 1] as string;
    const endSuit = (a as unknown as { suit?: string }).suit ?? suitOf(last);
    const wantSuit = most(left);
    let c = eight ? 100 : 0;
    c -= cs.length * 3;
    // End on a suit still held: the next turn has something to lay.
    c -= (suitCounts(left).get(endSuit) ?? 0) * 2;
    if (eight && endSuit !== wantSuit) c += 5;
    if (scoring) c -= cs.reduce((n, x) => n + (rankOfCode(x) === EIGHT ? 0 : vriPoints(x)), 0) / 5;
    return c;
  };
  const nonEight = options.filter((a) => !cardsOf(a).some((c) => rankOfCode(c) === EIGHT));
  const draw = legal.find((a) => a.type === 'draw');
  const pass = legal.find((a) => a.type === 'pass');
  // Under a penalty or with plays to hand: the best non-eight play first.
  if (nonEight.length) return argmin(nonEight, cost) ?? first;
  // Keep eights while drawing can still find a card that fits (a penalty is taken by drawing).
  if (draw && (input.view['penalty'] ?? 0) !== 0) return draw;
  const eights = options.filter((a) => cardsOf(a).some((c) => rankOfCode(c) === EIGHT));
  if (eights.length && (!draw || hand.length <= 2 || counts.size === 0)) return argmin(eights, cost) ?? first;
  if (draw) return draw;
  if (eights.length) return argmin(eights, cost) ?? first;
  return pass ?? first;
};
