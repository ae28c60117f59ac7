/**
 * What the climbing games (Viggo, President) share when a hint says why: a move is judged against the
 * other legal moves of the same search by the cards it plays, by strength. Each game's reasons.ts
 * gives its own strength of a card and its own words.
 */
import type { Seat } from './game';
import type { Reason } from './words/game-words';

export type Cards = readonly string[];
export interface Played {
  readonly type: string;
  readonly cards?: Cards;
}

export const playedCards = (a: Played): Cards => (a.type === 'play' && a.cards ? a.cards : []);
export const plays = (as: readonly Played[]): Cards[] => as.map(playedCards).filter((c) => c.length > 0);

/** The opponents (in seat order from the next one) that hold exactly one card. */
export function oneCardLeft(seats: readonly { readonly [k: string]: unknown }[], seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i < seats.length; i++) {
    const s = (seat + i) % seats.length;
    const n = seats[s]?.['handCount'];
    if (n === 1) out.push(s);
  }
  return out;
}

/**
 * The reasons of a climbing game, strongest first:
 * - stops-last: the seat leads two or more cards together while an opponent holds one card (a single
 *   card cannot follow them), where a single lead was possible too;
 * - sheds-many: it plays more cards at once than any other play would;
 * - leads-low: leading, it plays the weakest rank in hand while a stronger lead was possible;
 * - keeps-high: the strongest card in hand (one of `high` strength or more) stays in hand although
 *   another move would play it.
 */
export function climbingReasons(opts: {
  readonly hand: Cards;
  readonly leading: boolean;
  readonly seats: readonly { readonly [k: string]: unknown }[];
  readonly seat: Seat;
  readonly best: Played;
  readonly others: readonly Played[];
  readonly strength: (code: string) => number;
  readonly high: number;
}): Reason[] {
  const { hand, leading, best, others, strength } = opts;
  const mine = playedCards(best);
  const alt = plays(others);
  const top = (cs: Cards) => Math.max(...cs.map(strength));
  const out: Reason[] = [];
  const waiting = oneCardLeft(opts.seats, opts.seat);
  if (leading && mine.length >= 2 && waiting.length && alt.some((c) => c.length === 1))
    out.push({ code: 'stops-last', params: { seat: waiting[0] as Seat } });
  if (mine.length >= 2 && alt.every((c) => c.length < mine.length))
    out.push({ code: 'sheds-many', params: { n: mine.length } });
  if (leading && mine.length && hand.length) {
    const low = Math.min(...hand.map(strength));
    if (top(mine) === low && alt.some((c) => top(c) > low))
      out.push({ code: 'leads-low', params: { cards: mine.join(' ') } });
  }
  const kept = [...hand].sort((a, b) => strength(b) - strength(a))[0];
  if (
    kept !== undefined &&
    strength(kept) >= opts.high &&
    !mine.includes(kept) &&
    alt.some((c) => c.includes(kept))
  )
    out.push({ code: 'keeps-high', params: { card: kept } });
  return out;
}
