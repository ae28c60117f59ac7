/**
 * What each level's strength was measured at: the last bot bench's win shares (strength-data.ts,
 * written by `npm run bench:bots -- --write-strength`), for the level picker to show players.
 */
import type { GameId } from '@kortbord/engine';
import type { Level } from './bot';
import { STRENGTH_DATA } from './strength-data';

/** One pairing of the bench: `level` in one seat against three of `against`, 4 players, one round a game. */
export interface StrengthLine {
  readonly level: Level;
  readonly against: Level;
  readonly rounds: number;
  readonly winShare: number;
  /** The 95% interval of the win share (Wilson). */
  readonly ci: readonly [number, number];
  /** The day it was measured (YYYY-MM-DD). */
  readonly date: string;
  readonly seed: string;
}

export interface StrengthData {
  /** The command the lines were measured with. */
  readonly command: string;
  readonly games: Partial<Record<GameId, readonly StrengthLine[]>>;
}

/** The data file, typed here: a line the types do not allow fails the build. */
export const STRENGTH: StrengthData = STRENGTH_DATA;

/** The level's measured line in the game: against the level below it (the bench's pairings). */
export function strengthOf(game: GameId, level: Level, data: StrengthData = STRENGTH): StrengthLine | null {
  return data.games[game]?.find((l) => l.level === level) ?? null;
}

/** Lines merged into the data: a new line replaces the one of the same game and level. */
export function mergeStrength(
  data: StrengthData,
  lines: readonly (StrengthLine & { readonly game: GameId })[],
  command: string,
): StrengthData {
  const games: Partial<Record<GameId, StrengthLine[]>> = {};
  for (const [g, ls] of Object.entries(data.games)) games[g as GameId] = [...(ls ?? [])];
  for (const { game, ...line } of lines) {
    const kept = (games[game] ?? []).filter((l) => l.level !== line.level);
    games[game] = [...kept, line];
  }
  return { command, games };
}

/** The data file's text (strength-data.ts). */
export const strengthFile = (data: StrengthData): string =>
  `// Written by \`npm run bench:bots -- --write-strength\` (apps/cli/src/bench-bots.ts): the last bench run's\n` +
  `// measured win shares, shown to players in the level picker. Re-run the bench rather than edit it.\n` +
  `// Plain data: strength.ts types it (StrengthData), so this file imports nothing.\n\n` +
  `export const STRENGTH_DATA = ${JSON.stringify(data, null, 2)} as const;\n`;
