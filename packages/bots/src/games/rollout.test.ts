import {
  act,
  getGame,
  isRoundOver,
  newMatch,
  resolveChance,
  rngFromSeed,
  type Action,
  type GameId,
  type Json,
  type Seat,
} from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { heuristicFor } from '.';
import { botInput, nextToAsk } from '../input';
import type { RolloutPolicy } from '../ismcts';
import { idiotStateRollout } from './idiot/rollout';
import { tuffaRolloutFor, tuffaStateRollout } from './tuffa-viktor/rollout';
import { vriRollout, vriRolloutFor } from './vri-atter/rollout';
import { vriHardHeuristic, vriHeuristic } from './vri-atter/heuristic';
import type { Heuristic } from '../heuristic-kit';
import { tuffaHardHeuristic, tuffaHeuristic } from './tuffa-viktor/heuristic';

/**
 * The state-reading rollout policies must choose exactly what the game's view-based heuristic chooses
 * (the search expects its opponents to play like medium; Tuffa Viktor's policy is separate code, Vri
 * åtter's shares the heuristic's core and reads its inputs from the state instead): at every
 * decision of seeded rounds, under each preset, with a mix of seats that play the heuristic and seats
 * that play at random (so odd positions come up too).
 */
function compare(
  game: GameId,
  policy: RolloutPolicy,
  rounds: number,
  heuristicAt: (seat: Seat) => Heuristic | null = () => heuristicFor(game),
): number {
  const G = getGame(game);
  if (!G) throw new Error(game);
  let positions = 0;
  for (const preset of Object.keys(G.presets))
    for (let r = 0; r < rounds; r++) {
      const players = G.minPlayers + (r % (5 - G.minPlayers));
      const seed = `rollout/${game}/${preset}/${r}`;
      const started = newMatch({ game, players, options: { preset }, seed });
      if (!started.ok) throw new Error(started.message);
      let m = resolveChance(started.value);
      const rng = rngFromSeed(`${seed}/moves`);
      while (!isRoundOver(m)) {
        const ask = nextToAsk(m);
        if (!ask) throw new Error(`[${seed}] nobody can act`);
        let action: Action;
        const heuristic = heuristicAt(ask.seat);
        if (!heuristic) throw new Error(`no heuristic for ${game}`);
        if (ask.legal.length > 1) {
          const wanted = heuristic(botInput(m, ask.seat, ask.legal), rngFromSeed('h'));
          const got = policy(m.game, m.state, ask.seat, ask.legal, rngFromSeed('p'));
          if (got !== wanted)
            expect(got, `[${seed}] seat ${ask.seat} at move ${m.log.length}`).toEqual(wanted);
          positions++;
          action = rng.int(3) === 0 ? (ask.legal[rng.int(ask.legal.length)] as Action) : wanted;
        } else action = ask.legal[0] as Action;
        const next = act(m, ask.seat, action as unknown as Json);
        if (!next.ok) throw new Error(`[${seed}] ${next.message}`);
        m = resolveChance(next.value);
      }
    }
  return positions;
}

describe('state rollouts choose what the heuristic chooses', () => {
  it('vri-atter', () => {
    expect(compare('vri-atter', vriRollout, 40)).toBeGreaterThan(1000);
  });
  it("vri-atter, a search's own: the searching seat plays hard's own play, the others medium's", () => {
    const hero = 1;
    const policy = vriRolloutFor(hero);
    const at = (seat: Seat): Heuristic => (seat === hero ? vriHardHeuristic : vriHeuristic);
    expect(compare('vri-atter', policy, 40, at)).toBeGreaterThan(1000);
  });
  it('tuffa-viktor', () => {
    expect(compare('tuffa-viktor', tuffaStateRollout, 40)).toBeGreaterThan(1000);
  });
  it("tuffa-viktor, a search's own: the searching seat plays hard's own play, the others medium's", () => {
    const hero = 2;
    const policy = tuffaRolloutFor(hero);
    const at = (seat: Seat): Heuristic => (seat === hero ? tuffaHardHeuristic : tuffaHeuristic);
    expect(compare('tuffa-viktor', policy, 40, at)).toBeGreaterThan(1000);
  });
  it('idiot', () => {
    expect(compare('idiot', idiotStateRollout, 10)).toBeGreaterThan(1000);
  });
});
