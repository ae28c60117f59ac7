/**
 * One match between bots through the engine's match layer (newMatch, step, stepDeal),
 * so that its record is a real game record. Used by `kortbord simulate`, the bench and the pool.
 */
import {
  isRoundOver,
  matchStanding,
  newMatch,
  resolveChance,
  rngFromSeed,
  standingSource,
  step,
  stepDeal,
  writeRecord,
  type GameId,
  type Json,
  type Match,
  type Seat,
} from '@kortbord/engine';
import type { Budget, Level } from './bot';
import { botInput, nextToAsk } from './input';
import { chooseAction } from './levels';
import { GAME_BOTS } from './games';

export interface ArenaSpec {
  readonly game: GameId;
  readonly players: number;
  /** The level playing each seat. */
  readonly seats: readonly Level[];
  readonly seed: string;
  readonly options?: Json;
  /** Ends the match after this many rounds (else the game's bots say: President never ends by itself). */
  readonly maxRounds?: number;
  /** Per level, the thinking budget (hard's search). */
  readonly budgets?: Partial<Record<Level, Budget>>;
  /** Keep the game record in the result. */
  readonly record?: boolean;
}

export interface ArenaResult {
  readonly seed: string;
  /** Seats best first (the engine's matchStanding; seats on a shared place in the last round's order). */
  readonly standing: readonly Seat[];
  /** Each seat's place in the match, from 1, shared on a tie (per seat, not in standing order). */
  readonly places: readonly number[];
  readonly scores: readonly number[];
  readonly rounds: number;
  readonly actions: number;
  /** Per seat, the milliseconds of each decision that had more than one legal action. */
  readonly times: readonly (readonly number[])[];
  readonly record?: Json;
}

/**
 * A round longer than this is a bug, not a game: the engine's property tests allow random Idiot
 * rounds 500,000 actions (three random seats left can pick the pile up for a long time; one round of
 * medium against three random ran past 50,000 in a 1,000-round bench).
 */
const MAX_ACTIONS_PER_ROUND = 500_000;

export function playMatch(spec: ArenaSpec): ArenaResult {
  const started = newMatch({
    game: spec.game,
    players: spec.players,
    options: spec.options,
    seed: spec.seed,
  });
  if (!started.ok) throw new Error(started.message);
  let m: Match = resolveChance(started.value);
  const maxRounds = spec.maxRounds ?? GAME_BOTS[spec.game].arenaRounds ?? Infinity;
  const rng = rngFromSeed(`${spec.seed}/bots`);
  const times: number[][] = spec.seats.map(() => []);
  let actions = 0;
  let inRound = 0;
  while (!m.over) {
    if (isRoundOver(m)) {
      if (m.results.length >= maxRounds) break;
      const next = stepDeal(m);
      if (!next.ok) throw new Error(next.message);
      m = next.value.match;
      inRound = 0;
      continue;
    }
    const ask = nextToAsk(m);
    if (!ask) throw new Error(`${spec.game} [seed ${spec.seed}]: nobody can act`);
    const level = spec.seats[ask.seat] ?? 'random';
    const t0 = performance.now();
    const action = chooseAction(level, botInput(m, ask.seat, ask.legal), rng, spec.budgets?.[level]);
    if (ask.legal.length > 1) times[ask.seat]?.push(performance.now() - t0);
    const r = step(m, ask.seat, action as unknown as Json);
    if (!r.ok)
      throw new Error(
        `${spec.game} [seed ${spec.seed}]: ${level} bot at seat ${ask.seat} chose ${JSON.stringify(action)}: ${r.message}`,
      );
    m = r.value.match;
    actions++;
    if (++inRound > MAX_ACTIONS_PER_ROUND)
      throw new Error(`${spec.game} [seed ${spec.seed}]: a round does not end`);
  }
  const standing = matchStanding(standingSource(m));
  const places = new Array<number>(m.players).fill(1);
  for (const s of standing) places[s.seat] = s.place;
  return {
    seed: spec.seed,
    standing: standing.map((s) => s.seat),
    places,
    scores: m.scores,
    rounds: m.results.length,
    actions,
    times,
    ...(spec.record ? { record: writeRecord(m) } : {}),
  };
}
