/** The table's log: the games' own events, kept with their secrets and cut per seat when sent. */
export { entryLines, logFor, roundTail, withLogJson, type StoredLine } from './events';
