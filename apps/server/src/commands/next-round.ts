import { isRoundOver, stepDeal } from '@kortbord/engine';
import { Refused, type Table } from '../table';
import { moveChange, type Change, type Planned } from './change';

/**
 * Deals the next round. With `expectVersion`, only at that version: a deal meant for one finished
 * round (a timer, the last "Klar") is refused as stale once that round was dealt anywhere.
 */
export function planNextRound(t: Table, expectVersion?: number): Planned<Change> {
  if (expectVersion !== undefined && expectVersion !== t.version)
    return new Refused('stale-version', 'That round has already been dealt.');
  const m = t.match;
  if (!m) return new Refused('not-started', 'The match has not started.');
  if (m.over || t.ended) return new Refused('game-over', 'The match is over; no more rounds are dealt.');
  if (!isRoundOver(m)) return new Refused('round-not-over', 'The round is still being played.');
  const dealt = stepDeal(m);
  if (!dealt.ok) return new Refused(dealt.code, dealt.message);
  return moveChange(dealt.value);
}
