/**
 * What the server knew when it drew a page into its HTML at the request (issue 36): a review's
 * record and its seats' names, and the screen's width it guesses from the request. The server draws
 * the page with these (first-paint.tsx) and writes the review's into the page (`<script
 * type="application/json" id="kortbord-drawn">`), so that the app's first render is the drawn page's
 * and takes it over without fetching the record again or redrawing it.
 */
import { createContext, useContext } from 'react';
import { isObject, type Json } from '@kortbord/engine';

export interface DrawnReview {
  readonly table: string;
  readonly match: number;
  /** The record as `GET /api/tables/<table>/record?match=<match>` gives it to the same visitor. */
  readonly doc: Json;
  /** The seats' names as `GET /api/tables/<table>` shows them to that visitor (null: not known). */
  readonly seats: readonly (string | null)[] | null;
}

export interface Drawn {
  readonly review?: DrawnReview;
  /**
   * The screen's width in CSS pixels as the server guesses it from the request (a phone's browser
   * says it is one), for what the page decides by the width, which only a browser measures (the
   * log's place and whether it is open): screen.ts's `useMediaNow`.
   */
  readonly width?: number;
}

export const DRAWN_ID = 'kortbord-drawn';

const DrawnContext = createContext<Drawn>({});
export const DrawnProvider = DrawnContext.Provider;
export const useDrawn = (): Drawn => useContext(DrawnContext);

const isSeats = (v: unknown): v is (string | null)[] =>
  Array.isArray(v) && v.every((s) => s === null || typeof s === 'string');

/** The facts the server wrote into this page, checked as any input is; nothing when there are none. */
export function readDrawn(text: string | null | undefined): Drawn {
  if (!text) return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return {};
  }
  const r = isObject(v) ? v['review'] : null;
  if (
    !isObject(r) ||
    typeof r['table'] !== 'string' ||
    typeof r['match'] !== 'number' ||
    r['doc'] === undefined ||
    !(r['seats'] === null || isSeats(r['seats']))
  )
    return {};
  return {
    review: { table: r['table'], match: r['match'], doc: r['doc'] as Json, seats: r['seats'] },
  };
}

/** The facts as the page carries them: JSON that cannot end its script element (`<` escaped). */
export const drawnScript = (drawn: Drawn): string =>
  `<script type="application/json" id="${DRAWN_ID}">${JSON.stringify(drawn).replace(/</g, '\\u003c')}</script>`;
