/** What a seat, a spectator or the replay checker sees. */
import type { GameView, Seat } from '../../game';
import type { Json } from '../../json';
import type { Lack } from '../../lacks';
import { codesOf, deckJson, handCodes, handSize, maskCodes, type Hand } from './cards';
import type { Group } from './groups';
import { stockCount, toAct, type State } from './state';

export type PendingView =
  | {
      readonly attack: 'vivan';
      readonly by: Seat;
      readonly target: Seat;
      readonly group: number;
      /** The contested group's cards. */
      readonly cards: readonly string[];
      readonly into: number | null;
      readonly add: readonly string[];
      /** Who played each Smockan so far, in order. */
      readonly smockans: readonly Seat[];
      /** The seat whose answer is awaited: smockan, arrest or yield. */
      readonly asked: Seat;
    }
  | {
      readonly attack: 'indrivaren';
      readonly by: Seat;
      /** The seat whose answer is awaited (smockan or yield); null once all have answered. */
      readonly asked: Seat | null;
      readonly waiting: readonly Seat[];
      readonly spared: readonly Seat[];
      /** Seats a card is still to be taken from, in turn order. */
      readonly takes: readonly Seat[];
    };

export type SeatView = {
  readonly hand?: readonly string[];
  readonly handCount: number;
  readonly groups: readonly (readonly string[])[];
  readonly secured: readonly (readonly string[])[];
  readonly glasses: number;
  /** A public fact from laying a card without effect: at least `count` of the hand are among `cards`. */
  readonly holdsAmong: { readonly count: number; readonly cards: readonly string[] } | null;
  /** In a player's view, for another seat: cards the viewer knows that seat holds (taken from the viewer). */
  readonly knownCards?: readonly string[];
  /**
   * What the table saw this seat let go, oldest first: `held` of its cards were in its hand then (and
   * not at the fact before), and were probably none of `cards` — it yielded a group worth a Smockan.
   */
  readonly lacks: readonly TuffaLack[];
};

export type TuffaLack = { readonly cards: readonly string[]; readonly held: number };

const NO_FACTS: readonly TuffaLack[] = [];
const lackView = (l: Lack): TuffaLack => ({ cards: maskCodes(l.ranks), held: l.held });

export interface TuffaView extends GameView {
  readonly turn: Seat;
  /** The seat that played the last card: equal glasses are placed clockwise from it. */
  readonly lastBy: Seat | null;
  readonly stockCount: number;
  readonly discardPile: readonly string[];
  readonly pending: PendingView | null;
  readonly deck: { readonly [code: string]: number };
}

const groupsJson = (gs: readonly Group[]): string[][] => gs.map(codesOf);

function pendingView(s: State): PendingView | null {
  const a = s.attack;
  if (!a) return null;
  if (a.kind === 'vivan') {
    const smockans: Seat[] = [];
    for (let i = 0; i < a.smockans; i++) smockans.push(i % 2 === 0 ? a.target : a.by);
    return {
      attack: 'vivan',
      by: a.by,
      target: a.target,
      group: a.group,
      cards: codesOf(s.groups[a.target]?.[a.group] ?? []),
      into: a.into,
      add: codesOf(a.add),
      smockans,
      asked: a.asked,
    };
  }
  return {
    attack: 'indrivaren',
    by: a.by,
    asked: a.queue[0] ?? null,
    waiting: a.queue.slice(1),
    spared: a.spared.slice(),
    takes: a.takes.slice(),
  };
}

function build(s: State, seat: Seat | null | 'all'): TuffaView {
  const seats: SeatView[] = [];
  for (let i = 0; i < s.n; i++) {
    const h = s.hands[i] as Hand;
    const fact = s.holds[i];
    const sv: { -readonly [K in keyof SeatView]: SeatView[K] } = {
      handCount: handSize(h),
      groups: groupsJson(s.groups[i] as readonly Group[]),
      secured: groupsJson(s.secured[i] as readonly Group[]),
      glasses: s.glasses[i] as number,
      holdsAmong: fact ? { count: fact.count, cards: maskCodes(fact.mask) } : null,
      lacks: (s.lacks[i] ?? NO_FACTS).length ? (s.lacks[i] as readonly Lack[]).map(lackView) : NO_FACTS,
    };
    if (seat === 'all' || seat === i) sv.hand = handCodes(h);
    else if (seat !== null) {
      const known = s.known?.[seat * s.n + i];
      sv.knownCards = known ? handCodes(known) : [];
    }
    seats.push(sv);
  }
  return {
    phase: s.ended ? 'round-over' : s.attack ? 'answer' : 'play',
    toAct: toAct(s),
    placings: s.placings.slice(),
    turn: s.turn,
    lastBy: s.lastBy,
    stockCount: stockCount(s),
    discardPile: codesOf(s.pile),
    pending: pendingView(s),
    deck: deckJson(s.deck),
    seats: seats as unknown as readonly { readonly [key: string]: Json }[],
  };
}

export const view = (s: State, seat: Seat | null): TuffaView => build(s, seat);
export const fullView = (s: State): TuffaView => build(s, 'all');
