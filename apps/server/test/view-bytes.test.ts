import { describe, expect, it } from 'vitest';
import { GAMES, isRoundOver, legalBySeat, matchView, stepDeal, step, type GameId } from '@kortbord/engine';
import { logFor, roundTail } from '../src/log/index';
import { applyStored, emptyTable, installMove, type Table } from '../src/table';
import { LOG_TAIL, legalOf, viewBytes } from '../src/views';

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
