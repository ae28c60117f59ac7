import { isRoundOver, step, type Json } from '@kortbord/engine';
import { Refused, type Table } from '../table';
import { moveChange, type Change, type Planned } from './change';

export interface ActRequest {
  readonly seat: number;
  readonly action: Json;
  /** Only at this version: an action meant for an older position is refused as stale. */
  readonly expectVersion?: number | undefined;
  /** The turn clock acts for the seat (the log says so). */
  readonly byClock?: boolean;
}

/** A seat's action: checked by the engine, with the chance outcomes it makes due. */
export function planAct(t: Table, r: ActRequest): Planned<Change> {
  if (r.expectVersion !== undefined && r.expectVersion !== t.version)
    return new Refused(
      'stale-version',
      `The table has moved on (version ${t.version}, not ${r.expectVersion}): look at the new position.`,
    );
  const m = t.match;
  if (!m) return new Refused('not-started', 'The match has not started: the table waits for players.');
  if (t.ended) return new Refused('game-over', 'The match is over.');
  if (isRoundOver(m) && !m.over)
    return new Refused('not-your-turn', 'The round is over: the next round must be dealt first.');
  let next: ReturnType<typeof step>;
  try {
    next = step(m, r.seat, r.action);
  } catch {
    // The engine's parsers can throw on a hostile shape (e.g. {"type":"__proto__"}): refuse it.
    return new Refused('malformed', 'This action cannot be read.');
  }
  if (!next.ok) return new Refused(next.code, next.message, next.reason);
  return moveChange(next.value, r.byClock);
}
