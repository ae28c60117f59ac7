/**
 * Today's deal (issue 35) in plain functions: the time to the next deal, a result in words, and the
 * field's spread as chart rows. The pages draw what these return.
 */
import { fill, scoreUnit, unitText, type GameId, type Lang } from '@kortbord/engine';
import { DAILY_PAGE_WORDS, type DailyPageKey } from '@kortbord/words';
import type { DailyField } from '@kortbord/protocol';

export { timeUntil } from './daily-time';

export const pageWord = (lang: Lang, key: DailyPageKey, params: Record<string, string | number> = {}) =>
  fill(DAILY_PAGE_WORDS[key][lang], params);

/** A score in the game's unit ("9 penalty points"); null where the game keeps none. */
export function scoreText(game: GameId, score: number | null, lang: Lang): string | null {
  const unit = scoreUnit(game);
  return score !== null && unit ? unitText(unit, score, lang) : null;
}

/** A result as the field says it: the place at the table, and the score in the game's unit where kept. */
export function resultText(
  game: GameId,
  r: { readonly place: number; readonly score: number | null },
  lang: Lang,
): string {
  const place = pageWord(lang, 'fieldResultPlace', { place: r.place });
  const score = scoreText(game, r.score, lang);
  return score ? `${place} · ${score}` : place;
}

export interface ChartRow {
  readonly label: string;
  readonly count: number;
  readonly rank: number;
  /** The asker's own result. */
  readonly you: boolean;
}

/** The distribution, best first, one row per result that occurs, the asker's marked. */
export function chartRows(field: DailyField, lang: Lang): ChartRow[] {
  return field.distribution.map((d) => ({
    label: resultText(field.game, d, lang),
    count: d.count,
    rank: d.rank,
    you:
      !!field.you && field.you.rank === d.rank && field.you.place === d.place && field.you.score === d.score,
  }));
}

/** The chart's text for those who cannot see it: every result with its count, best first. */
export function chartText(rows: readonly ChartRow[], attempts: number, lang: Lang): string {
  const list = rows
    .map(
      (r) =>
        `${pageWord(lang, 'fieldCount', { what: r.label, n: r.count })}${r.you ? ` ${pageWord(lang, 'fieldYouMark')}` : ''}`,
    )
    .join('; ');
  return pageWord(lang, 'fieldChartAlt', { n: attempts, list });
}

/** Days before `day`, newest first: the picker's choices for practice. */
export function earlierDays(day: string, n: number): string[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - i - 1)).toISOString().slice(0, 10),
  );
}
