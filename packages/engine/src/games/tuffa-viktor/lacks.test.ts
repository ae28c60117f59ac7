/**
 * The public record of answers (`lacks`) and the determinization that weighs by it, over seeded
 * rounds of every preset: a player who always defends a group worth it with a Smockan is never
 * contradicted by a fact about it, and the deals sampled for a seat keep the facts about the others.
 */
import { describe, expect, it } from 'vitest';
import type { RoundSetup } from '../../game';
import { lackViolations } from '../../lacks';
import { resolveOptions } from '../../options';
import { rngFromSeed, type Rng } from '../../rng';
import type { TuffaAction } from './actions';
import { handKinds, type Hand } from './cards';
import { groupGlasses } from './groups';
import { tuffaViktor } from './index';
import { presets, type TuffaOptions } from './options';
import { kindMember, WORTH_DEFENDING, type State } from './state';

const game = tuffaViktor;

function newRound(players: number, raw: unknown, rng: Rng): State {
  const r = resolveOptions(game.options, game.presets, raw, players, game.presetFor);
  if (!r.ok) throw new Error(r.message);
  const su: RoundSetup<TuffaOptions> = {
    players,
    options: r.value,
    dealer: rng.int(players),
    round: 1,
    previous: null,
    scores: new Array<number>(players).fill(0),
  };
  return game.setup(su, game.randomDeal(su, rng));
}

/** Defends a group worth it with a Smockan whenever it can, as the facts assume; else at random. */
function choose(s: State, acts: readonly TuffaAction[], honest: boolean, rng: Rng): TuffaAction {
  const a = s.attack;
  if (honest && a?.kind === 'vivan' && groupGlasses(s.groups[a.target]?.[a.group] ?? []) >= WORTH_DEFENDING) {
    const smockan = acts.find((x) => x.type === 'smockan');
    if (smockan) return smockan;
  }
  return acts[rng.int(acts.length)] as TuffaAction;
}

function playRound(s: State, honest: boolean, rng: Rng, each: (s: State) => void): void {
  const chance = game.chance;
  for (let steps = 0; !game.roundResult(s) && steps < 5000; steps++) {
    each(s);
    if (chance?.due(s)) {
      s = chance.apply(s, chance.sample(s, rng));
      continue;
    }
    const seat = game.toAct(s)[0] as number;
    s = game.apply(s, seat, choose(s, game.legalActions(s, seat), honest, rng));
  }
}

const RUNS: [number, Record<string, unknown>][] = [
  ...Object.keys(presets).map((preset): [number, Record<string, unknown>] => [4, { preset }]),
  [3, {}],
  [5, {}],
];

const cardsOf = (s: State, o: number): number[] => handKinds(s.hands[o] as Hand);

describe('tuffa-viktor lacks', () => {
  it('a fact is never wrong about a player who defends with a Smockan, and sampled deals keep the facts', () => {
    const rng = rngFromSeed('tuffa-lacks');
    let facts = 0;
    let samples = 0;
    let kept = 0;
    for (const [players, options] of RUNS)
      for (let g = 0; g < 30; g++) {
        let step = 0;
        playRound(newRound(players, options, rng), true, rng, (s) => {
          for (let o = 0; o < players; o++) {
            const ls = s.lacks[o] ?? [];
            facts += ls.length;
            // Checked by hand: an expect per step costs more than the round.
            if (lackViolations(ls, cardsOf(s, o), kindMember) !== 0)
              throw new Error(`seat ${o}: a fact is wrong`);
          }
          if (step++ % 3 !== 0 || game.chance?.due(s)) return;
          const seat = rng.int(players);
          const d = game.determinize(game.view(s, seat), seat, rng);
          expect(d.hands[seat]).toEqual(s.hands[seat]);
          expect(d.lacks).toEqual(s.lacks);
          for (let o = 0; o < players; o++) {
            expect(handKinds(d.hands[o] as Hand).length).toBe(cardsOf(s, o).length);
            if (o === seat || !(d.lacks[o] ?? []).length) continue;
            samples++;
            if (lackViolations(d.lacks[o] ?? [], cardsOf(d, o), kindMember) === 0) kept++;
          }
        });
      }
    console.log(
      `tuffa-viktor: ${facts} facts seen; ${kept} of ${samples} sampled hands with facts keep them all`,
    );
    expect(samples).toBeGreaterThan(20);
    expect(kept / samples).toBeGreaterThan(0.9);
  });

  it('how often the true deal keeps every fact when players answer at random (measured)', () => {
    const rng = rngFromSeed('tuffa-lacks-random');
    let checks = 0;
    let pass = 0;
    for (const [players, options] of RUNS)
      for (let g = 0; g < 30; g++)
        playRound(newRound(players, options, rng), false, rng, (s) => {
          for (let o = 0; o < players; o++) {
            if (!(s.lacks[o] ?? []).length) continue;
            checks++;
            if (lackViolations(s.lacks[o] ?? [], cardsOf(s, o), kindMember) === 0) pass++;
          }
        });
    console.log(`tuffa-viktor, random players: the true hand keeps its facts in ${pass} of ${checks} checks`);
    expect(checks).toBeGreaterThan(0);
  });

  it('the view shows the facts to every seat and the spectator alike', () => {
    const rng = rngFromSeed('tuffa-lacks-view');
    let seen = 0;
    for (let g = 0; g < 10; g++)
      playRound(newRound(4, {}, rng), true, rng, (s) => {
        const all = [null, 0, 1, 2, 3].map((seat) =>
          game.view(s, seat).seats.map((sv) => (sv as { lacks?: unknown }).lacks),
        );
        for (const x of all) expect(x).toEqual(all[0]);
        seen += s.lacks.reduce((n, ls) => n + ls.length, 0);
      });
    expect(seen).toBeGreaterThan(0);
  });
});
