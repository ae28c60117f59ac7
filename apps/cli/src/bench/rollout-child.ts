/**
 * One game timed against two engines in one process:
 * `rollout-child.ts <engine A index.ts> <engine B index.ts> <game> <players> <seconds> <slices>`.
 * The two alternate in slices so that load from other work on the machine falls on both alike;
 * prints the actions/s of every slice as one JSON line. compare.ts runs it per game.
 */
import { pathToFileURL } from 'node:url';
import type { GameId } from '@kortbord/engine';
import { rolloutRunner, type EngineModule } from './rollout';

const [entryA, entryB, game, players, seconds, slices] = process.argv.slice(2);
if (!entryA || !entryB || !game)
  throw new Error('usage: rollout-child.ts <engine A> <engine B> <game> <players> <seconds> <slices>');
const load = async (entry: string): Promise<EngineModule> =>
  (await import(pathToFileURL(entry).href)) as EngineModule;
const c = { game: game as GameId, players: Number(players ?? 4) };
const runA = rolloutRunner(await load(entryA), c);
const runB = rolloutRunner(await load(entryB), c);
const a: number[] = [];
const b: number[] = [];
const rate = (r: { actions: number; seconds: number }): number => r.actions / r.seconds;
for (let i = 0; i < Number(slices ?? 10); i++) {
  // Alternate which goes first so a load change within a pair favours neither.
  if (i % 2) {
    b.push(rate(runB(Number(seconds))));
    a.push(rate(runA(Number(seconds))));
  } else {
    a.push(rate(runA(Number(seconds))));
    b.push(rate(runB(Number(seconds))));
  }
}
console.log(JSON.stringify({ a, b }));
