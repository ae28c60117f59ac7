import type { Reason } from './words/game-words';

/** Error codes of the game record contract (RECORD.md), in the order they are checked. */
export const ERROR_CODES = ['malformed', 'bad-deal', 'game-over', 'not-your-turn', 'illegal'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface Refusal {
  readonly ok: false;
  readonly code: ErrorCode;
  /** An English sentence, for records, logs and tools; players read `reason` in their language. */
  readonly message: string;
  /** Why, as a code with parameters the catalogue turns into words (refused actions). */
  readonly reason?: Reason;
}
export interface Success<T> {
  readonly ok: true;
  readonly value: T;
}
export type Result<T> = Success<T> | Refusal;

export const ok = <T>(value: T): Success<T> => ({ ok: true, value });
export const refuse = (code: ErrorCode, message: string, reason?: Reason): Refusal =>
  reason ? { ok: false, code, message, reason } : { ok: false, code, message };
export const malformed = (message: string): Refusal => refuse('malformed', message);
export const badDeal = (message: string): Refusal => refuse('bad-deal', message);
