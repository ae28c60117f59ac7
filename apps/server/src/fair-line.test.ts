import { describe, expect, it } from 'vitest';
import { fairLine, type Asker } from './fair-line';

const from = (address: string, ...more: string[]): Asker => ({ lane: `a:${address}`, ids: more });

/** Takes everything waiting, in the order it is served. */
const drain = <T>(line: { take(): T | undefined }): T[] => {
  const out: T[] = [];
  for (let x = line.take(); x !== undefined; x = line.take()) out.push(x);
  return out;
};

describe('the fair line', () => {
  it('serves one ask of each asker in turn: many asks of one wait behind the single ones of others', () => {
    const line = fairLine<string>({ perAsker: 10, waiting: 100 });
    for (let i = 1; i <= 6; i++) expect(line.offer(from('6.6.6.6'), `attack ${i}`).ok).toBe(true);
    // The honest ones come after all six.
    expect(line.offer(from('1.1.1.1'), 'anna')).toEqual({ ok: true, ahead: 1 });
    expect(line.offer(from('2.2.2.2'), 'bo')).toEqual({ ok: true, ahead: 2 });
    expect(line.ahead('attack 6')).toBe(7);
    expect(drain(line)).toEqual([
      'attack 1',
      'anna',
      'bo',
      'attack 2',
      'attack 3',
      'attack 4',
      'attack 5',
      'attack 6',
    ]);
    expect(line.size).toBe(0);
  });

  it('a lane served goes last, also behind a lane that came after it', () => {
    const line = fairLine<string>({ perAsker: 10, waiting: 100 });
    line.offer(from('a'), 'a1');
    line.offer(from('a'), 'a2');
    expect(line.take()).toBe('a1');
    line.offer(from('b'), 'b1');
    expect(drain(line)).toEqual(['a2', 'b1']);
  });

  it('bounds each name an asker is known by, waiting or running, until its items are done', () => {
    const line = fairLine<string>({ perAsker: 2, waiting: 100 });
    const seatOne = from('6.6.6.6', 's:t/0');
    const seatTwo = from('6.6.6.6', 's:t/1');
    expect(line.offer(seatOne, 'x1').ok).toBe(true);
    expect(line.offer(seatTwo, 'x2').ok).toBe(true);
    // A third seat from the same address: the address holds two.
    expect(line.offer(from('6.6.6.6', 's:t/2'), 'x3')).toEqual({ ok: false, why: 'asker-full' });
    // One profile from many addresses: the profile holds two.
    const p = (ip: string) => from(ip, 'p:kari');
    expect(line.offer(p('1.0.0.1'), 'k1').ok).toBe(true);
    expect(line.offer(p('1.0.0.2'), 'k2').ok).toBe(true);
    expect(line.offer(p('1.0.0.3'), 'k3')).toEqual({ ok: false, why: 'asker-full' });
    // Taken to run, it still holds its place until done.
    expect(line.take()).toBe('x1');
    expect(line.offer(from('6.6.6.6'), 'x4').ok).toBe(false);
    line.done(seatOne);
    expect(line.offer(from('6.6.6.6'), 'x4').ok).toBe(true);
    expect(line.size).toBe(4);
  });

  it('refuses beyond the whole line, and a refusal changes nothing', () => {
    const line = fairLine<string>({ perAsker: 5, waiting: 3 });
    line.offer(from('a'), 'a1');
    line.offer(from('b'), 'b1');
    line.offer(from('c'), 'c1');
    expect(line.offer(from('d'), 'd1')).toEqual({ ok: false, why: 'line-full' });
    expect(line.size).toBe(3);
    expect(line.ahead('d1')).toBe(-1);
    expect(line.take()).toBe('a1');
    // d holds nothing after its refusal: it may ask its whole share once there is room.
    expect(line.offer(from('d'), 'd1').ok).toBe(true);
    expect(drain(line)).toEqual(['b1', 'c1', 'd1']);
  });
});
