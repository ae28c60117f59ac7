import {
  isObject,
  matchView,
  roundStanding,
  standingSource,
  type Json,
  type Match,
  type RecordEntry,
} from '@kortbord/engine';
import type { LogLine } from '@kortbord/protocol';
import { idiotLog } from './idiot';
import { presidentLog } from './president';
import { tuffaViktorLog } from './tuffa-viktor';
import { line, unknownAction, unknownChance, type GameLog, type Line, type LogInput } from './types';
import { viggoLog } from './viggo';
import { vriAtterLog } from './vri-atter';

export type { GameLog, LogInput, Line } from './types';

const WRITERS: Record<string, GameLog> = {
  viggo: viggoLog,
  president: presidentLog,
  'vri-atter': vriAtterLog,
  idiot: idiotLog,
  'tuffa-viktor': tuffaViktorLog,
};

export const writerFor = (game: string): GameLog =>
  WRITERS[game] ?? { action: unknownAction, chance: unknownChance };

const obj = (v: Json | undefined): Record<string, Json> => (isObject(v) ? (v as Record<string, Json>) : {});

/** The log line of one record entry, from the match before and after it. Deals name no card. */
export function describeEntry(
  entry: RecordEntry,
  before: Match,
  after: Match,
  version: number,
  who: (seat: number) => string,
): LogLine {
  let l: Line;
  if ('deal' in entry) {
    l = line(null, 'deal', `Round ${after.round} is dealt.`);
  } else {
    const writer = writerFor(after.game.id);
    const input: LogInput = {
      seat: 'seat' in entry ? entry.seat : null,
      data: obj('seat' in entry ? entry.action : entry.chance),
      before: () => obj(matchView(before, null)),
      after: () => obj(matchView(after, null)),
      beforeAll: () => obj(matchView(before, 'all')),
      who,
    };
    l = 'seat' in entry ? writer.action(input) : writer.chance(input);
  }
  return { version, ...l };
}

/** Lines the match itself adds after an entry: the round's end and the match's end. */
export function afterEntry(
  before: Match,
  after: Match,
  version: number,
  who: (seat: number) => string,
): LogLine[] {
  const out: LogLine[] = [];
  const roundEnded = after.results.length > before.results.length;
  if (roundEnded) {
    // The winner as the engine's standing has it (in Tuffa Viktor, the most glasses, not the first out).
    const first = roundStanding(standingSource(after))[0]?.seat;
    out.push({
      version,
      seat: first ?? null,
      kind: 'round-over',
      cards: [],
      count: null,
      text: `Round ${after.round} is over${first === undefined ? '' : `: ${who(first)} wins it`}.`,
    });
  }
  if (after.over && !before.over)
    out.push({ version, seat: null, kind: 'match-over', cards: [], count: null, text: 'The match is over.' });
  return out;
}
