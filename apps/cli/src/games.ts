/** `kortbord games [G]`: each game, its table sizes, its options (values, default) and its presets. */
import { defaults, GAME_IDS, getGame, type GameId, type Json, type OptionSpec } from '@kortbord/engine';
import { t, type Lang, gameName } from './words';

function values(spec: OptionSpec, lang: Lang): string {
  switch (spec.kind) {
    case 'boolean':
      return t(lang, 'yesNo');
    case 'enum':
      return spec.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'int':
      return t(lang, 'range', { min: spec.min, max: spec.max });
    case 'json':
      return t(lang, 'structured');
  }
}

const shortJson = (v: Json): string => {
  const s = JSON.stringify(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};

/** The option's explanation; the engine's texts have no Swedish yet, so Swedish readers get English. */
const explain = (spec: OptionSpec, lang: Lang): string =>
  (lang === 'sv' ? spec.describe.sv : spec.describe[lang]) ?? spec.describe.en;

export function gamesText(only: GameId | undefined, lang: Lang): string {
  const out: string[] = [t(lang, 'gamesIntro'), ''];
  for (const id of only ? [only] : GAME_IDS) {
    const game = getGame(id);
    if (!game) continue;
    const max = game.maxPlayers(defaults(game.options));
    out.push(
      `${id} — ${gameName(game.name, lang)} (${t(lang, 'playersRange', { min: game.minPlayers, max })})`,
    );
    out.push(`  ${t(lang, 'tableOptions')}:`);
    for (const [name, spec] of Object.entries(game.options) as [string, OptionSpec][]) {
      out.push(`    ${name}: ${values(spec, lang)}; ${t(lang, 'defaultIs', { v: shortJson(spec.default) })}`);
      out.push(`      ${explain(spec, lang)}`);
    }
    out.push(`  ${t(lang, 'presets')}:`);
    for (const [name, preset] of Object.entries(game.presets)) {
      const set = Object.entries(preset as Record<string, Json>)
        .map(([k, v]) => `${k}=${shortJson(v)}`)
        .join(', ');
      out.push(`    ${name}${set ? `: ${set}` : ` (${t(lang, 'standardPreset')})`}`);
    }
    out.push('');
  }
  return out.join('\n');
}

export function gamesCommand(only: GameId | undefined, lang: Lang): number {
  process.stdout.write(`${gamesText(only, lang)}\n`);
  return 0;
}
