import { describe, expect, it } from 'vitest';
import { mailbox } from './mailbox';

describe('mailbox', () => {
  it('hands out in order, to a waiting reader first, and what is left after the end before its last', async () => {
    const box = mailbox<string | null>(null);
    const first = box.next();
    box.put('a');
    box.put('b');
    expect(await first).toBe('a');
    expect(box.pending()).toBe(true);
    box.put('c');
    box.end();
    expect(box.ended).toBe(true);
    expect([await box.next(), await box.next(), await box.next(), await box.next()]).toEqual([
      'b',
      'c',
      null,
      null,
    ]);
  });

  it('gives a reader waiting at the end its last', async () => {
    const box = mailbox<number>(-1);
    const waiting = [box.next(), box.next()];
    box.end();
    expect(await Promise.all(waiting)).toEqual([-1, -1]);
    expect(box.pending()).toBe(false);
  });
});
