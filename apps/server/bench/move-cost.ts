/**
 * `tsx apps/server/bench/move-cost.ts [--entries 40000] [--moves 500]`: what one move costs the server
 * in CPU time early in a President match (which never ends by itself) and once it holds `--entries`
 * entries: the engine's step, installing it on the table with its log lines, and the five views
 * (four seats and a spectator). CPU time of this process, so other load on the machine does not count.
 */
import { isRoundOver, rngFromSeed, step, stepDeal, type Json, type Match } from '@kortbord/engine';
import { applyStored, emptyTable, installMove, type Table } from '../src/table';
import { legalOf, viewBytes } from '../src/views';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : dflt;
};
const ENTRIES = arg('entries', 40_000);
const MOVES = arg('moves', 500);

const t: Table = emptyTable(
  {
    id: 'bench',
    game: 'president',
    players: 4,
    options: {},
    standInAfterMs: null,
    public: false,
    inviteHash: '',
    createdAt: '',
  },
  Array.from({ length: 4 }, (_, seat) => ({
    seat,
    kind: 'bot' as const,
    name: `B${seat}`,
    level: 'random' as const,
    tokenHash: null,
    inviteHash: null,
    standIn: false,
    endVote: null,
  })),
);
applyStored(t, { start: { match: 1 } }, 1, () => 'bench-seed');
t.version = 1;
const rng = rngFromSeed('bench');
const cpu = () => process.cpuUsage().user / 1000;
const spent = { step: 0, install: 0, views: 0 };

function move(views: boolean): void {
  const m = t.match as Match;
  let a = cpu();
  let moved;
  if (isRoundOver(m)) moved = stepDeal(m);
  else {
    const seat = (m.game.toAct(m.state) as number[])[0] as number;
    const legal = legalOf(t, seat);
    moved = step(m, seat, legal[rng.int(legal.length)] as Json);
  }
  if (!moved.ok) throw new Error(moved.message);
  let b = cpu();
  spent.step += b - a;
  installMove(t, moved.value, t.version);
  a = cpu();
  spent.install += a - b;
  if (!views) return;
  for (const s of [null, 0, 1, 2, 3]) viewBytes(t, s);
  b = cpu();
  spent.views += b - a;
}

for (const at of [1_000, ENTRIES]) {
  while ((t.match?.log.length ?? 0) < at) move(false);
  spent.step = spent.install = spent.views = 0;
  for (let i = 0; i < MOVES; i++) move(true);
  const per = (x: number) => (x / MOVES).toFixed(3);
  console.log(
    `at ${t.match?.log.length} entries: per move ${per(spent.step + spent.install + spent.views)} ms CPU ` +
      `(step ${per(spent.step)}, install with log lines ${per(spent.install)}, 5 views ${per(spent.views)}), ` +
      `spectator view ${viewBytes(t, null)?.length} bytes`,
  );
}
