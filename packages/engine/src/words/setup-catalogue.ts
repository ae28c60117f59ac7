import type { GameId } from '../game';
import { HJERTERFRI_SETUP_WORDS } from '../games/hjerterfri/setup-words';
import { IDIOT_SETUP_WORDS } from '../games/idiot/setup-words';
import { PRESIDENT_SETUP_WORDS } from '../games/president/setup-words';
import { TUFFA_SETUP_WORDS } from '../games/tuffa-viktor/setup-words';
import { VIGGO_SETUP_WORDS } from '../games/viggo/setup-words';
import { VRI_SETUP_WORDS } from '../games/vri-atter/setup-words';
import type { AnySetupWords, Reason } from './game-words';
import { capitalise, fill, type Lang, type Params, type Text } from './lang';
import { render } from './render';

/**
 * Every game's setup words (name, how-to, house rules, presets, its option checks' refusals): what the
 * front page shows before a table is made. Each game's GAME_WORDS spreads in these same objects, so
 * this is a part of the one catalogue, small enough for the front page's scripts (issue 36).
 */
export const GAME_SETUP_WORDS: Readonly<Record<GameId, AnySetupWords>> = {
  viggo: VIGGO_SETUP_WORDS,
  president: PRESIDENT_SETUP_WORDS,
  'vri-atter': VRI_SETUP_WORDS,
  idiot: IDIOT_SETUP_WORDS,
  'tuffa-viktor': TUFFA_SETUP_WORDS,
  hjerterfri: HJERTERFRI_SETUP_WORDS,
};

/** A game's name in `lang`. */
export const gameNameText = (game: GameId, lang: Lang): string => GAME_SETUP_WORDS[game].name[lang];

/** A `game` parameter (a game's id) reads as the game's name. */
export function namedGame(params: Params, lang: Lang): Params {
  const g = params['game'];
  if (typeof g !== 'string' || !Object.prototype.hasOwnProperty.call(GAME_SETUP_WORDS, g)) return params;
  return { ...params, game: GAME_SETUP_WORDS[g as GameId].name[lang] };
}

/** An option's value in words: its name where the game gives one, else the value itself. */
export function valueText(game: GameId, option: string, value: unknown, lang: Lang): string {
  const words = GAME_SETUP_WORDS[game].options[option];
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
  return fill(GAME_SETUP_WORDS[game].howTo[lang], params);
}

/**
 * A refusal of the game's option checks (`checkOptions`) in `lang`, as sayReason says it, from the
 * setup words alone; undefined for a code that is not one of its checks' (sayReason has every code).
 */
export function sayCheck(game: GameId, r: Reason, lang: Lang): string | undefined {
  const t = GAME_SETUP_WORDS[game].checks[r.code];
  return t && capitalise(render(t, lang, namedGame(r.params ?? {}, lang)));
}
