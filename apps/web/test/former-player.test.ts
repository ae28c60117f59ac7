import { describe, expect, it } from 'vitest';
import { FORMER_PLAYER } from '@kortbord/words';
import { translate, type Key } from '../src/i18n/table-words';
import { seatNames } from '../src/ui/TablePage';

describe("a deleted profile's seat", () => {
  it('reads as a former player in the page’s language, whatever language stored it', () => {
    const meta = {
      seats: [
        { seat: 0, kind: 'human', name: FORMER_PLAYER.nb },
        { seat: 1, kind: 'human', name: 'Ola' },
      ],
    } as unknown as Parameters<typeof seatNames>[0];
    for (const lang of ['nb', 'sv', 'en'] as const)
      expect(
        seatNames(meta, 2, (k: Key, p?: Record<string, string | number>) => translate(lang, k, p)),
      ).toEqual([FORMER_PLAYER[lang], 'Ola']);
  });
});
