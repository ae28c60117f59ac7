import type { Seat } from './game';

/**
 * Who is to act, as shared frozen lists: `toAct` runs at every step of a search, and a fresh
 * one-seat array per step was garbage for nothing.
 */
export const NOBODY: readonly Seat[] = Object.freeze([]);

const ONE: readonly (readonly Seat[])[] = Array.from({ length: 16 }, (_, s) => Object.freeze([s]));

/** The list holding only `seat`; no seat (-1) is nobody. */
export const onlySeat = (seat: Seat): readonly Seat[] => ONE[seat] ?? (seat >= 0 ? [seat] : NOBODY);
