import type { Action } from './game';
import type { Json } from './json';
import type { Seat } from './seat';

/**
 * What a player picked at the table before it is a move: cards from their own (hand, or Idiot's
 * face-up cards), and in the terminal what they typed with them.
 */
export interface Selection {
  readonly cards: readonly string[];
  readonly phase: string;
  readonly me: Seat;
  readonly players: number;
  /** A kind of move the player named with the cards (the terminal's "give", "pass"). */
  readonly type?: string | undefined;
  /** A suit named with the cards (an eight in Vri åtter). */
  readonly suit?: string | undefined;
  /** The call said with the cards (Vri åtter's last card). */
  readonly call?: boolean | undefined;
}

/** An action as plain JSON, as the apps send it. */
export type Asked = { readonly type: string; readonly [key: string]: Json };

/** The fields of one kind of action that hold card codes (the cards the player picks from their own). */
type CardField<A> = {
  [K in keyof A]-?: K extends 'type'
    ? never
    : NonNullable<A[K]> extends string | readonly string[]
      ? K
      : never;
}[keyof A];

/**
 * How a player picks one kind of action: `cards`, the field holding the cards they select from their
 * own; `spends`, the figure card the action spends without naming it (Tuffa Viktor's Vivan). Neither:
 * a button alone.
 */
export interface HowPicked<A> {
  readonly cards?: CardField<A>;
  readonly spends?: string;
}

/**
 * How a game's actions are picked at the table and what a selection of cards asks for, in its folder
 * (games/<id>/selection.ts). Every kind of the game's actions has its line: a new kind fails the build
 * until the game says whether the player picks it by cards or by a button.
 */
export interface SelectionRules<A extends Action> {
  readonly picks: { readonly [T in A['type']]: HowPicked<Extract<A, { readonly type: T }>> };
  /**
   * The action a selection most plainly asks for in this phase, legal or not: the page and the
   * terminal ask the game why it refuses this one when the selection is no legal move.
   */
  asks(sel: Selection): Asked;
}

/** Any game's selection rules, as the registry (selections.ts) holds them side by side. */
export interface AnySelectionRules {
  readonly picks: Readonly<Record<string, { readonly cards?: string; readonly spends?: string }>>;
  asks(sel: Selection): Asked;
}

/** The plainest move: play the cards (or the kind of move named with them), with the call if said. */
export const playOf = (sel: Selection): Asked => ({
  type: sel.type && sel.type !== 'play' ? sel.type : 'play',
  cards: [...sel.cards],
  ...(sel.call ? { call: true } : {}),
});
