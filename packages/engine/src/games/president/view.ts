import { cardCode, cardCodes } from '../../cards';
import type { GameView, Seat } from '../../game';
import type { Json } from '../../json';
import type { PresidentOptions } from './options';
import { historyLines } from './history';
import { finalPlacings, rolesFrom } from './roles';
import type { PresidentState, Role } from './state';
import { toAct } from './moves';

/** A card handover as a seat sees it: the cards when it gave or got them, otherwise only how many. */
export type TransferView = {
  readonly from: Seat;
  readonly to: Seat;
  readonly count: number;
  readonly auto: boolean;
  readonly cards: readonly string[] | null;
};

export interface PresidentView extends GameView {
  readonly players: number;
  readonly round: number;
  readonly options: PresidentOptions;
  readonly order: readonly Seat[];
  readonly leader: Seat;
  readonly table: { readonly cards: readonly string[]; readonly by: Seat } | null;
  readonly pile: readonly string[];
  readonly cleared: readonly string[];
  readonly passed: readonly Seat[];
  readonly marked: readonly Seat[];
  readonly roles: readonly Role[] | null;
  readonly roleHistory: readonly (readonly Role[])[];
  readonly exchange: readonly TransferView[];
  /** The round's public history, oldest first: plays, passes, clears, who went out (history.ts). */
  readonly history: readonly string[];
}

const seatsOf = (bits: number, players: number): Seat[] => {
  const out: Seat[] = [];
  for (let seat = 0; seat < players; seat++) if (bits & (1 << seat)) out.push(seat);
  return out;
};

/** Rounds of roles a view shows. */
const ROLE_HISTORY_SHOWN = 8;

/** `seat` null: a spectator; 'all': nothing hidden. */
function build(s: PresidentState, seat: Seat | null | 'all'): PresidentView {
  const done = s.phase === 'done';
  const placings = done ? finalPlacings(s.finished, s.marked) : s.finished.slice();
  const sees = (t: Seat): boolean => seat === 'all' || seat === t;
  return {
    phase: done ? 'round-over' : s.phase,
    toAct: toAct(s).slice(),
    placings,
    seats: s.hands.map((h, t): { readonly [key: string]: Json } =>
      sees(t) ? { hand: cardCodes(h) } : { handCount: h.length },
    ),
    players: s.players,
    round: s.round,
    options: s.options,
    order: s.order,
    leader: s.leader,
    table: s.table ? { cards: cardCodes(s.table), by: s.by } : null,
    pile: cardCodes(s.pile),
    cleared: cardCodes(s.cleared),
    passed: seatsOf(s.passed, s.players),
    marked: s.marked,
    roles: done ? rolesFrom(placings) : s.roles,
    // The last rounds' roles only: the whole history made every view (one per move) grow with the
    // match, which President never ends by itself. Bots read only whether it is empty and its last.
    roleHistory: s.history.slice(-ROLE_HISTORY_SHOWN),
    exchange: s.transfers.map((t) => ({
      from: t.from,
      to: t.to,
      count: t.cards.length,
      auto: t.auto,
      cards: sees(t.from) || sees(t.to) ? t.cards.map(cardCode) : null,
    })),
    history: historyLines(s.said),
  };
}

export const view = (s: PresidentState, seat: Seat | null): PresidentView => build(s, seat);
export const fullView = (s: PresidentState): GameView => build(s, 'all');

/** Every card of the round: hands, the pile and the cards cleared off the table. */
export const cards = (s: PresidentState): string[] => [
  ...s.hands.flatMap((h) => cardCodes(h)),
  ...cardCodes(s.pile),
  ...cardCodes(s.cleared),
];
