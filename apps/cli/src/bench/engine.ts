/**
 * Random games through the public Game API, the loop the bots' search runs: legal actions, apply, and
 * the acting seat's view. Once unchecked (game.apply), once through the checked entry point (step).
 */
import {
  GAMES,
  isRoundOver,
  newMatch,
  resolveChance,
  rngFromSeed,
  step,
  type Action,
  type AnyGame,
  type GameId,
  type Json,
  type Rng,
} from '@kortbord/engine';

export interface BenchCase {
  readonly game: GameId;
  readonly players: number;
  readonly options?: Json;
}

export interface BenchResult {
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
}

/** One round from a random deal to its end, unchecked. Returns the number of actions played. */
function playRound(game: AnyGame, c: BenchCase, rng: Rng): number {
  const started = newMatch({ game: c.game, players: c.players, options: c.options, seed: rng.int(1 << 30) });
  if (!started.ok) throw new Error(started.message);
  let s = started.value.state;
  let n = 0;
  for (;;) {
    if (game.roundResult(s)) return n;
    if (game.chance?.due(s)) {
      s = game.chance.apply(s, game.chance.sample(s, rng));
      continue;
    }
    let seat = -1;
    let acts: Action[] = [];
    for (const t of game.toAct(s)) {
      acts = game.legalActions(s, t) as Action[];
      if (acts.length) {
        seat = t;
        break;
      }
    }
    if (seat < 0) throw new Error(`${c.game}: nobody can act`);
    game.view(s, seat);
    s = game.apply(s, seat, acts[rng.int(acts.length)] as Action);
    n++;
    if (n > 100_000) throw new Error(`${c.game}: round does not end`);
  }
}

function playRoundChecked(c: BenchCase, rng: Rng): number {
  const started = newMatch({ game: c.game, players: c.players, options: c.options, seed: rng.int(1 << 30) });
  if (!started.ok) throw new Error(started.message);
  let m = resolveChance(started.value);
  const game = m.game;
  let n = 0;
  while (!isRoundOver(m)) {
    let seat = -1;
    let acts: Action[] = [];
    for (const t of game.toAct(m.state)) {
      acts = game.legalActions(m.state, t) as Action[];
      if (acts.length) {
        seat = t;
        break;
      }
    }
    game.view(m.state, seat);
    const r = step(m, seat, acts[rng.int(acts.length)] as unknown as Json);
    if (!r.ok) throw new Error(`${c.game}: legal action refused: ${r.message}`);
    m = r.value.match;
    n++;
  }
  return n;
}

export function bench(c: BenchCase, seconds: number, checked: boolean): BenchResult {
  const game = GAMES[c.game];
  const rng = rngFromSeed(`bench-${c.game}`);
  // Warm up the JIT before timing.
  for (let i = 0; i < 20; i++)
    if (checked) playRoundChecked(c, rng);
    else playRound(game, c, rng);
  let games = 0;
  let actions = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < seconds * 1000) {
    actions += checked ? playRoundChecked(c, rng) : playRound(game, c, rng);
    games++;
    t = performance.now();
  }
  return { games, actions, seconds: (t - t0) / 1000 };
}
