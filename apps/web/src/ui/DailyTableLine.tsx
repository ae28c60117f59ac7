/**
 * At a table of today's deal (issue 35): a line saying so (or that it is practice), and once the
 * match is over, the way to the field. Known from what this browser kept when it started the deal.
 */
import { useEffect } from 'react';
import { isObject, type GameId } from '@kortbord/engine';
import { useLang } from '../i18n/lang';
import type { DailyTableNote } from '../net/daily-api';
import { load, save } from '../net/storage';
import { dailyPath, navigate } from '../routes';

const noteOf = (table: string): DailyTableNote | null => {
  const v = load(`daily.${table}`);
  return isObject(v) && typeof v['game'] === 'string' && typeof v['day'] === 'string'
    ? { game: v['game'] as GameId, day: v['day'], ranked: v['ranked'] === true }
    : null;
};

/** Whether this browser started `table` as today's deal (or a day's practice). */
export const isDailyTable = (table: string): boolean => noteOf(table) !== null;

export function DailyTableLine({ table, match, over }: { table: string; match: number; over: boolean }) {
  const { t } = useLang();
  const note = noteOf(table);
  useEffect(() => {
    // The field page's link to my own match (its coach) for this day.
    if (note && over) save(`daily.mine.${note.game}.${note.day}`, { table, match, ranked: note.ranked });
  }, [note?.game, note?.day, over, table, match]);
  if (!note) return null;
  const to = dailyPath(note.game, note.day);
  return (
    <p className="row daily-line" data-testid="daily-line">
      <span className="muted">{note.ranked ? t('dailyAtTable') : t('dailyPracticeAtTable')}</span>
      {over ? (
        <a
          className="btn primary"
          href={to}
          onClick={(e) => (e.preventDefault(), navigate(to))}
          data-testid="daily-to-field"
        >
          {t('dailyToField')}
        </a>
      ) : null}
    </p>
  );
}
