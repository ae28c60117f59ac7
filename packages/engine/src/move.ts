import type { Json } from './json';
import { applyChecked, checkAction, dealNext, resolveChance, type Match, type RecordEntry } from './match';
import { ok, type Result } from './result';

/** An accepted move: the next match, and what the record gains by it. */
export interface Moved {
  /** The match the move was checked against (after the next round's deal when the move opened one). */
  readonly before: Match;
  /** Right after the action (or the deal), before the chance outcomes it made due. */
  readonly acted: Match;
  /** After the move and every chance outcome it made due: the match to install. */
  readonly match: Match;
  /**
   * The entries to store, in order: a deal the move opened, the action in the engine's own form (the
   * legal action it equals, nothing else a client sent along), then the chance outcomes drawn.
   */
  readonly entries: readonly RecordEntry[];
}

/**
 * One pass per move: reads the action once, generates the seat's legal moves once, applies it once
 * and draws the chance outcomes it makes due. Refuses with the action's code and sentence (RECORD.md's
 * order), or returns the next match and the entries to store. Every game loop plays through this.
 */
export function step(m: Match, seat: unknown, raw: unknown): Result<Moved> {
  const checked = checkAction(m, seat, raw);
  if (!checked.ok) return checked;
  const c = checked.value;
  const acted = applyChecked(c, c.legal, c.legal as unknown as Json);
  const match = resolveChance(acted);
  return ok({ before: c.match, acted, match, entries: match.log.slice(m.log.length) });
}

/** Deals the next round (from the seeded source, or from `rawDeal`) and draws the chance outcomes due. */
export function stepDeal(m: Match, rawDeal?: unknown): Result<Moved> {
  const dealt = dealNext(m, rawDeal);
  if (!dealt.ok) return dealt;
  const match = resolveChance(dealt.value);
  return ok({ before: m, acted: dealt.value, match, entries: match.log.slice(m.log.length) });
}
