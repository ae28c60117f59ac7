import {
  eventsFor,
  sayEvent,
  type GameEvent,
  type Match,
  type RecordEntry,
  stepEvents,
} from '@kortbord/engine';
import type { LogLine } from '@kortbord/protocol';

/**
 * A log line as the server keeps it: the game's event with its secret (the cards only some seats
 * may see). It is never sent as it is: `logFor` gives each seat its own copy.
 */
export interface StoredLine extends LogLine {
  readonly secret?: GameEvent['secret'];
}

/** The public line of an event: the spectator's version, with an English sentence for tools. */
function lineOf(e: GameEvent, version: number, who: (seat: number) => string): StoredLine {
  const [open] = eventsFor([e], null) as [GameEvent];
  return {
    version,
    seat: e.seat,
    kind: e.kind,
    cards: [...(open.cards ?? [])],
    count: open.count ?? null,
    text: sayEvent(open, 'en', who),
    event: open as unknown as LogLine['event'],
    ...(e.secret ? { secret: e.secret } : {}),
  };
}

/**
 * The lines of one stored entry (`before` → `after`) and of the chance outcomes it made due, which
 * `settled` holds after it: each outcome is stepped through so its event sees the state it met.
 */
export function entryLines(
  entry: RecordEntry,
  before: Match,
  after: Match,
  settled: Match,
  version: number,
  who: (seat: number) => string,
): StoredLine[] {
  return stepEvents(before, entry, after, settled).map((e) => lineOf(e, version, who));
}

/** Lines kept for a reconnecting player: the whole current round, from its deal (at most `cap`). */
export function roundTail(lines: readonly StoredLine[], cap: number): StoredLine[] {
  let from = lines.length - 1;
  while (from > 0 && lines[from]?.kind !== 'deal' && lines[from]?.kind !== 'start') from--;
  return lines.slice(Math.max(0, from, lines.length - cap));
}

/** The lines as `seat` (null: a spectator) may read them: secret cards to their own seats only. */
export function logFor(lines: readonly StoredLine[], seat: number | null): LogLine[] {
  return lines.map(({ secret, ...line }) => {
    if (!secret || seat === null || !secret.seats.includes(seat)) return line;
    const cards = [...line.cards, ...secret.cards];
    const ev = (line.event ?? {}) as Record<string, unknown>;
    const { count: _count, ...rest } = ev;
    return { ...line, cards, count: null, event: { ...rest, cards } as LogLine['event'] };
  });
}

/**
 * A line's JSON as `seat` may read it (the bytes of `logFor`), as UTF-8 written once per line: a line
 * never changes once stored, and every view of the round carries it again, so a view message is
 * copied together from these instead of serialising and encoding the round's whole log for every
 * seat at every version. Two variants at most: the open line, and the line with its secret shown
 * (the same for every seat the secret is for). Each begins with a comma: every line of a log but the
 * first follows one.
 */
const BYTES = Symbol('bytes');
type WithBytes = StoredLine & { [BYTES]?: { open?: Buffer; shown?: Buffer } };

export function lineBytesFor(line: StoredLine, seat: number | null): Buffer {
  const shown = !!line.secret && seat !== null && line.secret.seats.includes(seat);
  // Kept on the line itself (a WeakMap of every line made the collector's helpers work hard).
  // Not enumerable: no copy of the line (logFor's spread) nor any comparison sees it.
  const l = line as WithBytes;
  let bytes = l[BYTES];
  if (!bytes) Object.defineProperty(l, BYTES, { value: (bytes = {}) });
  const key = shown ? 'shown' : 'open';
  return (bytes[key] ??= Buffer.from(`,${JSON.stringify(logFor([line], seat)[0])}`));
}
