import { describe, expect, it } from 'vitest';
import { EntryLog } from './entry-log';

describe('the shared append-only log', () => {
  it('lets every match keep exactly its own entries', () => {
    const a = EntryLog.empty<number>().append(1).append(2);
    const b = a.append(3);
    const c = a.append(4); // a branch from an older match copies instead of overwriting b's entry
    expect(a.toArray()).toEqual([1, 2]);
    expect(b.toArray()).toEqual([1, 2, 3]);
    expect(c.toArray()).toEqual([1, 2, 4]);
    expect(b.slice(a.length)).toEqual([3]);
    expect([...c]).toEqual([1, 2, 4]);
    expect(b.at(-1)).toBe(3);
    expect(a.at(2)).toBeUndefined();
  });
});
