/**
 * A bot's pause before its answer, drawn from nothing but the decision's name (the table, the version
 * it answers, its seat) and the server's secret: never from the position, the number of legal actions,
 * the cards held or how long the search took, so a person timing a bot learns nothing from the clock.
 */
import { createHash } from 'node:crypto';

/** Which decision: a bot's answer to one version of one table, for one seat. */
export interface Decision {
  readonly table: string;
  readonly version: number;
  readonly seat: number;
}

/** The pause in whole ms, uniform in [min, max], the same for the same secret and decision. */
export function botPause(secret: string, d: Decision, range: readonly [number, number]): number {
  const [min, max] = range[0] <= range[1] ? range : [range[1], range[0]];
  const h = createHash('sha256').update(`${secret}\0${d.table}\0${d.version}\0${d.seat}`).digest();
  const u = h.readUInt32BE(0) / 2 ** 32;
  return min + Math.floor(u * (max - min + 1));
}

/**
 * The search's time budget for a decision whose answer is due in `remainingMs`: the configured
 * budget, cut so that the answer is back before its pause ends (a margin for the worker's round trip).
 */
export function thinkingBudget(configuredMs: number | undefined, remainingMs: number): number {
  const margin = Math.min(50, Math.ceil(remainingMs / 10));
  return Math.max(1, Math.min(configuredMs ?? Infinity, remainingMs - margin));
}
