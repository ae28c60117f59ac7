/**
 * Each game's own view type by id, exported so the web and the terminal read a game's fields typed
 * (`view.penalty` in Vri åtter) instead of untyped JSON. A game missing here fails the build.
 */
import type { GameId, Seat } from './game';
import type { IdiotView } from './games/idiot/view';
import type { PresidentView } from './games/president/view';
import type { TuffaView } from './games/tuffa-viktor/view';
import type { ViggoView } from './games/viggo/view';
import type { VriView } from './games/vri-atter/view';
import type { HjerterfriView } from './games/hjerterfri/view';

/** Requires a type for every game id (and only those). */
type EveryGame<
  T extends { readonly [G in GameId]: unknown } & { readonly [K in Exclude<keyof T, GameId>]: never },
> = T;

export type GameViews = EveryGame<{
  readonly viggo: ViggoView;
  readonly president: PresidentView;
  readonly 'vri-atter': VriView;
  readonly idiot: IdiotView;
  readonly 'tuffa-viktor': TuffaView;
  readonly hjerterfri: HjerterfriView;
}>;

/** The match layer's fields around a game's view (match.ts matchView). */
export interface MatchViewFields<G extends GameId = GameId> {
  readonly game: G;
  readonly players: number;
  readonly dealer: Seat;
  readonly round: number;
  /** Between rounds, the finished round's own points. */
  readonly points?: readonly number[] | null;
  readonly over: boolean;
  /** Ended at the table by agreement: how many rounds were finished. */
  readonly ended?: number;
  readonly scores: readonly number[];
}

/** A seat's whole view of a match of game G: the game's own fields and the match layer's. */
export type MatchViewOf<G extends GameId> = GameViews[G] & MatchViewFields<G>;

/** Any game's view, told apart by `game`. */
export type AnyMatchView = { readonly [G in GameId]: MatchViewOf<G> }[GameId];
