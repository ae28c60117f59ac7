import { GAME_SETUPS, sayCheck, type GameId, type Json, type OptionSpec, type Text } from '@kortbord/engine';
import type { Lang } from '../i18n/strings';

export type OptionValues = Record<string, Json>;

export const optionSpecs = (game: GameId): Record<string, OptionSpec> =>
  (GAME_SETUPS[game]?.options as Record<string, OptionSpec> | undefined) ?? {};

export const presetNames = (game: GameId): string[] => Object.keys(GAME_SETUPS[game]?.presets ?? {});

export function defaultOptions(game: GameId): OptionValues {
  const out: OptionValues = {};
  for (const [k, spec] of Object.entries(optionSpecs(game))) out[k] = spec.default;
  return out;
}

/** The options a preset sets on top of the defaults (per table size where the game says so). */
export function presetValues(game: GameId, preset: string | null, players: number): OptionValues {
  const g = GAME_SETUPS[game];
  if (!preset || !g?.presets || !(preset in g.presets)) return {};
  const p = typeof g.presetFor === 'function' ? g.presetFor(preset, players) : g.presets[preset];
  return { ...(p as OptionValues) };
}

/** The values the pickers show: defaults, then the preset, then the player's own changes. */
export const resolvedOptions = (
  game: GameId,
  preset: string | null,
  players: number,
  overrides: OptionValues,
): OptionValues => ({
  ...defaultOptions(game),
  ...presetValues(game, preset, players),
  ...overrides,
});

/** The options as sent to the server: the preset and only the values that differ from it. */
export function optionsToSend(
  game: GameId,
  preset: string | null,
  players: number,
  overrides: OptionValues,
): OptionValues {
  const base = { ...defaultOptions(game), ...presetValues(game, preset, players) };
  const out: OptionValues = preset ? { preset } : {};
  for (const [k, v] of Object.entries(overrides))
    if (JSON.stringify(base[k]) !== JSON.stringify(v)) out[k] = v;
  return out;
}

/** How many may sit at the table with these options: the game's own numbers. */
export function playerRange(game: GameId, options: OptionValues): [number, number] {
  const g = GAME_SETUPS[game];
  let max: number;
  try {
    max = g.maxPlayers(options);
  } catch {
    // Options the game cannot read (a half-typed link): its numbers with the defaults.
    max = g.maxPlayers(defaultOptions(game));
  }
  return [g.minPlayers, max];
}

/** A rule text in the reader's language. */
export const text = (t: Text | undefined, lang: Lang): string => (t ? t[lang] : '');

/**
 * Problems with the chosen options and table size, in the player's words; null when fine. The words
 * are the game's setup words (the checks' own refusals, typed in its options.ts), so the front page
 * needs no other; a code without them (none today) is left to the server, which refuses the table
 * with its words.
 */
export function checkSetup(game: GameId, options: OptionValues, players: number, lang: Lang): string | null {
  const g = GAME_SETUPS[game];
  if (typeof g?.checkOptions !== 'function') return null;
  try {
    const why = g.checkOptions(options, players);
    return why ? (sayCheck(game, why, lang) ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * What becomes of a number field's text when the player leaves it: kept when it is a whole number in
 * range; else the nearest whole number in range (99 in a 5–8 field: 8), or, for an empty field, the
 * value it had. `snapped` says the field changed, so the page can say so: never a silent change.
 */
export function settleInt(
  text: string,
  min: number,
  max: number,
  value: number,
): { value: number; snapped: 'no' | 'clamped' | 'empty' } {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return { value, snapped: 'empty' };
  const near = Math.min(max, Math.max(min, Math.round(n)));
  return { value: near, snapped: near === n ? 'no' : 'clamped' };
}
