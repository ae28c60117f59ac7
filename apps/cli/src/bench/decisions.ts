/**
 * Rollouts per hard decision: seeded rounds of four medium bots, and at every few decisions with a
 * choice the hard level's search (President and Viggo: HARD_SEARCH with the heuristic rollout) run with
 * a fixed iteration budget, timed. Prints rollouts per second and per decision at hard's budget (DEFAULT_BUDGET).
 *
 *   tsx apps/cli/src/bench/decisions.ts [--games president,viggo] [--decisions 60] [--iterations 400]
 *
 * Runs against any checkout that exports the same names (compare a branch with main side by side).
 */
import {
  DEFAULT_BUDGET,
  HARD_SEARCH,
  heuristicFor,
  heuristicRollout,
  ismctsSearch,
  mediumBot,
  botInput,
  nextToAsk,
} from '@kortbord/bots';
import { getGame, isRoundOver, newMatch, rngFromSeed, step, type GameId, type Json } from '@kortbord/engine';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const games = flag('--games', 'president,viggo').split(',') as GameId[];
const decisions = Number(flag('--decisions', '60'));
const iterations = Number(flag('--iterations', '400'));

for (const id of games) {
  const game = getGame(id);
  const h = heuristicFor(id);
  if (!game || !h) throw new Error(`no game or heuristic ${id}`);
  let done = 0;
  let its = 0;
  let ms = 0;
  for (let g = 0; done < decisions; g++) {
    const r = newMatch({ game: id, players: 4, seed: `decisions-${g}` });
    if (!r.ok) throw new Error(r.message);
    let m = r.value;
    const rng = rngFromSeed(`decisions-${g}/bots`);
    let k = 0;
    while (!isRoundOver(m) && done < decisions) {
      const ask = nextToAsk(m);
      if (!ask) break;
      const input = botInput(m, ask.seat, ask.legal);
      if (ask.legal.length > 2 && k++ % 3 === 0) {
        const t0 = performance.now();
        const { stats } = ismctsSearch(
          game,
          input,
          rngFromSeed(`d-${g}-${k}`),
          { iterations },
          {
            ...HARD_SEARCH,
            rollout: heuristicRollout(input, h, HARD_SEARCH.rolloutEpsilon),
            prior: h(input, rng),
          },
        );
        ms += performance.now() - t0;
        its += stats.iterations;
        done++;
      }
      const next = step(m, ask.seat, mediumBot.choose(input, rng) as unknown as Json);
      if (!next.ok) throw new Error(next.message);
      m = next.value.match;
    }
  }
  const perSecond = (its / ms) * 1000;
  console.log(
    `${id.padEnd(10)} ${decisions} decisions, ${its} rollouts in ${ms.toFixed(0)} ms: ` +
      `${perSecond.toFixed(0)} rollouts/s, ${((perSecond * DEFAULT_BUDGET.timeMs) / 1000).toFixed(0)} per ${DEFAULT_BUDGET.timeMs} ms decision`,
  );
}
