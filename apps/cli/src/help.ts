/**
 * `help` and `rules` at the prompt: what the player may type, and the game's rules with the table's
 * options, from the catalogue. Wrapped to the screen, so that they fit a terminal of 80 columns.
 */
import { GAME_WORDS, getGame, howToText, type GameId, type Json, type OptionSpec } from '@kortbord/engine';
import { shownValue } from './games';
import { CARD_TYPING } from './typing';
import { t, type Lang } from './words';

export const HELP = new Set(['help', 'hjelp', 'hjälp', 'hjalp']);
export const RULES = new Set(['rules', 'regler', 'reglene', 'reglerna']);

/** Words folded into lines of at most `width` columns, each indented by `indent`. */
export function wrap(text: string, width = 78, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}

/** What help and rules need of a table: its game and options (a match here, or a server's view). */
export interface TableLike {
  readonly game: { readonly id: GameId };
  readonly options: Json;
}

export function helpLines(m: TableLike, L: Lang): string[] {
  return [
    t(L, 'helpTitle'),
    t(L, CARD_TYPING[m.game.id].help),
    t(L, 'helpNumber'),
    t(L, 'helpWords'),
    t(L, 'helpHint'),
    t(L, 'helpRules'),
    t(L, 'helpQuit'),
  ];
}

/** The how-to with this table's options in it, then every option as this table has it. */
export function rulesLines(m: TableLike, L: Lang): string[] {
  const id = m.game.id;
  const options = (m.options ?? {}) as Readonly<Record<string, unknown>>;
  const game = getGame(id);
  // Every option but a structured one (Tuffa Viktor's deck: the how-to says what it holds).
  const specs = Object.entries((game?.options ?? {}) as Record<string, OptionSpec>);
  const set = specs
    .filter(([, spec]) => spec.kind !== 'json')
    .map(([name, spec]) => {
      const label = GAME_WORDS[id].options[name]?.label[L] ?? name;
      return `${label}: ${shownValue(id, name, (options[name] ?? spec.default) as Json, L)}`;
    });
  return [
    `${t(L, 'rulesTitle')}:`,
    ...wrap(howToText(id, options, L), 78, '  '),
    `${t(L, 'rulesOptions')}:`,
    ...wrap(set.join(' · '), 78, '  '),
  ];
}
