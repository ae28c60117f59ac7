/**
 * Seeded bot tournaments on worker threads: game i is played with seed `${seed}-${i}` and the bots
 * rotated one seat per game, so every bot sits in every seat equally often. Shared by `kortbord
 * simulate` and the bot bench.
 */
import type { ArenaResult, Budget, Level } from '@kortbord/bots';
import { createBotPool } from '@kortbord/bots/pool';
import type { GameId, Json } from '@kortbord/engine';
import { mean, meanCi, quantile, wilson } from './stats';

export interface TournamentSpec {
  readonly game: GameId;
  readonly players: number;
  /** One level per bot; bot b sits at seat (b + i) mod players in game i. */
  readonly bots: readonly Level[];
  readonly games: number;
  readonly seed: string;
  readonly options?: Json;
  readonly rounds?: number;
  readonly budgets?: Partial<Record<Level, Budget>>;
  readonly workers: number;
  readonly records?: boolean;
  readonly onGame?: (done: number, result: ArenaResult, seatsOf: readonly number[], seed: string) => void;
}

export interface BotSummary {
  readonly bot: number;
  readonly level: Level;
  readonly games: number;
  readonly wins: number;
  readonly winShare: number;
  readonly winCi: readonly [number, number];
  /** 1 = first. */
  readonly place: { readonly mean: number; readonly half: number };
  readonly score: { readonly mean: number; readonly half: number };
  readonly decisions: {
    readonly count: number;
    readonly meanMs: number;
    readonly medianMs: number;
    readonly p95Ms: number;
  };
}

export interface TournamentResult {
  readonly bots: readonly BotSummary[];
  readonly games: readonly {
    readonly seed: string;
    readonly botAtSeat: readonly number[];
    readonly result: ArenaResult;
  }[];
  readonly seconds: number;
}

/** The bot playing each seat in game i. */
export const botAtSeat = (players: number, i: number): number[] =>
  Array.from({ length: players }, (_, seat) => (((seat - i) % players) + players) % players);

export async function runTournament(spec: TournamentSpec): Promise<TournamentResult> {
  const n = spec.players;
  const pool = createBotPool(Math.max(1, Math.min(spec.workers, spec.games)));
  const t0 = performance.now();
  const played: { seed: string; botAtSeat: number[]; result: ArenaResult }[] = [];
  try {
    let done = 0;
    await Promise.all(
      Array.from({ length: spec.games }, async (_, i) => {
        const seats = botAtSeat(n, i);
        const seed = `${spec.seed}-${i}`;
        const result = await pool.playMatch({
          game: spec.game,
          players: n,
          seats: seats.map((b) => spec.bots[b] ?? 'random'),
          seed,
          ...(spec.options !== undefined ? { options: spec.options } : {}),
          ...(spec.rounds !== undefined ? { maxRounds: spec.rounds } : {}),
          ...(spec.budgets ? { budgets: spec.budgets } : {}),
          record: !!spec.records,
        });
        played[i] = { seed, botAtSeat: seats, result };
        spec.onGame?.(++done, result, seats, seed);
      }),
    );
  } finally {
    await pool.close();
  }
  return { bots: summarise(spec.bots, played), games: played, seconds: (performance.now() - t0) / 1000 };
}

/** Each bot's share of wins, places, scores and decision times over the matches played (any number). */
export function summarise(
  bots: readonly Level[],
  played: readonly { botAtSeat: readonly number[]; result: ArenaResult }[],
): BotSummary[] {
  return bots.map((level, bot) => {
    let wins = 0;
    const places: number[] = [];
    const scores: number[] = [];
    const times: number[] = [];
    for (const { botAtSeat: at, result } of played) {
      const seat = at.indexOf(bot);
      if (seat < 0) continue;
      // The engine's place: a shared first place is a win for each seat on it.
      const place = result.places[seat] ?? result.standing.indexOf(seat) + 1;
      if (place === 1) wins++;
      places.push(place);
      scores.push(result.scores[seat] ?? 0);
      for (const t of result.times[seat] ?? []) times.push(t);
    }
    const games = places.length;
    return {
      bot,
      level,
      games,
      wins,
      winShare: games ? wins / games : NaN,
      winCi: wilson(wins, games),
      place: meanCi(places),
      score: meanCi(scores),
      decisions: {
        count: times.length,
        meanMs: mean(times),
        medianMs: quantile(times, 0.5),
        p95Ms: quantile(times, 0.95),
      },
    };
  });
}
