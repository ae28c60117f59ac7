import { cardCode, cardCodes, rankOf, suitOf, SUITS, type Card } from '../../cards';
import type { GameView, Seat } from '../../game';
import { toAct } from './moves';
import type { HjerterfriOptions } from './options';
import { cardPoints, placingsOf } from './rules';
import { EMPTY, type HjerterfriState, type Laid } from './state';

/** A card on the table: who laid it. Type aliases, so that the view is plain JSON. */
export type LaidView = { readonly seat: Seat; readonly card: string };

/** What every seat sees of a seat: the cards it took (tricks are played face up) and what it lacks. */
type PublicSeat = {
  /** Has chosen its pass (while passing). */
  readonly ready: boolean;
  /** Every card of the tricks it took, in the order taken. */
  readonly taken: readonly string[];
  readonly tricks: number;
  /** Points of the cards it took so far (hearts 1, QS 13, JD −10 with the option), before the moon. */
  readonly points: number;
  /** Suits it has shown it lacks by not following, as suit letters ("CS"). */
  readonly voids: string;
};
export type HiddenSeatView = PublicSeat & { readonly handCount: number };
/** The viewing seat itself: its hand, its chosen pass, and what it passed and got this round. */
export type OwnSeatView = PublicSeat & {
  readonly hand: readonly string[];
  /** The cards it chose to pass, until every seat has chosen. */
  readonly chosen: readonly string[];
  /** After the exchange: the cards it passed (its receiver holds them until played) and got. */
  readonly gave: readonly string[];
  readonly got: readonly string[];
};

export interface HjerterfriView extends GameView {
  readonly players: number;
  readonly dealer: Seat;
  readonly options: HjerterfriOptions;
  /** How far the cards go this round: 1 left, players-1 right, 2 across, 0 none. */
  readonly passBy: number;
  readonly trick: readonly LaidView[];
  readonly lastTrick: { readonly winner: Seat; readonly cards: readonly LaidView[] } | null;
  readonly tricksDone: number;
  readonly broken: boolean;
  /** Set aside unseen (3, 5, 6 players): which cards is fixed by the table size. */
  readonly removed: readonly string[];
  readonly seats: readonly (HiddenSeatView | OwnSeatView)[];
}

/** hand.ts's order on card numbers: suits C D H S, then rank (no code parsed per comparison). */
const bySuitThenRank = (a: Card, b: Card): number =>
  suitOf(a) * 16 + rankOf(a) - (suitOf(b) * 16 + rankOf(b));

const laid = (ls: readonly Laid[]): LaidView[] => ls.map((l) => ({ seat: l.seat, card: cardCode(l.card) }));

const voidLetters = (mask: number): string => SUITS.filter((_, i) => (mask >> i) & 1).join('');

function publicSeat(s: HjerterfriState, i: Seat): PublicSeat {
  const taken = s.taken[i] ?? EMPTY;
  return {
    ready: s.phase === 'exchange' && s.chosen[i] !== null,
    taken: cardCodes(taken),
    tricks: taken.length / s.players,
    points: cardPoints(taken, s.options),
    voids: voidLetters(s.voids[i] ?? 0),
  };
}

function common(s: HjerterfriState) {
  return {
    phase: s.phase,
    toAct: toAct(s),
    placings: s.phase === 'round-over' ? placingsOf(s.taken, s.options) : [],
    players: s.players,
    dealer: s.dealer,
    options: s.options,
    passBy: s.passBy,
    trick: laid(s.trick),
    lastTrick: s.lastTrick ? { winner: s.lastTrick.winner, cards: laid(s.lastTrick.cards) } : null,
    tricksDone: s.tricksDone,
    broken: s.broken,
    removed: cardCodes(s.removed),
  };
}

function own(s: HjerterfriState, i: Seat): OwnSeatView {
  const from = (i - s.passBy + s.players) % s.players;
  return {
    // By suit, as a trick-taker holds it (hand.ts; the terminal shows the hand in the view's order).
    hand: cardCodes((s.hands[i] ?? EMPTY).slice().sort(bySuitThenRank)),
    ...publicSeat(s, i),
    chosen: cardCodes(s.chosen[i] ?? EMPTY),
    gave: cardCodes(s.gave[i] ?? EMPTY),
    got: s.passBy === 0 ? [] : cardCodes(s.gave[from] ?? EMPTY),
  };
}

export function view(s: HjerterfriState, seat: Seat | null): HjerterfriView {
  const seats = s.hands.map((h, i) =>
    i === seat ? own(s, i) : { handCount: h.length, ...publicSeat(s, i) },
  );
  return { ...common(s), seats };
}

/** Nothing hidden: every hand and every pass. */
export function fullView(s: HjerterfriState): GameView {
  return { ...common(s), seats: s.hands.map((_, i) => own(s, i)) };
}

/** Every card of the round, wherever it is. */
export function cards(s: HjerterfriState): string[] {
  const out: Card[] = [...s.removed];
  for (const h of s.hands) out.push(...h);
  for (const t of s.taken) out.push(...t);
  for (const l of s.trick) out.push(l.card);
  return cardCodes(out);
}
