/**
 * Hint bench (issue 17, a measurement, not a test): for each game, positions from seeded matches
 * of medium bots; at decisions with a choice, the hint as the server runs it (analyse in a bot
 * worker, HINT_TIME_MS budget, the pool's message round trip included) is timed, and its suggestion
 * compared with the hard bot's own choice at a server-like budget from the same input.
 *
 *   npx tsx apps/cli/src/bench/hints.ts [--positions 20] [--hard-ms 500] [--halving on|off] [game …]
 *
 * `--halving off` measures the hint as it was before issue 37 (every legal move on every test game),
 * on the same seeds; `on` (the default) as the hint runs now.
 */
import { botInput, chooseAction, HINT_TIME_MS, nextToAsk, type BotInput } from '@kortbord/bots';
import { createBotPool } from '@kortbord/bots/pool';
import {
  GAME_IDS,
  getGame,
  act,
  isRoundOver,
  newMatch,
  resolveChance,
  rngFromSeed,
  stepDeal,
  type Json,
} from '@kortbord/engine';

const args = process.argv.slice(2);
const flag = (name: string, dflt: number): number => {
  const i = args.indexOf(name);
  if (i < 0) return dflt;
  const v = Number(args[i + 1]);
  args.splice(i, 2);
  return v;
};
const positions = flag('--positions', 20);
const hardMs = flag('--hard-ms', 500);
const halvingAt = args.indexOf('--halving');
const halving = halvingAt < 0 || args[halvingAt + 1] !== 'off';
if (halvingAt >= 0) args.splice(halvingAt, 2);
const games = args.length ? args : [...GAME_IDS];
/** Legal moves from which a position counts as one of many moves. */
const MANY = 8;
const PLAYERS: Record<string, number> = {
  viggo: 4,
  president: 4,
  'vri-atter': 3,
  idiot: 3,
  'tuffa-viktor': 3,
};

/** Inputs of seat decisions with at least two distinct actions, spread over seeded medium-bot matches. */
function positionsOf(game: string, n: number): BotInput[] {
  const out: BotInput[] = [];
  for (let g = 0; out.length < n && g < 200; g++) {
    const rng = rngFromSeed(`hint-bench/${game}/${g}`);
    const started = newMatch({ game, players: PLAYERS[game] ?? 3, seed: `hint-bench/${game}/${g}` });
    if (!started.ok) throw new Error(started.message);
    let m = resolveChance(started.value);
    let skip = rng.int(6);
    for (let steps = 0; steps < 2000 && out.length < n && !m.over; steps++) {
      if (isRoundOver(m)) {
        const d = stepDeal(m);
        if (!d.ok) break;
        m = d.value.match;
        continue;
      }
      const ask = nextToAsk(m);
      if (!ask) break;
      const input = botInput(m, ask.seat, ask.legal);
      const keys = new Set(ask.legal.map((a) => m.game.actionKey(a as never)));
      if (keys.size >= 2 && skip-- <= 0) {
        out.push(input);
        skip = 4 + rng.int(8);
      }
      const a = chooseAction('medium', input, rng);
      const r = act(m, ask.seat, a as unknown as Json);
      if (!r.ok) throw new Error(r.message);
      m = resolveChance(r.value);
    }
  }
  return out;
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};

// Idle pool workers do not keep the process alive: this does, while the bench waits on them.
const alive = setInterval(() => {}, 1000);
const pool = createBotPool(1);
await pool.ready();
console.log(
  `hint bench: ${positions} positions per game, hint budget ${HINT_TIME_MS} ms in a bot worker (halving ${halving ? 'on' : 'off'}), hard bot ${hardMs} ms in-process`,
);
console.log(
  `${'game'.padEnd(14)}${'n'.padStart(4)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}${'samples'.padStart(9)}${'agree'.padStart(8)}${'top2'.padStart(7)}${'gap'.padStart(8)}${'p5 smp'.padStart(8)}${'agree many'.padStart(12)}`,
);
const all: number[] = [];
let agreeAll = 0;
let nAll = 0;
for (const game of games) {
  const inputs = positionsOf(game, positions);
  const ms: number[] = [];
  const samples: number[] = [];
  let agree = 0;
  let top2 = 0;
  let gap = 0;
  // Positions with many legal moves (MANY or more), where halving should matter most.
  let many = 0;
  let agreeMany = 0;
  for (const [i, input] of inputs.entries()) {
    const t0 = performance.now();
    const a = await pool.analyse(
      input,
      { seed: `bench-${i}`, timeMs: HINT_TIME_MS, halving },
      { urgent: true },
    );
    ms.push(performance.now() - t0);
    samples.push(a.samples);
    const hard = chooseAction('hard', input, rngFromSeed(`hard-${i}`), { timeMs: hardMs });
    const rules = getGame(input.game)!;
    const key = (x: unknown) => rules.actionKey(x as never);
    const rank = a.actions.findIndex((x) => key(x.action) === key(hard));
    if (rank === 0) agree++;
    if (a.actions.length >= MANY) {
      many++;
      if (rank === 0) agreeMany++;
    }
    if (rank >= 0 && rank <= 1) top2++;
    const best = a.actions[0]?.value ?? 0;
    gap += rank >= 0 ? best - (a.actions[rank]?.value ?? best) : 0;
  }
  all.push(...ms);
  agreeAll += agree;
  nAll += inputs.length;
  const n = inputs.length || 1;
  console.log(
    `${game.padEnd(14)}${String(inputs.length).padStart(4)}${pct(ms, 50).toFixed(0).padStart(11)}${pct(ms, 95).toFixed(0).padStart(9)}` +
      `${pct(samples, 50).toFixed(0).padStart(9)}${`${Math.round((agree / n) * 100)}%`.padStart(8)}${`${Math.round((top2 / n) * 100)}%`.padStart(7)}${(gap / n).toFixed(3).padStart(8)}` +
      `${pct(samples, 5).toFixed(0).padStart(8)}${`${agreeMany}/${many}`.padStart(12)}`,
  );
}
console.log(
  `${'all'.padEnd(14)}${String(nAll).padStart(4)}${pct(all, 50).toFixed(0).padStart(11)}${pct(all, 95).toFixed(0).padStart(9)}${''.padStart(9)}${`${Math.round((agreeAll / (nAll || 1)) * 100)}%`.padStart(8)}`,
);
console.log(
  "  samples: median deals per hint; agree: hint = hard choice; top2: hard choice among the hint's best two;",
);
console.log(
  `  p5 smp: the 5th percentile of the deals behind a hint; agree many: hint = hard choice where ${MANY}+ moves are legal`,
);
console.log("  gap: mean (best value − value of the hard choice) in the hint's own analysis, 0..1");
await pool.close();
clearInterval(alive);
