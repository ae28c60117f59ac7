import { GAME_WORDS, isObject, valueText, type GameId, type Json } from '@kortbord/engine';
import type { Lang } from '../i18n/strings';
import { defaultOptions, optionSpecs } from './setup';

/**
 * A table's house rules in words: each option whose value differs from the game's default, as
 * "label: value" from the catalogue (a rule switched on, or a card list, by its label alone). Empty: the
 * standard rules.
 */
export function houseRuleTexts(game: GameId, options: Json, lang: Lang): string[] {
  if (!isObject(options)) return [];
  const defaults = defaultOptions(game);
  const specs = optionSpecs(game);
  const words = GAME_WORDS[game].options;
  return Object.keys(specs).flatMap((k) => {
    const v = options[k];
    if (v === undefined || JSON.stringify(v) === JSON.stringify(defaults[k])) return [];
    const label = words[k]?.label[lang] ?? k;
    // A rule switched on reads as its name ("Pass gjelder stikket"); a card list by its name alone.
    if (v === true || specs[k]?.kind === 'json') return [label];
    return [`${label}: ${valueText(game, k, v, lang)}`];
  });
}
