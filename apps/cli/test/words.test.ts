import {
  act,
  event,
  GAME_IDS,
  isRoundOver,
  newMatch,
  resolveChance,
  rngFromSeed,
  type Action,
} from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { makePaint } from '../src/colour';
import { eventLines, groupText, type Ctx } from '../src/describe';
import { menu } from '../src/moves';
import type { Lang } from '../src/words';

const at = (lang: Lang, me: number): Ctx => ({ lang, level: 'easy', me, paint: makePaint(false) });

describe('the terminal says what happened from the catalogue', () => {
  const give = event('give', 1, { target: 0, secret: { cards: ['KD', '2D'], seats: [1, 0] } });
  const take = event('take-from', 2, { target: 3, secret: { cards: ['G3'], seats: [2, 3] } });

  it('shows an exchange’s cards to giver and receiver only', () => {
    expect(eventLines([give], at('nb', 0))).toEqual(['Plass 2 ga K♦ 2♦ til deg.']);
    expect(eventLines([give], at('sv', 2))).toEqual(['Plats 2 gav 2 kort till plats 1.']);
    expect(eventLines([give], at('en', 1))).toEqual(['You gave K♦ 2♦ to seat 1.']);
  });

  it('shows what Indrivaren took to the two seats concerned, in words for glass cards', () => {
    expect(eventLines([take], at('nb', 3))).toEqual(['Indrivaren: plass 3 tok glaskort 3 fra deg.']);
    expect(eventLines([take], at('en', 0))).toEqual(['Indrivaren: seat 3 took one card from seat 4.']);
  });

  it('leaves the round’s and the match’s end to the result, and never prints a code', () => {
    const over = event('round-over', null, { n: 1, seats: [0, 1], places: [1, 2] });
    const lines = eventLines([event('play', 0, { cards: ['VIKTOR'] }), over], at('sv', 1));
    expect(lines).toEqual(['Plats 1 lade Tuffa Viktor.']);
  });

  it('names every group of a menu for what it holds: no two alike, none "other moves" in Tuffa Viktor', () => {
    for (const game of GAME_IDS)
      for (const seed of ['m1', 'm2', 'm3']) {
        const started = newMatch({ game, players: 3, seed });
        if (!started.ok) throw new Error(started.message);
        let m = resolveChance(started.value);
        const rng = rngFromSeed(seed);
        for (let k = 0; k < 600 && !isRoundOver(m); k++) {
          const seat = (m.game.toAct(m.state) as number[])[0] as number;
          const legal = m.game.legalActions(m.state, seat) as Action[];
          for (const lang of ['nb', 'sv', 'en'] as const) {
            const labels = menu(legal).flatMap((it) =>
              it.kind === 'group' ? [groupText(it.label, it.actions.length, at(lang, seat))] : [],
            );
            // Without the count of ways, which may differ between two groups of the same name.
            const names = labels.map((l) => l.replace(/ \(\d+ \S+\)$/, ''));
            expect(new Set(names).size, `${game} ${lang}: ${labels.join(' | ')}`).toBe(names.length);
            if (game === 'tuffa-viktor')
              for (const l of labels) expect(l).not.toMatch(/andre trekk|andra drag|other moves/);
          }
          const r = act(m, seat, legal[rng.int(legal.length)]);
          if (!r.ok) throw new Error(r.message);
          m = resolveChance(r.value);
        }
      }
  });
});
