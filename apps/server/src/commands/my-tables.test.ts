import { describe, expect, it } from 'vitest';
import type { MyTable } from '@kortbord/protocol';
import { sortMyTables } from './my-tables';

const t = (id: string, status: MyTable['status'], yourTurn: boolean, createdAt: string): MyTable => ({
  id,
  game: 'viggo',
  status,
  seat: 0,
  others: [],
  toAct: yourTurn ? [0] : [],
  yourTurn,
  deadline: null,
  createdAt,
});

describe('my tables', () => {
  it('list the ones mine to act first, then played, waiting, finished; newest first within', () => {
    const list = [
      t('over', 'over', false, '2026-01-05'),
      t('old-playing', 'playing', false, '2026-01-01'),
      t('waiting', 'waiting', false, '2026-01-04'),
      t('new-playing', 'playing', false, '2026-01-03'),
      t('mine', 'playing', true, '2026-01-02'),
    ];
    expect(sortMyTables(list).map((x) => x.id)).toEqual([
      'mine',
      'new-playing',
      'old-playing',
      'waiting',
      'over',
    ]);
  });
});
