/**
 * Tables in memory for the commands' tests: seated as asked, a match started from a named seed and
 * played on by each seat's first legal action. No database: the commands are plain functions.
 */
import { isRoundOver, legalBySeat, matchView, step } from '@kortbord/engine';
import { hashSecret } from '../ids';
import { applyStored, emptyTable, installMove, type Seat, type SeatKind, type Table } from '../table';

export const INVITE = 'the-table-invite';

const seatOf = (seat: number, kind: SeatKind): Seat => ({
  seat,
  kind,
  name: kind === 'human' ? `Player ${seat + 1}` : kind === 'bot' ? `Bot ${seat + 1} (bot)` : null,
  level: kind === 'bot' ? 'easy' : null,
  tokenHash: kind === 'human' ? hashSecret(`token-${seat}`) : null,
  inviteHash: kind === 'reserved' ? hashSecret(`seat-invite-${seat}`) : null,
  standIn: false,
  endVote: null,
});

/** A waiting table of viggo with seats of these kinds. */
export function waitingTable(kinds: SeatKind[], opts: { public?: boolean; game?: string } = {}): Table {
  return emptyTable(
    {
      id: 'T1',
      game: opts.game ?? 'viggo',
      players: kinds.length,
      options: {},
      standInAfterMs: null,
      public: opts.public ?? false,
      inviteHash: hashSecret(INVITE),
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    kinds.map((k, i) => seatOf(i, k)),
  );
}

/** A table whose first match has started (people at seats 0 and 1, bots at the rest). */
export function playingTable(players = 2, game = 'viggo'): Table {
  const t = waitingTable(
    Array.from({ length: players }, (_, i) => (i < 2 ? 'human' : 'bot')),
    { game },
  );
  applyStored(t, { start: { match: 1 } }, 1, () => 'a named seed');
  t.version = 1;
  return t;
}

/** The first legal action of the first seat to act, with that seat. */
export function firstLegal(t: Table): { seat: number; action: NonNullable<unknown> } {
  const [seat, acts] = Object.entries(legalBySeat(t.match!))[0] ?? [];
  if (seat === undefined || !acts?.[0]) throw new Error('nobody may act');
  return { seat: Number(seat), action: acts[0] };
}

/** Plays first legal actions until the round is over. */
export function finishRound(t: Table): Table {
  while (!isRoundOver(t.match!)) {
    const { seat, action } = firstLegal(t);
    const next = step(t.match!, seat, action as never);
    if (!next.ok) throw new Error(next.message);
    installMove(t, next.value, t.version);
  }
  return t;
}

/** The table as plain text: equal before and after a plan when the plan changed nothing. */
export const snapshot = (t: Table): string =>
  JSON.stringify({
    version: t.version,
    matchNo: t.matchNo,
    ended: t.ended,
    seats: t.seats,
    log: t.log,
    view: t.match && matchView(t.match, 'all'),
  });
