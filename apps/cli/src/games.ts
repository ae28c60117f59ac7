/**
 * `kortbord games [G]`: each game, its table sizes, its options (values, default) and its presets,
 * named in the catalogue's words; the names to type (--options, --preset) stand beside them.
 */
import {
  cardName,
  defaults,
  isObject,
  GAME_IDS,
  GAME_WORDS,
  getGame,
  valueText,
  type GameId,
  type Json,
  type OptionSpec,
} from '@kortbord/engine';
import { t, tt, type Lang, gameName } from './words';

function values(id: GameId, name: string, spec: OptionSpec, lang: Lang): string {
  switch (spec.kind) {
    case 'boolean':
      return t(lang, 'yesNo');
    case 'enum':
      return spec.values.map((v) => `${JSON.stringify(v)} (${valueText(id, name, v, lang)})`).join(' | ');
    case 'int':
      return t(lang, 'range', { min: spec.min, max: spec.max });
    case 'json':
      return t(lang, 'structured');
  }
}

/** A value as the player reads it: the catalogue's name, else short JSON (Tuffa Viktor's deck). */
export function shownValue(id: GameId, name: string, v: Json, lang: Lang): string {
  const words = valueText(id, name, v, lang);
  if (words) return words;
  // A deck: how many of each card, the cards in words.
  if (isObject(v) && Object.values(v).every((n) => typeof n === 'number'))
    return Object.entries(v)
      .map(([code, n]) => `${cardName(code, lang)} ×${String(n)}`)
      .join('; ');
  const s = JSON.stringify(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}

export function gamesText(only: GameId | undefined, lang: Lang): string {
  const out: string[] = [t(lang, 'gamesIntro'), ''];
  for (const id of only ? [only] : GAME_IDS) {
    const game = getGame(id);
    if (!game) continue;
    const words = GAME_WORDS[id];
    const max = game.maxPlayers(defaults(game.options));
    out.push(`${id} — ${gameName(id, lang)} (${tt(lang, 'playersRange', { min: game.minPlayers, max })})`);
    out.push(`  ${t(lang, 'tableOptions')}:`);
    for (const [name, spec] of Object.entries(game.options) as [string, OptionSpec][]) {
      const w = words.options[name];
      out.push(
        `    ${name} — ${w?.label[lang] ?? name}: ${values(id, name, spec, lang)}; ${t(lang, 'defaultIs', {
          v: shownValue(id, name, spec.default, lang),
        })}`,
      );
      if (w) out.push(`      ${w.describe[lang]}`);
    }
    out.push(`  ${t(lang, 'presets')}:`);
    for (const [name, preset] of Object.entries(game.presets)) {
      const set = Object.entries(preset as Record<string, Json>)
        .map(([k, v]) => `${words.options[k]?.label[lang] ?? k}: ${shownValue(id, k, v, lang)}`)
        .join(', ');
      const label = words.presets[name]?.[lang] ?? name;
      out.push(`    ${name} — ${label}${set ? `: ${set}` : ` (${t(lang, 'standardPreset')})`}`);
    }
    out.push('');
  }
  return out.join('\n');
}

export function gamesCommand(only: GameId | undefined, lang: Lang): number {
  process.stdout.write(`${gamesText(only, lang)}\n`);
  return 0;
}
