/**
 * Random playouts the way the bots' rollouts run them: legal actions and apply per step, no views,
 * no checks. Takes the engine module as a parameter so the same loop can time another checkout's
 * engine (compare.ts) without its bench code being the one measured.
 */
import type { Action, AnyGame, GameId, Json, Rng, Seat } from '@kortbord/engine';

/** The parts of the engine module the loop uses; another checkout's index.ts has them too. */
export interface EngineModule {
  readonly GAMES: Readonly<Record<GameId, AnyGame>>;
  readonly rngFromSeed: (seed: string) => Rng;
  readonly newMatch: (args: {
    game: GameId;
    players: number;
    options?: Json;
    seed: number;
  }) => { ok: true; value: { state: unknown } } | { ok: false; message: string };
}

export interface RolloutCase {
  readonly game: GameId;
  readonly players: number;
}

export interface RolloutResult {
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
}

/** The seat to act and its legal actions, as the bots' `actor` finds them (knocks first). */
function actor(game: AnyGame, s: unknown, players: number): { seat: Seat; legal: Action[] } | null {
  const acting = game.toAct(s) as readonly Seat[];
  if (game.outOfTurn)
    for (let seat = 0; seat < players; seat++) {
      if (acting.includes(seat)) continue;
      const legal = game.legalActions(s, seat) as Action[];
      if (legal.length) return { seat, legal };
    }
  for (const seat of acting) {
    const legal = game.legalActions(s, seat) as Action[];
    if (legal.length) return { seat, legal };
  }
  return null;
}

/** One dealt round played out at random; returns the number of actions. The deal is not timed apart. */
function playout(game: AnyGame, s: unknown, players: number, rng: Rng): number {
  let n = 0;
  for (;;) {
    if (game.roundResult(s)) return n;
    if (game.chance?.due(s)) {
      s = game.chance.apply(s, game.chance.sample(s, rng));
      continue;
    }
    const next = actor(game, s, players);
    if (!next) throw new Error(`${game.id}: nobody can act`);
    s = game.apply(s, next.seat, next.legal[rng.int(next.legal.length)] as Action);
    if (++n > 100_000) throw new Error(`${game.id}: round does not end`);
  }
}

/** A seeded stream of playouts of one game that can be timed in slices (compare.ts alternates two). */
export function rolloutRunner(engine: EngineModule, c: RolloutCase): (seconds: number) => RolloutResult {
  const game = engine.GAMES[c.game];
  const rng = engine.rngFromSeed(`rollout-${c.game}`);
  const deal = (): unknown => {
    const m = engine.newMatch({ game: c.game, players: c.players, seed: rng.int(1 << 30) });
    if (!m.ok) throw new Error(m.message);
    return m.value.state;
  };
  // Warm up the JIT before timing.
  for (let i = 0; i < 50; i++) playout(game, deal(), c.players, rng);
  return (seconds) => {
    let games = 0;
    let actions = 0;
    let timed = 0;
    while (timed < seconds * 1000) {
      const s = deal();
      const t = performance.now();
      actions += playout(game, s, c.players, rng);
      timed += performance.now() - t;
      games++;
    }
    return { games, actions, seconds: timed / 1000 };
  };
}

export const rolloutBench = (engine: EngineModule, c: RolloutCase, seconds: number): RolloutResult =>
  rolloutRunner(engine, c)(seconds);
