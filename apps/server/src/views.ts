/**
 * Views built once: per table version, each seat's view message (its view, legal actions and log
 * tail) is built and serialised once, and every watcher of that seat, or of the public view, is sent
 * the same bytes. The bots' turns read the same legal actions.
 */
import { isRoundOver, matchView, type Json, type Match } from '@kortbord/engine';
import { framedBuffer } from './conn';
import { lineBytesFor, roundTail, type StoredLine } from './log/index';
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

/**
 * A seat's last view message and where its log's lines are in it: the next version's log is the
 * same lines and a few more (until a round is dealt), copied over in one piece.
 */
interface LastLog {
  readonly bytes: Buffer;
  /** The lines' bytes: from after the `[` to before the `]`. */
  readonly start: number;
  readonly end: number;
  readonly first: StoredLine | undefined;
  readonly last: StoredLine | undefined;
  readonly count: number;
}

const lastLogs = new WeakMap<Table, Map<number | null, LastLog>>();

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

/**
 * `head` + the lines as `seat` reads them, as a JSON array + `tail`, as bytes: the lines the seat's
 * last message already carried are copied from it in one piece, each newer one from its own bytes.
 */
function withLog(
  t: Table,
  seat: number | null,
  head: string,
  lines: readonly StoredLine[],
  tail: string,
): Buffer {
  let logs = lastLogs.get(t);
  if (!logs) lastLogs.set(t, (logs = new Map()));
  const last = logs.get(seat);
  const kept =
    last &&
    last.count &&
    last.count <= lines.length &&
    lines[0] === last.first &&
    lines[last.count - 1] === last.last
      ? last
      : null;
  const from = kept ? kept.count : 0;
  const fresh: Buffer[] = [];
  let size = kept ? kept.end - kept.start : 0;
  for (let i = from; i < lines.length; i++) {
    const b = lineBytesFor(lines[i] as StoredLine, seat);
    fresh.push(b);
    size += b.length;
  }
  // Each line's bytes begin with a comma; the log's first line has none before it.
  if (!kept && fresh.length) size -= 1;
  const headBytes = Buffer.byteLength(head) + 1;
  // Written where its frame will go out from (conn.ts), so that sending it copies nothing.
  const out = framedBuffer(headBytes + size + 1 + Buffer.byteLength(tail)).body;
  let at = out.write(head);
  out[at++] = 0x5b; // [
  const start = at;
  if (kept) at += kept.bytes.copy(out, at, kept.start, kept.end);
  fresh.forEach((b, i) => (at += b.copy(out, at, !kept && i === 0 ? 1 : 0)));
  const end = at;
  out[at++] = 0x5d; // ]
  out.write(tail, at);
  logs.set(seat, { bytes: out, start, end, first: lines[0], last: lines.at(-1), count: lines.length });
  return out;
}

/** The view message of a seat (null: a spectator) at the table's version, as bytes; null before a match. */
export function viewBytes(t: Table, seat: number | null): Buffer | null {
  const m = t.match;
  if (!m) return null;
  const b = current(t, m);
  let bytes = b.messages.get(seat);
  if (!bytes) {
    // Written by hand in the order JSON.stringify of the message object gives, so that the log's
    // lines, serialised and encoded once each, are copied in rather than serialised per version.
    bytes = withLog(
      t,
      seat,
      `{"type":"view","table":${JSON.stringify(t.id)},"version":${t.version},"match":${t.matchNo}` +
        `,"seat":${seat === null ? 'null' : seat},"view":${JSON.stringify(matchView(m, seat))}` +
        `,"legal":${seat === null ? '[]' : JSON.stringify(legalOf(t, seat))},"log":`,
      roundTail(t.log, LOG_TAIL),
      '}',
    );
    b.messages.set(seat, bytes);
  }
  return bytes;
}
