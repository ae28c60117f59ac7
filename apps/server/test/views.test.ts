import { describe, expect, it } from 'vitest';
import { legalBySeat, step, type Json } from '@kortbord/engine';
import { applyStored, emptyTable, installMove, type Table } from '../src/table';
import { legalOf, viewBytes } from '../src/views';

function started(): Table {
  const t = emptyTable(
    {
      id: 'views',
      game: 'viggo',
      players: 3,
      options: {},
      standInAfterMs: null,
      public: false,
      inviteHash: 'x',
      createdAt: 'now',
    },
    [0, 1, 2].map((seat) => ({
      seat,
      kind: 'human',
      name: `P${seat}`,
      level: null,
      tokenHash: null,
      inviteHash: null,
      standIn: false,
      endVote: null,
    })),
  );
  applyStored(t, { start: { match: 1 } }, 1, () => 'views-seed');
  t.version = 1;
  return t;
}

const read = (b: Buffer | null) =>
  JSON.parse(String(b)) as { version: number; seat: number | null; legal: Json[] };

describe('views built once per version', () => {
  it('gives every watcher of a seat, and every spectator, the same bytes until the table moves', () => {
    const t = started();
    const spectator = viewBytes(t, null);
    expect(viewBytes(t, null)).toBe(spectator);
    expect(read(spectator)).toMatchObject({ version: 1, seat: null, legal: [] });
    const m = t.match;
    if (!m) throw new Error('no match');
    const [seat, acts] = Object.entries(legalBySeat(m))[0] ?? [];
    const mine = viewBytes(t, Number(seat));
    expect(viewBytes(t, Number(seat))).toBe(mine);
    expect(read(mine).legal).toEqual(acts);
    expect(legalOf(t, Number(seat))).toEqual(acts);

    const moved = step(m, Number(seat), acts?.[0]);
    if (!moved.ok) throw new Error(moved.message);
    installMove(t, moved.value, t.version);
    const after = viewBytes(t, null);
    expect(after).not.toBe(spectator);
    expect(read(after).version).toBe(1 + moved.value.entries.length);
    expect(viewBytes(t, null)).toBe(after);
  });
});
