import { describe, expect, it } from 'vitest';
import {
  act,
  GAME_IDS,
  isRoundOver,
  matchView,
  newMatch,
  resolveChance,
  rngFromSeed,
  sayReason,
  type Match,
} from '@kortbord/engine';
import { isAct, type Act } from '../src/game/actions';
import { candidate, reasonFor, selectionNote } from '../src/game/why';

const PLAYERS = {
  viggo: 4,
  president: 4,
  'vri-atter': 3,
  idiot: 3,
  'tuffa-viktor': 3,
  hjerterfri: 4,
} as const;

const handOf = (m: Match, seat: number): string[] => {
  const v = matchView(m, seat) as { seats: { hand?: string[]; faceUp?: string[] }[] };
  return [...(v.seats[seat]?.hand ?? []), ...(v.seats[seat]?.faceUp ?? [])];
};

describe('why a selection is refused, read from the seat’s view', () => {
  for (const game of GAME_IDS)
    it(`${game}: the reason from the view is the reason from the true state`, () => {
      const started = newMatch({ game, players: PLAYERS[game], seed: `why-${game}` });
      if (!started.ok) throw new Error(started.message);
      let m = resolveChance(started.value);
      const rng = rngFromSeed(`walk-${game}`);
      let checked = 0;
      for (let step = 0; step < 120 && !isRoundOver(m) && !m.over; step++) {
        const acting = m.game.toAct(m.state) as number[];
        const seat = acting[0];
        if (seat === undefined) break;
        const view = matchView(m, seat);
        for (const c of handOf(m, seat)) {
          const a = candidate(view as { [k: string]: never }, seat, [c]);
          const fromView = reasonFor(view, seat, a);
          const parsed = m.game.parseAction(a, m.state, seat);
          if (!parsed.ok) continue;
          const legal = (m.game.legalActions(m.state, seat) as Act[]).map((l) => m.game.actionKey(l));
          const truth = legal.includes(m.game.actionKey(parsed.value))
            ? null
            : m.game.explain(m.state, seat, parsed.value);
          expect(fromView, `${game} step ${step} card ${c}`).toEqual(truth);
          if (truth) {
            checked++;
            for (const lang of ['nb', 'sv', 'en'] as const)
              expect(sayReason(game, truth, lang)).not.toMatch(/\{\w+\}/);
          }
        }
        const legal = m.game.legalActions(m.state, seat) as Act[];
        const pick = legal.length ? legal[rng.int(legal.length)] : undefined;
        if (!pick) break;
        const next = act(m, seat, pick);
        if (!next.ok) throw new Error(next.message);
        m = resolveChance(next.value);
      }
      expect(checked).toBeGreaterThan(0);
    });

  it('says how many cards a started action still needs', () => {
    const legal: Act[] = [{ type: 'give', cards: ['2S', 'AS'] }].filter(isAct);
    expect(selectionNote({ game: 'president' }, 0, legal, ['2S'])).toEqual({
      kind: 'more',
      n: 1,
      type: 'give',
    });
  });
});
