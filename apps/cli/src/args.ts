/**
 * Reading the values a person types on the command line: case-insensitive, with "did you mean" on a
 * typo. Errors are UsageError with a sentence in the chosen language.
 */
import { LEVELS, type Level } from '@kortbord/bots';
import { GAME_IDS, getGame, resolveOptions, type GameId, type Json } from '@kortbord/engine';
import { isLang, t, type Lang, gameName } from './words';

export class UsageError extends Error {}

/** Edit distance, for suggestions. */
export function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0] as number;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = d[j] as number;
      d[j] = Math.min(cur + 1, (d[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return d[b.length] as number;
}

/** The closest known word within a small distance, or null. */
export function closest(word: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const k of known) {
    const dist = distance(word.toLowerCase(), k.toLowerCase());
    if (dist < bestD) {
      bestD = dist;
      best = k;
    }
  }
  const limit = Math.max(2, Math.floor(word.length / 3));
  return best !== null && bestD <= limit ? best : null;
}

export const withSuggestion = (
  lang: Lang,
  message: string,
  word: string,
  known: readonly string[],
): string => {
  const s = closest(word, known);
  return s === null ? message : `${message}\n${t(lang, 'didYouMean', { x: s })}`;
};

/** "Vri åtter", "VRI_ATTER", "vriatter" → "vri-atter". */
const gameKey = (raw: string): string =>
  raw
    .trim()
    .toLowerCase()
    .replace(/å/g, 'a')
    .replace(/[\s_]+/g, '-');

export function parseGame(raw: string, lang: Lang): GameId {
  const key = gameKey(raw);
  const found = GAME_IDS.find((g) => g === key || g.replace(/-/g, '') === key.replace(/-/g, ''));
  if (found) return found;
  throw new UsageError(
    withSuggestion(lang, t(lang, 'unknownGame', { x: raw, list: GAME_IDS.join(', ') }), key, GAME_IDS),
  );
}

export function parseLevel(raw: string, lang: Lang): Level {
  const key = raw.trim().toLowerCase();
  if ((LEVELS as readonly string[]).includes(key)) return key as Level;
  throw new UsageError(
    withSuggestion(lang, t(lang, 'unknownLevel', { x: raw, list: LEVELS.join(', ') }), key, LEVELS),
  );
}

export function parseLang(raw: string, lang: Lang): Lang {
  const key = raw.trim().toLowerCase();
  if (isLang(key)) return key;
  if (key === 'no' || key === 'nn') return 'nb';
  throw new UsageError(t(lang, 'unknownLang', { x: raw }));
}

export function positiveInt(name: string, raw: string, lang: Lang): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(t(lang, 'wholeNumber', { x: name, v: raw }));
  return n;
}

/** `--options JSON` and `--preset P` together: the preset named in any case, checked against the game. */
export function tableOptions(
  game: GameId,
  preset: string | undefined,
  json: string | undefined,
  lang: Lang,
): Json | undefined {
  let options: { [key: string]: Json } | undefined;
  if (json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new UsageError(t(lang, 'badJson', { v: json }));
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new UsageError(t(lang, 'badJson', { v: json }));
    options = parsed as { [key: string]: Json };
  }
  const given = preset ?? (typeof options?.['preset'] === 'string' ? options['preset'] : undefined);
  if (given !== undefined) {
    const names = Object.keys(getGame(game)?.presets ?? {});
    const key = given.trim().toLowerCase();
    const found = names.find((p) => p.toLowerCase() === key);
    if (!found)
      throw new UsageError(
        withSuggestion(
          lang,
          t(lang, 'unknownPreset', {
            game: gameName(game, lang),
            x: given,
            list: names.join(', '),
          }),
          key,
          names,
        ),
      );
    options = { ...(options ?? {}), preset: found };
  }
  return options;
}

/** The language asked for on the command line (before the program is built, so help speaks it). */
export function langFromArgs(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--lang') return argv[i + 1] ?? null;
    if (a.startsWith('--lang=')) return a.slice(7);
  }
  return null;
}

/** The table size checked in the player's words (the engine's own sentence is English). */
export function checkPlayers(game: GameId, players: number, options: Json | undefined, lang: Lang): void {
  const g = getGame(game);
  if (!g) return;
  const resolved = resolveOptions(g.options, g.presets, options, players, g.presetFor?.bind(g));
  if (!resolved.ok) return; // the engine's sentence names the option and what is allowed
  const max = g.maxPlayers(resolved.value);
  if (players < g.minPlayers || players > max)
    throw new UsageError(
      t(lang, 'playersRangeIs', { game: gameName(g.id, lang), min: g.minPlayers, max, n: players }),
    );
}
