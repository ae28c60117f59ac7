import { describe, expect, it } from 'vitest';
import type { CoachMark, MarkKind } from './coach';
import { coachSummary, filterMarks } from './coach-summary';

let step = 0;
const mark = (seat: number, kind: MarkKind, loss: number): CoachMark => ({
  step: step++,
  round: 1,
  seat,
  turn: step,
  mark: kind,
  loss,
  samples: 120,
  choices: 3,
  played: { action: { type: 'pass' }, value: 0.5 - loss, wins: 0.2 },
  best: { action: { type: 'play', cards: ['4H'] }, value: 0.5, wins: 0.3 },
});

const MARKS: CoachMark[] = [
  mark(0, 'good', 0),
  mark(0, 'inaccuracy', 0.04),
  mark(0, 'blunder', 0.3),
  mark(0, 'mistake', 0.1),
  mark(0, 'mistake', 0.12),
  mark(0, 'good', 0.01),
  mark(2, 'inaccuracy', 0.05),
  mark(2, 'good', 0),
];

describe('the review’s summary of the coach’s marks', () => {
  it('counts, per seat, the decisions and each mark it lists', () => {
    const [zero, two, ...rest] = coachSummary(MARKS);
    expect(rest).toEqual([]);
    expect(zero?.seat).toBe(0);
    expect(zero?.decisions).toBe(6);
    expect(zero?.counts).toEqual({ good: 2, inaccuracy: 1, mistake: 2, blunder: 1 });
    expect(two).toMatchObject({
      seat: 2,
      decisions: 2,
      counts: { good: 1, inaccuracy: 1, mistake: 0, blunder: 0 },
    });
    for (const s of coachSummary(MARKS)) {
      // The counts add up to the decisions, and the marks listed for the seat are its non-good counts.
      expect(Object.values(s.counts).reduce((a, b) => a + b, 0)).toBe(s.decisions);
      const listed = filterMarks(MARKS, { seats: [s.seat] });
      expect(listed.length).toBe(s.decisions - s.counts.good);
      for (const c of s.costliest) expect(listed).toContain(c);
    }
  });

  it('names the three costliest, biggest loss first', () => {
    const [zero, two] = coachSummary(MARKS);
    expect(zero?.costliest.map((m) => m.loss)).toEqual([0.3, 0.12, 0.1]);
    expect(two?.costliest.map((m) => m.mark)).toEqual(['inaccuracy']);
  });

  it('filters to the reader’s seats and to mistakes only', () => {
    expect(filterMarks(MARKS).length).toBe(5);
    expect(filterMarks(MARKS, { seats: [2] }).map((m) => m.seat)).toEqual([2]);
    expect(filterMarks(MARKS, { mistakesOnly: true }).map((m) => m.mark)).toEqual([
      'blunder',
      'mistake',
      'mistake',
    ]);
    expect(filterMarks(MARKS, { seats: [2], mistakesOnly: true })).toEqual([]);
  });
});
