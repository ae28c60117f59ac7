import {
  firstPlace,
  matchStanding,
  roundStanding,
  scoreUnit,
  sharesPlace,
  fill,
  titleText,
  unitText,
  type Lang,
  type Standing,
} from '@kortbord/engine';
import { ordinal, TABLE_WORDS } from '@kortbord/words';
import type { TableView } from './view';

/**
 * A result as the table shows it, read only from the engine's standing: the web keeps no rule of
 * its own about who won.
 */
export interface ShownResult {
  /** Best first: the match's standing once it is over, else the round's. */
  readonly standing: readonly Standing[];
  /** When the match is over: its winner, or every seat that shares first place. Else empty. */
  readonly first: readonly number[];
}

const source = (view: TableView) => ({
  game: view.game,
  options: view.options,
  placings: view.placings,
  scores: view.scores,
  points: view.points,
});

export function shownResult(view: TableView): ShownResult {
  if (!view.over) return { standing: roundStanding(source(view)), first: [] };
  const standing = matchStanding(source(view));
  return { standing, first: firstPlace(standing) };
}

/** A seat's place for its chip (the match's once it is over), and whether another seat shares it. */
export function seatPlace(view: TableView, seat: number): { place: number; shared: boolean } | null {
  const { standing } = shownResult(view);
  const mine = standing.find((s) => s.seat === seat);
  return mine ? { place: mine.place, shared: sharesPlace(standing, seat) } : null;
}

/** The places in one finished round of the scoreboard, per seat (0 where the seat is not placed). */
export function roundPlaces(
  view: Pick<TableView, 'game' | 'options'>,
  placings: readonly number[],
  players: number,
): number[] {
  const out = new Array<number>(players).fill(0);
  for (const s of roundStanding({ game: view.game, options: view.options, placings, scores: [] }))
    out[s.seat] = s.place;
  return out;
}

/**
 * One line of a result list, after the seat's name: its score with the unit, its title (President's
 * roles, Idiot's idiot) and a shared place, all in the catalogue's words ("12 straffepoeng, delt 1. plass").
 */
export function standingNote(
  view: Pick<TableView, 'game'>,
  standing: readonly Standing[],
  s: Standing,
  lang: Lang,
): string {
  const unit = scoreUnit(view.game);
  const parts = [
    s.score !== undefined ? (unit ? unitText(unit, s.score, lang) : String(s.score)) : '',
    s.title ? titleText(s.title, lang) : '',
    sharesPlace(standing, s.seat)
      ? fill(TABLE_WORDS.sharedPlaceN[lang], { nth: ordinal(s.place, lang) })
      : '',
  ].filter(Boolean);
  return parts.join(', ');
}
