import type { GameId } from '../game';
import { IDIOT_WORDS } from '../games/idiot/words';
import { PRESIDENT_WORDS } from '../games/president/words';
import { TUFFA_WORDS } from '../games/tuffa-viktor/words';
import { VIGGO_WORDS } from '../games/viggo/words';
import { VRI_WORDS } from '../games/vri-atter/words';
import type { AnyGameWords, Reason } from './game-words';
import { fill, type Lang, type Text } from './lang';
import { SHARED_REASONS } from './reasons';
import { render, type SeatNamer } from './render';

/** Every game's words, from its own folder: a game without its words fails the build here. */
export const GAME_WORDS: Readonly<Record<GameId, AnyGameWords>> = {
  viggo: VIGGO_WORDS,
  president: PRESIDENT_WORDS,
  'vri-atter': VRI_WORDS,
  idiot: IDIOT_WORDS,
  'tuffa-viktor': TUFFA_WORDS,
};

const UNKNOWN: Text = SHARED_REASONS['not-allowed'];

/** The text of a refusal reason: the game's own, else the match's. */
export function reasonText(game: GameId | null, code: string): Text | undefined {
  const own = game ? GAME_WORDS[game].reasons[code] : undefined;
  return own ?? (SHARED_REASONS as Readonly<Record<string, Text>>)[code];
}

/** A refusal reason in `lang`, seats named by `seatName` (numbers when absent). */
export const sayReason = (game: GameId | null, r: Reason, lang: Lang, seatName?: SeatNamer): string =>
  render(reasonText(game, r.code) ?? UNKNOWN, lang, r.params ?? {}, seatName);

/** An option's value in words: its name where the game gives one, else the value itself. */
export function valueText(game: GameId, option: string, value: unknown, lang: Lang): string {
  const words = GAME_WORDS[game].options[option];
  const named = words?.values?.[String(value)];
  if (named) return named[lang];
  if (typeof value === 'boolean') return (value ? YES : NO)[lang];
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

const YES: Text = { nb: 'ja', sv: 'ja', en: 'yes' };
const NO: Text = { nb: 'nei', sv: 'nej', en: 'no' };

/** The game's how-to with the table's options in it ("first to {targetScore}"). */
export function howToText(game: GameId, options: Readonly<Record<string, unknown>>, lang: Lang): string {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(options)) params[k] = valueText(game, k, v, lang);
  return fill(GAME_WORDS[game].howTo[lang], params);
}
