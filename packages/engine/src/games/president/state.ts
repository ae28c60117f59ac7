import type { Suit } from '../../cards';
import type { Card } from '../../cards';
import type { Seat } from '../../game';
import type { Said } from './history';
import type { PresidentOptions } from './options';

export const ROLES = ['president', 'vice-president', 'neutral', 'vice-boms', 'boms'] as const;
export type Role = (typeof ROLES)[number];

export type PresidentAction =
  | {
      readonly type: 'play';
      readonly cards: readonly string[];
      readonly call?: boolean;
      readonly suit?: Suit;
    }
  | { readonly type: 'pass' }
  | { readonly type: 'give'; readonly cards: readonly string[] };

/** The first round's (or a later round's) cards as dealt, before any exchange. */
export interface PresidentDeal {
  readonly hands: readonly (readonly Card[])[];
}

/** Cards handed over in the exchange: `auto` for the boms's and vice-boms's forced gives. */
export interface Transfer {
  readonly from: Seat;
  readonly to: Seat;
  readonly cards: readonly Card[];
  readonly auto: boolean;
}

/**
 * One round. Hands are kept sorted by STRENGTH. The pile is every card laid since the table was last
 * cleared (bottom first); `table` is its top play. `passed` is a bit per seat: with `passIsFinal`
 * the seats that passed on this pile, otherwise those that passed since the last play.
 */
export interface PresidentState {
  readonly players: number;
  readonly options: PresidentOptions;
  readonly round: number;
  /** Seats in play order (clockwise, or by last round's placings with `reseat`). */
  readonly order: readonly Seat[];
  /** The seat after each seat in play order. */
  readonly next: readonly Seat[];
  readonly hands: readonly (readonly Card[])[];
  readonly phase: 'exchange' | 'play' | 'done';
  /** The seat to play; -1 outside the play phase. */
  readonly turn: Seat;
  /** Who makes (or made) the round's first lead: the 3D holder in round 1. */
  readonly leader: Seat;
  readonly table: readonly Card[] | null;
  /** Who laid `table`; -1 when the table is empty. */
  readonly by: Seat;
  readonly pile: readonly Card[];
  /** Cards cleared off the table this round, in the order they went. */
  readonly cleared: readonly Card[];
  readonly passed: number;
  /** Seats in the order they went out; the last one holding cards is added when the round ends. */
  readonly finished: readonly Seat[];
  /** Seats marked boms of the round (3C or a missed call), in the order marked. */
  readonly marked: readonly Seat[];
  /** The roles this round is played under (last round's), null in the first round. */
  readonly roles: readonly Role[] | null;
  /** The roles of every earlier round, oldest first. */
  readonly history: readonly (readonly Role[])[];
  /** Cards each seat still has to give back in the exchange. */
  readonly owe: readonly number[];
  readonly transfers: readonly Transfer[];
  /** The round's public history, newest first (history.ts); null before the first play. */
  readonly said: Said | null;
}

export type Draft = { -readonly [K in keyof PresidentState]: PresidentState[K] };

/**
 * A shallow copy to change fields on. Written out field by field: an object literal of one fixed
 * shape is many times faster to build than `{ ...s }`, and apply runs millions of times in a search.
 */
export const copy = (s: PresidentState): Draft => ({
  players: s.players,
  options: s.options,
  round: s.round,
  order: s.order,
  next: s.next,
  hands: s.hands,
  phase: s.phase,
  turn: s.turn,
  leader: s.leader,
  table: s.table,
  by: s.by,
  pile: s.pile,
  cleared: s.cleared,
  passed: s.passed,
  finished: s.finished,
  marked: s.marked,
  roles: s.roles,
  history: s.history,
  owe: s.owe,
  transfers: s.transfers,
  said: s.said,
});
