import type { Seat } from './seat';

/**
 * What one applied entry meant for the people at the table, as data: who did what, with which
 * cards, to whom. Each game writes its own events next to its rules, so what a seat may learn from
 * the log is decided where the rules are. The catalogue turns `kind` into words.
 */
export interface GameEvent {
  readonly kind: string;
  readonly seat: Seat | null;
  /** Cards every seat sees move (played, turned, shown). */
  readonly cards?: readonly string[];
  /** How many cards moved; set from `secret` for the seats that may not see them. */
  readonly count?: number;
  readonly suit?: string;
  readonly target?: Seat;
  /** A group, counted from 1 as the table shows it. */
  readonly group?: number;
  /** A number the event is about: glasses secured, penalty cards, a place. */
  readonly n?: number;
  /** Seats in an order: a standing, best first, with each seat's place (shared on a tie). */
  readonly seats?: readonly Seat[];
  readonly places?: readonly number[];
  /** Per seat: a round's points, and what they count. */
  readonly points?: readonly number[];
  readonly unit?: 'penalty-points' | 'glasses';
  /** A role or title (president, boms, the idiot). */
  readonly title?: string;
  /** Per entry of `seats`: the title the standing gives it ('' for none). */
  readonly titles?: readonly string[];
  /** Cards only `seats` may see (an exchange's cards to giver and receiver); the others get a count. */
  readonly secret?: { readonly cards: readonly string[]; readonly seats: readonly Seat[] };
}

export const event = (
  kind: string,
  seat: Seat | null,
  fields: Omit<GameEvent, 'kind' | 'seat'> = {},
): GameEvent => ({
  kind,
  seat,
  ...fields,
});

/** The events as `viewer` (null: a spectator) may see them: secrets shown to their seats only. */
export function eventsFor(events: readonly GameEvent[], viewer: Seat | null): GameEvent[] {
  return events.map((e) => {
    if (!e.secret) return e;
    const { secret, ...rest } = e;
    return viewer !== null && secret.seats.includes(viewer)
      ? { ...rest, cards: [...(rest.cards ?? []), ...secret.cards] }
      : { ...rest, count: secret.cards.length };
  });
}

/** The seats that joined `placings` between two states: who went out with this entry. */
export const wentOut = (before: readonly Seat[], after: readonly Seat[]): Seat[] =>
  after.filter((s) => !before.includes(s));

/** Cards in `after` beyond those in `before` (as multisets): what a seat received. */
export function gained<T>(before: readonly T[], after: readonly T[]): T[] {
  const left = before.slice();
  const out: T[] = [];
  for (const c of after) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
    else out.push(c);
  }
  return out;
}
