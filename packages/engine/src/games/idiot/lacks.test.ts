/**
 * The public record of pick-ups (`lacks`) and the determinization that weighs by it, over seeded
 * rounds of every preset: a player who always lays a card when it can is never contradicted by a
 * fact about it, and the deals sampled for a seat keep the facts about the others.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../cards';
import type { RoundSetup } from '../../game';
import { lackViolations } from '../../lacks';
import { resolveOptions } from '../../options';
import { rngFromSeed, type Rng } from '../../rng';
import type { IdiotAction } from './actions';
import { idiot } from './index';
import { PRESETS as IDIOT_PRESETS, type IdiotOptions } from './options';
import { idiotMember, type IdiotState } from './state';

const game = idiot;

function newRound(players: number, raw: unknown, rng: Rng): IdiotState {
  const r = resolveOptions(game.options, game.presets, raw, players, game.presetFor);
  if (!r.ok) throw new Error(r.message);
  const su: RoundSetup<IdiotOptions> = {
    players,
    options: r.value,
    dealer: rng.int(players),
    round: 1,
    previous: null,
    scores: new Array<number>(players).fill(0),
  };
  return game.setup(su, game.randomDeal(su, rng));
}

function hiddenOf(s: IdiotState, seat: number): Card[] {
  const rest = (s.hands[seat] as readonly Card[]).slice();
  for (const c of s.known[seat] as readonly Card[]) rest.splice(rest.indexOf(c), 1);
  return rest;
}

/** Lays a card whenever it can, as the facts assume; `honest` false: any legal action. */
function choose(acts: readonly IdiotAction[], honest: boolean, rng: Rng): IdiotAction {
  if (honest) {
    const plays = acts.filter((a) => a.type === 'play');
    if (plays.length) return plays[rng.int(plays.length)] as IdiotAction;
  }
  return acts[rng.int(acts.length)] as IdiotAction;
}

function playRound(s: IdiotState, honest: boolean, rng: Rng, each: (s: IdiotState) => void): void {
  for (let steps = 0; !game.roundResult(s) && steps < 1500; steps++) {
    each(s);
    const seat = game.toAct(s)[0] as number;
    s = game.apply(s, seat, choose(game.legalActions(s, seat), honest, rng));
  }
}

const RUNS: [number, Record<string, unknown>][] = [
  ...Object.keys(IDIOT_PRESETS).map((preset): [number, Record<string, unknown>] => [4, { preset }]),
  [3, { lastSpecial: 'forbidden', previousContinues: true }],
  [5, { oneCardOnly: true }],
];

describe('idiot lacks', () => {
  it('a fact is never wrong about a player who lays when it can, and sampled deals keep the facts', () => {
    const rng = rngFromSeed('idiot-lacks');
    let facts = 0;
    let samples = 0;
    let kept = 0;
    for (const [players, options] of RUNS)
      for (let g = 0; g < 4; g++) {
        let step = 0;
        playRound(newRound(players, options, rng), true, rng, (s) => {
          for (let o = 0; o < players; o++) {
            const ls = s.lacks[o] ?? [];
            facts += ls.length;
            if (ls.reduce((n, l) => n + l.held, 0) > hiddenOf(s, o).length)
              throw new Error(`seat ${o}: held`);
            // Checked by hand: an expect per step costs more than the round.
            if (lackViolations(ls, hiddenOf(s, o), idiotMember) !== 0)
              throw new Error(`seat ${o}: a fact is wrong`);
          }
          if (s.phase !== 'play' || step++ % 25 !== 0) return;
          const seat = rng.int(players);
          const d = game.determinize(game.view(s, seat), seat, rng);
          expect(d.hands[seat]).toEqual(s.hands[seat]);
          expect(d.lacks).toEqual(s.lacks);
          for (let o = 0; o < players; o++) {
            expect(d.hands[o]?.length).toBe(s.hands[o]?.length);
            for (const c of s.known[o] as readonly Card[]) expect(d.hands[o]).toContain(c);
            if (o === seat) continue;
            samples++;
            if (lackViolations(d.lacks[o] ?? [], hiddenOf(d, o), idiotMember) === 0) kept++;
          }
          expect(game.cards(d).sort()).toEqual(game.cards(s).sort());
        });
      }
    console.log(`idiot: ${facts} facts seen; ${kept} of ${samples} sampled hands keep every fact`);
    expect(facts).toBeGreaterThan(100);
    expect(kept / samples).toBeGreaterThan(0.9);
  });

  it('how often the true deal keeps every fact when players pick up at random (measured)', () => {
    const rng = rngFromSeed('idiot-lacks-random');
    let checks = 0;
    let pass = 0;
    for (const [players, options] of RUNS)
      for (let g = 0; g < 6; g++)
        playRound(newRound(players, options, rng), false, rng, (s) => {
          for (let o = 0; o < players; o++) {
            if (!(s.lacks[o] ?? []).length) continue;
            checks++;
            if (lackViolations(s.lacks[o] ?? [], hiddenOf(s, o), idiotMember) === 0) pass++;
          }
        });
    console.log(`idiot, random players: the true hand keeps its facts in ${pass} of ${checks} checks`);
    expect(checks).toBeGreaterThan(0);
  });

  it('the view shows the facts to every seat and the spectator alike', () => {
    const rng = rngFromSeed('idiot-lacks-view');
    let seen = 0;
    playRound(newRound(4, {}, rng), true, rng, (s) => {
      const all = [null, 0, 1, 2, 3].map((seat) => game.view(s, seat).seats.map((sv) => sv.lacks));
      for (const x of all) expect(x).toEqual(all[0]);
      seen += all[0]?.reduce((n, ls) => n + ls.length, 0) ?? 0;
    });
    expect(seen).toBeGreaterThan(0);
  });
});
