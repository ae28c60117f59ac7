import { SUITS, type Suit } from './cards';
import { malformed, ok, type Result } from './result';

/**
 * What a play may carry besides its cards (RECORD.md): `suit`, named with Vri åtter's eights, and
 * `call`, the last-card call. A game reads both on every play, so that one carried where the rules
 * do not allow it reaches the legality check and is refused as `illegal`, not `malformed`.
 */
export interface PlayMarks {
  readonly suit?: Suit;
  readonly call?: true;
}

/** Reads the marks: `malformed` when `suit` is not a suit letter or `call` not a boolean. */
export function readMarks(raw: Readonly<Record<string, unknown>>): Result<PlayMarks> {
  const suit = raw['suit'];
  const call = raw['call'];
  if (suit !== undefined && !SUITS.includes(suit as Suit))
    return malformed('Name the suit as one of "C", "D", "H" or "S".');
  if (call !== undefined && typeof call !== 'boolean') return malformed('"call" must be true or false.');
  return ok({
    ...(suit !== undefined ? { suit: suit as Suit } : {}),
    ...(call === true ? { call: true } : {}),
  });
}

/** A key suffix for the marks: a play carrying one never has the key of the same play without. */
export const marksKey = (m: PlayMarks): string => `${m.suit ? `/${m.suit}` : ''}${m.call ? '!' : ''}`;
