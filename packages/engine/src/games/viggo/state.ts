import type { PlayMarks } from '../../marks';
import type { Card } from '../../cards';
import type { Seat } from '../../game';
import type { Said } from './history';

/**
 * A round of Viggo. `turn` is the seat to act (-1 once the round is over). Cards that leave the table
 * go to `played`; with two players the draft's `stock` and `discards` hold the rest, with three the
 * `aside` pile. After the round `table` still shows the winning play, and `tableBy` is the winner.
 */
export interface ViggoState {
  readonly players: number;
  readonly passIsFinal: boolean;
  readonly phase: 'draft' | 'play' | 'round-over';
  readonly turn: Seat;
  /** Per seat, in hand order (combo.ts `order`). */
  readonly hands: readonly (readonly Card[])[];
  /** The last play, in hand order; null on an empty table. */
  readonly table: readonly Card[] | null;
  readonly tableBy: Seat;
  /** Bit per seat: passed since the last play, or (passIsFinal) on this trick. */
  readonly passed: number;
  /** Cards beaten or cleared this round, in the order they left the table. */
  readonly played: readonly Card[];
  readonly aside: readonly Card[];
  /** Two players: the draft stock, top first. */
  readonly stock: readonly Card[];
  /** Two players: every draft discard, out of play. */
  readonly discards: readonly Card[];
  /** Two players, per seat: the discards that seat saw (rejected, or left on a take turn). */
  readonly seen: readonly (readonly Card[])[];
  /** The round's public history of play, newest first (history.ts); null before the first play. */
  readonly said: Said | null;
}

export type ViggoAction =
  | ({ readonly type: 'play'; readonly cards: readonly string[] } & PlayMarks)
  | { readonly type: 'pass' }
  | { readonly type: 'keep' }
  | { readonly type: 'reject' }
  | { readonly type: 'take'; readonly card: string };

export const DRAFT_STOCK = 52;

/** The first seat's first draft turn and the second seat's last one show both cards. */
export const isTakeTurn = (s: ViggoState): boolean => s.stock.length === DRAFT_STOCK || s.stock.length === 2;

export const popcount = (bits: number): number => {
  let n = 0;
  for (let b = bits; b; b &= b - 1) n++;
  return n;
};

/** The next seat clockwise after `from` that has not passed. */
export function nextSeat(players: number, from: Seat, passed: number): Seat {
  let i = (from + 1) % players;
  while (passed & (1 << i)) i = (i + 1) % players;
  return i;
}

export type Draft = { -readonly [K in keyof ViggoState]: ViggoState[K] };

/**
 * A shallow copy to change fields on. Written out field by field: an object literal of one fixed
 * shape is many times faster to build than `{ ...s }`, and apply runs millions of times in a search.
 */
export const copy = (s: ViggoState): Draft => ({
  players: s.players,
  passIsFinal: s.passIsFinal,
  phase: s.phase,
  turn: s.turn,
  hands: s.hands,
  table: s.table,
  tableBy: s.tableBy,
  passed: s.passed,
  played: s.played,
  aside: s.aside,
  stock: s.stock,
  discards: s.discards,
  seen: s.seen,
  said: s.said,
});
