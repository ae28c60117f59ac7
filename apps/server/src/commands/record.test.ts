import { describe, expect, it } from 'vitest';
import { planRecord, recordOf, totalsOf } from './record';
import { finishRound, playingTable } from './test-tables';

describe("a match's record", () => {
  it('is refused while the match is played, and for a match the table has not had', () => {
    const t = playingTable();
    expect(planRecord(t, undefined)).toMatchObject({ code: 'not-over' });
    expect(planRecord(t, 2)).toMatchObject({ code: 'not-found' });
    expect(planRecord(t, 0)).toMatchObject({ code: 'not-found' });
  });

  it('is given once the match ended; an earlier match is replayed from its events', () => {
    const t = finishRound(playingTable());
    t.ended = true;
    t.match = { ...t.match!, over: true };
    expect(planRecord(t, undefined)).toEqual({ current: t.match });
    t.matchNo = 2;
    expect(planRecord(t, 1)).toEqual({ past: 1 });
  });

  it("the seed form holds the players' moves alone, no deal; the full one the deal too", () => {
    const t = finishRound(playingTable());
    const full = recordOf(t.match!, 'full') as { moves: object[]; deal?: unknown };
    const seed = recordOf(t.match!, 'seed') as { moves: object[]; deal?: unknown };
    expect(full.deal).toBeDefined();
    expect(seed.deal).toBeUndefined();
    expect(seed.moves.length).toBeGreaterThan(0);
    expect(seed.moves).toEqual(full.moves.filter((e) => 'seat' in e));
  });

  it("the chart's totals add up round by round", () => {
    const t = finishRound(playingTable());
    const { rounds } = totalsOf(1, t.match!);
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.scores).toEqual(t.match!.results[0]?.points);
  });
});
