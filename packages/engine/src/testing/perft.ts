/**
 * Perft (chess programs' move-path count, chessops' test tables): from a fixed seeded deal, the number
 * of distinct paths of `depth` moves, every seat that may act counted with each of its legal actions,
 * chance outcomes drawn from the match's own seeded source (so a path's draws are fixed). A round that
 * ends early is one leaf. A change in move generation shows as a changed number.
 */
import type { Action, GameId } from '../game';
import type { Json } from '../json';
import { isRoundOver, newMatch, resolveChance, type Match } from '../match';
import { step } from '../move';

function count(m: Match, depth: number): number {
  if (depth === 0 || m.over || isRoundOver(m)) return 1;
  let n = 0;
  for (let seat = 0; seat < m.players; seat++) {
    for (const a of m.game.legalActions(m.state, seat) as Action[]) {
      const r = step(m, seat, a);
      if (!r.ok) throw new Error(`perft: a legal action was refused: ${r.message}`);
      n += count(r.value.match, depth - 1);
    }
  }
  return n;
}

/** The path counts at depths 1..maxDepth from the seeded deal. */
export function perft(spec: {
  readonly game: GameId;
  readonly players: number;
  readonly options?: Json;
  readonly seed: string;
  readonly maxDepth: number;
}): number[] {
  const started = newMatch({
    game: spec.game,
    players: spec.players,
    options: spec.options,
    seed: spec.seed,
  });
  if (!started.ok) throw new Error(started.message);
  const m = resolveChance(started.value);
  return Array.from({ length: spec.maxDepth }, (_, i) => count(m, i + 1));
}
