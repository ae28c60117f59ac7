/**
 * Table geometry, pure: where the other seats sit around the table, and how a hand spreads over the
 * width it has. The components measure; these functions decide.
 */

export type Spot = 'left' | 'across' | 'right';

/**
 * The other seats in play order from the viewer (the next seat first) placed around the table:
 * play passes to the left, so the next seat sits on the left, the one before the viewer on the right,
 * the rest across. One other seat sits across.
 */
export function seatSpots(order: readonly number[]): { seat: number; spot: Spot }[] {
  const n = order.length;
  return order.map((seat, i) => ({
    seat,
    spot: n < 2 ? 'across' : i === 0 ? 'left' : i === n - 1 ? 'right' : 'across',
  }));
}

export interface HandLayout {
  /** Distance between the left edges of neighbouring cards in a row (the card's width + gap: no overlap). */
  readonly step: number;
  /** Cards per row (the last row may hold fewer). */
  readonly perRow: number;
  readonly rows: number;
}

/**
 * The share of a card that stays visible under its right neighbour: more than half, so that its
 * corner index shows and a finger (or a click at its middle) lands on it, not on the neighbour.
 */
export const MIN_SHOWN = 0.52;
export const GAP = 6;

/**
 * A hand of `n` cards `cardWidth` wide in `width` pixels: side by side with a gap when they fit, else
 * overlapping just enough to fit, else (past MIN_SHOWN) in as few rows as hold them, spread evenly.
 */
export function handLayout(n: number, width: number, cardWidth: number): HandLayout {
  const free = cardWidth + GAP;
  if (n <= 1 || width <= 0) return { step: free, perRow: Math.max(1, n), rows: n > 0 ? 1 : 0 };
  const minStep = Math.max(1, cardWidth * MIN_SHOWN);
  const fit = Math.max(1, Math.floor((width - cardWidth) / minStep) + 1);
  const rows = Math.ceil(n / fit);
  const perRow = Math.ceil(n / rows);
  const step = perRow > 1 ? Math.min(free, (width - cardWidth) / (perRow - 1)) : free;
  return { step: Math.floor(step * 10) / 10, perRow, rows };
}
