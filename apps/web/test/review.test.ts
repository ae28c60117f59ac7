import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { jsonEqual, matchView, replay, sayEvent, writeRecord, type GameEvent } from '@kortbord/engine';
import { createLocalSession } from '../src/game/local';
import { reviewErrorText, reviewLog, replaySteps, stepMove } from '../src/game/review';

const EXAMPLES = fileURLToPath(new URL('../../../examples', import.meta.url));
const examples = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json'));

describe('stepping through a record', () => {
  for (const file of examples)
    it(`steps through ${file} to the state kortbord replay reaches`, () => {
      const doc = JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) as unknown;
      const { steps, error } = replaySteps(doc);
      expect(error).toBeNull();
      const moves = (doc as { moves: unknown[] }).moves;
      expect(steps).toHaveLength(moves.length + 1);
      const last = steps[steps.length - 1];
      const whole = replay(doc);
      expect(whole.ok).toBe(true);
      if (!last || !whole.match) throw new Error('nothing replayed');
      expect(jsonEqual(matchView(last.match, 'all'), matchView(whole.match, 'all'))).toBe(true);
      expect(stepMove(steps[0] as (typeof steps)[number])).toBeNull();
    });

  it('steps through a whole match played in the browser', async () => {
    const s = createLocalSession({
      game: 'viggo',
      options: {},
      seats: [
        { kind: 'bot', name: 'A' },
        { kind: 'bot', name: 'B' },
        { kind: 'bot', name: 'C' },
      ],
      seed: 'review-test',
      botDelayMs: 0,
    });
    if ('error' in s) throw new Error(s.error);
    // An all-bot table plays by itself; deal each next round until the match ends.
    for (let i = 0; i < 20000 && !s.get().table?.seed; i++) {
      await new Promise((r) => setTimeout(r, 0));
      const v = s.get().snapshot?.view as { phase?: string; over?: boolean };
      if (v.phase === 'round-over' && !v.over) s.nextRound();
    }
    s.close();
    const doc = await s.record();
    const { steps, error } = replaySteps(doc);
    expect(error).toBeNull();
    const last = steps[steps.length - 1];
    expect((matchView(last!.match, null) as { over: boolean }).over).toBe(true);
    expect(jsonEqual(writeRecord(last!.match), doc)).toBe(true);
  }, 60_000);

  it('reports what it cannot read', () => {
    const notObject = replaySteps(42).error;
    expect(notObject && reviewErrorText(notObject, 'sv')).toBe('En spelfil är ett JSON-objekt.');
    const format = replaySteps({ format: 'other/9', game: 'viggo' }).error;
    expect(format && reviewErrorText(format, 'nb')).toBe(
      'Ukjent format på spillfila; det ventede er «kortbord/1».',
    );
    const bad = replaySteps({
      game: 'viggo',
      players: 4,
      seed: 's',
      moves: [{ seat: 3, action: { type: 'pass' } }],
    });
    expect(bad.steps).toHaveLength(1);
    expect(bad.error && reviewErrorText(bad.error, 'nb', 'viggo')).toMatch(
      /^Steg 1: Det er ikke din tur: vi venter på plass \d\.$/,
    );
    expect(bad.error && reviewErrorText(bad.error, 'en', 'viggo')).toMatch(/^Move 1: It is not your turn/);
  });

  it('says what a record lacks, not that no game is called «undefined»', () => {
    const noGame = replaySteps({ format: 'kortbord/1' }).error;
    expect(noGame && reviewErrorText(noGame, 'nb')).toBe(
      reviewErrorText({ index: null, code: 'malformed', reason: { code: 'record-no-game' } }, 'nb'),
    );
    for (const lang of ['nb', 'sv', 'en'] as const)
      expect(noGame && reviewErrorText(noGame, lang)).not.toMatch(/undefined/);
    const noPlayers = replaySteps({ format: 'kortbord/1', game: 'viggo' }).error;
    expect(noPlayers?.reason?.code).toBe('record-no-players');
    // The same reason kortbord replay gives.
    expect(replay({ format: 'kortbord/1' }).error?.reason?.code).toBe('record-no-game');
  });

  it("the log tells how many cards a cleared pile held, as the table's log does", () => {
    const doc = JSON.parse(readFileSync(join(EXAMPLES, 'president.json'), 'utf8')) as unknown;
    const { steps } = replaySteps(doc);
    const cleared = reviewLog(steps, steps.length - 1).filter((l) => l.kind === 'cleared');
    expect(cleared.length).toBeGreaterThan(0);
    for (const l of cleared) {
      const text = sayEvent(l.event as unknown as GameEvent, 'nb');
      expect(text).toMatch(/^Bunken ble ryddet \((ett kort|\d+ kort)\); plass [1-4] spiller ut\.$/);
      expect(text).not.toMatch(/\(0 kort\)/);
    }
  });
});

describe('a review with an address and rounds', () => {
  it('reads the review addresses, the step and the round', async () => {
    const { parseRoute, reviewPath } = await import('../src/routes');
    expect(parseRoute('/review', '?step=12')).toEqual({ name: 'review', step: 12 });
    expect(parseRoute(reviewPath('abc_1', 2), '?round=3')).toEqual({
      name: 'review',
      table: 'abc_1',
      match: 2,
      round: 3,
    });
    expect(parseRoute('/review/x/y', '')).toEqual({ name: 'home' });
  });

  it('marks where each round starts and finds where it ended; names travel in the record', async () => {
    const { recordNames, roundEnd, roundStarts, withNames } = await import('../src/game/review');
    const file = examples.find((f) => f.startsWith('viggo')) ?? examples[0]!;
    const doc = JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) as Record<string, unknown>;
    const { steps } = replaySteps(doc);
    const starts = roundStarts(steps);
    expect(starts[0]).toEqual({ round: steps[0]!.match.round, step: 0 });
    for (const s of starts.slice(1)) expect(steps[s.step - 1]!.match.round).not.toBe(s.round);
    const end = roundEnd(steps, starts[0]!.round)!;
    expect(steps[end]!.match.round).toBe(starts[0]!.round);
    expect(steps[end + 1]?.match.round ?? null).not.toBe(starts[0]!.round);
    const names = Array.from({ length: doc['players'] as number }, (_, i) => `P${i}`);
    expect(recordNames(withNames(doc as never, names))).toEqual(names);
    expect(recordNames(doc)).toBeUndefined();
    expect(replaySteps(withNames(doc as never, names)).error).toBeNull();
  });
});
