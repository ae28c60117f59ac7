import { describe, expect, it } from 'vitest';
import { replay, type Json } from '@kortbord/engine';
import { recordPeople } from '../src/game/coach';
import { withPeople } from '../src/game/review';
import { markPosition } from '../src/ui/CoachPanel';

const DOC: Json = { format: 'kortbord/1', game: 'viggo', players: 3, seed: 'x', moves: [] };

describe('the coach in the review', () => {
  it('a record reviewed in the browser carries the seats people played, which the replay ignores', () => {
    const doc = withPeople(DOC, [{ kind: 'bot' }, { kind: 'human' }, { kind: 'human' }]);
    expect(recordPeople(doc)).toEqual([1, 2]);
    expect(replay(doc).ok).toBe(true);
    // Unknown (a record opened from a file without it): every seat is judged.
    expect(recordPeople(DOC)).toBeNull();
    expect(recordPeople({ ...(DOC as object), people: ['x'] } as Json)).toBeNull();
  });

  it('a mark shows on the timeline just after its move', () => {
    expect(markPosition({ step: 0 } as Parameters<typeof markPosition>[0])).toBe(1);
    expect(markPosition({ step: 14 } as Parameters<typeof markPosition>[0])).toBe(15);
  });
});
