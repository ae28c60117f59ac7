import { describe, expect, it } from 'vitest';
import { hashSecret } from '../ids';
import { planCreate, type CreateSpec } from './create';

const fresh = () => {
  let n = 0;
  return (bytes: number) => `id${++n}-${bytes}`;
};
const ctx = () => ({ open: 0, limit: 3, fresh: fresh(), at: '2026-01-01T00:00:00.000Z' });
const spec = (over: Partial<CreateSpec> = {}): CreateSpec => ({
  game: 'viggo',
  seats: [{ kind: 'open' }, { kind: 'bot', level: 'easy' }, { kind: 'reserved', name: 'Ola' }],
  standInAfterMs: null,
  public: false,
  creator: '10.0.0.1',
  ...over,
});

describe('creating a table', () => {
  it('gives its rows and the codes only once: invites and tokens stored as hashes', () => {
    const c = planCreate(spec({ join: { name: 'Kari' } }), ctx());
    if (c instanceof Error) throw c;
    expect(c.row).toMatchObject({ id: 'id1-9', status: 'waiting', players: 3, creator_seat: 0, hints: 0 });
    expect(c.row.invite_hash).toBe(hashSecret(c.invite));
    expect(c.reserved).toEqual([{ seat: 2, invite: 'id3-18' }]);
    expect(c.seats.map((s) => [s.kind, s.name])).toEqual([
      ['human', 'Kari'],
      ['bot', 'Astrid (bot)'],
      ['reserved', 'Ola'],
    ]);
    expect(c.seats[0]?.token_hash).toBe(hashSecret(c.joined!.token));
    expect(c.seats[2]?.invite_hash).toBe(hashSecret('id3-18'));
  });

  it('hints are on by default for one person among bots', () => {
    const c = planCreate(spec({ seats: [{ kind: 'open' }, { kind: 'bot', level: 'easy' }] }), ctx());
    expect(c).toMatchObject({ row: { hints: 1 } });
  });

  it('refused: a game or options the server cannot play, a taken seat, too many tables, a bad name', () => {
    expect(planCreate(spec({ game: 'chess' }), ctx())).toMatchObject({ code: 'bad-options' });
    expect(planCreate(spec({ seats: [{ kind: 'open' }] }), ctx())).toMatchObject({ code: 'bad-options' });
    expect(planCreate(spec({ join: { name: 'Kari', seat: 1 } }), ctx())).toMatchObject({
      code: 'seat-taken',
      reason: { code: 'seat-not-open' },
    });
    expect(
      planCreate(
        spec({
          seats: [
            { kind: 'bot', level: 'easy' },
            { kind: 'bot', level: 'easy' },
          ],
          join: { name: 'K' },
        }),
        ctx(),
      ),
    ).toMatchObject({ code: 'table-full' });
    expect(planCreate(spec(), { ...ctx(), open: 3 })).toMatchObject({ code: 'too-many-tables' });
    expect(planCreate(spec({ join: { name: '   ' } }), ctx())).toMatchObject({ code: 'bad-name' });
  });
});
