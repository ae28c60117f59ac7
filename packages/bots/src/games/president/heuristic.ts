/**
 * President: lead low, keep the twos and 3C, use a free lead to shed a weak pair. Leading, the lowest
 * rank group whole (a pair a little higher than a lone low card goes first); following, the lowest
 * group that beats the pile without breaking a set, twos only when nearly out or an opponent is; 3C
 * clears a pile when that lets the hand go out soon. Gives back the lowest cards; always calls.
 */
import type { Action, Json } from '@kortbord/engine';
import type { BotInput } from '../../bot';
import type { Heuristic } from '../../heuristic-kit';
import { argmin, byType, cardsOf, isClubThree, ownHand, rankOfCode, tally } from '../../heuristic-kit';

/** President rank: 0 for a three … 11 ace, 12 two. */
export const presidentRank = (code: string): number => (rankOfCode(code) + 12) % 13;
const TWO = 12;

export const presidentHeuristic: Heuristic = (input: BotInput) => {
  const legal = input.legal;
  const first = legal[0] as Action;
  const opts = (input.view['options'] ?? input.options ?? {}) as { readonly [k: string]: Json };
  const special = opts['clubThree'] !== false;
  const bomsRule = opts['clubThreeLast'] === 'boms';
  const hand = ownHand(input);
  const regular = hand.filter((c) => !(special && isClubThree(c)));
  const counts = tally(regular.map(presidentRank));

  const gives = byType(legal, 'give');
  if (gives.length) {
    // Give back the lowest cards, singles before pairs.
    const cost = (a: Action) =>
      cardsOf(a).reduce(
        (n, c) =>
          n + (special && isClubThree(c) ? 1000 : presidentRank(c) * 4 + (counts.get(presidentRank(c)) ?? 0)),
        0,
      );
    return argmin(gives, cost) ?? first;
  }

  const plays = byType(legal, 'play');
  const pass = legal.find((a) => a.type === 'pass');
  if (!plays.length) return pass ?? first;
  // Call whenever a play leaves one card: both variants are listed, prefer the called one.
  const called = (a: Action) => (a as unknown as { call?: boolean }).call === true;
  const variants = plays.filter(
    (a) => called(a) || !plays.some((b) => b !== a && called(b) && sameCards(a, b)),
  );

  const isClub = (a: Action) => special && cardsOf(a).length === 1 && isClubThree(cardsOf(a)[0] as string);
  const goesOut = variants.find((a) => cardsOf(a).length === hand.length && !(bomsRule && isClub(a)));
  if (goesOut) return goesOut;

  const others = input.view.seats
    .flatMap((s, i) => (i === input.seat ? [] : [Number(s['handCount'] ?? 13)]))
    .filter((n) => n > 0);
  const danger = others.length ? Math.min(...others) : 13;
  const table = input.view['table'] as { cards: string[] } | null;
  const groups = variants.filter((a) => !isClub(a));
  const shape = (a: Action) => {
    const cs = cardsOf(a);
    const r = presidentRank(cs[0] as string);
    return { a, r, n: cs.length, breaks: (counts.get(r) ?? 0) !== cs.length };
  };
  const shapes = groups.map(shape);
  const club = variants.find(isClub);

  if (!table) {
    const whole = shapes.filter((s) => !s.breaks && (s.r < TWO || shapes.every((t) => t.r === TWO)));
    const pool = whole.length ? whole : shapes;
    // A pair or more up to two ranks above the lowest single goes first: a free lead sheds it.
    const pick = argmin(
      pool,
      (s) => s.r - (s.n > 1 ? 2.5 : 0) + (danger === 1 && s.n === 1 ? 20 - 2 * s.r : 0),
    );
    if (pick) return pick.a;
    return club && !bomsRule ? club : first;
  }

  const urgent = danger <= 2 || regular.length <= 3;
  const ok = shapes.filter((s) => (!s.breaks || urgent) && (s.r < TWO || urgent));
  const pick = argmin(ok, (s) => s.r + (s.breaks ? 20 : 0));
  if (pick) return pick.a;
  // 3C clears a pile worth taking when the rest of the hand is short.
  if (club && (regular.length <= 4 || danger <= 2) && !(bomsRule && hand.length === 1)) return club;
  return pass ?? first;
};

function sameCards(a: Action, b: Action): boolean {
  const x = cardsOf(a);
  const y = cardsOf(b);
  return x.length === y.length && x.every((c, i) => c === y[i]);
}
