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
} from '@kortbord/engine';
import { describe, expect, it } from 'vitest';
import { heuristicFor } from '.';
import { botInput, nextToAsk } from '../input';
import type { RolloutPolicy } from '../ismcts';
import { presidentRollout } from './president/rollout';
import { viggoRollout } from './viggo/rollout';

/**
 * The lean-view rollouts must choose exactly what the heuristic chooses on the full view: at every
 * decision of seeded rounds, under each preset and table size, with seats mixing the heuristic and
 * random play (so odd positions come up too).
 */
function compare(game: GameId, policy: RolloutPolicy, rounds: number): number {
  const G = getGame(game);
  const heuristic = heuristicFor(game);
  if (!G || !heuristic) throw new Error(game);
  let positions = 0;
  for (const preset of Object.keys(G.presets))
    for (let r = 0; r < rounds; r++) {
      const players = G.minPlayers + (r % (5 - G.minPlayers));
      const seed = `lean/${game}/${preset}/${r}`;
      const started = newMatch({ game, players, options: { preset }, seed });
      if (!started.ok) throw new Error(started.message);
      let m = resolveChance(started.value);
      const rng = rngFromSeed(`${seed}/moves`);
      while (!isRoundOver(m)) {
        const ask = nextToAsk(m);
        if (!ask) throw new Error(`[${seed}] nobody can act`);
        let action: Action;
        if (ask.legal.length > 1) {
          const wanted = heuristic(botInput(m, ask.seat, ask.legal), rngFromSeed('h'));
          const got = policy(m.game, m.state, ask.seat, ask.legal, rngFromSeed('h'));
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

describe('lean-view rollouts choose what the heuristic chooses', () => {
  it('president', () => {
    expect(compare('president', presidentRollout, 30)).toBeGreaterThan(1000);
  });
  it('viggo', () => {
    expect(compare('viggo', viggoRollout, 30)).toBeGreaterThan(1000);
  });
});
