/**
 * Coach time per round per game (issue 17; a benchmark, not a test): one round of each game played by
 * the medium bots, then the coach over seat 0's decisions (one person at a table of bots) at the
 * default samples, in this thread. Run: npx tsx scripts/bench-coach.ts [rounds-per-game]
 */
import {
  act,
  isRoundOver,
  newMatch,
  resolveChance,
  rngFromSeed,
  writeRecord,
  type GameId,
  type Json,
} from '@kortbord/engine';
import { botInput, chooseAction, coachRecord, COACH_SAMPLES, nextToAsk } from '@kortbord/bots';

const TABLES: readonly [GameId, number][] = [
  ['viggo', 4],
  ['president', 4],
  ['vri-atter', 4],
  ['idiot', 3],
  ['tuffa-viktor', 3],
];

function round(game: GameId, players: number, seed: string): Json {
  const started = newMatch({ game, players, seed });
  if (!started.ok) throw new Error(started.message);
  let m = resolveChance(started.value);
  const rng = rngFromSeed(`${seed}/bots`);
  while (!isRoundOver(m)) {
    const ask = nextToAsk(m);
    if (!ask) break;
    const a = chooseAction('medium', botInput(m, ask.seat, ask.legal), rng);
    const r = act(m, ask.seat, a as unknown as Json);
    if (!r.ok) throw new Error(r.message);
    m = resolveChance(r.value);
  }
  return writeRecord(m);
}

const n = Number(process.argv[2] ?? 3);
console.log(`samples per decision: ${COACH_SAMPLES}; ${n} rounds per game; seat 0 judged`);
for (const [game, players] of TABLES) {
  const times: number[] = [];
  let decisions = 0;
  const kinds: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const doc = round(game, players, `bench-coach-${game}-${i}`);
    const t0 = performance.now();
    const r = coachRecord(doc, { seats: [0] });
    times.push(performance.now() - t0);
    if (!r.ok) throw new Error(r.error.message);
    decisions += r.report.marks.length;
    for (const m of r.report.marks) kinds[m.mark] = (kinds[m.mark] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `${game.padEnd(13)} ${players}p  mean ${(mean / 1000).toFixed(1)} s/round  max ${((times.at(-1) ?? 0) / 1000).toFixed(1)} s  decisions/round ${(decisions / n).toFixed(1)}  per decision ${(mean / Math.max(1, decisions / n)).toFixed(0)} ms  marks ${JSON.stringify(kinds)}`,
  );
}
