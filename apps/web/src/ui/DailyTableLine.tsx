/**
 * At a table of today's deal (issue 35): a line saying so (or that it is practice), and once the
 * match is over, the way to the field. The server's table info says which day's deal the table is;
 * whether it is practice is known from what this browser kept when it started the deal.
 */
import { useEffect } from 'react';
import { isObject, type GameId } from '@kortbord/engine';
import { isGameId } from '../game/view';
import { useTableWords } from '../i18n/table-words';
import type { DailyTableNote } from '../net/daily-api';
import { load, save } from '../net/storage';
import { dailyPath, navigate } from '../routes';

const noteOf = (table: string): (Omit<DailyTableNote, 'ranked'> & { ranked: boolean | null }) | null => {
  const v = load(`daily.${table}`);
  return isObject(v) && typeof v['game'] === 'string' && typeof v['day'] === 'string'
    ? { game: v['game'] as GameId, day: v['day'], ranked: v['ranked'] === true }
    : null;
};

/** Whether `table` is a deal of the day: as the server says, or as this browser kept it. */
export const isDailyTable = (table: {
  readonly id: string;
  readonly daily?: { readonly day: string } | null;
}) => !!table.daily || noteOf(table.id) !== null;

export function DailyTableLine({
  table,
  game,
  daily,
  match,
  over,
}: {
  table: string;
  game: string;
  /** The server's word that this is a deal of the day (another device has no note of it). */
  daily: { readonly day: string } | null | undefined;
  match: number;
  over: boolean;
}) {
  const { t } = useTableWords();
  const note = noteOf(table) ?? (daily && isGameId(game) ? { game, day: daily.day, ranked: null } : null);
  useEffect(() => {
    // The field page's link to my own match (its coach) for this day.
    if (note && over && note.ranked !== null)
      save(`daily.mine.${note.game}.${note.day}`, { table, match, ranked: note.ranked });
  }, [note?.game, note?.day, over, table, match]);
  if (!note) return null;
  const to = dailyPath(note.game, note.day);
  return (
    <p className="row daily-line" data-testid="daily-line">
      {note.ranked !== null ? (
        <span className="muted">{note.ranked ? t('dailyAtTable') : t('dailyPracticeAtTable')}</span>
      ) : null}
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
