import { cardCodes, type Card } from '../../cards';
import type { GameView, Seat } from '../../game';
import type { Json } from '../../json';
import { roundResult } from './apply';
import { historyLines } from './history';
import { isTakeTurn, type ViggoState } from './state';

/** RECORD.md's `table`: exactly the last play and who made it. */
export type TableView = { readonly cards: readonly string[]; readonly by: Seat };

/**
 * What a seat knows: the common fields, `table`, who has `passed`, the cards `played` this round,
 * the piles' sizes, and (two players) the draft: the cards it is `shown` now, and per seat how many
 * discards it saw (`seenCount`) and, for itself, which (`seen`).
 */
export interface ViggoView extends GameView {
  readonly table: TableView | null;
  readonly passed: readonly Seat[];
  readonly passIsFinal: boolean;
  readonly played: readonly string[];
  readonly asideCount: number;
  readonly stockCount: number;
  readonly discardCount: number;
  readonly shown: readonly string[];
  /** The round's public history of play, oldest first: plays, passes, clears, the winner (history.ts). */
  readonly history: readonly string[];
}

/** The stock cards the drafter sees now: the top one, or the top two on a take turn. */
export function shownCards(s: ViggoState): readonly Card[] {
  if (s.phase !== 'draft') return [];
  return s.stock.slice(0, isTakeTurn(s) ? 2 : 1);
}

function seatView(s: ViggoState, i: Seat, open: boolean): { readonly [key: string]: Json } {
  const hand = s.hands[i] ?? [];
  const out: Record<string, Json> = open ? { hand: cardCodes(hand) } : { handCount: hand.length };
  if (s.players === 2) {
    const seen = s.seen[i] ?? [];
    out['seenCount'] = seen.length;
    if (open) out['seen'] = cardCodes(seen);
  }
  return out;
}

function common(s: ViggoState, open: (i: Seat) => boolean, shown: readonly Card[]): ViggoView {
  const passed: Seat[] = [];
  for (let i = 0; i < s.players; i++) if (s.passed & (1 << i)) passed.push(i);
  return {
    phase: s.phase,
    toAct: s.phase === 'round-over' ? [] : [s.turn],
    placings: roundResult(s)?.placings ?? [],
    seats: s.hands.map((_, i) => seatView(s, i, open(i))),
    table: s.table ? { cards: cardCodes(s.table), by: s.tableBy } : null,
    passed,
    passIsFinal: s.passIsFinal,
    played: cardCodes(s.played),
    asideCount: s.aside.length,
    stockCount: s.stock.length,
    discardCount: s.discards.length,
    shown: cardCodes(shown),
    history: historyLines(s.said),
  };
}

export function view(s: ViggoState, seat: Seat | null): ViggoView {
  return common(s, (i) => i === seat, seat === s.turn ? shownCards(s) : []);
}

export function fullView(s: ViggoState): GameView {
  return {
    ...common(s, () => true, shownCards(s)),
    aside: cardCodes(s.aside),
    stock: cardCodes(s.stock),
    discards: cardCodes(s.discards),
  };
}
