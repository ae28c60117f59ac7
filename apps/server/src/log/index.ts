/** The table's log: the games' own events, kept with their secrets and cut per seat when sent. */
export { entryLines, lineBytesFor, logFor, roundTail, type StoredLine } from './events';
