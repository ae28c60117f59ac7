/**
 * A move's cost does not grow with the match (issue 21: ~1.5 ms per move at 40,000 entries, the
 * history was copied per move). The server's path for one move (the engine's step, installing it
 * on the table with its log lines, the views) is run early in a President match and again once the
 * match holds thousands of entries, counting the entries copied out of the match's history.
 */
import { describe, expect, it } from 'vitest';
import { EntryLog, isRoundOver, rngFromSeed, step, stepDeal, type Json } from '@kortbord/engine';
import { applyStored, emptyTable, installMove, type Table } from '../src/table';
import { legalOf, viewBytes } from '../src/views';

/** Entries copied out of every match history while `f` runs (EntryLog's slice and toArray). */
function copiedBy(f: () => void): number {
  const proto = EntryLog.prototype as unknown as Record<'slice' | 'toArray', (...a: unknown[]) => unknown[]>;
  const { slice, toArray } = proto;
  let copied = 0;
  proto.slice = function (this: unknown, ...a: unknown[]) {
    const r = slice.apply(this, a);
    copied += r.length;
    return r;
  };
  proto.toArray = function (this: unknown) {
    const r = toArray.call(this);
    copied += r.length;
    return r;
  };
  try {
    f();
  } finally {
    Object.assign(proto, { slice, toArray });
  }
  return copied;
}

function table(players: number): Table {
  const t = emptyTable(
    {
      id: 'cost',
      game: 'president',
      players,
      options: {},
      standInAfterMs: null,
      public: false,
      inviteHash: '',
      createdAt: '',
    },
    Array.from({ length: players }, (_, seat) => ({
      seat,
      kind: 'bot' as const,
      name: `B${seat}`,
      level: 'random' as const,
      tokenHash: null,
      inviteHash: null,
      standIn: false,
      endVote: null,
    })),
  );
  applyStored(t, { start: { match: 1 } }, 1, () => 'move-cost-seed');
  t.version = 1;
  return t;
}

/** One move as the server makes it: step (or the next deal), installed with its log lines, every view built. */
function move(t: Table, rng: ReturnType<typeof rngFromSeed>, views = true): void {
  const m = t.match;
  if (!m) throw new Error('no match');
  let moved;
  if (isRoundOver(m)) moved = stepDeal(m);
  else {
    const seat = (m.game.toAct(m.state) as number[])[0] as number;
    const legal = legalOf(t, seat);
    moved = step(m, seat, legal[rng.int(legal.length)] as Json);
  }
  if (!moved.ok) throw new Error(moved.message);
  installMove(t, moved.value, t.version);
  if (views) for (const s of [null, ...t.seats.map((x) => x.seat)]) viewBytes(t, s);
}

describe('per-move cost', () => {
  it('copies no more of the history per move at thousands of entries than at the start', () => {
    const t = table(4);
    const rng = rngFromSeed('move-cost');
    const perMove = (n: number) => {
      let most = 0;
      for (let i = 0; i < n; i++)
        most = Math.max(
          most,
          copiedBy(() => move(t, rng)),
        );
      return most;
    };
    const early = perMove(50);
    while ((t.match?.log.length ?? 0) < 6_000) move(t, rng, false);
    const late = perMove(50);
    expect(t.match?.log.length).toBeGreaterThan(6_000);
    // Only the entries a move adds (the action and the chance outcomes it makes due) are copied.
    expect(late).toBeLessThanOrEqual(Math.max(early, 10));
    expect(early).toBeLessThanOrEqual(10);
  });
});
