/**
 * One timing in a fresh process: `rollout-child.ts <engine index.ts> <game> <players> <seconds>`.
 * Prints the result as one JSON line. compare.ts runs it alternately for two checkouts.
 */
import { pathToFileURL } from 'node:url';
import type { GameId } from '@kortbord/engine';
import { rolloutBench, type EngineModule } from './rollout';

const [entry, game, players, seconds] = process.argv.slice(2);
if (!entry || !game) throw new Error('usage: rollout-child.ts <engine index.ts> <game> <players> <seconds>');
const engine = (await import(pathToFileURL(entry).href)) as EngineModule;
const r = rolloutBench(engine, { game: game as GameId, players: Number(players ?? 4) }, Number(seconds ?? 2));
console.log(JSON.stringify(r));
