/**
 * The one reader of a result: who won a round or a match, and in which order the rest came. The
 * web, the terminal, the server and the bots take places from here and keep no rule of their own.
 */
import type { Ranking, Seat } from './game';
import { isObject, type Json } from './json';
import type { Match } from './match';
import { getGame } from './registry';

/**
 * One seat's place, in a list best first. `place` counts from 1 and is shared on a tie: two seats
 * on the same best match total are both 1 and the next is 3. `score` is the number behind the
 * place where the game keeps one (the round's points, or the match totals); absent where only the
 * finishing order counts. Plain data, so that words and titles can be laid on top of it.
 */
export interface Standing {
  readonly seat: Seat;
  readonly place: number;
  readonly score?: number;
  /** The title the round gave the seat (president, boms, idiot), a code the catalogue names. */
  readonly title?: string;
}

/** What a standing is read from: a `matchView` (or a replay's `state`) has exactly these fields. */
export interface StandingSource {
  readonly game: string;
  /** The table's resolved options. */
  readonly options: Json;
  /** The round's placings, best first (RECORD.md); for a match, the last finished round's. */
  readonly placings: readonly Seat[];
  /** The match totals after the finished rounds. */
  readonly scores: readonly number[];
  /** The finished round's points per seat, where known. */
  readonly points?: readonly number[] | null;
}

/** The game's ranking; a game the registry does not know is ranked by its placings. */
export function rankingOf(game: string, options: Json): Ranking {
  return getGame(game)?.ranking(isObject(options) ? options : {}) ?? 'placings';
}

/**
 * Per seat, the title the complete placings give (none while the round goes on, or where the game
 * gives none): read from the game, never re-derived by a client.
 */
export function titlesOf(src: StandingSource): readonly (string | null)[] {
  const game = getGame(src.game);
  const players = src.scores.length;
  if (!game?.titles || !players || src.placings.length !== players) return [];
  return game.titles(src.placings, isObject(src.options) ? src.options : {});
}

const withTitle = (s: Standing, titles: readonly (string | null)[]): Standing => {
  const title = titles[s.seat];
  return title ? { ...s, title } : s;
};

/**
 * The round's standing, best first: the round's placings, which RECORD.md orders completely (its
 * tie rules, clockwise, decide every place), so no place is shared. While a round goes on it lists
 * only the seats placed so far (those out, in order). `score`: the round's points, when given and
 * the game keeps a score.
 */
export function roundStanding(src: StandingSource): Standing[] {
  const points = rankingOf(src.game, src.options) === 'placings' ? null : (src.points ?? null);
  const titles = titlesOf(src);
  return src.placings.map((seat, i) =>
    withTitle(points ? { seat, place: i + 1, score: points[seat] ?? 0 } : { seat, place: i + 1 }, titles),
  );
}

/**
 * The match's standing, best first, every seat once: by the totals where a score decides (equal
 * totals share a place, listed in the last round's order), else by the last round's placings.
 * `score`: the match total, where a score decides. Before any round has ended every seat shares
 * first place.
 */
export function matchStanding(src: StandingSource): Standing[] {
  const n = src.scores.length;
  const ranking = rankingOf(src.game, src.options);
  const last = (seat: Seat): number => {
    const i = src.placings.indexOf(seat);
    return i < 0 ? n : i;
  };
  const seats = Array.from({ length: n }, (_, s) => s);
  if (ranking === 'placings') {
    seats.sort((a, b) => last(a) - last(b) || a - b);
    // Ranked by the last round: its titles are the match's.
    const titles = titlesOf(src);
    return seats.map((seat) =>
      withTitle({ seat, place: Math.min(last(seat), src.placings.length) + 1 }, titles),
    );
  }
  const total = (seat: Seat): number => src.scores[seat] ?? 0;
  const better = (a: Seat, b: Seat): number =>
    ranking === 'fewest' ? total(a) - total(b) : total(b) - total(a);
  seats.sort((a, b) => better(a, b) || last(a) - last(b) || a - b);
  return seats.map((seat) => ({
    seat,
    place: 1 + seats.filter((o) => better(o, seat) < 0).length,
    score: total(seat),
  }));
}

/** The seats on first place: one winner, or several who share it. */
export const firstPlace = (standing: readonly Standing[]): Seat[] =>
  standing.filter((s) => s.place === 1).map((s) => s.seat);

/** True when another seat has the same place: the place is shared, never told as a win of one. */
export const sharesPlace = (standing: readonly Standing[], seat: Seat): boolean => {
  const mine = standing.find((s) => s.seat === seat);
  return !!mine && standing.some((s) => s.seat !== seat && s.place === mine.place);
};

/** A match's pieces as a standing source: the last finished round's placings and points. */
export function standingSource(m: Match): StandingSource {
  const last = m.results[m.results.length - 1];
  return {
    game: m.game.id,
    options: m.options,
    placings: last?.placings ?? [],
    scores: m.scores,
    points: last?.points ?? null,
  };
}
