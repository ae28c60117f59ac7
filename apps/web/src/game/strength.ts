import { strengthOf, type Level, type StrengthData } from '@kortbord/bots';
import type { GameId } from '@kortbord/engine';
import { gameName, translate, type Lang } from '../i18n/strings';

/**
 * What a bot level means, for the level picker: what it does, in words, and how often it won in the
 * last bench run at this game against three of the level below it (no such line for a level the
 * bench does not measure).
 */
export function levelMeaning(level: Level, game: GameId, lang: Lang, data?: StrengthData): string[] {
  const out = [translate(lang, `level_about_${level}`)];
  const line = strengthOf(game, level, data);
  if (line)
    out.push(
      translate(lang, 'levelWins', {
        pct: Math.round(100 * line.winShare),
        against: translate(lang, `level_${line.against}`),
        game: gameName(game, lang),
        rounds: line.rounds,
        date: line.date,
      }),
    );
  return out;
}
