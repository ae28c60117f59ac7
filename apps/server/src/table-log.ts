/**
 * The log lines of a table, entry by entry: the words of the server's own markers (a match starts,
 * a match is ended at the table) and, through the log module, those of the record's entries.
 */
import type { Match, RecordEntry } from '@kortbord/engine';
import type { LogLine } from '@kortbord/protocol';
import { afterEntry, describeEntry } from './log/index';

/** Lines kept in memory per table (views carry the last few). */
const LOG_KEEP = 400;

export const startLine = (seq: number, matchNo: number, seedHash: string): LogLine => ({
  version: seq,
  seat: null,
  kind: 'start',
  cards: [],
  count: null,
  text: `Match ${matchNo} begins: round 1 is dealt. Seed SHA-256 ${seedHash}.`,
});

export const endLine = (seq: number): LogLine => ({
  version: seq,
  seat: null,
  kind: 'match-over',
  cards: [],
  count: null,
  text: 'The match was ended at the table.',
});

/**
 * A deal's or an action's lines: from the match before it, right after it, and after the chance
 * outcomes it made due (the round's and the match's end).
 */
export const entryLines = (
  entry: RecordEntry,
  before: Match,
  acted: Match,
  after: Match,
  seq: number,
  who: (seat: number) => string,
): LogLine[] => [describeEntry(entry, before, acted, seq, who), ...afterEntry(before, after, seq, who)];

/** A chance outcome's line, read in the match after every outcome drawn with it. */
export const chanceLine = (
  entry: RecordEntry,
  after: Match,
  seq: number,
  who: (seat: number) => string,
): LogLine => describeEntry(entry, after, after, seq, who);

export function keepTail(log: LogLine[]): void {
  if (log.length > LOG_KEEP) log.splice(0, log.length - LOG_KEEP);
}
