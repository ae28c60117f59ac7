import { describe, expect, it } from 'vitest';
import { GAMES, isRoundOver, legalBySeat, matchView, stepDeal, step, type GameId } from '@kortbord/engine';
import { logFor, roundTail } from '../src/log/index';
import { applyStored, emptyTable, installMove, type Table } from '../src/table';
import { applyViewChange, type ViewMessage } from '@kortbord/protocol';
import { LOG_TAIL, legalOf, viewBytes, viewChange } from '../src/views';

function started(game: GameId, players: number): Table {
  const t = emptyTable(
    {
      id: `bytes-${game}`,
      game,
      players,
      options: {},
      standInAfterMs: null,
      public: false,
      inviteHash: 'x',
      createdAt: 'now',
    },
    Array.from({ length: players }, (_, seat) => ({
      seat,
      kind: 'human' as const,
      name: `P${seat}`,
      level: null,
      tokenHash: null,
      inviteHash: null,
      standIn: false,
      endVote: null,
    })),
  );
  applyStored(t, { start: { match: 1 } }, 1, () => `bytes-${game}`);
  t.version = 1;
  return t;
}

/** The view message as the server wrote it before the lines were serialised once each. */
const reference = (t: Table, seat: number | null): string =>
  JSON.stringify({
    type: 'view',
    table: t.id,
    version: t.version,
    match: t.matchNo,
    seat,
    view: t.match ? matchView(t.match, seat) : null,
    legal: seat === null ? [] : legalOf(t, seat),
    log: logFor(roundTail(t.log, LOG_TAIL), seat),
  });

describe('view bytes from lines serialised once', () => {
  it.each(Object.keys(GAMES) as GameId[])(
    '%s: every seat and a spectator get exactly the bytes of the whole message serialised',
    (game) => {
      const t = started(game, 4);
      let pick = 7;
      for (let move = 0; move < 120 && t.match && !t.match.over; move++) {
        for (const seat of [null, 0, 1, 2, 3]) expect(String(viewBytes(t, seat))).toBe(reference(t, seat));
        const m = t.match;
        const moved = isRoundOver(m)
          ? stepDeal(m)
          : (() => {
              const [seat, acts] = Object.entries(legalBySeat(m))[0] ?? [];
              pick = (pick * 31 + 11) % 9973;
              return step(m, Number(seat), acts?.[pick % acts.length]);
            })();
        if (!moved.ok) throw new Error(moved.message);
        installMove(t, moved.value, t.version);
      }
    },
  );
});

describe('a view as the change since the last one', () => {
  it.each(Object.keys(GAMES) as GameId[])(
    '%s: the last snapshot and the change read together are the new snapshot, and the change is smaller',
    (game) => {
      const t = started(game, 4);
      const seats = [null, 0, 1, 2, 3] as const;
      const had = new Map<number | null, ViewMessage>();
      let pick = 5;
      let changes = 0;
      for (let move = 0; move < 120 && t.match && !t.match.over; move++) {
        for (const seat of seats) {
          const whole = JSON.parse(String(viewBytes(t, seat))) as ViewMessage;
          const change = viewChange(t, seat);
          const last = had.get(seat);
          if (change && last) {
            const c = JSON.parse(String(change.bytes)) as ViewMessage;
            expect(c.from).toBe(last.version);
            expect(change.from).toBe(last.version);
            // Nothing in it the snapshot would not hold: its lines are the snapshot's last ones.
            expect(c.log).toEqual(whole.log.slice(whole.log.length - c.log.length));
            expect(applyViewChange(last, c)).toEqual(whole);
            expect(c.log.length).toBeLessThan(whole.log.length);
            expect(change.bytes.length).toBeLessThan(Buffer.byteLength(JSON.stringify(whole)));
            changes++;
          } else if (last) {
            // No change form: the log started again (a new round) or its tail is at its cap.
            expect(whole.log[0]?.version === last.log[0]?.version && whole.log.length > last.log.length).toBe(
              false,
            );
          }
          had.set(seat, whole);
        }
        const m = t.match;
        const moved = isRoundOver(m)
          ? stepDeal(m)
          : (() => {
              const [seat, acts] = Object.entries(legalBySeat(m))[0] ?? [];
              pick = (pick * 31 + 11) % 9973;
              return step(m, Number(seat), acts?.[pick % acts.length]);
            })();
        if (!moved.ok) throw new Error(moved.message);
        installMove(t, moved.value, t.version);
      }
      expect(changes).toBeGreaterThan(50);
    },
  );
});
