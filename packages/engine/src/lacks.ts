import { plus } from './arrays';

/**
 * What a seat's choices showed the table about the cards it held: "it drew (or passed, or picked up
 * the pile) instead of laying, so the cards it held then were probably none of these". The rules
 * let a player draw holding a playable card, so such a fact is likely, not certain: determinize
 * weighs a sampled hand by how many cards it would need against them, and never takes them as proof.
 *
 * A seat's facts are kept oldest first, each with the number of its hidden cards still in hand that
 * it held then and not at the fact before (`held`). Cards that came in after the newest fact carry
 * no fact. A card held at a fact was held at every later one too, so the oldest cards are the most
 * constrained: the ones held since fact j may be none of any fact's set from j on.
 *
 * A set is given by a suit mask and a rank mask (the game says how a card is tested against them:
 * `Member`); for games with kinds rather than cards, the kind is the "rank" and no suit is used.
 */

export interface Lack {
  readonly suits: number;
  readonly ranks: number;
  readonly held: number;
}

/** Whether card `c` is one of the set given by `suits` and `ranks`. */
export type Member = (suits: number, ranks: number, c: number) => boolean;

/** At most this many facts per seat: the oldest is merged into the next (a weaker, still true fact). */
export const MAX_LACKS = 6;

export const NO_LACKS: readonly Lack[] = [];
export const noLacks = (): readonly Lack[] => NO_LACKS;

function total(ls: readonly Lack[]): number {
  let n = 0;
  for (const l of ls) n += l.held;
  return n;
}

/**
 * The seat, holding `hidden` cards the table cannot see, chose not to lay a card of the set. A fact
 * equal to the newest one takes over its cards (drawing three times on one top is one fact).
 */
export function addLack(ls: readonly Lack[], suits: number, ranks: number, hidden: number): readonly Lack[] {
  const fresh = hidden - total(ls);
  const last = ls[ls.length - 1];
  if (last && last.suits === suits && last.ranks === ranks) {
    if (fresh <= 0) return ls;
    const out = ls.slice();
    out[out.length - 1] = { suits, ranks, held: last.held + fresh };
    return out;
  }
  if (hidden <= 0) return ls.length ? NO_LACKS : ls;
  const out = plus(ls, { suits, ranks, held: Math.max(0, fresh) });
  while (out.length > MAX_LACKS) {
    const first = out.shift() as Lack;
    const next = out[0] as Lack;
    out[0] = { suits: next.suits, ranks: next.ranks, held: next.held + first.held };
  }
  return out;
}

/** Drops fact `i`: its cards count as held since the next fact (or as carrying none). */
function dropAt(ls: Lack[], i: number): void {
  const gone = ls[i] as Lack;
  ls.splice(i, 1);
  const next = ls[i];
  if (next) ls[i] = { suits: next.suits, ranks: next.ranks, held: next.held + gone.held };
}

/**
 * One of the seat's hidden cards, `c`, left its hand (laid, or taken), out of `hidden` it held. It is
 * counted off the oldest cards it can be one of: with the sets nested that way, whatever the truth
 * was, the facts stay as true as they were. When `c` can be none of the cards it could have come
 * from, the seat did hold a card of some set it was thought not to: those facts are dropped.
 */
export function loseLack(ls: readonly Lack[], c: number, hidden: number, member: Member): readonly Lack[] {
  const k = ls.length;
  if (k === 0) return ls;
  // first: the oldest fact from which on no set holds c (k: only the cards with no fact).
  let first = k;
  let su = 0;
  let ra = 0;
  for (let j = k - 1; j >= 0; j--) {
    const l = ls[j] as Lack;
    su |= l.suits;
    ra |= l.ranks;
    if (member(su, ra, c)) break;
    first = j;
  }
  const out = ls.slice();
  for (let j = first; j < k; j++) {
    const l = out[j] as Lack;
    if (l.held > 0) {
      out[j] = { suits: l.suits, ranks: l.ranks, held: l.held - 1 };
      return prune(out);
    }
  }
  if (hidden - total(ls) > 0) return ls;
  // Held against a fact: take it from the newest cards it could be, and drop the facts it breaks.
  let t = first - 1;
  while (t >= 0 && (out[t] as Lack).held === 0) t--;
  if (t < 0) return NO_LACKS;
  const l = out[t] as Lack;
  out[t] = { suits: l.suits, ranks: l.ranks, held: l.held - 1 };
  for (let j = k - 1; j >= t; j--) {
    const f = out[j] as Lack;
    if (member(f.suits, f.ranks, c)) dropAt(out, j);
  }
  return prune(out);
}

