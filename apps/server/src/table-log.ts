/**
 * The log lines of a table, entry by entry: the words of the server's own markers (a match starts,
 * a match is ended at the table) and, through the log module, those of the record's entries.
 */
import { type StoredLine } from './log/index';

export { entryLines, type StoredLine } from './log/index';

/** Lines kept in memory per table (views carry the last few). */
const LOG_KEEP = 400;

export const startLine = (seq: number, matchNo: number, seedHash: string): StoredLine => ({
  version: seq,
  seat: null,
  kind: 'start',
  cards: [],
  count: null,
  text: `Match ${matchNo} begins: round 1 is dealt. Seed SHA-256 ${seedHash}.`,
});

export const endLine = (seq: number): StoredLine => ({
  version: seq,
  seat: null,
  kind: 'match-over',
  cards: [],
  count: null,
  text: 'The match was ended at the table.',
});

export function keepTail(log: StoredLine[]): void {
  if (log.length > LOG_KEEP) log.splice(0, log.length - LOG_KEEP);
}
