/**
 * Viggo: shed low cards early, keep the threes (3C above all) and twos for control, build sequences.
 * Leading, the lowest combination that breaks no set (a sequence counts from its lowest card, so it
 * goes early); following, the lowest combination that beats the table without breaking a set and
 * without spending a control card, unless the hand is nearly out or an opponent is.
 */
import type { Action } from '@kortbord/engine';
import type { BotInput } from '../../bot';
import type { Heuristic } from '../../heuristic-kit';
import { argmin, byType, cardsOf, ownHand, rankOfCode, tally } from '../../heuristic-kit';

/** Viggo rank: 0 for a four … 10 ace, 11 two, 12 three. */
export const viggoValue = (code: string): number => (rankOfCode(code) + 11) % 13;
const CONTROL = 10;

function playShape(a: Action, counts: Map<number, number>) {
  const cards = cardsOf(a);
  const values = cards.map(viggoValue);
  const lo = Math.min(...values);
  const top = Math.max(...values);
  const sequence = cards.length === 5 && lo !== top;
  // A set breaks a group when it leaves cards of its rank; a sequence when it takes from a pair or more.
  const breaks = sequence
    ? values.some((v) => (counts.get(v) ?? 0) > 1)
    : (counts.get(top) ?? 0) !== cards.length;
  return { cards, lo, top, sequence, breaks, club: cards.includes('3C') };
}

export const viggoHeuristic: Heuristic = (input: BotInput) => {
  const legal = input.legal;
  const first = legal[0] as Action;
  const view = input.view as unknown as { table: { cards: string[]; by: number } | null; shown: string[] };
  const hand = ownHand(input);
  const values = hand.map(viggoValue);
  const counts = tally(values);

  if (first.type === 'keep' || first.type === 'reject' || first.type === 'take') {
    const takes = byType(legal, 'take');
    const worth = (code: string) => viggoValue(code) + ((counts.get(viggoValue(code)) ?? 0) > 0 ? 3 : 0);
    if (takes.length) return argmin(takes, (a) => -worth((a as unknown as { card: string }).card)) ?? first;
    const shown = view.shown[0];
    const keep = shown !== undefined && worth(shown) >= 7;
    return legal.find((a) => a.type === (keep ? 'keep' : 'reject')) ?? first;
  }

  const plays = byType(legal, 'play');
  const pass = legal.find((a) => a.type === 'pass');
  if (!plays.length) return pass ?? first;
  const out = plays.find((a) => cardsOf(a).length === hand.length);
  if (out) return out;

  const others = input.view.seats.flatMap((s, i) => (i === input.seat ? [] : [Number(s['handCount'] ?? 13)]));
  const danger = Math.min(...others);
  const shapes = plays.map((a) => ({ a, ...playShape(a, counts) }));

  if (!view.table) {
    // Against a seat on one card, lead sets and sequences first, else the highest single.
    if (danger === 1) {
      const multi = shapes.filter((s) => s.cards.length > 1 && !s.breaks);
      if (multi.length) return (argmin(multi, (s) => s.lo) ?? multi[0])?.a ?? first;
      return (argmin(shapes, (s) => -s.top - (s.club ? 1 : 0)) ?? shapes[0])?.a ?? first;
    }
    const natural = shapes.filter((s) => !s.breaks && s.top < CONTROL && !s.club);
    const pool = natural.length ? natural : shapes.filter((s) => !s.breaks);
    const pick = argmin(pool.length ? pool : shapes, (s) => s.lo * 10 - s.cards.length + (s.club ? 100 : 0));
    return pick?.a ?? first;
  }

  const urgent = danger <= 2 || hand.length <= 4;
  const candidates = shapes.filter((s) => (!s.breaks || urgent) && (urgent || (s.top < CONTROL && !s.club)));
  if (!candidates.length) return pass ?? first;
  const pick = argmin(candidates, (s) => s.top * 2 + (s.club ? 1 : 0) + (s.breaks ? 30 : 0));
  return pick?.a ?? pass ?? first;
};