/**
 * The seat lost a hidden card the table did not see (Indrivaren's take): it is counted off the oldest
 * cards, the most constrained, which keeps every fact as true as it was whatever the card was.
 */
export function loseUnseen(ls: readonly Lack[]): readonly Lack[] {
  for (let j = 0; j < ls.length; j++) {
    const l = ls[j] as Lack;
    if (l.held > 0) {
      const out = ls.slice();
      out[j] = { suits: l.suits, ranks: l.ranks, held: l.held - 1 };
      return prune(out);
    }
  }
  return ls;
}

/** Facts no card still held was held at constrain nothing: drops them from the front. */
function prune(ls: Lack[]): readonly Lack[] {
  let i = 0;
  while (i < ls.length && (ls[i] as Lack).held === 0) i++;
  // Fact i is the first with cards; the empty ones before it only constrained cards now gone.
  return i === 0 ? ls : i === ls.length ? NO_LACKS : ls.slice(i);
}

/**
 * How many of `cards` (a sampled hand's hidden cards) must be cards a fact says were not held: 0 when
 * they can be arranged so that every fact holds. Checked oldest fact first: the cards that may have
 * been held since fact j are those no set from j on holds; at least as many as were held then must be.
 */
export function lackViolations(ls: readonly Lack[], cards: readonly number[], member: Member): number {
  const k = ls.length;
  if (k === 0) return 0;
  // For each card, the oldest fact from which on no set holds it.
  const firstCount = new Array<number>(k + 1).fill(0);
  const suf: number[] = new Array<number>(2 * k);
  let su = 0;
  let ra = 0;
  for (let j = k - 1; j >= 0; j--) {
    const l = ls[j] as Lack;
    su |= l.suits;
    ra |= l.ranks;
    suf[2 * j] = su;
    suf[2 * j + 1] = ra;
  }
  for (const c of cards) {
    let first = k;
    for (let j = k - 1; j >= 0; j--) {
      if (member(suf[2 * j] as number, suf[2 * j + 1] as number, c)) break;
      first = j;
    }
    firstCount[first] = (firstCount[first] as number) + 1;
  }
  let worst = 0;
  let need = 0;
  let fit = 0;
  for (let j = 0; j < k; j++) {
    need += (ls[j] as Lack).held;
    fit += firstCount[j] as number;
    if (need - fit > worst) worst = need - fit;
  }
  return worst;
}

const ANY = (): boolean => true;

/**
 * Puts cards into a seat's hand one tranche at a time, oldest first, from `pool`, drawing for each
 * tranche among the cards it may be (`allowed` says whether a card may come from that pool for this
 * seat, e.g. by source; `took` hears of each card taken): a deal that keeps every fact where the cards
 * allow. With no facts it is a plain deal of the first allowed cards. Cards are taken out of `pool`
 * (shuffled beforehand by the caller); returns the cards picked (may be short if the pool is).
 */
export function dealByLacks(
  ls: readonly Lack[],
  count: number,
  pool: number[],
  member: Member,
  allowed: (c: number) => boolean = ANY,
  took: (c: number) => void = () => {},
): number[] {
  const k = ls.length;
  // No fact and every card allowed: the first `count` cards, as a plain deal takes them.
  if (k === 0 && allowed === ANY) return pool.splice(0, count);
  const out: number[] = [];
  let su = 0;
  let ra = 0;
  const sets: number[] = new Array<number>(2 * k);
  for (let j = k - 1; j >= 0; j--) {
    const l = ls[j] as Lack;
    su |= l.suits;
    ra |= l.ranks;
    sets[2 * j] = su;
    sets[2 * j + 1] = ra;
  }
  const pickOne = (j: number): void => {
    let fallback = -1;
    for (let i = 0; i < pool.length; i++) {
      const c = pool[i] as number;
      if (!allowed(c)) continue;
      if (j < k && member(sets[2 * j] as number, sets[2 * j + 1] as number, c)) {
        if (fallback < 0) fallback = i;
        continue;
      }
      out.push(c);
      pool.splice(i, 1);
      took(c);
      return;
    }
    if (fallback >= 0) {
      const c = pool[fallback] as number;
      out.push(c);
      pool.splice(fallback, 1);
      took(c);
    }
  };
  let left = count;
  for (let j = 0; j < k && left > 0; j++)
    for (let h = (ls[j] as Lack).held; h > 0 && left > 0; h--, left--) pickOne(j);
  for (; left > 0; left--) pickOne(k);
  return out;
}
