/**
 * Views built once: per table version, each seat's view message (its view, legal actions and log
 * tail) is built and serialised once, and every watcher of that seat, or of the public view, is sent
 * the same bytes. The bots' turns read the same legal actions.
 */
import { isRoundOver, matchView, type Json, type Match } from '@kortbord/engine';
import { roundTail, withLogJson } from './log/index';
import { matchOver, type Table } from './table';

/** Log lines carried by every view: the whole current round (from its deal), up to this many. */
export const LOG_TAIL = 200;

interface Built {
  readonly version: number;
  readonly match: Match;
  readonly messages: Map<number | null, Buffer>;
  readonly legal: Map<number, Json[]>;
}

const built = new WeakMap<Table, Built>();

function current(t: Table, m: Match): Built {
  const b = built.get(t);
  if (b && b.version === t.version && b.match === m) return b;
  const fresh: Built = { version: t.version, match: m, messages: new Map(), legal: new Map() };
  built.set(t, fresh);
  return fresh;
}

/** The seat's legal actions now (none once the round or the match is over). */
export function legalOf(t: Table, seat: number): Json[] {
  const m = t.match;
  if (!m || matchOver(t) || isRoundOver(m)) return [];
  const b = current(t, m);
  let legal = b.legal.get(seat);
  if (!legal) b.legal.set(seat, (legal = m.game.legalActions(m.state, seat) as Json[]));
  return legal;
}

/** The view message of a seat (null: a spectator) at the table's version, as bytes; null before a match. */
export function viewBytes(t: Table, seat: number | null): Buffer | null {
  const m = t.match;
  if (!m) return null;
  const b = current(t, m);
  let bytes = b.messages.get(seat);
  if (!bytes) {
    // Written by hand in the order JSON.stringify of the message object gives, so that the log's
    // lines, serialised and encoded once each, are copied in rather than serialised again per version.
    bytes = withLogJson(
      `{"type":"view","table":${JSON.stringify(t.id)},"version":${t.version},"match":${t.matchNo}` +
        `,"seat":${seat === null ? 'null' : seat},"view":${JSON.stringify(matchView(m, seat))}` +
        `,"legal":${seat === null ? '[]' : JSON.stringify(legalOf(t, seat))},"log":`,
      roundTail(t.log, LOG_TAIL),
      seat,
      '}',
    );
    b.messages.set(seat, bytes);
  }
  return bytes;
}
