/**
 * Views built once: per table version, each seat's view message (its view, legal actions and log
 * tail) is built and serialised once, and every watcher of that seat, or of the public view, is sent
 * the same bytes. The bots' turns read the same legal actions.
 *
 * Two forms of the same message: the snapshot (the round's whole log tail) and the change since the
 * seat's previous version (`from`: only the log lines after it; view and legal whole). The log is most
 * of a snapshot and grows by a line or two a move, so a watcher that has the previous version is sent
 * the change (view-send.ts decides per socket).
 */
import { isRoundOver, matchView, type Json, type Match } from '@kortbord/engine';
import { framedBuffer, type Prepared } from './conn';
import { lineBytesFor, roundTail, type StoredLine } from './log/index';
import { matchOver, type Table } from './table';

/** Log lines carried by every view: the whole current round (from its deal), up to this many. */
export const LOG_TAIL = 200;

/** A seat's message at one version, before it is written out in either form. */
interface Step {
  /** The part after `"version":V` up to the log: `,"match":…,"seat":…,"view":…,"legal":…,"log":`. */
  readonly mid: string;
  /** The log's lines as the seat reads them (each with its leading comma): `parts[0..count)`. */
  readonly parts: readonly Buffer[];
  readonly count: number;
  /** Where this version's new lines begin in `parts`, and the version before them (null: no change form). */
  readonly fresh: number;
  readonly from: number | null;
  snapshot?: Prepared;
  delta?: Prepared;
}

interface Built {
  readonly version: number;
  readonly match: Match;
  readonly steps: Map<number | null, Step>;
  readonly legal: Map<number, Json[]>;
}

const built = new WeakMap<Table, Built>();

/**
 * A seat's log as last built: the next version's log is the same lines and a few more (until a round
 * is dealt or the tail's cap is reached), so its parts are appended to, and the new ones are the change.
 */
interface Chain {
  readonly version: number;
  readonly matchNo: number;
  /** Appended to only; each step keeps its own count. */
  readonly parts: Buffer[];
  readonly first: StoredLine | undefined;
  readonly last: StoredLine | undefined;
  readonly count: number;
}

const chains = new WeakMap<Table, Map<number | null, Chain>>();

function current(t: Table, m: Match): Built {
  const b = built.get(t);
  if (b && b.version === t.version && b.match === m) return b;
  const fresh: Built = { version: t.version, match: m, steps: new Map(), legal: new Map() };
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

function stepOf(t: Table, m: Match, seat: number | null): Step {
  const b = current(t, m);
  const had = b.steps.get(seat);
  if (had) return had;
  const lines = roundTail(t.log, LOG_TAIL);
  let seats = chains.get(t);
  if (!seats) chains.set(t, (seats = new Map()));
  const prev = seats.get(seat);
  const kept =
    prev &&
    prev.matchNo === t.matchNo &&
    prev.count &&
    prev.count <= lines.length &&
    lines[0] === prev.first &&
    lines[prev.count - 1] === prev.last
      ? prev
      : null;
  // The chain's parts are shared by its steps: appended to only while they are its last ones.
  const parts =
    kept && kept.parts.length === kept.count ? kept.parts : kept ? kept.parts.slice(0, kept.count) : [];
  const fresh = parts.length;
  for (let i = fresh; i < lines.length; i++) parts.push(lineBytesFor(lines[i] as StoredLine, seat));
  seats.set(seat, {
    version: t.version,
    matchNo: t.matchNo,
    parts,
    first: lines[0],
    last: lines.at(-1),
    count: lines.length,
  });
  const step: Step = {
    mid:
      `,"match":${t.matchNo},"seat":${seat === null ? 'null' : seat},"view":${JSON.stringify(matchView(m, seat))}` +
      `,"legal":${seat === null ? '[]' : JSON.stringify(legalOf(t, seat))},"log":`,
    parts,
    count: lines.length,
    fresh,
    from: kept && kept.version < t.version ? kept.version : null,
  };
  b.steps.set(seat, step);
  return step;
}

/**
 * `head` + `[` + parts[from..to) + `]}` as bytes, written where its frame will go out from (conn.ts),
 * so that sending it copies nothing. Each line's bytes begin with a comma; the log's first has none.
 */
function write(head: string, parts: readonly Buffer[], from: number, to: number): Prepared {
  let size = 0;
  for (let i = from; i < to; i++) size += (parts[i] as Buffer).length;
  if (to > from) size -= 1;
  const out = framedBuffer(Buffer.byteLength(head) + 1 + size + 2).body;
  let at = out.write(head);
  out[at++] = 0x5b; // [
  for (let i = from; i < to; i++) at += (parts[i] as Buffer).copy(out, at, i === from ? 1 : 0);
  out[at++] = 0x5d; // ]
  out[at] = 0x7d; // }
  // The typed view message's JSON, byte for byte (view-bytes.test.ts).
  return out as Prepared;
}

const headOf = (t: Table, from: number | null, mid: string): string =>
  `{"type":"view","table":${JSON.stringify(t.id)},"version":${t.version}` +
  `${from === null ? '' : `,"from":${from}`}${mid}`;

/**
 * The view message of a seat (null: a spectator) at the table's version, whole (the snapshot), as
 * bytes; null before a match. Written by hand in the order JSON.stringify of the message object
 * gives, so that the log's lines, serialised and encoded once each, are copied in.
 */
export function viewBytes(t: Table, seat: number | null): Prepared | null {
  const m = t.match;
  if (!m) return null;
  const s = stepOf(t, m, seat);
  return (s.snapshot ??= write(headOf(t, null, s.mid), s.parts, 0, s.count));
}

/**
 * The same message as a change: `from` is the seat's previous version built, and the log holds only
 * the lines after it. Null when there is none (the first version built, a new round or match, the
 * tail's cap reached): then only the snapshot will do.
 */
export function viewChange(t: Table, seat: number | null): { from: number; bytes: Prepared } | null {
  const m = t.match;
  if (!m) return null;
  const s = stepOf(t, m, seat);
  if (s.from === null) return null;
  return { from: s.from, bytes: (s.delta ??= write(headOf(t, s.from, s.mid), s.parts, s.fresh, s.count)) };
}
