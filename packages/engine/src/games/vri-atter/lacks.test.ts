/**
 * The public record of draws and passes (`lacks`) and the determinization that weighs by it, over
 * seeded rounds of every preset: a player who always lays a card when it can (eights aside) is never
 * contradicted by a fact about it, and the deals sampled for a seat keep the facts about the others.
 */
import { describe, expect, it } from 'vitest';
import { RANK, rankOf, parseCardCode, type Card } from '../../cards';
import type { RoundSetup } from '../../game';
import { lackViolations } from '../../lacks';
import { resolveOptions } from '../../options';
import { rngFromSeed, type Rng } from '../../rng';
import { vriAtter, type VriAction, type VriOptions, type VriState } from './index';
import { VRI_PRESETS } from './options';
import { vriMember } from './state';

const game = vriAtter;

function newRound(players: number, raw: unknown, rng: Rng): VriState {
  const r = resolveOptions(game.options, game.presets, raw, players, game.presetFor);
  if (!r.ok) throw new Error(r.message);
  const su: RoundSetup<VriOptions> = {
    players,
    options: r.value,
    dealer: rng.int(players),
    round: 1,
    previous: null,
    scores: new Array<number>(players).fill(0),
  };
  return game.setup(su, game.randomDeal(su, rng));
}

/** The seat's cards the table cannot place: its hand less the cards known to be in it. */
function hiddenOf(s: VriState, seat: number): Card[] {
  const rest = (s.hands[seat] as readonly Card[]).slice();
  for (const c of s.known[seat] as readonly Card[]) rest.splice(rest.indexOf(c), 1);
  return rest;
}

const isEight = (code: string): boolean => rankOf(parseCardCode(code) as Card) === RANK.EIGHT;

/** Lays a card whenever it can (eights aside), as the facts assume; `honest` false: any legal action. */
function choose(acts: readonly VriAction[], honest: boolean, rng: Rng): VriAction {
  if (honest) {
    const plays = acts.filter((a) => a.type === 'play' && a.cards.some((c) => !isEight(c)));
    if (plays.length) return plays[rng.int(plays.length)] as VriAction;
  }
  return acts[rng.int(acts.length)] as VriAction;
}

function playRound(s: VriState, honest: boolean, rng: Rng, each: (s: VriState) => void): void {
  const chance = game.chance;
  for (let steps = 0; !game.roundResult(s) && steps < 20_000; steps++) {
    each(s);
    if (chance?.due(s)) {
      s = chance.apply(s, chance.sample(s, rng));
      continue;
    }
    const seat = game.toAct(s)[0] as number;
    s = game.apply(s, seat, choose(game.legalActions(s, seat), honest, rng));
  }
}

const PRESETS: [number, Record<string, unknown>][] = [
  ...Object.keys(VRI_PRESETS).map((preset): [number, Record<string, unknown>] => [4, { preset }]),
  [3, { twoPenalty: true, firstTurn: 'suit-only' }],
  [4, { drawLimit: 'until-playable', ace: 'all-draw', lastAce: 'forbidden' }],
  [5, { decks: 2, handSize: 7, twoPenalty: true }],
];

describe('vri-atter lacks', () => {
  it('a fact is never wrong about a player who lays when it can, and sampled deals keep the facts', () => {
    const rng = rngFromSeed('vri-lacks');
    let facts = 0;
    let samples = 0;
    let kept = 0;
    for (const [players, options] of PRESETS)
      for (let g = 0; g < 12; g++) {
        let step = 0;
        playRound(newRound(players, options, rng), true, rng, (s) => {
          for (let o = 0; o < players; o++) {
            const ls = s.lacks[o] ?? [];
            facts += ls.length;
            const held = ls.reduce((n, l) => n + l.held, 0);
            if (held > hiddenOf(s, o).length) throw new Error(`seat ${o}: more held than hidden`);
            // Checked by hand: an expect per step costs more than the round.
            if (lackViolations(ls, hiddenOf(s, o), vriMember) !== 0)
              throw new Error(`seat ${o}: a fact is wrong`);
          }
          if (step++ % 5 !== 0) return;
          const seat = rng.int(players);
          const v = game.view(s, seat);
          const d = game.determinize(v, seat, rng);
          expect(d.hands[seat]).toEqual(s.hands[seat]);
          expect(d.lacks).toEqual(s.lacks);
          for (let o = 0; o < players; o++) {
            expect(d.hands[o]?.length).toBe(s.hands[o]?.length);
            for (const c of s.known[o] as readonly Card[]) expect(d.hands[o]).toContain(c);
            if (o === seat) continue;
            samples++;
            if (lackViolations(d.lacks[o] ?? [], hiddenOf(d, o), vriMember) === 0) kept++;
          }
        });
      }
    expect(facts).toBeGreaterThan(1000);
    // The truth keeps them, so a deal that does exists; the rejection step keeps a deal that breaks
    // k of them with chance SLIP^k (a player may draw holding a card it could lay), so not all do.
    console.log(`vri-atter: ${kept} of ${samples} sampled hands keep every fact`);
    expect(kept / samples).toBeGreaterThan(0.9);
  });

  it('how often the true deal keeps every fact when players draw at random (measured)', () => {
    const rng = rngFromSeed('vri-lacks-random');
    let checks = 0;
    let pass = 0;
    for (const [players, options] of PRESETS)
      for (let g = 0; g < 6; g++)
        playRound(newRound(players, options, rng), false, rng, (s) => {
          for (let o = 0; o < players; o++) {
            if (!(s.lacks[o] ?? []).length) continue;
            checks++;
            if (lackViolations(s.lacks[o] ?? [], hiddenOf(s, o), vriMember) === 0) pass++;
          }
        });
    console.log(`vri-atter, random players: the true hand keeps its facts in ${pass} of ${checks} checks`);
    expect(checks).toBeGreaterThan(0);
  });

  it('the view shows the facts to every seat and the spectator alike', () => {
    const rng = rngFromSeed('vri-lacks-view');
    let seen = 0;
    playRound(newRound(4, {}, rng), true, rng, (s) => {
      const all = [null, 0, 1, 2, 3].map((seat) => game.view(s, seat).seats.map((sv) => sv.lacks));
      for (const x of all) expect(x).toEqual(all[0]);
      seen += all[0]?.reduce((n, ls) => n + ls.length, 0) ?? 0;
    });
    expect(seen).toBeGreaterThan(0);
  });
});
