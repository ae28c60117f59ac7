/**
 * Writes the example game records in examples/ (`npm run examples`): seeded matches between medium
 * bots, played through the engine's match layer and written with writeRecord, so they are real
 * records that `kortbord replay` and the tests read. The same seeds give the same files as long as
 * the rules and the medium bots stay the same; run this again after changing either.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { playMatch } from '@kortbord/bots';
import { matchView, replay, type GameId, type Json } from '@kortbord/engine';

interface Example {
  readonly file: string;
  readonly game: GameId;
  readonly players: number;
  readonly options?: Json;
  /** Rounds to play (a match that ends sooner stops sooner). */
  readonly rounds: number;
  /** Skips a seed whose record this refuses (the reason is printed). */
  readonly avoid?: (moves: readonly Json[]) => string | null;
  /** Cuts the record after the first prefix this accepts. */
  readonly cut?: (doc: Record<string, Json>) => Json[] | null;
}

type Entry = { seat?: number; action?: { type?: string } };

/**
 * The ruling on Vri åtter's draw limit changed (may the last drawn card be laid?), so the example
 * avoids the corner: no seat draws three times in one turn.
 */
function reachesDrawLimit(moves: readonly Json[]): string | null {
  let seat = -1;
  let draws = 0;
  for (const raw of moves) {
    const e = raw as Entry;
    if (e.seat === undefined) continue; // a chance entry or a deal
    if (e.action?.type === 'draw') {
      draws = e.seat === seat ? draws + 1 : 1;
      seat = e.seat;
      if (draws >= 3) return `seat ${seat} draws to the limit`;
    } else {
      seat = -1;
      draws = 0;
    }
  }
  return null;
}

/** The record up to the end of Viggo's first trick: the moment the table is cleared. */
function firstTrick(doc: Record<string, Json>): Json[] | null {
  const moves = doc['moves'] as Json[];
  for (let n = 2; n <= moves.length; n++) {
    const out = replay({ ...doc, moves: moves.slice(0, n) });
    if (!out.match) return null;
    const view = matchView(out.match, 'all') as { table: unknown; phase: string };
    if (view.phase === 'play' && view.table === null) return moves.slice(0, n);
  }
  return null;
}

const EXAMPLES: readonly Example[] = [
  { file: 'viggo.json', game: 'viggo', players: 4, rounds: 1 },
  { file: 'viggo-first-trick.json', game: 'viggo', players: 4, rounds: 1, cut: firstTrick },
  { file: 'viggo-draft.json', game: 'viggo', players: 2, rounds: 1 },
  { file: 'president.json', game: 'president', players: 4, rounds: 2 },
  { file: 'vri-atter.json', game: 'vri-atter', players: 4, rounds: 1, avoid: reachesDrawLimit },
  { file: 'idiot.json', game: 'idiot', players: 3, rounds: 1 },
  { file: 'tuffa-viktor.json', game: 'tuffa-viktor', players: 3, rounds: 1 },
  { file: 'hjerterfri.json', game: 'hjerterfri', players: 4, rounds: 1 },
];

/** One field a line, and one line per hand, pile and entry: readable, and small diffs when regenerated. */
function format(doc: Record<string, Json>): string {
  const lines = Object.entries(doc).map(([key, value]) => {
    if (key === 'moves') {
      const entries = (value as Json[]).map((e) => `    ${JSON.stringify(e)}`);
      return `  "moves": [${entries.length ? `\n${entries.join(',\n')}\n  ` : ''}]`;
    }
    if (key === 'deal' && value && typeof value === 'object' && !Array.isArray(value)) {
      const piles = Object.entries(value).map(([k, v]) => {
        const inner = Array.isArray(v) && Array.isArray(v[0]);
        const body = inner
          ? `[\n${(v as Json[]).map((h) => `      ${JSON.stringify(h)}`).join(',\n')}\n    ]`
          : JSON.stringify(v);
        return `    ${JSON.stringify(k)}: ${body}`;
      });
      return `  "deal": {\n${piles.join(',\n')}\n  }`;
    }
    return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

const dir = new URL('../examples/', import.meta.url);
mkdirSync(dir, { recursive: true });

for (const ex of EXAMPLES) {
  for (let i = 1; ; i++) {
    if (i > 200) throw new Error(`${ex.file}: no seed out of 200 gives a usable record`);
    const seed = `example-${ex.game}-${i}`;
    const result = playMatch({
      game: ex.game,
      players: ex.players,
      seats: new Array(ex.players).fill('medium'),
      seed,
      maxRounds: ex.rounds,
      ...(ex.options !== undefined ? { options: ex.options } : {}),
      record: true,
    });
    const doc = result.record as Record<string, Json>;
    const why = ex.avoid?.(doc['moves'] as Json[]) ?? null;
    if (why) {
      console.log(`${ex.file}: skipping seed ${seed} (${why})`);
      continue;
    }
    const moves = ex.cut ? ex.cut(doc) : (doc['moves'] as Json[]);
    if (!moves) throw new Error(`${ex.file}: the cut found nothing in seed ${seed}`);
    const out = { ...doc, moves };
    const check = replay(out);
    if (!check.ok) throw new Error(`${ex.file}: the record does not replay: ${JSON.stringify(check.error)}`);
    writeFileSync(new URL(ex.file, dir), format(out));
    console.log(`${ex.file}: seed ${seed}, ${moves.length} entries`);
    break;
  }
}
